import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { NO_FILTERS } from '../equipment-view';
import { EquipmentViewControls } from './EquipmentViewControls';

function renderControls(onViewChange = vi.fn()) {
  const view = renderWithProviders(
    <EquipmentViewControls
      view="cards"
      onViewChange={onViewChange}
      grouping="category"
      onGroupingChange={vi.fn()}
      sort="name"
      onSortChange={vi.fn()}
      filters={NO_FILTERS}
      onFiltersChange={vi.fn()}
    />,
  );
  return { ...view, onViewChange };
}

describe('EquipmentViewControls', () => {
  it('makes the view switch one tab stop: the arrow keys, Home and End move between Cards and List', async () => {
    const { user, onViewChange } = renderControls();
    const cards = screen.getByRole('button', { name: 'Cards' });
    const list = screen.getByRole('button', { name: 'List' });
    expect(cards).toHaveAttribute('aria-pressed', 'true');
    expect(list).toHaveAttribute('aria-pressed', 'false');

    await user.tab();
    expect(cards).toHaveFocus();
    await user.tab();
    // The next stop is the first select, not 'List'.
    expect(screen.getByRole('combobox', { name: 'Group by' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(cards).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(list).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cards).toHaveFocus();
    await user.keyboard('{End}');
    expect(list).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cards).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(list).toHaveFocus();
    expect(onViewChange).not.toHaveBeenCalled();

    await user.keyboard(' ');
    expect(onViewChange).toHaveBeenCalledWith('list');
  });
});
