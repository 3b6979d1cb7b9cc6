import { useRef, type ChangeEvent } from 'react';
import { useToast } from '../toast/use-toast';
import type { ImageFileCheck } from './image-file-checks';

export interface ImagePickerOptions {
  /** Also the accessible name of the hidden file input. */
  label: string;
  /** Validates the picked file; a refusal is shown as a destructive toast. */
  check: ImageFileCheck;
  onSelect: (file: File) => void;
  /** Called when the picker reports a change without a file. */
  onNoFile?: () => void;
  accept?: string;
  /** Lets phones open the camera directly. */
  capture?: 'user' | 'environment';
  disabled?: boolean;
}

/**
 * A hidden file input that picks one image, checks it and hands it over (cleared after every pick), and
 * `open()` to show the picker: what `ImageUpload` (MUI) and `PlainImageUpload` share.
 */
export function useImagePicker({
  label,
  check,
  onSelect,
  onNoFile,
  accept = 'image/*',
  capture,
  disabled = false,
}: ImagePickerOptions) {
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

  const input = (
    <input
      ref={inputRef}
      type="file"
      hidden
      aria-label={label}
      accept={accept}
      capture={capture}
      disabled={disabled}
      onChange={handleChange}
    />
  );
  return { open: () => inputRef.current?.click(), input };
}
