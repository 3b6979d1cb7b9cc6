import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useToast } from '../toast/use-toast';
import { ChatConnection, type ChatSocket, type ConnectionState } from './chat-connection';

/** Makes the socket; async so socket.io-client loads only when a chat is first shown. */
export type ChatSocketFactory = () => ChatSocket | Promise<ChatSocket>;

const loadRealSocket: ChatSocketFactory = async () => (await import('./create-chat-socket')).createChatSocket();

/** One connection per provider, made on first use and closed when the provider goes away. */
class ConnectionHolder {
  private pending: Promise<ChatConnection> | null = null;
  private connection: ChatConnection | null = null;

  constructor(
    private readonly createSocket: ChatSocketFactory,
    private readonly onReconnectFailed: () => void,
  ) {}

  get current(): ChatConnection | null {
    return this.connection;
  }

  get(): Promise<ChatConnection> {
    if (this.pending) return this.pending;
    const pending = Promise.resolve(this.createSocket()).then((socket) => {
      const connection = new ChatConnection(socket);
      connection.onReconnectFailed(() => this.onReconnectFailed());
      // Closed while the socket was being made: the close() below disconnects it.
      if (this.pending === pending) this.connection = connection;
      return connection;
    });
    this.pending = pending;
    return pending;
  }

  /** Disconnects; a later `get()` starts a new connection (React may mount twice in development). */
  close(): void {
    const pending = this.pending;
    this.pending = null;
    this.connection = null;
    void pending?.then((connection) => connection.close());
  }
}

const ConnectionContext = createContext<ConnectionHolder | null>(null);

interface ChatConnectionProviderProps {
  children: ReactNode;
  /** Tests hand in a fake socket; the app uses socket.io-client. */
  createSocket?: ChatSocketFactory;
}

/**
 * Holds the chat connection of the signed-in user. Mount it only while someone is signed in (the
 * layout of the signed-in pages does), keyed by the user: logout unmounts it, which disconnects.
 * Nothing connects until a chat component asks for the connection.
 */
export function ChatConnectionProvider({ children, createSocket = loadRealSocket }: ChatConnectionProviderProps) {
  const { toast } = useToast();
  const [holder] = useState(
    () =>
      new ConnectionHolder(createSocket, () =>
        toast({
          title: 'Connection Failed',
          description: 'Please refresh the page to try again',
          variant: 'destructive',
        }),
      ),
  );
  useEffect(() => () => holder.close(), [holder]);
  return <ConnectionContext.Provider value={holder}>{children}</ConnectionContext.Provider>;
}

/** The chat connection (connecting on first use), or null while it is being set up. */
export function useChatConnection(): ChatConnection | null {
  const holder = useContext(ConnectionContext);
  if (!holder) throw new Error('useChatConnection needs a ChatConnectionProvider');
  const [connection, setConnection] = useState<ChatConnection | null>(holder.current);
  useEffect(() => {
    let live = true;
    void holder.get().then((made) => {
      if (live) setConnection(made);
    });
    return () => {
      live = false;
    };
  }, [holder]);
  return connection;
}

const noConnection = () => () => undefined;

/** The connection's state, re-rendering on every change ('disconnected' until there is a connection). */
export function useConnectionState(connection: ChatConnection | null): ConnectionState {
  return useSyncExternalStore(
    connection?.subscribeState ?? noConnection,
    () => connection?.getState() ?? 'disconnected',
  );
}
