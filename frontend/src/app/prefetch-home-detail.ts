import { careApi } from '../features/care/api';
import { equipmentApi } from '../features/equipment/api';
import { homesApi } from '../features/homes/api';
import { templatesApi } from '../features/templates/api';
import { warrantiesApi } from '../features/warranties/api';
import type { AppStore } from './store';

/**
 * Asks at once for everything /homes/:id shows (the home, its equipment, the categories, the warranties,
 * care and the attention list), in parallel with the session check and the route's code, instead of one
 * after the other as the page renders (session → home → equipment). The page's queries then find these
 * answers under way or in the cache (docs/architecture.md, "First page"). Nobody signed in: the answers
 * are 401s that the page never shows (the guard sends the visitor to /auth) and that the page asks again
 * after signing in (a failed query is asked again by its next reader).
 */
export function prefetchHomeDetail(store: AppStore, homeId: number): void {
  store.dispatch(homesApi.util.prefetch('getHome', homeId, {}));
  store.dispatch(equipmentApi.util.prefetch('getEquipment', homeId, {}));
  store.dispatch(templatesApi.util.prefetch('getCategories', undefined, {}));
  store.dispatch(warrantiesApi.util.prefetch('listWarranties', undefined, {}));
  store.dispatch(careApi.util.prefetch('getHomeCare', homeId, {}));
  store.dispatch(careApi.util.prefetch('getAttention', undefined, {}));
}
