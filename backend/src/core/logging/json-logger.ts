import { LoggerService } from '@nestjs/common';
import { bufferedStdout } from './buffered-stdout';

const LEVELS = ['debug', 'info', 'warn', 'error'] as const;
type Level = (typeof LEVELS)[number];

/**
 * The current time as `Date.prototype.toISOString` writes it, formatted once per millisecond: under load many
 * lines share a millisecond, and the formatting was a good part of a request line's cost.
 */
const isoTimeNow = (() => {
  let formattedMs = Number.NaN;
  let formatted = '';
  return (): string => {
    const now = Date.now();
    if (now !== formattedMs) {
      formattedMs = now;
      formatted = new Date(now).toISOString();
    }
    return formatted;
  };
})();

/** Structured logs: one JSON object per line on stdout, for any log collector. */
export class JsonLogger implements LoggerService {
  constructor(
    private readonly minLevel: Level = 'info',
    private readonly write: (line: string) => void = (line) => bufferedStdout().write(line),
  ) {}

  log(message: unknown, ...context: unknown[]) {
    this.emit('info', message, context);
  }
  error(message: unknown, ...context: unknown[]) {
    this.emit('error', message, context);
  }
  warn(message: unknown, ...context: unknown[]) {
    this.emit('warn', message, context);
  }
  debug(message: unknown, ...context: unknown[]) {
    this.emit('debug', message, context);
  }
  verbose(message: unknown, ...context: unknown[]) {
    this.emit('debug', message, context);
  }

  private emit(level: Level, message: unknown, context: unknown[]) {
    if (LEVELS.indexOf(level) < LEVELS.indexOf(this.minLevel)) return;
    const scope = typeof context.at(-1) === 'string' ? (context.pop() as string) : undefined;
    const entry: Record<string, unknown> = { time: isoTimeNow(), level, scope };
    if (message instanceof Error) Object.assign(entry, { msg: message.message, stack: message.stack });
    else if (typeof message === 'object' && message !== null) Object.assign(entry, message);
    else entry.msg = String(message);
    const stack = context.find((item) => typeof item === 'string');
    if (stack) entry.stack = stack;
    this.write(JSON.stringify(entry));
  }
}
