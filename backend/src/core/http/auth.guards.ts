import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  createParamDecorator,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** What every module may rely on in a logged-in request (the identity module loads the whole user). */
export interface SessionUser {
  id: number;
  username: string;
  isAdmin: boolean;
}

@Injectable()
export class AuthenticatedGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request.user) throw new UnauthorizedException('You are not logged in');
    return true;
  }
}

@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<FastifyRequest>().user as SessionUser | undefined;
    if (!user) throw new UnauthorizedException('You are not logged in');
    if (!user.isAdmin) throw new ForbiddenException('Administrator access is required');
    return true;
  }
}

/** The signed-in user (after AuthenticatedGuard). */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): SessionUser =>
    context.switchToHttp().getRequest<FastifyRequest>().user as SessionUser,
);
