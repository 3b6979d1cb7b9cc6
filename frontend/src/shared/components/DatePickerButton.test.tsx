import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../test/render';
import { DatePickerButton } from './DatePickerButton';

function Harness({ initial, onChange }: { initial: Date | null; onChange?: (date: Date | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DatePickerButton
      value={value}
      onChange={(date) => {
        setValue(date);
        onChange?.(date);
      }}
    />
  );
}

describe('DatePickerButton', () => {
  it("reads 'Pick a date' when empty", () => {
    renderWithProviders(<Harness initial={null} />);
    expect(screen.getByRole('button', { name: 'Pick a date' })).toBeInTheDocument();
  });

  it('shows the date in long form', () => {
    renderWithProviders(<Harness initial={new Date(2025, 0, 5)} />);
    expect(screen.getByRole('button', { name: 'January 5, 2025' })).toBeInTheDocument();
  });

  it('picks a single date from the calendar', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness initial={new Date(2025, 0, 5)} onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'January 5, 2025' }));
    const calendar = await screen.findByRole('grid');
    await user.click(within(calendar).getByRole('gridcell', { name: '20' }));

    expect(onChange).toHaveBeenCalledWith(new Date(2025, 0, 20));
    expect(await screen.findByRole('button', { name: 'January 20, 2025' })).toBeInTheDocument();
  });
});
