import { Injectable } from '@nestjs/common';
import { GoogleGenerativeAI, type Part, type ResponseSchema } from '@google/generative-ai';
import { AppConfig } from '../../../core/config/app-config';

/** Why a Gemini call produced no usable JSON (the callers log it and fall back to the offline result). */
export class GeminiCallError extends Error {}

/**
 * The one place that talks to Gemini (`@google/generative-ai`): structured JSON output against a
 * response schema, with a deadline. Enabled only when GEMINI_API_KEY is set; GEMINI_BASE_URL points it
 * elsewhere (tests use a local server speaking the same REST protocol).
 */
@Injectable()
export class GeminiClient {
  readonly enabled: boolean;
  readonly model: string;
  private readonly api: GoogleGenerativeAI | null;
  private readonly baseUrl: string | undefined;

  constructor(config: AppConfig) {
    this.api = config.geminiApiKey ? new GoogleGenerativeAI(config.geminiApiKey) : null;
    this.enabled = this.api !== null;
    this.model = config.geminiModel;
    this.baseUrl = config.geminiBaseUrl?.replace(/\/+$/, '') ?? undefined;
  }

  /**
   * Sends `parts` and resolves the parsed JSON answer (not yet validated: the caller checks its shape).
   * Rejects with GeminiCallError on HTTP errors, an aborted call after `timeoutMs`, an empty or blocked
   * answer, or text that is not JSON.
   */
  async generateJson(parts: Part[], responseSchema: ResponseSchema, timeoutMs: number): Promise<unknown> {
    if (!this.api) throw new GeminiCallError('Gemini is not configured (GEMINI_API_KEY)');
    const model = this.api.getGenerativeModel(
      {
        model: this.model,
        generationConfig: { responseMimeType: 'application/json', responseSchema, temperature: 0.2 },
      },
      { baseUrl: this.baseUrl },
    );
    // Our own deadline instead of the SDK's `timeout`, whose timer is never cleared and would keep
    // the process alive for the whole period after every call.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), timeoutMs);
    let text: string;
    try {
      const result = await model.generateContent({ contents: [{ role: 'user', parts }] }, { signal: deadline.signal });
      text = result.response.text();
    } catch (error) {
      const reason = deadline.signal.aborted ? `no answer within ${timeoutMs} ms` : (error as Error).message;
      throw new GeminiCallError(reason, { cause: error });
    } finally {
      clearTimeout(timer);
    }
    try {
      return JSON.parse(text);
    } catch {
      throw new GeminiCallError(`the answer is not JSON: ${text.slice(0, 80)}`);
    }
  }
}
