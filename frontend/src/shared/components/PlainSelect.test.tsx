import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PlainSelect } from './PlainSelect';

const OPTIONS = [
  { value: 'name', label: 'Name' },
  { value: 'age', label: 'Age (oldest first)' },
] as const;

function Sort() {
  const [value, setValue] = useState<'name' | 'age'>('name');
  return (
    <>
      <PlainSelect label="Sort by" value={value} options={OPTIONS} onChange={setValue} />
      <p>Sorted by {value}</p>
    </>
  );
}

describe('PlainSelect', () => {
  it('is a combobox named by its label that opens its list from the keyboard on the selected option', async () => {
    const { user } = renderWithProviders(<Sort />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveTextContent('Name');
    expect(select).toHaveAttribute('aria-expanded', 'false');
    expect(select).toHaveAttribute('aria-haspopup', 'listbox');

    await user.tab();
    expect(select).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox', { name: 'Sort by' });
    expect(select).toHaveAttribute('aria-expanded', 'true');
    expect(select).toHaveAttribute('aria-controls', list.id);
    const selected = screen.getByRole('option', { name: 'Name' });
    expect(selected).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(selected).toHaveFocus());

    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('Sorted by age')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(select).toHaveTextContent('Age (oldest first)');
    await waitFor(() => expect(select).toHaveFocus());
  });

  it('opens at a press of the mouse; Escape closes it without a change', async () => {
    const { user } = renderWithProviders(<Sort />);
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(await screen.findByRole('option', { name: 'Age (oldest first)' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.getByText('Sorted by name')).toBeInTheDocument();
  });
});
