import { Controller, Get, HttpException, HttpStatus, Query, UseGuards } from '@nestjs/common';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../../core/http/auth.guards';
import { RateLimiter } from '../../core/http/rate-limiter';
import type { ChatProfileView } from './chat.view';
import { ProfilesService } from './profiles.service';

/** The client caches profiles for 30 s; 30 lookups per 10 s per user leaves room for several panels. */
export const PROFILES_LIMIT = { name: 'chat-profiles', limit: 30, windowMs: 10_000 };
export const PROFILES_RATE_LIMITED = 'Rate limit exceeded. Please wait a moment.';

/** GET /api/user/profiles (beside the identity module's /api/user routes, which have no 'profiles' path). */
@Controller('user')
@UseGuards(AuthenticatedGuard)
export class ProfilesController {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  @Get('profiles')
  async list(@CurrentUser() user: SessionUser, @Query('userIds') userIds?: unknown): Promise<ChatProfileView[]> {
    await this.rateLimiter.consume(PROFILES_LIMIT, user.id).catch((error) => {
      // The spec's message for this route (the client shows it as the 'Rate Limited' state).
      if (error instanceof HttpException && error.getStatus() === HttpStatus.TOO_MANY_REQUESTS) {
        throw new HttpException({ message: PROFILES_RATE_LIMITED }, HttpStatus.TOO_MANY_REQUESTS);
      }
      throw error;
    });
    return this.profiles.profiles(user, userIds);
  }
}
