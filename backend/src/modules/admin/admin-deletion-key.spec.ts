import { ForbiddenException } from '@nestjs/common';
import { ADMIN_DELETION_DISABLED, INVALID_DELETION_KEY, assertDeletionKey } from './admin-deletion-key';

const refusal = (given: unknown, expected: string | null) => {
  try {
    assertDeletionKey(given, expected);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ForbiddenException);
    return (error as Error).message;
  }
};

describe('assertDeletionKey', () => {
  it('accepts exactly the configured key', () => {
    expect(refusal('s3cret-key', 's3cret-key')).toBeNull();
    expect(refusal('ключ ✓', 'ключ ✓')).toBeNull();
  });

  it.each([undefined, null, '', 's3cret', 's3cret-key ', 'S3CRET-KEY', 42, ['s3cret-key'], { key: 's3cret-key' }])(
    'refuses %j',
    (given) => expect(refusal(given, 's3cret-key')).toBe(INVALID_DELETION_KEY),
  );

  it('refuses everything when no key is configured, even an empty one', () => {
    expect(refusal('anything', null)).toBe(ADMIN_DELETION_DISABLED);
    expect(refusal('', '')).toBe(ADMIN_DELETION_DISABLED);
  });
});
