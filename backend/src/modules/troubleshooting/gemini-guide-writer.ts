import { Injectable, Logger } from '@nestjs/common';
import { SchemaType, type ResponseSchema } from '@google/generative-ai';
import { GeminiClient } from '../vision/gemini/gemini-client';
import type { GuideSubject } from './equipment-fingerprint';
import { validateGuideAdvice } from './guide-advice-validator';
import type { KnowledgeEntry } from './knowledge-base/knowledge-entry';
import type { GuideAdvice } from './troubleshooting-guide.view';

const textList = (description: string): ResponseSchema => ({
  type: SchemaType.ARRAY,
  description,
  items: { type: SchemaType.STRING },
});

/** The advice part of spec §3's guide; links are added by us, never written by the model. */
export const GUIDE_ADVICE_SCHEMA: ResponseSchema = {
  type: SchemaType.OBJECT,
  properties: {
    commonIssues: {
      type: SchemaType.ARRAY,
      description: 'Common problems, most frequent first',
      items: {
        type: SchemaType.OBJECT,
        properties: {
          problem: { type: SchemaType.STRING, description: 'The symptom as the homeowner sees it' },
          solutions: textList('What to check or do, in the order to try them'),
        },
        required: ['problem', 'solutions'],
      },
    },
    maintenanceTips: textList('Routine maintenance with how often to do it'),
    safetyPrecautions: textList('Safety warnings that apply to this equipment'),
    professionalHelp: textList('Situations in which to call a qualified technician'),
  },
  required: ['commonIssues', 'maintenanceTips', 'safetyPrecautions', 'professionalHelp'],
};

function guidePrompt(subject: GuideSubject, entry: KnowledgeEntry): string {
  const facts = [
    `Equipment name: ${subject.name}`,
    subject.type ? `Equipment type: ${subject.type}` : null,
    subject.brand ? `Brand: ${subject.brand}` : null,
    subject.modelNumber ? `Model number: ${subject.modelNumber}` : null,
    entry.keywords.length ? `Equipment family: ${entry.title}` : null,
  ].filter(Boolean);
  return [
    'Write a troubleshooting guide for a homeowner, like the troubleshooting section of a good owner’s manual,',
    'specific to this equipment (use what you know about this brand and model when you are confident):',
    ...facts,
    `Give 4 to 8 common issues, each with 2 to 5 concrete solutions in the order to try them;`,
    '4 to 8 maintenance tips with intervals; 3 to 6 safety precautions (turn off power at the breaker before opening',
    'panels; for gas equipment: if you smell gas, leave the house and call the gas company from outside); and 3 to 5',
    'situations that need a professional. Plain sentences under 300 characters, no markdown, no web addresses,',
    'no phone numbers. Answer with JSON only.',
  ].join('\n');
}

/**
 * Writes guide advice with Gemini (structured output), validated by the same validator as the offline
 * knowledge base. Any error, timeout or answer that fails validation → null (the caller keeps the
 * offline guide), with a warning logged.
 */
@Injectable()
export class GeminiGuideWriter {
  readonly enabled: boolean;
  /** A guide is a longer answer than a label reading. */
  timeoutMs = 30_000;
  private readonly logger = new Logger(GeminiGuideWriter.name);

  constructor(private readonly gemini: GeminiClient) {
    this.enabled = gemini.enabled;
  }

  async write(subject: GuideSubject, entry: KnowledgeEntry): Promise<GuideAdvice | null> {
    if (!this.enabled) return null;
    try {
      const answer = await this.gemini.generateJson(
        [{ text: guidePrompt(subject, entry) }],
        GUIDE_ADVICE_SCHEMA,
        this.timeoutMs,
      );
      const advice = validateGuideAdvice(answer);
      if (!advice) this.logger.warn('Gemini guide does not follow the guide shape; using the offline guide');
      return advice;
    } catch (error) {
      this.logger.warn(`Gemini guide failed (${(error as Error).message}); using the offline guide`);
      return null;
    }
  }
}
