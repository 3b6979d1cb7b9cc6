import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { serverMessage } from '../../shared/api/api-error';
import type { User } from '../../shared/session/user';
import { useChatConnection, useConnectionState } from '../../shared/socket/ChatConnectionProvider';
import { useToast } from '../../shared/toast/use-toast';
import { useLazyGetRoomMessagesQuery, useMarkRoomReadMutation, useUploadChatFileMutation } from './api';
import { checkChatFile } from './chat-file-check';
import {
  SUPPORT_ROOM,
  type ChatMessage,
  type OutgoingMessage,
  type SendMessageAck,
  type UploadedChatFile,
} from './chat-message';
import { emptyMessageList, messageListReducer, nextTemporaryId } from './message-list';

/** The id the server files a room's messages under, before the server has said it. */
function expectedCanonicalId(roomId: string, user: User): string {
  return roomId === SUPPORT_ROOM && !user.isAdmin ? `support:${user.id}` : roomId;
}

class SendRefused extends Error {}

/** At most this many history pages are fetched to catch up after a reconnect. */
const MAX_CATCH_UP_PAGES = 10;

/**
 * One open chat room: its history (REST, newest page first, 'load older' on demand), live messages
 * (`message:new`, once per id), and sending with an optimistic temporary message. The room is joined
 * while the component is mounted and joined again after every reconnect, each time followed by a fetch
 * of the newest page so messages sent while the connection was down show up.
 */
export function useChatRoom(roomId: string, user: User) {
  const connection = useChatConnection();
  const connectionState = useConnectionState(connection);
  const [list, dispatch] = useReducer(messageListReducer, emptyMessageList);
  const [fetchHistory] = useLazyGetRoomMessagesQuery();
  const [markRoomRead] = useMarkRoomReadMutation();
  const [upload, { isLoading: uploading }] = useUploadChatFileMutation();
  const { toast } = useToast();
  const [historyError, setHistoryError] = useState<unknown>(null);
  const [loadingHistory, setLoadingHistory] = useState(true);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [joinError, setJoinError] = useState<string | null>(null);
  const expectedId = expectedCanonicalId(roomId, user);
  const canonicalId = useRef(expectedId);

  // The ids shown, for the catch-up after a reconnect (read inside callbacks without re-creating them).
  const shownIds = useRef(new Set<number>());
  shownIds.current = new Set(list.messages.map((message) => message.id));

  const loadNewest = useCallback(
    async (initial: boolean) => {
      // What was shown before this catch-up began (the ref follows every render).
      const known = new Set(shownIds.current);
      try {
        let page = await fetchHistory({ roomId }).unwrap();
        canonicalId.current = page.roomId;
        dispatch({ type: 'received', messages: page.messages, olderPage: initial ? page : undefined });
        setHistoryError(null);
        // After a reconnect: page back until the pages meet what was already shown, so nothing in between
        // is missing (bounded, in case the room was very busy meanwhile).
        for (let pages = 1; !initial && pages < MAX_CATCH_UP_PAGES && page.hasMore; pages++) {
          const [oldest] = page.messages;
          if (!oldest || known.size === 0 || page.messages.some(({ id }) => known.has(id))) break;
          page = await fetchHistory({ roomId, before: oldest.id }).unwrap();
          dispatch({ type: 'received', messages: page.messages });
        }
      } catch (error) {
        if (initial) setHistoryError(error);
      } finally {
        if (initial) setLoadingHistory(false);
      }
    },
    [fetchHistory, roomId],
  );

  // The newest message from someone else that reached the open room live and is not marked read yet. It is
  // marked while the page is visible (at once, or when the page is shown again), so that an admin's unread
  // counts stay true for the messages they saw in an open thread. A failed mark is left: the next history
  // fetch of the room marks what it returns.
  const unmarkedUpTo = useRef(0);
  const markSeen = useCallback(() => {
    const upTo = unmarkedUpTo.current;
    if (!upTo || document.visibilityState === 'hidden') return;
    unmarkedUpTo.current = 0;
    void markRoomRead({ roomId, upTo });
  }, [markRoomRead, roomId]);

  useEffect(() => {
    document.addEventListener('visibilitychange', markSeen);
    return () => document.removeEventListener('visibilitychange', markSeen);
  }, [markSeen]);

  // A new room: start over with its newest page.
  useEffect(() => {
    canonicalId.current = expectedId;
    unmarkedUpTo.current = 0;
    dispatch({ type: 'reset' });
    setLoadingHistory(true);
    setJoinError(null);
    void loadNewest(true);
  }, [expectedId, loadNewest]);

  useEffect(() => {
    if (!connection) return;
    const stopListening = connection.on<ChatMessage>('message:new', (message) => {
      if (message.roomId !== canonicalId.current) return;
      dispatch({ type: 'received', messages: [message] });
      if (message.senderId !== user.id && !message.readBy.includes(user.id)) {
        unmarkedUpTo.current = Math.max(unmarkedUpTo.current, message.id);
        markSeen();
      }
    });
    const leave = connection.joinRoom(
      roomId,
      (canonical) => {
        canonicalId.current = canonical;
        setJoinError(null);
        // Catch up with what was sent between the history fetch (or the lost connection) and the join.
        void loadNewest(false);
      },
      setJoinError,
    );
    return () => {
      stopListening();
      leave();
    };
  }, [connection, roomId, loadNewest, markSeen, user.id]);

  const loadOlder = useCallback(async () => {
    const oldest = list.messages.find((message) => message.id > 0);
    if (!oldest) return;
    setLoadingOlder(true);
    try {
      const page = await fetchHistory({ roomId, before: oldest.id }).unwrap();
      dispatch({ type: 'received', messages: page.messages, olderPage: page });
    } catch (error) {
      toast({
        title: 'Error loading messages',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setLoadingOlder(false);
    }
  }, [fetchHistory, list.messages, roomId, toast]);

  const connected = connectionState === 'connected' && connection !== null;

  /** Shows the message at once, sends it, and swaps in the saved copy (or removes it on failure). */
  const deliver = useCallback(
    async (outgoing: Omit<OutgoingMessage, 'roomId'>): Promise<boolean> => {
      if (!connection) return false;
      const temporaryId = nextTemporaryId();
      dispatch({
        type: 'sending',
        message: {
          id: temporaryId,
          roomId: canonicalId.current,
          senderId: user.id,
          content: outgoing.content,
          messageType: outgoing.messageType,
          fileUrl: outgoing.fileUrl ?? null,
          fileName: outgoing.fileName ?? null,
          readBy: [user.id],
          createdAt: new Date().toISOString(),
        },
      });
      try {
        const ack = await connection.request<SendMessageAck>('message:send', { roomId, ...outgoing });
        if (!ack.ok) throw new SendRefused(ack.error);
        dispatch({ type: 'acknowledged', temporaryId, message: ack.message });
        return true;
      } catch {
        dispatch({ type: 'failed', temporaryId });
        return false;
      }
    },
    [connection, roomId, user.id],
  );

  /** Sends a text message (trimmed; nothing happens when empty or offline). True once the server saved it. */
  const sendText = useCallback(
    async (text: string): Promise<boolean> => {
      const content = text.trim();
      if (!content || !connected) return false;
      const sent = await deliver({ content, messageType: 'text' });
      if (!sent) toast({ title: 'Error sending message', description: 'Please try again.', variant: 'destructive' });
      return sent;
    },
    [connected, deliver, toast],
  );

  /** Checks, uploads and sends a file as a file message. */
  const sendFile = useCallback(
    async (file: File): Promise<void> => {
      const problem = checkChatFile(file);
      if (problem) {
        toast({ ...problem, variant: 'destructive' });
        return;
      }
      if (!connected) return;
      let uploaded: UploadedChatFile;
      try {
        uploaded = await upload(file).unwrap();
      } catch (error) {
        toast({
          title: 'Error sending file',
          description: serverMessage(error, 'Failed to upload file'),
          variant: 'destructive',
        });
        return;
      }
      const sent = await deliver({
        content: uploaded.fileName,
        messageType: 'file',
        fileUrl: uploaded.fileUrl,
        fileName: uploaded.fileName,
      });
      if (!sent) toast({ title: 'Error sending file', description: 'Please try again', variant: 'destructive' });
    },
    [connected, deliver, toast, upload],
  );

  return {
    messages: list.messages,
    hasMore: list.hasMore,
    loadingHistory,
    historyError,
    loadingOlder,
    loadOlder,
    joinError,
    connectionState,
    connected,
    sendText,
    sendFile,
    uploading,
  };
}
