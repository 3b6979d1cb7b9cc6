import { useId, useState, type ReactNode } from 'react';
import { PlainIcon } from '../../../shared/plain-ui/PlainIcon';
import { signedInIconPaths } from '../../../shared/plain-ui/signed-in-icon-paths';
import { useSpeechRecognition } from '../speech-recognition';

export const VOICE_UNSUPPORTED_MESSAGE = 'Voice search is not supported in this browser';

/** A tooltip below its element while the pointer is over it or it has keyboard focus (MUI's Tooltip look). */
function Tooltip({ title, children }: { title: string; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <span
      className="yhb-tooltip-anchor"
      aria-describedby={shown ? id : undefined}
      onMouseEnter={() => setShown(true)}
      onMouseLeave={() => setShown(false)}
      onFocus={() => setShown(true)}
      onBlur={() => setShown(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setShown(false);
      }}
    >
      {children}
      {shown && (
        <span role="tooltip" id={id} className="yhb-tooltip">
          {title}
        </span>
      )}
    </span>
  );
}

/**
 * Speaks a search: the transcript goes to `onTranscript`. Disabled, with a tooltip, where the browser cannot.
 * Plain (drawn like MUI's IconButton), as it is part of the home list's first paint.
 */
export function VoiceSearchButton({ onTranscript }: { onTranscript: (transcript: string) => void }) {
  const { supported, listening, toggle } = useSpeechRecognition(onTranscript);

  if (!supported) {
    return (
      <Tooltip title={VOICE_UNSUPPORTED_MESSAGE}>
        <button type="button" className="yhb-icon-button" disabled aria-label="Voice search">
          <PlainIcon path={signedInIconPaths.micNoneRounded} />
        </button>
      </Tooltip>
    );
  }

  const label = listening ? 'Stop voice search' : 'Search by voice';
  return (
    <Tooltip title={label}>
      <button
        type="button"
        className={
          listening
            ? 'yhb-icon-button yhb-voice-search yhb-voice-search--listening'
            : 'yhb-icon-button yhb-voice-search'
        }
        onClick={toggle}
        aria-label={label}
        aria-pressed={listening}
      >
        <PlainIcon path={signedInIconPaths.micRounded} />
        {listening && (
          <span className="yhb-voice-search__indicator" data-testid="voice-listening-indicator" aria-hidden />
        )}
      </button>
    </Tooltip>
  );
}
