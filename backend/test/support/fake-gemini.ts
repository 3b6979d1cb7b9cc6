import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake Gemini API received it. */
export interface GeminiRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    contents: { role: string; parts: { text?: string; inlineData?: { mimeType: string; data: string } }[] }[];
    generationConfig?: { responseMimeType?: string; responseSchema?: Record<string, unknown> };
  };
}

/** What the fake answers: a model answer whose text is `text`, or an HTTP error, optionally late. */
export type GeminiReply = { text: string; delayMs?: number } | { status: number; message?: string; delayMs?: number };

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

/**
 * A local HTTP server speaking Gemini's REST protocol (`POST /v1beta/models/<model>:generateContent`
 * answering `{candidates: [{content: {parts: [{text}]}}]}`, errors as `{error: {code, message, status}}`).
 * Point GEMINI_BASE_URL at `url`; `reply` decides each answer and `requests` records what was sent.
 */
export class FakeGemini {
  readonly requests: GeminiRequest[] = [];
  /** The next answers, in order; when empty, `fallbackReply` answers. */
  private readonly queue: GeminiReply[] = [];
  fallbackReply: GeminiReply = { status: 503, message: 'The model is overloaded.' };
  private server: Server | null = null;
  private readonly waiting = new Set<() => void>();
  url = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    for (const done of [...this.waiting]) done();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Queues answers for the next requests. */
  reply(...replies: GeminiReply[]): this {
    this.queue.push(...replies);
    return this;
  }

  /** Queues a model answer carrying `value` as JSON text. */
  replyJson(value: unknown): this {
    return this.reply({ text: JSON.stringify(value) });
  }

  reset(): void {
    this.requests.length = 0;
    this.queue.length = 0;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: GeminiRequest['body'];
    try {
      body = JSON.parse(raw);
    } catch {
      return this.send(response, 400, {
        error: { code: 400, message: 'Invalid JSON payload', status: 'INVALID_ARGUMENT' },
      });
    }
    this.requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body });

    if (request.method !== 'POST' || !/^\/v1beta\/models\/[\w.-]+:generateContent$/.test(request.url ?? '')) {
      return this.send(response, 404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
    }
    if (!request.headers['x-goog-api-key']) {
      return this.send(response, 403, {
        error: { code: 403, message: 'API key missing', status: 'PERMISSION_DENIED' },
      });
    }
    const reply = this.queue.shift() ?? this.fallbackReply;
    if (reply.delayMs) await this.wait(reply.delayMs, response);
    if (response.destroyed) return;
    if ('status' in reply) {
      const status = STATUS_NAMES[reply.status] ?? 'UNKNOWN';
      return this.send(response, reply.status, {
        error: { code: reply.status, message: reply.message ?? status, status },
      });
    }
    this.send(response, 200, {
      candidates: [{ content: { role: 'model', parts: [{ text: reply.text }] }, finishReason: 'STOP', index: 0 }],
      usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 },
    });
  }

  /** Waits, but stops waiting when the client gives up or the server stops (no timer outlives a test). */
  private wait(ms: number, response: ServerResponse): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiting.add(done);
      response.on('close', done);
    });
  }

  private send(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }
}
