import { useCallback, useEffect, useRef, useState } from 'react';

/*
 * The part of the Web Speech API the voice search uses. TypeScript's DOM library does not declare it,
 * and Chromium still ships it only as `webkitSpeechRecognition`.
 */
interface SpeechRecognitionAlternativeLike {
  readonly transcript: string;
}

interface SpeechRecognitionResultLike {
  readonly length: number;
  readonly [index: number]: SpeechRecognitionAlternativeLike;
}

export interface SpeechRecognitionEventLike extends Event {
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: SpeechRecognitionResultLike };
}

export interface SpeechRecognitionErrorEventLike extends Event {
  readonly error: string;
  readonly message?: string;
}

export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: SpeechRecognitionEventLike) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEventLike) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

type WindowWithSpeech = Window & {
  SpeechRecognition?: SpeechRecognitionConstructor;
  webkitSpeechRecognition?: SpeechRecognitionConstructor;
};

/** The browser's speech recognition class, if it has one. */
export function getSpeechRecognition(): SpeechRecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const speechWindow = window as WindowWithSpeech;
  return speechWindow.SpeechRecognition ?? speechWindow.webkitSpeechRecognition;
}

/** Spec §4 voice search: en-US, one non-continuous result, no interim results. */
export const VOICE_SEARCH_LANGUAGE = 'en-US';

export interface VoiceInput {
  supported: boolean;
  listening: boolean;
  /** Starts listening, or stops when already listening. */
  toggle: () => void;
}

/**
 * Listens for one spoken phrase and hands its transcript to `onTranscript`.
 * Recognition errors are only logged; they end the listening state.
 */
export function useSpeechRecognition(onTranscript: (transcript: string) => void): VoiceInput {
  const [supported] = useState(() => getSpeechRecognition() !== undefined);
  const [listening, setListening] = useState(false);
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);
  const onTranscriptRef = useRef(onTranscript);

  useEffect(() => {
    onTranscriptRef.current = onTranscript;
  });

  useEffect(() => () => recognitionRef.current?.abort(), []);

  const toggle = useCallback(() => {
    if (recognitionRef.current) {
      recognitionRef.current.stop();
      return;
    }
    const Recognition = getSpeechRecognition();
    if (!Recognition) return;

    const recognition = new Recognition();
    recognition.lang = VOICE_SEARCH_LANGUAGE;
    recognition.continuous = false;
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;

    const finish = () => {
      if (recognitionRef.current === recognition) recognitionRef.current = null;
      setListening(false);
    };
    recognition.onresult = (event) => {
      const transcript = event.results[event.resultIndex]?.[0]?.transcript ?? '';
      onTranscriptRef.current(transcript.trim());
    };
    recognition.onerror = (event) => {
      console.error('Speech recognition error:', event.error);
      finish();
    };
    recognition.onend = finish;

    recognitionRef.current = recognition;
    try {
      recognition.start();
      setListening(true);
    } catch (error) {
      console.error('Speech recognition error:', error);
      finish();
    }
  }, []);

  return { supported, listening, toggle };
}
