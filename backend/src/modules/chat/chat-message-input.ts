import { BadRequestException } from '@nestjs/common';

export const MAX_MESSAGE_LENGTH = 2000;
export const EMPTY_MESSAGE = 'Message cannot be empty';
export const MESSAGE_TOO_LONG = `Message is too long (max ${MAX_MESSAGE_LENGTH} characters)`;
export const FILE_NOT_UPLOADED = 'Attach a file uploaded with POST /api/chat/upload';
const MAX_FILE_NAME_LENGTH = 255;

/** A `message:send` payload after validation. */
export interface MessageInput {
  roomId: string;
  content: string;
  messageType: 'text' | 'file';
  fileUrl: string | null;
  fileName: string | null;
}

/**
 * Checks a `message:send` payload: content trimmed, not empty, at most 2000 characters (stored as
 * text, rendered as text); file messages carry the fileUrl of one of the sender's own chat uploads
 * (`/api/files/users/<senderId>/chat/…`) and, when their content is empty, show the file name.
 */
export function parseMessageInput(payload: unknown, senderId: number): MessageInput {
  if (!payload || typeof payload !== 'object') throw new BadRequestException('Invalid message');
  const body = payload as Record<string, unknown>;
  if (typeof body.roomId !== 'string' || !body.roomId) throw new BadRequestException('roomId is required');
  const messageType = body.messageType ?? 'text';
  if (messageType !== 'text' && messageType !== 'file') {
    throw new BadRequestException("messageType must be 'text' or 'file'");
  }
  if (body.content !== undefined && body.content !== null && typeof body.content !== 'string') {
    throw new BadRequestException('content must be text');
  }
  // NUL cannot be stored in Postgres text; nothing a person types contains it.
  let content = typeof body.content === 'string' ? body.content.replaceAll('\u0000', '').trim() : '';
  if (messageType === 'text') {
    if (!content) throw new BadRequestException(EMPTY_MESSAGE);
    if (content.length > MAX_MESSAGE_LENGTH) throw new BadRequestException(MESSAGE_TOO_LONG);
    return { roomId: body.roomId, content, messageType, fileUrl: null, fileName: null };
  }
  const fileUrl = body.fileUrl;
  if (typeof fileUrl !== 'string' || !isOwnChatFileUrl(fileUrl, senderId)) {
    throw new BadRequestException(FILE_NOT_UPLOADED);
  }
  const givenName = typeof body.fileName === 'string' ? body.fileName.trim() : '';
  const fileName = (givenName || fileUrl.split('/').pop()!).slice(0, MAX_FILE_NAME_LENGTH);
  content ||= fileName;
  if (content.length > MAX_MESSAGE_LENGTH) throw new BadRequestException(MESSAGE_TOO_LONG);
  return { roomId: body.roomId, content, messageType, fileUrl, fileName };
}

/** Chat upload URLs look like /api/files/users/<uploaderId>/chat/<uuid>/<safe name>. */
export function isOwnChatFileUrl(fileUrl: string, userId: number): boolean {
  return (
    new RegExp(`^/api/files/users/${userId}/chat/[0-9a-f-]{36}/[a-zA-Z0-9][a-zA-Z0-9._-]*$`).test(fileUrl) &&
    !fileUrl.includes('..')
  );
}
