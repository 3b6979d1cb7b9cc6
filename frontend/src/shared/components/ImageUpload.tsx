import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import type { ImageFileCheck } from '../files/image-file-checks';
import { useToast } from '../toast/use-toast';

interface ImageUploadProps {
  /** Button text; also the accessible name of the hidden file input. */
  label: string;
  /** Validates the picked file; a refusal is shown as a destructive toast. */
  check: ImageFileCheck;
  onSelect: (file: File) => void;
  /** Called when the picker reports a change without a file (nothing is shown by default). */
  onNoFile?: () => void;
  accept?: string;
  /** Lets phones open the camera directly. */
  capture?: 'user' | 'environment';
  busy?: boolean;
  /** Replaces the label while `busy`, e.g. 'Uploading...'. */
  busyLabel?: string;
  disabled?: boolean;
  startIcon?: ReactNode;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/** A button that picks one image, checks it, and hands it over; the input is cleared after every pick. */
export function ImageUpload({
  label,
  check,
  onSelect,
  onNoFile,
  accept = 'image/*',
  capture,
  busy = false,
  busyLabel,
  disabled = false,
  startIcon,
  variant = 'outlined',
  size,
}: ImageUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { toast } = useToast();

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) {
      onNoFile?.();
      return;
    }
    const problem = check(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    onSelect(file);
  }

  return (
    <>
      <Button
        variant={variant}
        size={size}
        disabled={disabled || busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : startIcon}
        onClick={() => inputRef.current?.click()}
      >
        {busy && busyLabel ? busyLabel : label}
      </Button>
      <input
        ref={inputRef}
        type="file"
        hidden
        aria-label={label}
        accept={accept}
        capture={capture}
        disabled={disabled || busy}
        onChange={handleChange}
      />
    </>
  );
}
