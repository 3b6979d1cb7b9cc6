import { useField } from 'formik';
import { OutlinedTextField, type OutlinedTextFieldProps } from './OutlinedTextField';

type FormikTextFieldProps = Omit<OutlinedTextFieldProps, 'value' | 'onChange' | 'onBlur' | 'error'>;

/** An outlined text field bound to a Formik field; shows the field's error once it was touched. */
export function FormikTextField(props: FormikTextFieldProps) {
  const [field, meta] = useField<string>(props.name);
  const showError = meta.touched && Boolean(meta.error);
  return (
    <OutlinedTextField
      {...props}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={showError ? meta.error : undefined}
    />
  );
}
