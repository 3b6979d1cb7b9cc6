import { Injectable, UnauthorizedException } from '@nestjs/common';
import { SessionUser } from '../../core/http/auth.guards';
import { LoginThrottle } from './login-throttle.service';
import { PasswordHasher } from './password-hasher';
import { UsersService } from './users.service';

export const INVALID_CREDENTIALS = 'Invalid username or password';

/**
 * Username + password check, behind the per-account throttle. Unknown users cost the same time.
 * (Called from the login route after DTO validation; passport then keeps the session.)
 */
@Injectable()
export class CredentialsService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
  ) {}

  async verify(username: string, password: string): Promise<SessionUser> {
    await this.throttle.assertAllowed(username);
    const user = await this.users.findForLogin(username);
    if (!(await this.hasher.verify(user?.password ?? null, password)) || !user) {
      await this.throttle.recordFailure(username);
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    await this.throttle.recordSuccess(username);
    return { id: user.id, username: user.username, isAdmin: user.isAdmin };
  }
}
