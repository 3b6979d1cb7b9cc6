import {
  useId,
  useState,
  type ChangeEventHandler,
  type FocusEventHandler,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { classNames } from './class-names';

export interface PlainTextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** The message shown in place of the helper text (the field is then marked invalid). */
  error?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  helperText?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Drawn at the end of the box, e.g. a PlainIconButton. */
  endAdornment?: ReactNode;
}

/**
 * An outlined text field drawn like MUI's (`OutlinedTextField`): the label sits in the box and moves into
 * the outline's notch once the field has focus or a value; a helper line below shows the error when there
 * is one. Plain HTML and CSS (plain-ui.css), for the first page.
 */
export function PlainTextField({
  label,
  helperText,
  error,
  disabled,
  endAdornment,
  onBlur,
  ...inputProps
}: PlainTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const [focused, setFocused] = useState(false);
  const help = error ?? helperText;
  const classes = classNames(
    'yhb-field',
    (focused || inputProps.value !== '') && 'yhb-field--shrink',
    focused && 'yhb-field--focused',
    Boolean(error) && 'yhb-field--error',
    disabled && 'yhb-field--disabled',
    Boolean(endAdornment) && 'yhb-field--adorned',
  );

  return (
    <div className={classes}>
      <label className="yhb-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="yhb-field__box">
        <input
          {...inputProps}
          id={id}
          className="yhb-field__input"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={help ? helperId : undefined}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            setFocused(false);
            onBlur?.(event);
          }}
        />
        {endAdornment && <div className="yhb-field__adornment">{endAdornment}</div>}
        <fieldset aria-hidden="true" className="yhb-field__outline">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {/* Always takes its line, so an error appearing on blur does not move the button being clicked. */}
      <p id={helperId} className="yhb-field__helper">
        {help ?? '\u200b'}
      </p>
    </div>
  );
}
