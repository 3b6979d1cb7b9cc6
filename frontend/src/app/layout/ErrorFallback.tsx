import { PlainButton } from '../../shared/plain-ui/PlainButton';
import { PlainIcon } from '../../shared/plain-ui/PlainIcon';

interface ErrorFallbackProps {
  error: unknown;
  onReload?: () => void;
}

const reloadPage = () => window.location.reload();

/**
 * The page shown instead of the app after an uncaught rendering error. Plain CSS (plain-ui.css): it is
 * part of the first page's code, and shows even when MUI's code is what failed to load.
 */
export function ErrorFallback({ error, onReload = reloadPage }: ErrorFallbackProps) {
  const message = error instanceof Error && error.message ? error.message : 'An unexpected error occurred';
  return (
    <div className="yhb-error-page">
      <div className="yhb-error-page__panel">
        <PlainIcon name="errorOutlineRounded" className="yhb-error-page__icon" />
        <h1 className="yhb-h5 yhb-error-page__title">Something went wrong</h1>
        <p className="yhb-error-page__message">{message}</p>
        <PlainButton onClick={onReload}>Reload page</PlainButton>
      </div>
    </div>
  );
}
