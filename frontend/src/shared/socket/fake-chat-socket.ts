/**
 * A stand-in for the socket.io client socket in tests: the test plays the server (connects, drops,
 * answers acknowledged requests, pushes events) and reads what the client emitted.
 */
import type { ChatSocket } from './chat-connection';

type Listener = (...args: never[]) => void;
type Ack = (answer: unknown) => void;

export interface EmittedCall {
  event: string;
  payload: unknown;
  /** Answers the call (as the server's acknowledgement). */
  ack: Ack;
}

class Emitter {
  private readonly listeners = new Map<string, Set<Listener>>();
  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }
  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) (listener as (...a: unknown[]) => void)(...args);
  }
  count(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }
}

export class FakeChatSocket extends Emitter implements ChatSocket {
  connected = false;
  active = false;
  readonly io = new Emitter();
  readonly emitted: EmittedCall[] = [];
  /** Automatic answers per event; calls without one wait for `ack` by hand. */
  private readonly responders = new Map<string, (payload: unknown) => unknown>();

  connect() {
    this.active = true;
    return this;
  }

  disconnect() {
    const was = this.connected;
    this.connected = false;
    this.active = false;
    if (was) this.fire('disconnect', 'io client disconnect');
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    const [payload, ack] = args as [unknown, Ack | undefined];
    const call: EmittedCall = { event, payload, ack: ack ?? (() => undefined) };
    this.emitted.push(call);
    const responder = this.responders.get(event);
    if (responder) {
      const answer = responder(payload);
      queueMicrotask(() => call.ack(answer));
    }
    return this;
  }

  /** Answers every future `event` with `responder(payload)`. */
  respond(event: string, responder: (payload: unknown) => unknown): this {
    this.responders.set(event, responder);
    return this;
  }

  /** The calls of `event` the client made so far. */
  calls(event: string): EmittedCall[] {
    return this.emitted.filter((call) => call.event === event);
  }

  // --- the server side ---

  serverConnects() {
    this.connected = true;
    this.active = true;
    this.fire('connect');
  }

  /** The connection is lost; socket.io will try to reconnect (active stays true). */
  connectionLost() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  reconnectAttempt(attempt: number) {
    this.io.fire('reconnect_attempt', attempt);
  }

  /** All reconnection attempts failed: socket.io gives up. */
  reconnectFailed() {
    this.active = false;
    this.io.fire('reconnect_failed');
  }

  /** The server refused the handshake (e.g. no session). */
  refused(message = 'Unauthorized') {
    this.active = false;
    this.fire('connect_error', new Error(message));
  }

  push(event: string, payload: unknown) {
    this.fire(event, payload);
  }
}
