import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { PlainIcon } from '../../shared/plain-ui/PlainIcon';
import { PlainIconButton } from '../../shared/plain-ui/PlainIconButton';
import { dismissToast, removeToast, type Toast } from '../../shared/toast/toast-slice';
import { classNames } from '../../shared/plain-ui/class-names';

export const TOAST_DURATION_MS = 5000;
/** How long the notice takes to fade out once closed (MUI's Grow exit), after which it is removed. */
export const TOAST_EXIT_MS = 195;

/**
 * One toast, drawn like MUI's Snackbar holding an Alert (plain CSS, plain-ui.css: the toast is part of the
 * first page): closes by itself after TOAST_DURATION_MS, or with its Close button or Escape; the pointer
 * over it or the window losing focus holds it open (then half the time again, like the Snackbar).
 */
export function ToastNotice({ toast }: { toast: Toast }) {
  const dispatch = useDispatch();
  const destructive = toast.variant === 'destructive';
  const [held, setHeld] = useState(false);
  const [remainingMs, setRemainingMs] = useState(TOAST_DURATION_MS);
  const { id, open } = toast;

  useEffect(() => {
    if (!open || held) return;
    const timer = setTimeout(() => dispatch(dismissToast(id)), remainingMs);
    return () => clearTimeout(timer);
  }, [dispatch, id, open, held, remainingMs]);

  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => dispatch(removeToast(id)), TOAST_EXIT_MS);
    return () => clearTimeout(timer);
  }, [dispatch, id, open]);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (!event.defaultPrevented && event.key === 'Escape') dispatch(dismissToast(id));
    };
    const hold = () => setHeld(true);
    const release = () => {
      setRemainingMs(TOAST_DURATION_MS / 2);
      setHeld(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    window.addEventListener('blur', hold);
    window.addEventListener('focus', release);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      window.removeEventListener('blur', hold);
      window.removeEventListener('focus', release);
    };
  }, [dispatch, id, open]);

  const classes = classNames(
    'yhb-toast',
    destructive ? 'yhb-toast--error' : 'yhb-toast--info',
    !open && 'yhb-toast--closing',
  );
  return (
    <div
      className="yhb-toast-position"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => {
        setRemainingMs(TOAST_DURATION_MS / 2);
        setHeld(false);
      }}
    >
      <div role="alert" className={classes}>
        <div className="yhb-toast__icon">
          <PlainIcon name={destructive ? 'errorOutline' : 'infoOutlined'} className="yhb-toast__icon-svg" />
        </div>
        <div className="yhb-toast__message">
          {toast.title && (
            <div className={toast.description ? 'yhb-toast__title yhb-toast__title--spaced' : 'yhb-toast__title'}>
              {toast.title}
            </div>
          )}
          {toast.description}
        </div>
        <div className="yhb-toast__action">
          <PlainIconButton
            icon="close"
            size="small"
            inheritColor
            aria-label="Close"
            title="Close"
            onClick={() => dispatch(dismissToast(id))}
          />
        </div>
      </div>
    </div>
  );
}
