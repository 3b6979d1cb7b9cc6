import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { CHAT_FILE_ACCEPT } from '../chat-file-check';
import { MAX_MESSAGE_LENGTH } from '../chat-message';

interface ChatComposerProps {
  /** A live connection: without it nothing can be sent or attached. */
  connected: boolean;
  /** After a profile lookup hit the rate limit: input, attach and send are all off. */
  rateLimited: boolean;
  uploading: boolean;
  /** Resolves true once the server saved the message. */
  onSend: (text: string) => Promise<boolean>;
  onAttach: (file: File) => void;
}

/** The message input: Enter sends, Shift+Enter starts a new line; plus the attach and send buttons. */
export function ChatComposer({ connected, rateLimited, uploading, onSend, onAttach }: ChatComposerProps) {
  const [draft, setDraft] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const canSend = connected && !rateLimited && draft.trim() !== '';

  function send() {
    if (!canSend) return;
    const text = draft;
    setDraft('');
    void onSend(text).then((sent) => {
      // Give the text back to try again, unless something new was typed meanwhile.
      if (!sent) setDraft((current) => (current === '' ? text : current));
    });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onAttach(file);
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5, p: 1, borderTop: 1, borderColor: 'divider' }}>
      <input
        ref={fileInput}
        type="file"
        hidden
        accept={CHAT_FILE_ACCEPT}
        aria-label="Attach a file"
        onChange={handleFile}
      />
      <IconButton
        aria-label="Attach file"
        disabled={!connected || rateLimited || uploading}
        onClick={() => fileInput.current?.click()}
      >
        {uploading ? <CircularProgress size={20} aria-label="Uploading file" /> : <AttachFileRounded />}
      </IconButton>
      <TextField
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={handleKeyDown}
        placeholder={rateLimited ? 'Rate limited, please wait...' : 'Type a message...'}
        disabled={rateLimited}
        multiline
        maxRows={4}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { 'aria-label': 'Message', maxLength: MAX_MESSAGE_LENGTH } }}
      />
      <IconButton aria-label="Send message" color="primary" disabled={!canSend} onClick={send}>
        <SendRounded />
      </IconButton>
    </Box>
  );
}
