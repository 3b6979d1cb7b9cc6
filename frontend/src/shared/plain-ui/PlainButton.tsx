import type { ButtonHTMLAttributes } from 'react';

interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  size?: 'medium' | 'large';
  fullWidth?: boolean;
}

/** A contained primary button drawn like MUI's `<Button variant="contained">`. */
export function PlainButton({
  size = 'medium',
  fullWidth = false,
  className,
  type = 'button',
  ...props
}: PlainButtonProps) {
  const classes = [
    'yhb-button',
    size === 'large' ? 'yhb-button--large' : '',
    fullWidth ? 'yhb-button--full-width' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return <button {...props} type={type} className={classes} />;
}
