import { iconPaths, type IconName } from './icon-paths';
import { classNames } from './class-names';

interface PlainIconProps {
  name: IconName;
  size?: 'small' | 'medium';
  className?: string;
}

/** A Material icon as an inline SVG (MUI's SvgIcon look: 1em square in the text colour), always decorative. */
export function PlainIcon({ name, size = 'medium', className }: PlainIconProps) {
  const classes = classNames('yhb-icon', size === 'small' && 'yhb-icon--small', className);
  return (
    <svg className={classes} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={iconPaths[name]} />
    </svg>
  );
}
