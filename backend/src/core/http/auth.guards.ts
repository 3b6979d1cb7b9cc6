import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  createParamDecorator,
} from '@nestjs/common';
import type { Request } from 'express';

/** What every module may rely on in a logged-in request (the identity module loads the whole user). */
export interface SessionUser {
  id: number;
  username: string;
  isAdmin: boolean;
}

@Injectable()
export class AuthenticatedGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.user) throw new UnauthorizedException('You are not logged in');
    return true;
  }
}

@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<Request>().user as SessionUser | undefined;
    if (!user) throw new UnauthorizedException('You are not logged in');
    if (!user.isAdmin) throw new ForbiddenException('Administrator access is required');
    return true;
  }
}

/** What @CurrentUser() gives (the lean read lane, core/http/lean-read.ts, recognises it by this function). */
export const CURRENT_USER_FACTORY = (_: unknown, context: ExecutionContext): SessionUser =>
  context.switchToHttp().getRequest<Request>().user as SessionUser;

export const CurrentUser = createParamDecorator(CURRENT_USER_FACTORY);
