import { careApi } from '../features/care/api';
import { equipmentApi } from '../features/equipment/api';
import { homesApi } from '../features/homes/api';
import { templatesApi } from '../features/templates/api';
import { warrantiesApi } from '../features/warranties/api';
import type { AppStore } from './store';

/**
 * Asks early for everything /homes/:id shows, in parallel with the session check and the route's code instead
 * of as the page renders (session → home → equipment): the home first, then, once it has answered and only if
 * it was found, its equipment, the categories, the warranties, care and the attention list. The heading (the
 * page's largest paint) needs only the session and the home; asked together with the five others, the home's
 * answer waited behind theirs on the server (~0.35 s later in Lighthouse's runs). The page's queries find these
 * answers under way or in the cache (docs/architecture.md, "First page"). The server names the session and the
 * home in the page's `Link` header, so the first two are already under way when this runs. A home that is not
 * there or not this user's, or nobody signed in: the page shows that (or the guard sends the visitor to /auth)
 * and asks for nothing more.
 */
export function prefetchHomeDetail(store: AppStore, homeId: number): void {
  const home = store.dispatch(homesApi.endpoints.getHome.initiate(homeId, { subscribe: false }));
  void home.then((answer) => {
    if (answer.isSuccess) prefetchHomeContents(store, homeId);
  });
}

function prefetchHomeContents(store: AppStore, homeId: number): void {
  store.dispatch(equipmentApi.util.prefetch('getEquipment', homeId, {}));
  store.dispatch(templatesApi.util.prefetch('getCategories', undefined, {}));
  store.dispatch(warrantiesApi.util.prefetch('listWarranties', undefined, {}));
  store.dispatch(careApi.util.prefetch('getHomeCare', homeId, {}));
  store.dispatch(careApi.util.prefetch('getAttention', undefined, {}));
}
