import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page opens at its top: after a link or a `navigate()` to another path (e.g. 'Create Home' at the
 * bottom of /homes/new opened the new home scrolled down). Back and forward (POP) keep the browser's own
 * restoring; a change of the query or hash alone (filters, `?equipment=` which scrolls to its card) does
 * not move the page. A layout effect, so a page's own scrolling in its effects comes after it.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Only a new path counts; the navigation type is read as it is then.
  }, [pathname]);
  return null;
}
