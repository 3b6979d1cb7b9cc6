import type { MailMessage } from '../mail/mail-sender';
import type { LabelAnalysisResult } from '../../modules/vision/label-reading';
import type { ReminderScanResult } from '../../modules/care/reminders/reminder-scan.service';

/**
 * Every background job: its name (also its BullMQ queue), payload and result. A processor for each
 * lives in its module's jobs/ folder; the worker refuses to start when a name has no handler.
 */
export interface JobTypes {
  'mail.send': { payload: MailMessage; result: void };
  /** A home-book PDF (admin export, owner download), written to storageKey (a temporary object the API sends, then deletes). */
  'home-book.render': { payload: { homeId: number; storageKey: string }; result: { bytes: number; pages: number } };
  /** A label photo (base64, never stored) read by OCR + parser (+ Gemini when configured). */
  'vision.analyze': { payload: { imageBase64: string; mimeType: string }; result: LabelAnalysisResult };
  /** The reminder scan (scheduled: at start and every REMINDER_SCAN_INTERVAL_SECONDS). */
  'care.reminder-scan': { payload: Record<string, never>; result: ReminderScanResult };
}

export type JobName = keyof JobTypes;
export type JobPayload<N extends JobName> = JobTypes[N]['payload'];
export type JobResult<N extends JobName> = JobTypes[N]['result'];

export const JOB_NAMES: JobName[] = ['mail.send', 'home-book.render', 'vision.analyze', 'care.reminder-scan'];

export interface JobHandler<N extends JobName> {
  readonly jobName: N;
  handle(payload: JobPayload<N>): Promise<JobResult<N>>;
}
