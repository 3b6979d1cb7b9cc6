import { iconPaths, type IconName } from './icon-paths';
import { classNames } from './class-names';

type PlainIconProps = (
  | { name: IconName; path?: never }
  /** A path of its own (e.g. from `signed-in-icon-paths.ts`, which the first page does not download). */
  | { path: string; name?: never }
) & {
  size?: 'small' | 'medium';
  className?: string;
};

/** A Material icon as an inline SVG (MUI's SvgIcon look: 1em square in the text colour), always decorative. */
export function PlainIcon({ name, path, size = 'medium', className }: PlainIconProps) {
  const classes = classNames('yhb-icon', size === 'small' && 'yhb-icon--small', className);
  return (
    <svg className={classes} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path ?? iconPaths[name!]} />
    </svg>
  );
}
