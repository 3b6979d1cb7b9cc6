import MicNoneRounded from '@mui/icons-material/MicNoneRounded';
import MicRounded from '@mui/icons-material/MicRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { keyframes } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { useSpeechRecognition } from '../speech-recognition';

const pulse = keyframes`
  0% { transform: scale(0.9); box-shadow: 0 0 0 0 rgba(211, 47, 47, 0.55); }
  70% { transform: scale(1); box-shadow: 0 0 0 8px rgba(211, 47, 47, 0); }
  100% { transform: scale(0.9); box-shadow: 0 0 0 0 rgba(211, 47, 47, 0); }
`;

export const VOICE_UNSUPPORTED_MESSAGE = 'Voice search is not supported in this browser';

/** Speaks a search: the transcript goes to `onTranscript`. Disabled, with a tooltip, where the browser cannot. */
export function VoiceSearchButton({ onTranscript }: { onTranscript: (transcript: string) => void }) {
  const { supported, listening, toggle } = useSpeechRecognition(onTranscript);

  if (!supported) {
    return (
      <Tooltip title={VOICE_UNSUPPORTED_MESSAGE}>
        {/* A disabled button gets no pointer events; the span carries the tooltip. */}
        <span>
          <IconButton disabled aria-label="Voice search" edge="end">
            <MicNoneRounded />
          </IconButton>
        </span>
      </Tooltip>
    );
  }

  const label = listening ? 'Stop voice search' : 'Search by voice';
  return (
    <Tooltip title={label}>
      <IconButton
        onClick={toggle}
        aria-label={label}
        aria-pressed={listening}
        color={listening ? 'error' : 'default'}
        edge="end"
      >
        <MicRounded />
        {listening && (
          <Box
            component="span"
            data-testid="voice-listening-indicator"
            aria-hidden
            sx={{
              position: 'absolute',
              top: 6,
              right: 6,
              width: 9,
              height: 9,
              borderRadius: '50%',
              bgcolor: 'error.main',
              animation: `${pulse} 1.2s ease-in-out infinite`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          />
        )}
      </IconButton>
    </Tooltip>
  );
}
