import { Body, Controller, Get, Param, Post, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import type { CallHandler, ExecutionContext, INestApplicationContext, NestInterceptor } from '@nestjs/common';
import { Clock } from '../clock';
import { PlainSessionCheck } from '../session/plain-session-check';
import { SessionStore } from '../session/session-store';
import { AuthenticatedGuard, CurrentUser, SessionUser } from './auth.guards';
import { leanReadLane } from './lean-read';
import { createValidationPipe } from './validation.pipe';

class PassThrough implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler) {
    return next.handle();
  }
}

@Controller('things')
@UseGuards(AuthenticatedGuard)
class ThingsController {
  @Get()
  list(@CurrentUser() user: SessionUser, @Query() query: object) {
    return { user, query };
  }

  @Get(':id')
  one(@Param('id') id: string) {
    return { id };
  }

  @Post()
  create(@Body() body: object) {
    return body;
  }

  @Get('with-body')
  withBody(@Body() body: object) {
    return body;
  }

  @Get('intercepted')
  @UseInterceptors(PassThrough)
  intercepted(@CurrentUser() user: SessionUser) {
    return user;
  }
}

const app = {
  get: (token: unknown) => (token === ThingsController ? new ThingsController() : new AuthenticatedGuard()),
} as unknown as INestApplicationContext;
const sessions = new PlainSessionCheck({} as SessionStore, 'hb.sid', 'x'.repeat(40), 60_000, new Clock());
const lane = (method: keyof ThingsController) =>
  leanReadLane(app, createValidationPipe(), sessions, [{ controller: ThingsController, method }]);

describe('leanReadLane start-up checks', () => {
  it('accepts a fixed-path GET with @CurrentUser() and a whole @Query()', () => {
    expect(typeof lane('list')).toBe('function');
  });

  it.each([
    ['one', 'only fixed paths'],
    ['create', 'not a GET route'],
    ['withBody', 'neither @CurrentUser() nor @Query()'],
    ['intercepted', '__interceptors__ is not applied'],
  ] as const)('refuses %s (%s)', (method, message) => {
    expect(() => lane(method)).toThrow(message);
  });
});
