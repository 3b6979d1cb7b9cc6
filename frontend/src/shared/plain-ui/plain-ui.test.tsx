import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PlainButton } from './PlainButton';
import { PlainIconButton } from './PlainIconButton';
import { PlainTextField, type PlainTextFieldProps } from './PlainTextField';

function ControlledField(props: Partial<PlainTextFieldProps>) {
  const [value, setValue] = useState('');
  return (
    <PlainTextField
      name="username"
      label="Username"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      {...props}
    />
  );
}

/** The element that holds the field's state classes. */
const fieldOf = (input: HTMLElement) => input.closest('.yhb-field');

describe('PlainTextField', () => {
  it('is labelled by its label and described by its helper text', () => {
    render(<ControlledField helperText="At least 6 characters" type="password" />);

    const input = screen.getByLabelText('Username');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAccessibleDescription('At least 6 characters');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error in place of the helper text and marks the input invalid', () => {
    render(<ControlledField helperText="At least 6 characters" error="Username is required" />);

    const input = screen.getByLabelText('Username');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Username is required');
    expect(screen.queryByText('At least 6 characters')).not.toBeInTheDocument();
    expect(fieldOf(input)).toHaveClass('yhb-field--error');
  });

  it('keeps its helper line without text, so an error appearing does not move what follows', () => {
    const { container } = render(<ControlledField />);

    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-describedby');
    expect(container.querySelector('.yhb-field__helper')).toBeInTheDocument();
  });

  it('moves its label into the outline while focused or filled', async () => {
    const user = userEvent.setup();
    render(<ControlledField />);
    const input = screen.getByLabelText('Username');
    expect(fieldOf(input)).not.toHaveClass('yhb-field--shrink');

    await user.click(input);
    expect(fieldOf(input)).toHaveClass('yhb-field--shrink', 'yhb-field--focused');

    await user.tab();
    expect(fieldOf(input)).not.toHaveClass('yhb-field--shrink');

    await user.type(input, 'alice');
    await user.tab();
    expect(input).toHaveValue('alice');
    expect(fieldOf(input)).toHaveClass('yhb-field--shrink');
    expect(fieldOf(input)).not.toHaveClass('yhb-field--focused');
  });

  it('calls onBlur when it loses focus', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    render(<ControlledField onBlur={onBlur} />);

    await user.click(screen.getByLabelText('Username'));
    await user.tab();

    expect(onBlur).toHaveBeenCalledOnce();
  });

  it('draws an end adornment beside the input and can be disabled', async () => {
    const onClick = vi.fn();
    render(
      <ControlledField
        disabled
        endAdornment={<PlainIconButton icon="refresh" aria-label="Get a new question" onClick={onClick} />}
      />,
    );

    expect(screen.getByLabelText('Username')).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Get a new question' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('PlainButton', () => {
  it('is a plain button unless told to submit, and does nothing while disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(<PlainButton onClick={onClick}>Reload page</PlainButton>);
    const button = screen.getByRole('button', { name: 'Reload page' });
    expect(button).toHaveAttribute('type', 'button');

    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();

    rerender(
      <PlainButton type="submit" size="large" disabled onClick={onClick}>
        Login
      </PlainButton>,
    );
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveClass('yhb-button--large');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('PlainIconButton', () => {
  it('is named by its label, its icon hidden from assistive technology', () => {
    render(<PlainIconButton icon="close" aria-label="Close" title="Close" />);

    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
