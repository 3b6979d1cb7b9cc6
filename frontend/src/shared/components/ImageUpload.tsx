import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useImagePicker, type ImagePickerOptions } from '../files/use-image-picker';

interface ImageUploadProps extends ImagePickerOptions {
  busy?: boolean;
  /** Replaces the label while `busy`, e.g. 'Uploading...'. */
  busyLabel?: string;
  startIcon?: ReactNode;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/** A button that picks one image, checks it, and hands it over; the input is cleared after every pick. */
export function ImageUpload({
  busy = false,
  busyLabel,
  disabled = false,
  startIcon,
  variant = 'outlined',
  size,
  ...picker
}: ImageUploadProps) {
  const { open, input } = useImagePicker({ ...picker, disabled: disabled || busy });
  return (
    <>
      <Button
        variant={variant}
        size={size}
        disabled={disabled || busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : startIcon}
        onClick={open}
      >
        {busy && busyLabel ? busyLabel : picker.label}
      </Button>
      {input}
    </>
  );
}
