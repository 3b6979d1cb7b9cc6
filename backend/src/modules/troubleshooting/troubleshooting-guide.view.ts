/** spec §3 "Troubleshooting guide": the answer of POST /api/equipment/{id}/troubleshoot. */

export interface CommonIssue {
  problem: string;
  solutions: string[];
}

/** A quick link: a web page (https:) or a phone number (tel:). */
export interface SupportResource {
  title: string;
  url: string;
}

/**
 * The advice part of a guide, written by the offline knowledge base or by Gemini and checked by the
 * same validator (guide-advice-validator.ts). The links are never written by Gemini.
 */
export interface GuideAdvice {
  commonIssues: CommonIssue[];
  maintenanceTips: string[];
  safetyPrecautions: string[];
  professionalHelp: string[];
}

export interface TroubleshootingGuide extends GuideAdvice {
  /** A web search for "<brand> <model> manual". */
  manualUrl: string;
  supportResources: SupportResource[];
}

/** Who wrote the advice. */
export type GuideSource = 'offline' | 'gemini';

/** The stored guide as the API returns it: the spec's fields plus where and when it was made. */
export interface TroubleshootingGuideView extends TroubleshootingGuide {
  equipmentId: number;
  source: GuideSource;
  /** ISO 8601. */
  createdAt: string;
}
