import type { ReactNode } from 'react';
import { PlainIcon } from './PlainIcon';

/** MUI's `<Alert severity="error">` in plain CSS (plain-ui-signed-in.css): role alert, the icon, the message. */
export function PlainErrorAlert({ children }: { children: ReactNode }) {
  return (
    <div className="yhb-alert" role="alert">
      <div className="yhb-alert__icon">
        <PlainIcon name="errorOutline" />
      </div>
      <div className="yhb-alert__message">{children}</div>
    </div>
  );
}
