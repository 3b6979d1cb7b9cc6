import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';

interface AdminDeletionKeyFieldProps {
  /** The administrator the action is about. */
  username: string;
  value: string;
  /** A new key typed; the dialog clears its inline refusal here. */
  onChange: (value: string) => void;
  disabled: boolean;
  /** The server refused the key (shown by the dialog below the field). */
  error: boolean;
}

/**
 * The admin deletion key an action on another administrator needs (deleting or disabling one): the line that
 * says why, and the password field, focused.
 */
export function AdminDeletionKeyField({ username, value, onChange, disabled, error }: AdminDeletionKeyFieldProps) {
  return (
    <>
      <DialogContentText sx={{ mt: 1.5, mb: 2.5 }}>
        {username} is an administrator. Enter the admin deletion key to confirm.
      </DialogContentText>
      <TextField
        label="Admin Deletion Key"
        type="password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        autoComplete="off"
        autoFocus
        fullWidth
        required
        error={error}
      />
    </>
  );
}
