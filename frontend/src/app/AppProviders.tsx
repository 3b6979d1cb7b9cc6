import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';

/**
 * What every page needs: the store. The MUI theme is not here: the first page is drawn without MUI, and the
 * theme comes with what uses it (shared/theme/MuiTheme.tsx; docs/architecture.md, "First page").
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
