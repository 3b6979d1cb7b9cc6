import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import type { MemberRole } from '../../../shared/homes/home';

interface RoleSelectProps {
  label: string;
  value: MemberRole;
  onChange: (role: MemberRole) => void;
  disabled?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  /** The label is read out but not shown (a row that already names the person). */
  hideLabel?: boolean;
}

/** 'Viewer' or 'Editor' as a native select: keyboard and screen-reader friendly on every device. */
export function RoleSelect({ label, value, onChange, disabled, size, sx, hideLabel = false }: RoleSelectProps) {
  return (
    <TextField
      select
      label={hideLabel ? undefined : label}
      value={value}
      disabled={disabled}
      size={size}
      onChange={(event) => onChange(event.target.value as MemberRole)}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: hideLabel ? { 'aria-label': label } : undefined,
      }}
      sx={sx}
    >
      <option value="viewer">Viewer</option>
      <option value="editor">Editor</option>
    </TextField>
  );
}
