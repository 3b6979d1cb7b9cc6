import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { NO_FILTERS } from '../equipment-view';
import { EquipmentViewControls } from './EquipmentViewControls';

function renderControls(onViewChange = vi.fn(), filters = NO_FILTERS) {
  const view = renderWithProviders(
    <EquipmentViewControls
      view="cards"
      onViewChange={onViewChange}
      grouping="category"
      onGroupingChange={vi.fn()}
      sort="name"
      onSortChange={vi.fn()}
      filters={filters}
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

  describe('on a phone', () => {
    beforeEach(() => {
      vi.stubGlobal(
        'matchMedia',
        vi.fn((query: string) => ({
          matches: query.includes('max-width: 599.95px'),
          media: query,
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
        })),
      );
    });
    afterEach(() => vi.unstubAllGlobals());

    it("keeps the sort and the filters behind 'Sort & filter', which counts the filters that are on", async () => {
      const { user } = renderControls(vi.fn(), { ...NO_FILTERS, incompleteOnly: true, warranty: 'Active' });
      const toggle = screen.getByRole('button', { name: 'Sort & filter (2)' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('combobox', { name: 'Group by' })).toBeVisible();
      expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Incomplete' })).toHaveAttribute('aria-pressed', 'true');
    });
  });
});
