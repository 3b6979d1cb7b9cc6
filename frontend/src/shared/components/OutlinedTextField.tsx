import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ChangeEventHandler, type FocusEventHandler, type HTMLAttributes, type ReactNode } from 'react';

export interface OutlinedTextFieldProps {
  name: string;
  label: ReactNode;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  /** The message shown in place of the helper text (the field is then marked invalid). */
  error?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  required?: boolean;
  placeholder?: string;
  helperText?: ReactNode;
  multiline?: boolean;
  minRows?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  endAdornment?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * An outlined text field with its label and a helper line that shows the error when there is one.
 * Built from the input parts rather than `TextField`, which would also pull in Select and Menu.
 * FormikTextField binds it to a Formik field. The first page's forms use PlainTextField (same look, no MUI).
 */
export function OutlinedTextField({
  label,
  helperText,
  inputMode,
  disabled,
  required,
  sx,
  error,
  ...inputProps
}: OutlinedTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const help = error ?? helperText;

  return (
    <FormControl fullWidth error={Boolean(error)} disabled={disabled} required={required} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...inputProps}
        id={id}
        label={label}
        aria-describedby={help ? helperId : undefined}
        slotProps={{ input: { inputMode } }}
      />
      {/* Always takes its line, so an error appearing on blur does not move the button being clicked. */}
      <FormHelperText id={helperId}>{help ?? ' '}</FormHelperText>
    </FormControl>
  );
}
