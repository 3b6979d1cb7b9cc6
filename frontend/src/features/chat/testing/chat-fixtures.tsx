/** Test data and a render helper for the chat components (a fake socket instead of a server). */
import type { ReactNode } from 'react';
import { ChatConnectionProvider } from '../../../shared/socket/ChatConnectionProvider';
import { FakeChatSocket } from '../../../shared/socket/fake-chat-socket';
import { renderWithProviders } from '../../../test/render';
import type { ChatMessage, ChatProfile, SendMessageAck } from '../chat-message';

export function aChatMessage(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    roomId: 'support:1',
    senderId: 1,
    content: `Message ${id}`,
    messageType: 'text',
    fileUrl: null,
    fileName: null,
    readBy: [],
    createdAt: '2026-03-04T09:05:00.000Z',
    ...overrides,
  };
}

export const aliceProfile: ChatProfile = { id: 1, username: 'alice', avatarUrl: null };
export const supportProfile: ChatProfile = { id: 2, username: 'root', avatarUrl: null };

/** A socket whose server accepts every join (canonical ids as the real server gives them for user 1). */
export function aConnectedSocket(): FakeChatSocket {
  const socket = new FakeChatSocket();
  socket.respond('room:join', (roomId) => ({ ok: true, roomId: roomId === 'support' ? 'support:1' : roomId }));
  socket.respond('room:leave', () => ({ ok: true }));
  return socket;
}

/** The server's answer to `message:send`: the message saved with `id`. */
export function savedAs(id: number, roomId = 'support:1', senderId = 1) {
  return (payload: unknown): SendMessageAck => {
    const sent = payload as Pick<ChatMessage, 'content' | 'messageType' | 'fileUrl' | 'fileName'>;
    return {
      ok: true,
      message: aChatMessage(id, {
        roomId,
        senderId,
        content: sent.content,
        messageType: sent.messageType,
        fileUrl: sent.fileUrl ?? null,
        fileName: sent.fileName ?? null,
      }),
    };
  };
}

export function renderWithChat(ui: ReactNode, socket: FakeChatSocket) {
  return renderWithProviders(<ChatConnectionProvider createSocket={() => socket}>{ui}</ChatConnectionProvider>);
}
