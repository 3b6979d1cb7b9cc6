import type { ReactNode } from 'react';
import './page-heading.css';

interface PageHeadingProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons shown at the right (below the title on small screens). */
  actions?: ReactNode;
}

/**
 * The h1 of a page, with an optional subtitle and actions. Plain HTML and CSS (page-heading.css, MUI's h4
 * with the theme's type), so a page drawn without MUI shows its heading on the first paint.
 */
export function PageHeading({ title, subtitle, actions }: PageHeadingProps) {
  return (
    <div className="yhb-page-heading">
      <div className="yhb-page-heading__text">
        <h1 className="yhb-page-heading__title">{title}</h1>
        {subtitle && <p className="yhb-page-heading__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="yhb-page-heading__actions">{actions}</div>}
    </div>
  );
}
