/** A message as clients see it (contract: ChatMessage JSON). */
export interface ChatMessageView {
  id: number;
  /** The canonical room id: 'support:<userId>' or '<equipmentId>'. */
  roomId: string;
  senderId: number | null;
  content: string;
  messageType: 'text' | 'file';
  fileUrl: string | null;
  fileName: string | null;
  readBy: number[];
  createdAt: string;
}

/** The chat_messages columns every query selects, in the shape toMessageView reads. */
export const MESSAGE_COLUMNS = 'id, sender_id, content, message_type, file_url, file_name, read_by, created_at';

export interface MessageRow {
  id: number;
  sender_id: number | null;
  content: string;
  message_type: 'text' | 'file';
  file_url: string | null;
  file_name: string | null;
  read_by: number[];
  created_at: Date;
}

export function toMessageView(row: MessageRow, roomId: string): ChatMessageView {
  return {
    id: row.id,
    roomId,
    senderId: row.sender_id,
    content: row.content,
    messageType: row.message_type,
    fileUrl: row.file_url,
    fileName: row.file_name,
    readBy: row.read_by,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
