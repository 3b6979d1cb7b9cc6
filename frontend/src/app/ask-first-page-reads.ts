import { matchPath } from 'react-router-dom';
import { closeFirstReads } from '../shared/api/first-reads';
import { sessionApi } from '../shared/session/session-api';
import type { AppStore } from './store';

/**
 * The first page's reads, asked at start-up instead of as the route renders: who is signed in (every page;
 * the route guards read it), and on / and /homes/:id the page's data (each in its own small chunk, not in
 * /auth's download). The queries take the answers public/first-reads.js started before this script ran;
 * once they have, the answers nobody took are dropped (docs/architecture.md, "First page").
 */
export async function askFirstPageReads(store: AppStore, pathname: string): Promise<void> {
  void store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
  try {
    if (pathname === '/') {
      const { prefetchHomeList } = await import('./prefetch-home-list');
      prefetchHomeList(store);
    }
    const homeId = Number(matchPath('/homes/:id', pathname)?.params.id);
    if (Number.isSafeInteger(homeId) && homeId > 0) {
      const { prefetchHomeDetail } = await import('./prefetch-home-detail');
      prefetchHomeDetail(store, homeId);
    }
  } finally {
    // The dispatched queries reach the API's fetch within this task; what is left afterwards was not asked.
    await new Promise((resolve) => setTimeout(resolve));
    closeFirstReads();
  }
}
