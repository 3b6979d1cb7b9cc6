import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { toApiError, type ApiError } from './api-error';

const fetchSameOrigin = fetchBaseQuery({
  // Absolute, so `Request` can resolve it outside a browser page too (component tests).
  baseUrl: `${globalThis.location?.origin ?? ''}/`,
  credentials: 'include',
  // JSON when the server says so, text otherwise (e.g. an empty 200 from logout).
  responseHandler: 'content-type',
});

/** Same-origin cookie-session fetch; a non-OK response becomes an {@link ApiError} and is logged. */
export const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await fetchSameOrigin(args, api, extraOptions);
  if (!result.error) return result;
  const error = toApiError(result.error, result.meta?.response);
  console.error(error.message);
  return { error, meta: result.meta };
};

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
    'ChatThread',
    'TrustedDevice',
    'Care',
    'Maintenance',
    'Notification',
    'NotificationSettings',
    'WarrantyReminders',
  ],
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
