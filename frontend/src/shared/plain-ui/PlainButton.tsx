import type { ButtonHTMLAttributes } from 'react';
import { classNames } from './class-names';

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
  const classes = classNames(
    'yhb-button',
    size === 'large' && 'yhb-button--large',
    fullWidth && 'yhb-button--full-width',
    className,
  );
  return <button {...props} type={type} className={classes} />;
}
