interface PageSpinnerProps {
  label?: string;
  /** Height of the area the spinner is centered in. */
  minHeight?: number | string;
}

/**
 * A centered spinner shown while something essential loads. Drawn like MUI's CircularProgress with plain CSS
 * (plain-ui.css): the route guards show it on the first page, before any MUI code has loaded.
 */
export function PageSpinner({ label = 'Loading', minHeight = '60vh' }: PageSpinnerProps) {
  return (
    <div className="yhb-spinner-area" style={{ minHeight }}>
      <span className="yhb-spinner" role="progressbar" aria-label={label}>
        <svg viewBox="22 22 44 44" aria-hidden="true" focusable="false">
          <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
        </svg>
      </span>
    </div>
  );
}
