import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The JSON error body the backend sends: `{ statusCode, message, errors?, code? }`. */
export interface ApiErrorBody {
  statusCode?: number;
  message?: string | string[];
  errors?: { field: string; message: string }[];
  code?: string;
}

/**
 * What every failed call of the shared API turns into.
 * `message` reads `${status}: ${body.message ?? statusText}`; `data` keeps the raw body.
 */
export interface ApiError {
  /** HTTP status code, or the kind of failure when no response arrived. */
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  message: string;
  data: unknown;
}

function bodyMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const { message } = data as ApiErrorBody;
  if (Array.isArray(message)) return message.join(', ');
  return typeof message === 'string' && message !== '' ? message : undefined;
}

export function toApiError(error: FetchBaseQueryError, response?: Response): ApiError {
  switch (error.status) {
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
    case 'CUSTOM_ERROR':
      return { status: error.status, message: error.error, data: error.data };
    case 'PARSING_ERROR':
      return {
        status: error.originalStatus,
        message: `${error.originalStatus}: ${response?.statusText || 'Unreadable response'}`,
        data: error.data,
      };
    default:
      return {
        status: error.status,
        message: `${error.status}: ${bodyMessage(error.data) ?? response?.statusText ?? 'Request failed'}`,
        data: error.data,
      };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    'message' in value &&
    typeof (value as ApiError).message === 'string'
  );
}

/** The message to show for anything a call or a component threw, or `fallback` when it has none. */
export function errorMessage(error: unknown, fallback = 'An unexpected error occurred'): string {
  if (isApiError(error) && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

/**
 * The `message` of a failed call's JSON body as the server wrote it (no status prefix), or `fallback`.
 * For the calls where the spec says the client reads the body's message itself (e.g. populate, home photo).
 */
export function serverMessage(error: unknown, fallback: string): string {
  return (isApiError(error) && bodyMessage(error.data)) || fallback;
}

/** The machine-readable `code` of a backend error body (e.g. 'CAPTCHA_INVALID'), if any. */
export function errorCode(error: unknown): string | undefined {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return undefined;
  const { code } = error.data as ApiErrorBody;
  return typeof code === 'string' ? code : undefined;
}
