import { answerMetrics } from './metrics-answer';
import { MetricsRegistry } from './metrics-registry';

describe('MetricsRegistry', () => {
  it('collects nothing and answers 404 without a token, whatever the header', async () => {
    const registry = new MetricsRegistry(null);
    expect(registry.enabled).toBe(false);
    registry.counter({ name: 'things_total', help: 'things' }).inc();
    expect(registry.authorizes('Bearer ')).toBe(false);
    expect(await answerMetrics(registry, 'Bearer anything')).toMatchObject({ status: 404 });
    await expect(registry.exposition()).rejects.toThrow(/METRICS_TOKEN/);
  });

  it('takes only the exact bearer token', () => {
    const registry = new MetricsRegistry('s3cret-token');
    expect(registry.authorizes('Bearer s3cret-token')).toBe(true);
    expect(registry.authorizes('bearer s3cret-token')).toBe(true);
    for (const header of [
      undefined,
      '',
      's3cret-token',
      'Bearer s3cret-toke',
      'Bearer s3cret-token2',
      'Basic s3cret-token',
    ]) {
      expect(registry.authorizes(header)).toBe(false);
    }
  });

  it('answers the same metric for the same name, and a gauge read at each scrape', async () => {
    const registry = new MetricsRegistry('t');
    const first = registry.counter({ name: 'things_total', help: 'things', labelNames: ['kind'] });
    expect(registry.counter({ name: 'things_total', help: 'things', labelNames: ['kind'] })).toBe(first);
    first.inc({ kind: 'a' }, 2);
    let value: number | null = null;
    registry.gauge({ name: 'last_seconds', help: 'last', collect: () => value });
    let answer = await answerMetrics(registry, 'Bearer t');
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^text\/plain/);
    expect(answer.body).toContain('things_total{kind="a"} 2');
    expect(answer.body).toContain('last_seconds 0');
    value = 42;
    answer = await answerMetrics(registry, 'Bearer t');
    expect(answer.body).toContain('last_seconds 42');
    expect(await answerMetrics(registry, 'Bearer x')).toMatchObject({ status: 401 });
  });
});
