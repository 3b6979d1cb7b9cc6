import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useField } from 'formik';
import { useId, type HTMLAttributes, type ReactNode } from 'react';

interface FormikTextFieldProps {
  name: string;
  label: ReactNode;
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
 * An outlined text field bound to a Formik field; shows the field's error once it was touched.
 * Built from the input parts rather than `TextField`, which would also pull in Select and Menu.
 */
export function FormikTextField({
  name,
  label,
  helperText,
  inputMode,
  disabled,
  required,
  sx,
  ...inputProps
}: FormikTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const helperId = `${id}-helper`;
  const showError = meta.touched && Boolean(meta.error);
  const help = showError ? meta.error : helperText;

  return (
    <FormControl fullWidth error={showError} disabled={disabled} required={required} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...inputProps}
        {...field}
        value={field.value ?? ''}
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
