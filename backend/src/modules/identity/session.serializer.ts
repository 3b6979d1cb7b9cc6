import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { SessionUser } from '../../core/http/auth.guards';
import { UsersService } from './users.service';

/**
 * The session stores only the user id; each request reloads the user (one indexed query), so a
 * deleted user or a changed role takes effect at once. request.user is that full user row.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly users: UsersService) {
    super();
  }

  serializeUser(user: SessionUser, done: (error: unknown, id?: number) => void): void {
    done(null, user.id);
  }

  deserializeUser(id: number, done: (error: unknown, user?: SessionUser | false) => void): void {
    this.users.findById(id).then(
      // A disabled account's session is no session (401); so is a deleted account's.
      (user) => done(null, user && !user.disabled ? user : false),
      (error) => done(error),
    );
  }
}
