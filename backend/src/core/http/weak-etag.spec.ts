import { weakETag } from './weak-etag';

describe('weakETag', () => {
  /**
   * The ETags the `etag` package (express's default, 'weak') gave these bodies: the values clients held before the
   * move to fastify, which must stay valid (`W/"<bytes in hex>-<27 characters of the base64 SHA-1>"`).
   */
  const givenBefore: [string, string][] = [
    ['', 'W/"0-2jmj7l5rSw0yVb/vlWAYkK/YBwk"'],
    ['{}', 'W/"2-vyGp6PvFo4RvsFtPoIWeCReyIC8"'],
    ['hello', 'W/"5-qvTGHdzF6KLavt4PO0gs2a6pQ00"'],
    ['{"city":"Zürich","note":"🔥"}', 'W/"20-hAjQQZcMXr7RIkWI9J/QDmljAjA"'],
  ];

  it.each(givenBefore)('is the ETag express gave before, for a string and for its bytes (%s)', (body, etag) => {
    expect(weakETag(body, 'utf8')).toBe(etag);
    expect(weakETag(Buffer.from(body))).toBe(etag);
  });

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
