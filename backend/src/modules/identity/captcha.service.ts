import { BadRequestException, Injectable } from '@nestjs/common';
import { randomInt, randomUUID } from 'node:crypto';
import { KeyValueStore } from '../../core/kv/key-value-store';
import type { CaptchaView } from './captcha.view';

const CAPTCHA_TTL_MS = 10 * 60_000;

/**
 * The arithmetic question of the register form, issued and checked by the server (a client-only
 * captcha protects nothing). Each challenge can be answered once.
 */
@Injectable()
export class CaptchaService {
  constructor(private readonly store: KeyValueStore) {}

  async issue(): Promise<CaptchaView> {
    const a = randomInt(1, 11);
    const b = randomInt(1, 11);
    const captchaId = randomUUID();
    await this.store.set(`captcha:${captchaId}`, String(a + b), CAPTCHA_TTL_MS);
    return { captchaId, question: `What is ${a} + ${b}?` };
  }

  async verify(captchaId: string, answer: number | undefined): Promise<void> {
    if (answer === undefined || answer === null) {
      throw new BadRequestException({ message: 'Please answer the security question', code: 'CAPTCHA_REQUIRED' });
    }
    const expected = await this.store.take(`captcha:${captchaId}`);
    if (expected === null || Number(expected) !== answer) {
      throw new BadRequestException({ message: 'Incorrect answer', code: 'CAPTCHA_INVALID' });
    }
  }
}
