import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import {
  browserOffline,
  OFFLINE_READ_MESSAGE,
  OFFLINE_WRITE_MESSAGE,
  serverReached,
  serverUnreachable,
  type ConnectivityState,
} from '../offline/connectivity-slice';
import { OFFLINE_COPY_HEADER } from '../offline/offline-copies';
import { toApiError, type ApiError } from './api-error';

const fetchSameOrigin = fetchBaseQuery({
  // Absolute, so `Request` can resolve it outside a browser page too (component tests).
  baseUrl: `${globalThis.location?.origin ?? ''}/`,
  credentials: 'include',
  // JSON when the server says so, text otherwise (e.g. an empty 200 from logout).
  responseHandler: 'content-type',
});

function requestMethod(args: string | FetchArgs): string {
  return typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
}

/**
 * Same-origin cookie-session fetch; a non-OK response becomes an {@link ApiError} and is logged.
 * Offline (docs/mobile.md): a change is not sent and answers that it needs the network; a request that
 * found no network, or an answer the service worker served from its offline copy, marks the server
 * unreachable (the 'Offline' banner), and the next network answer marks it reached again.
 */
export const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta> = async (
  args,
  api,
  extraOptions,
) => {
  const method = requestMethod(args);
  if (method !== 'GET' && browserOffline()) {
    api.dispatch(serverUnreachable());
    return { error: { status: 'FETCH_ERROR', message: OFFLINE_WRITE_MESSAGE, data: undefined } };
  }
  const result = await fetchSameOrigin(args, api, extraOptions);
  const noNetwork = result.error?.status === 'FETCH_ERROR';
  const offlineCopy = result.meta?.response?.headers.get(OFFLINE_COPY_HEADER) === '1';
  if (noNetwork || result.meta?.response) {
    const unreachable = noNetwork || offlineCopy;
    const known = (api.getState() as { connectivity?: ConnectivityState }).connectivity?.serverUnreachable ?? false;
    if (unreachable !== known) api.dispatch(unreachable ? serverUnreachable() : serverReached());
  }
  if (!result.error) return result;
  const error = noNetwork
    ? {
        status: 'FETCH_ERROR' as const,
        message: method === 'GET' ? OFFLINE_READ_MESSAGE : OFFLINE_WRITE_MESSAGE,
        data: undefined,
      }
    : toApiError(result.error, result.meta?.response);
  console.error(error.message);
  return { error, meta: result.meta };
};

/**
 * What the server derives from homes, equipment and maintenance: the 'Needs attention' list, the care plans
 * and the notifications. Every write that adds, changes or removes a home or an equipment invalidates them
 * (a deleted home's items left the attention panel only at the next reload).
 */
export const CARE_LIST_TAG = { type: 'Care', id: 'LIST' } as const;
export const NOTIFICATION_LIST_TAG = { type: 'Notification', id: 'LIST' } as const;
export const CARE_DERIVED_TAGS = [CARE_LIST_TAG, NOTIFICATION_LIST_TAG] as const;

/**
 * The one RTK Query API of the app; features add endpoints with `baseApi.injectEndpoints`.
 * Defaults: no retries, no refetch on focus/reconnect/interval, cached data never goes stale.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: [
    'CurrentUser',
    'Home',
    'Equipment',
    'Photo',
    'Warranty',
    'Template',
    'Category',
    'AdminUser',
    'AdminHome',
    'Backup',
    'ChatThread',
    'TrustedDevice',
    'Care',
    'Maintenance',
    'Notification',
    'NotificationSettings',
    'WarrantyReminders',
    'HomeMember',
    'HomeInvitation',
    'HomeTransfer',
    'InstanceSettings',
    'Recall',
    'Receipt',
  ],
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
