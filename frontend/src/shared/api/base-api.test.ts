import { makeStore } from '../../app/store';
import { mockFetch } from '../../test/mock-fetch';
import { errorCode, errorMessage, serverMessage, type ApiError } from './api-error';
import { baseApi } from './base-api';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.mutation<unknown, void>({ query: () => ({ url: 'api/probe', method: 'POST', body: {} }) }),
  }),
});

async function probe() {
  const store = makeStore();
  const result = await store.dispatch(probeApi.endpoints.probe.initiate());
  return result.error as ApiError;
}

describe('shared API errors', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it("reads '<status>: <body message>', keeps the body, and logs it", async () => {
    mockFetch({
      'POST /api/probe': { status: 400, body: { statusCode: 400, message: 'Wrong answer', code: 'CAPTCHA_INVALID' } },
    });

    const error = await probe();

    expect(errorMessage(error)).toBe('400: Wrong answer');
    expect(errorCode(error)).toBe('CAPTCHA_INVALID');
    expect(error.data).toEqual({ statusCode: 400, message: 'Wrong answer', code: 'CAPTCHA_INVALID' });
    expect(console.error).toHaveBeenCalledWith('400: Wrong answer');
  });

  it('falls back to the status text when the body has no message', async () => {
    mockFetch({ 'POST /api/probe': { status: 503, statusText: 'Service Unavailable' } });

    expect(errorMessage(await probe())).toBe('503: Service Unavailable');
  });

  it('joins a list of validation messages', async () => {
    mockFetch({ 'POST /api/probe': { status: 400, body: { message: ['name is required', 'zip is required'] } } });

    expect(errorMessage(await probe())).toBe('400: name is required, zip is required');
  });

  it('sends cookies and does not retry', async () => {
    const { requestsTo } = mockFetch({ 'POST /api/probe': { status: 500, body: { message: 'Boom' } } });

    await probe();

    const calls = requestsTo('POST /api/probe');
    expect(calls).toHaveLength(1);
    expect(calls[0].credentials).toBe('include');
  });
});

describe('errorMessage', () => {
  it('uses the fallback for things without a message', () => {
    expect(errorMessage(undefined, 'Failed to upload avatar')).toBe('Failed to upload avatar');
    expect(errorMessage(new Error('Plain error'))).toBe('Plain error');
  });
});

describe('serverMessage', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it("gives the body's message without the status, or the fallback", async () => {
    mockFetch({ 'POST /api/probe': { status: 404, body: { statusCode: 404, message: 'Template not found' } } });
    expect(serverMessage(await probe(), 'Failed to populate template')).toBe('Template not found');

    mockFetch({ 'POST /api/probe': { status: 500 } });
    expect(serverMessage(await probe(), 'Failed to populate template')).toBe('Failed to populate template');
    expect(serverMessage(new Error('offline'), 'Failed to upload photo')).toBe('Failed to upload photo');
  });
});
