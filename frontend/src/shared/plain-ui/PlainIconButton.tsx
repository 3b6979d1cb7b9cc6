import type { ButtonHTMLAttributes } from 'react';
import type { IconName } from './icon-paths';
import { PlainIcon } from './PlainIcon';
import { classNames } from './class-names';

interface PlainIconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName;
  /** The button's accessible name. */
  'aria-label': string;
  size?: 'small' | 'medium';
  /** Take the surrounding text colour instead of the grey of icon buttons. */
  inheritColor?: boolean;
}

/** A round icon button drawn like MUI's IconButton. */
export function PlainIconButton({
  icon,
  size = 'medium',
  inheritColor = false,
  className,
  type = 'button',
  ...props
}: PlainIconButtonProps) {
  const classes = classNames(
    'yhb-icon-button',
    size === 'small' && 'yhb-icon-button--small',
    inheritColor && 'yhb-icon-button--inherit',
    className,
  );
  return (
    <button {...props} type={type} className={classes}>
      <PlainIcon name={icon} size={size === 'small' ? 'small' : 'medium'} />
    </button>
  );
}
