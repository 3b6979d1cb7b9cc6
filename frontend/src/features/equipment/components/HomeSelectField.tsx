import TextField from '@mui/material/TextField';
import { useField } from 'formik';
import { canEditHome, formatHomeAddress } from '../../../shared/homes/home';
import { useGetHomesQuery } from '../../../shared/homes/homes-api';

interface HomeSelectFieldProps {
  disabled?: boolean;
}

/** The 'Home Location' picker of the equipment forms, bound to the Formik field `homeId` (a string id). */
export function HomeSelectField({ disabled }: HomeSelectFieldProps) {
  const [field, meta] = useField<string>('homeId');
  const { data: homes = [] } = useGetHomesQuery();
  const showError = meta.touched && Boolean(meta.error);

  return (
    <TextField
      select
      fullWidth
      required
      label="Home Location"
      {...field}
      disabled={disabled}
      error={showError}
      helperText={showError ? meta.error : ' '}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Select a home</option>
      {/* Equipment goes only into a home the user may change (not one shared with them as a viewer). */}
      {homes.filter(canEditHome).map((home) => (
        <option key={home.id} value={String(home.id)}>
          {formatHomeAddress(home) || home.name}
        </option>
      ))}
    </TextField>
  );
}
