import { RecallFeedError } from './recall-feed';

/** The most a feed may send in one answer (CPSC's whole history is ~27 MB as JSON). */
const MAX_ANSWER_BYTES = 256 * 1024 * 1024;

/**
 * GET a feed's URL as text within `signal` (the run's timeout): a network failure, a status other than
 * 200, an over-long answer or the timeout becomes a RecallFeedError.
 */
export async function getFeedText(url: string, signal: AbortSignal, accept: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { accept, 'user-agent': 'HomeBook recall watch' } });
  } catch (error) {
    throw failure(error, url, signal);
  }
  if (response.status !== 200) {
    await response.body?.cancel().catch(() => undefined);
    throw new RecallFeedError('recalls.feed-status', `${url} answered ${response.status}`);
  }
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_ANSWER_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    throw new RecallFeedError('recalls.feed-garbage', `${url} sent ${length} bytes, more than a feed may`);
  }
  try {
    const body = await response.text();
    if (body.length > MAX_ANSWER_BYTES) {
      throw new RecallFeedError('recalls.feed-garbage', `${url} sent more than a feed may`);
    }
    return body;
  } catch (error) {
    if (error instanceof RecallFeedError) throw error;
    throw failure(error, url, signal);
  }
}

function failure(error: unknown, url: string, signal: AbortSignal): RecallFeedError {
  if (signal.aborted) return new RecallFeedError('recalls.feed-timeout', `${url} did not answer in time`);
  const cause = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message;
  return new RecallFeedError('recalls.feed-unreachable', `${url} could not be read: ${cause}`);
}

/** JSON of a feed, or a RecallFeedError('recalls.feed-garbage'). */
export function parseFeedJson(body: string, url: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new RecallFeedError('recalls.feed-garbage', `${url} did not answer JSON`);
  }
}
