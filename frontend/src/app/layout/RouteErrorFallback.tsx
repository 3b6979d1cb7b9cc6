import { useRouteError } from 'react-router-dom';
import { ErrorFallback } from './ErrorFallback';

/** The router's error element: a page that failed to render or to load its code. */
export function RouteErrorFallback() {
  const error = useRouteError();
  return <ErrorFallback error={error} />;
}
