import { MetricsRegistry } from './metrics-registry';

export interface MetricsAnswer {
  status: 200 | 401 | 404;
  contentType: string;
  body: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * GET /metrics for one process (the api's controller and the worker's own listener answer the same):
 * 404 while METRICS_TOKEN is unset (as if there were no such page), 401 without the matching bearer token,
 * otherwise the Prometheus text format.
 */
export async function answerMetrics(
  registry: MetricsRegistry,
  authorization: string | undefined,
): Promise<MetricsAnswer> {
  if (!registry.enabled) {
    return {
      status: 404,
      contentType: JSON_TYPE,
      body: JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }),
    };
  }
  if (!registry.authorizes(authorization)) {
    return {
      status: 401,
      contentType: JSON_TYPE,
      body: JSON.stringify({
        statusCode: 401,
        code: 'METRICS_TOKEN_REQUIRED',
        message: 'A valid metrics token is required',
      }),
    };
  }
  const { contentType, text } = await registry.exposition();
  return { status: 200, contentType, body: text };
}
