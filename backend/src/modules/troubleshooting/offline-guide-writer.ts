import type { GuideSubject } from './equipment-fingerprint';
import type { KnowledgeEntry } from './knowledge-base/knowledge-entry';
import { manualSearchUrl, supportResources } from './support-links';
import type { GuideAdvice, TroubleshootingGuide } from './troubleshooting-guide.view';

/** A full guide from advice (the knowledge-base entry's or Gemini's) and the equipment's links. */
export function assembleGuide(subject: GuideSubject, advice: GuideAdvice): TroubleshootingGuide {
  return {
    manualUrl: manualSearchUrl(subject),
    commonIssues: advice.commonIssues,
    maintenanceTips: advice.maintenanceTips,
    safetyPrecautions: advice.safetyPrecautions,
    professionalHelp: advice.professionalHelp,
    supportResources: supportResources(subject),
  };
}

/** The offline guide: the knowledge-base entry's advice with the brand's links. */
export function writeOfflineGuide(subject: GuideSubject, entry: KnowledgeEntry): TroubleshootingGuide {
  const { commonIssues, maintenanceTips, safetyPrecautions, professionalHelp } = entry;
  return assembleGuide(subject, { commonIssues, maintenanceTips, safetyPrecautions, professionalHelp });
}
