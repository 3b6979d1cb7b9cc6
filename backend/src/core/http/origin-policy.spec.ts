import { fromOwnOrigin } from './origin-policy';

describe('fromOwnOrigin', () => {
  const publicUrl = 'https://home.example.com';

  it('accepts the request host, PUBLIC_URL and requests without Origin or Referer', () => {
    expect(fromOwnOrigin({ host: 'localhost:3000', origin: 'http://localhost:3000' }, publicUrl)).toBe(true);
    expect(fromOwnOrigin({ host: '10.0.0.2:3000', origin: 'https://home.example.com' }, publicUrl)).toBe(true);
    expect(fromOwnOrigin({ host: 'localhost:3000', referer: 'http://localhost:3000/profile' }, publicUrl)).toBe(true);
    expect(fromOwnOrigin({ host: 'localhost:3000' }, publicUrl)).toBe(true);
  });

  it('refuses another port, another host, and opaque origins', () => {
    expect(fromOwnOrigin({ host: 'localhost:3000', origin: 'http://localhost:3001' }, publicUrl)).toBe(false);
    expect(fromOwnOrigin({ host: 'localhost:3000', origin: 'https://evil.example' }, publicUrl)).toBe(false);
    expect(fromOwnOrigin({ host: 'localhost:3000', origin: 'null' }, publicUrl)).toBe(false);
    expect(fromOwnOrigin({ host: 'localhost:3000', referer: 'https://evil.example/x' }, publicUrl)).toBe(false);
  });
});
