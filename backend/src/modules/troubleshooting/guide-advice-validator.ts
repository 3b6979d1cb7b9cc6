import type { CommonIssue, GuideAdvice } from './troubleshooting-guide.view';

/** Bounds a useful guide stays within; an answer outside them is trimmed or refused. */
export const GUIDE_LIMITS = {
  issues: { min: 2, max: 10 },
  solutions: { min: 1, max: 8 },
  tips: { min: 2, max: 12 },
  problemChars: { min: 3, max: 160 },
  textChars: { min: 8, max: 400 },
} as const;

type ListField = 'maintenanceTips' | 'safetyPrecautions' | 'professionalHelp';
const LIST_FIELDS: ListField[] = ['maintenanceTips', 'safetyPrecautions', 'professionalHelp'];

/**
 * Checks guide advice from any writer (knowledge base or Gemini) and returns a clean copy: text
 * trimmed with whitespace collapsed, control characters removed, entries of the wrong type or length
 * dropped (also text carrying a web address), duplicates dropped, lists cut to their maximum. Returns null when the value is not the
 * guide shape at all or when, after cleaning, a section has fewer entries than a useful guide needs.
 */
export function validateGuideAdvice(value: unknown): GuideAdvice | null {
  if (!isRecord(value) || !Array.isArray(value.commonIssues)) return null;
  if (LIST_FIELDS.some((field) => !Array.isArray(value[field]))) return null;

  const commonIssues = unique(value.commonIssues.map(cleanIssue), (issue) => issue?.problem).slice(
    0,
    GUIDE_LIMITS.issues.max,
  ) as CommonIssue[];
  if (commonIssues.length < GUIDE_LIMITS.issues.min) return null;

  const advice: GuideAdvice = { commonIssues, maintenanceTips: [], safetyPrecautions: [], professionalHelp: [] };
  for (const field of LIST_FIELDS) {
    advice[field] = cleanList(value[field] as unknown[], GUIDE_LIMITS.tips.max);
    if (advice[field].length < GUIDE_LIMITS.tips.min) return null;
  }
  return advice;
}

function cleanIssue(value: unknown): CommonIssue | null {
  if (!isRecord(value) || !Array.isArray(value.solutions)) return null;
  const problem = cleanText(value.problem, GUIDE_LIMITS.problemChars);
  const solutions = cleanList(value.solutions, GUIDE_LIMITS.solutions.max);
  if (!problem || solutions.length < GUIDE_LIMITS.solutions.min) return null;
  return { problem, solutions };
}

function cleanList(values: unknown[], max: number): string[] {
  return unique(
    values.map((entry) => cleanText(entry, GUIDE_LIMITS.textChars)),
    (text) => text,
  ).slice(0, max) as string[];
}

function cleanText(value: unknown, bounds: { min: number; max: number }): string | null {
  if (typeof value !== 'string') return null;
  const text = value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Links come only from the support table, never from the advice text.
  if (/\b(https?:\/\/|www\.)/i.test(text)) return null;
  return text.length >= bounds.min && text.length <= bounds.max ? text : null;
}

/** Non-null entries, the first of each key (compared case-insensitively). */
function unique<T>(values: (T | null)[], key: (value: T) => string | null | undefined): T[] {
  const seen = new Set<string>();
  return values.filter((value): value is T => {
    if (value === null) return false;
    const id = key(value)?.toLowerCase() ?? '';
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
