import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useSelector } from 'react-redux';
import { selectCurrentToast } from '../../shared/toast/toast-slice';
import { ToastNotice } from './ToastNotice';

// The notice is part of the first page, drawn with plain CSS: loading it with the first toast left a toast
// that the next one replaced quickly never drawn (React.lazy suspends its first render), e.g. 'Home added
// successfully'.

/**
 * The notice area: shows the current toast; F8 moves focus here.
 * Each toast mounts a fresh area at the end of <body>, so a dialog that is already open (which hides
 * everything else from assistive technology) does not hide the toast as well.
 */
export function Toaster() {
  const toast = useSelector(selectCurrentToast);
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    function focusOnF8(event: KeyboardEvent) {
      if (event.key !== 'F8') return;
      event.preventDefault();
      regionRef.current?.focus();
    }
    document.addEventListener('keydown', focusOnF8);
    return () => document.removeEventListener('keydown', focusOnF8);
  }, []);

  return createPortal(
    <div
      key={toast?.id ?? 'no-toast'}
      ref={regionRef}
      role="region"
      aria-label="Notifications (F8)"
      tabIndex={-1}
      style={{ outline: 'none' }}
    >
      {toast && <ToastNotice toast={toast} />}
    </div>,
    document.body,
  );
}
