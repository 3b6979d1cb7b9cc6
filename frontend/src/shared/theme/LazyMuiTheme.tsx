import { lazy, Suspense, type ReactNode } from 'react';

const MuiTheme = lazy(async () => ({ default: (await import('./MuiTheme')).MuiTheme }));

/**
 * The MUI theme around a part drawn with MUI inside a plain page (a dialog, a menu, the chat): MUI and
 * emotion load with the part, after the page's first paint (docs/architecture.md, "First page"). Shows
 * nothing until they are there.
 */
export function LazyMuiTheme({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <MuiTheme>{children}</MuiTheme>
    </Suspense>
  );
}
