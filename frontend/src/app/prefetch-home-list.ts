import { careApi } from '../features/care/api';
import { homesListApi } from '../shared/homes/homes-api';
import type { AppStore } from './store';

/**
 * Asks at once for what / shows before its first paint (the homes and the 'Needs attention' list, which the
 * page waits for), in parallel with the session check and the route's code; the page's queries then find
 * the answers under way or cached (docs/architecture.md, "First page"). Nobody signed in: 401s the page
 * never shows (the guard sends the visitor to /auth), asked again by their next reader after signing in.
 */
export function prefetchHomeList(store: AppStore): void {
  store.dispatch(homesListApi.util.prefetch('getHomes', undefined, {}));
  store.dispatch(careApi.util.prefetch('getAttention', undefined, {}));
}
