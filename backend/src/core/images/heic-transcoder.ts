import { fork } from 'node:child_process';
import { join } from 'node:path';
import { oneAtATime } from '../one-at-a-time.cjs';

const HEIC_PROCESS = join(__dirname, 'heic-process.cjs');

/** Longer than a 12-megapixel photo takes on a busy 2-core machine (~2–4 s); a hung decoder is killed. */
const TRANSCODE_TIMEOUT_MS = 120_000;

const inTurn = oneAtATime();

/**
 * An HEIC photo (HEVC-coded, as iPhones take them, which our sharp build cannot decode) as a JPEG: decoded in a
 * process of its own that exits after it (heic-process.cjs), one photo at a time per api process, so a burst of
 * uploads never holds more than one decoder's memory. Rejects when the file does not decode.
 */
export function transcodeHeicToJpeg(heic: Buffer): Promise<Buffer> {
  return inTurn(() => transcodeInChild(heic));
}

function transcodeInChild(heic: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = fork(HEIC_PROCESS, [], {
      env: { MALLOC_ARENA_MAX: '2', ...process.env },
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    let answer: { jpeg?: Uint8Array; error?: string } | undefined;
    const timer = setTimeout(() => child.kill('SIGKILL'), TRANSCODE_TIMEOUT_MS);
    child.once('message', (message: { jpeg?: Uint8Array; error?: string }) => {
      answer = message;
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (answer?.jpeg) resolve(Buffer.from(answer.jpeg.buffer, answer.jpeg.byteOffset, answer.jpeg.byteLength));
      else reject(new Error(`HEIC not decoded: ${answer?.error ?? `the decoder ended (${signal ?? code})`}`));
    });
    child.send({ heic });
  });
}
