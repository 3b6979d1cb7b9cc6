import { useImagePicker, type ImagePickerOptions } from '../files/use-image-picker';
import { classNames } from '../plain-ui/class-names';
import { PlainIcon } from '../plain-ui/PlainIcon';

interface PlainImageUploadProps extends ImagePickerOptions {
  busy?: boolean;
  /** Replaces the label while `busy`, e.g. 'Uploading...'. */
  busyLabel?: string;
  /** The start icon's SVG path (`signed-in-icon-paths.ts`). */
  iconPath: string;
  variant?: 'contained' | 'outlined';
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

/**
 * `ImageUpload` drawn plain (plain-ui-signed-in.css, MUI's contained or outlined Button with its start
 * icon; a small spinner while busy), for the pages that paint before MUI has loaded.
 */
export function PlainImageUpload({
  busy = false,
  busyLabel,
  disabled = false,
  iconPath,
  variant = 'outlined',
  size = 'medium',
  fullWidth = false,
  ...picker
}: PlainImageUploadProps) {
  const { open, input } = useImagePicker({ ...picker, disabled: disabled || busy });
  return (
    <>
      <button
        type="button"
        className={classNames(
          'yhb-button',
          variant === 'outlined' && 'yhb-button--outlined',
          size === 'small' && 'yhb-button--small-size',
          fullWidth && 'yhb-button--full-width',
        )}
        disabled={disabled || busy}
        onClick={open}
      >
        <span className="yhb-button__start-icon">
          {busy ? (
            <span className="yhb-spinner yhb-spinner--inline" role="progressbar">
              <svg viewBox="22 22 44 44" aria-hidden="true" focusable="false">
                <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
              </svg>
            </span>
          ) : (
            <PlainIcon path={iconPath} />
          )}
        </span>
        {busy && busyLabel ? busyLabel : picker.label}
      </button>
      {input}
    </>
  );
}
