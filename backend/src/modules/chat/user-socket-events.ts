import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';
import { userIoRoom } from './chat-room-ref';

/**
 * Lets other modules send an event to one user's sockets connected to THIS process (every socket
 * joins its user's room at connection). Callers fan out between processes themselves; in a process
 * without the socket server (the worker) it does nothing.
 */
@Injectable()
export class UserSocketEvents {
  private server: Server | null = null;

  attach(server: Server): void {
    this.server = server;
  }

  /** Closes every socket of the user, on every api process (through the adapter): their account was disabled. */
  disconnectUser(userId: number): void {
    this.server?.in(userIoRoom(userId)).disconnectSockets(true);
  }

  emitToUser(userId: number, event: string, payload: unknown): void {
    this.server?.local.to(userIoRoom(userId)).emit(event, payload);
  }
}
