import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import { timingSafeEqual, createHash } from 'node:crypto';
import { AppConfig } from '../../core/config/app-config';
import { AddressThrottle } from './address-throttle.service';
import { CaptchaService } from './captcha.service';
import { RegisterDto } from './dto/register.dto';
import { User } from './entities/user.entity';
import { PasswordHasher } from './password-hasher';
import { UsersService } from './users.service';

/** Compares secrets in constant time (hashing first makes the lengths equal). */
export function secretsMatch(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

@Injectable()
export class RegistrationService {
  constructor(
    private readonly config: AppConfig,
    private readonly captcha: CaptchaService,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly addresses: AddressThrottle,
  ) {}

  /** Per address: registrations, and admin-key guesses (counted before the key is compared). */
  async register(dto: RegisterDto, address: string | undefined): Promise<User> {
    await this.addresses.consume('register', address);
    if (dto.adminKey) await this.addresses.consume('adminKey', address);
    await this.captcha.verify(dto.captchaId, dto.captchaAnswer);
    const domain = dto.email.split('@').pop()!.toLowerCase();
    if (this.config.disposableEmailDomains.includes(domain)) {
      throw new BadRequestException({
        message: 'Please use a valid non-disposable email address',
        errors: [{ field: 'email', message: 'Please use a valid non-disposable email address' }],
      });
    }
    const isAdmin = this.checkAdminKey(dto.adminKey);
    return this.users.create({
      username: dto.username,
      email: dto.email,
      password: await this.hasher.hash(dto.password),
      isAdmin,
    });
  }

  /** An admin key is accepted only when it equals ADMIN_REGISTRATION_KEY; none configured = refused. */
  private checkAdminKey(adminKey: string | undefined): boolean {
    if (!adminKey) return false;
    const expected = this.config.adminRegistrationKey;
    if (!expected) throw new ForbiddenException('Admin registration is disabled on this server');
    if (!secretsMatch(adminKey, expected)) throw new ForbiddenException('Invalid admin key');
    return true;
  }
}
