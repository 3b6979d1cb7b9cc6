import { createRequire } from 'node:module';
import { weakETag } from './weak-etag';

/** The `etag` package express uses by default ('weak'), the copy express itself resolves. */
const expressETag = createRequire(require.resolve('express'))('etag') as (
  entity: string | Buffer,
  options: { weak: boolean },
) => string;

describe('weakETag', () => {
  const bodies = ['', '{}', '{"id":1,"name":"Lake House"}', '{"city":"Zürich","note":"🔥"}', 'x'.repeat(300_000)];

  it.each(bodies.map((body) => [body.slice(0, 30), body]))(
    'is the ETag express gave before, for a string and for its bytes (%s)',
    (_label, body) => {
      expect(weakETag(body, 'utf8')).toBe(expressETag(Buffer.from(body), { weak: true }));
      expect(weakETag(Buffer.from(body))).toBe(expressETag(Buffer.from(body), { weak: true }));
    },
  );

  it('counts bytes, not characters, in its length part', () => {
    expect(weakETag('é', 'utf8')).toMatch(/^W\/"2-/);
    expect(weakETag('é', 'latin1')).toMatch(/^W\/"1-/);
  });

  it('changes whenever the body changes, even by one character of the same length', () => {
    const body = JSON.stringify({ id: 7, city: 'Springfield', items: Array.from({ length: 50 }, (_, n) => n) });
    const seen = new Set([weakETag(body, 'utf8')]);
    for (let at = 0; at < body.length; at += 1) {
      const changed = `${body.slice(0, at)}${body[at] === 'x' ? 'y' : 'x'}${body.slice(at + 1)}`;
      seen.add(weakETag(changed, 'utf8'));
    }
    expect(seen.size).toBe(body.length + 1);
  });
});
