import { BadRequestException } from '@nestjs/common';

/** Why an archive is refused (the `code` of the 400 answer). */
export type RefusalCode =
  | 'NOT_A_ZIP'
  | 'NOT_AN_EXPORT'
  | 'UNSUPPORTED_VERSION'
  | 'DAMAGED'
  | 'CHECKSUM_MISMATCH'
  | 'UNSAFE_NAME'
  | 'TOO_LARGE'
  | 'ZIP_BOMB'
  | 'INVALID_CONTENT';

/** A damaged or foreign archive: 400 `{ message, code }`; nothing of it is kept. */
export class ArchiveRefusal extends BadRequestException {
  constructor(
    readonly code: RefusalCode,
    message: string,
  ) {
    super({ message, code });
  }
}

export const refuse = (code: RefusalCode, message: string) => new ArchiveRefusal(code, message);
