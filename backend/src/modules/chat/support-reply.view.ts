/** A reply from the support team in the user's own support thread that the user has not read yet. */
export interface SupportReplyView {
  /** The chat message's id. */
  messageId: number;
  /** The thread: 'support:<userId>'. */
  roomId: string;
  /** The text, or the file name of a file message. */
  content: string;
  messageType: 'text' | 'file';
  createdAt: string;
}
