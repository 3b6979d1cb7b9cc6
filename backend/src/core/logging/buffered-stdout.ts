import { writeSync } from 'node:fs';

/**
 * Log lines to stdout, batched: lines written in the same turn of the event loop go out in one write on the
 * next (setImmediate), instead of one synchronous write per line (a per-request cost under load when stdout
 * is a file or a terminal). Whatever is pending at exit is written synchronously, so no line is lost on
 * process.exit or an uncaught error.
 */
export class BufferedStdout {
  private pending: string[] = [];
  private scheduled = false;

  constructor() {
    process.once('exit', () => this.flushSync());
  }

  write(line: string): void {
    this.pending.push(line);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  private flush(): void {
    this.scheduled = false;
    if (!this.pending.length) return;
    const text = this.pending.join('\n') + '\n';
    this.pending = [];
    process.stdout.write(text);
  }

  private flushSync(): void {
    if (!this.pending.length) return;
    const text = this.pending.join('\n') + '\n';
    this.pending = [];
    try {
      writeSync(1, text);
    } catch {
      /* stdout closed: nothing left to tell */
    }
  }
}

let shared: BufferedStdout | null = null;

/** The process's one batched stdout writer. */
export function bufferedStdout(): BufferedStdout {
  shared ??= new BufferedStdout();
  return shared;
}
