/** A stand-in for the backend: answers `fetch` calls by "METHOD /path" and records every request. */

export interface MockReply {
  status?: number;
  statusText?: string;
  body?: unknown;
}

type Responder = MockReply | ((request: Request) => MockReply | Promise<MockReply>);

/** One responder for every call, or a list used in order (the last one repeats). */
export type MockRoutes = Record<string, Responder | Responder[]>;

function toResponse({ status = 200, statusText, body }: MockReply): Response {
  const hasBody = body !== undefined && status !== 204;
  return new Response(hasBody ? JSON.stringify(body) : null, {
    status,
    statusText,
    headers: hasBody ? { 'content-type': 'application/json' } : undefined,
  });
}

export function mockFetch(routes: MockRoutes) {
  const requests: Request[] = [];
  const served = new Map<string, number>();

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const route = routes[key];
    if (!route) return toResponse({ status: 404, body: { statusCode: 404, message: `No mock for ${key}` } });
    const list = Array.isArray(route) ? route : [route];
    const count = served.get(key) ?? 0;
    served.set(key, count + 1);
    const responder = list[Math.min(count, list.length - 1)];
    return toResponse(typeof responder === 'function' ? await responder(request) : responder);
  });

  vi.stubGlobal('fetch', fetchMock);

  return {
    fetchMock,
    /** The recorded requests for "METHOD /path". */
    requestsTo(key: string): Request[] {
      return requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === key);
    },
  };
}

/** A reply the test releases by hand, to look at pending states. */
export function deferredReply() {
  let release!: (reply: MockReply) => void;
  const promise = new Promise<MockReply>((resolve) => {
    release = resolve;
  });
  return { responder: () => promise, release };
}
