import { CanActivate, ExecutionContext, Injectable, mixin, Type } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../config/app-config';
import type { SessionUser } from './auth.guards';
import { RateLimit, RateLimiter } from './rate-limiter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Limits of the routes a secret token opens (docs/security.md, "Token routes"): whoever calls them holds, or
 * guesses, a link. Per client address (X-Forwarded-For with TRUST_PROXY; scaled by ADDRESS_LIMIT_SCALE like
 * the sign-in limits), or per user for a route that makes a new token. Over the limit: 429 with Retry-After.
 */
export const TOKEN_ROUTE_LIMITS = {
  /** Invitation and hand-over previews and accepts together: a household opens a handful. */
  sharingLink: { name: 'address-sharing-link', limit: 60, windowMs: 15 * MINUTE, per: 'address' },
  /** Calendar feed fetches: a calendar app polls a feed every 5 minutes to a few hours. */
  calendarFeed: { name: 'address-calendar-feed', limit: 120, windowMs: HOUR, per: 'address' },
  /** New calendar feed URLs of one user (each one revokes the previous one). */
  calendarToken: { name: 'calendar-token', limit: 10, windowMs: HOUR, per: 'user' },
} satisfies Record<string, RateLimit & { per: 'address' | 'user' }>;

export type TokenRoute = keyof typeof TOKEN_ROUTE_LIMITS;

/**
 * A guard counting one call of a token route before the route runs: `@UseGuards(TokenRouteLimit('sharingLink'))`.
 * A per-user limit goes after AuthenticatedGuard (guards run in order).
 */
export function TokenRouteLimit(route: TokenRoute): Type<CanActivate> {
  @Injectable()
  class TokenRouteLimitGuard implements CanActivate {
    constructor(
      private readonly limiter: RateLimiter,
      private readonly config: AppConfig,
    ) {}

    async canActivate(context: ExecutionContext): Promise<boolean> {
      const request = context.switchToHttp().getRequest<FastifyRequest>();
      const { per, ...rule } = TOKEN_ROUTE_LIMITS[route];
      if (per === 'user') {
        await this.limiter.consume(rule, (request.user as SessionUser).id);
      } else {
        await this.limiter.consume(
          { ...rule, limit: rule.limit * this.config.addressLimitScale },
          request.ip ?? 'unknown',
        );
      }
      return true;
    }
  }
  return mixin(TokenRouteLimitGuard);
}
