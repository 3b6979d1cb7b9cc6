import type { GuideAdvice } from '../troubleshooting-guide.view';

/** One kind of equipment in the offline knowledge base: how to recognise it and its guide advice. */
export interface KnowledgeEntry extends GuideAdvice {
  /** Stable id, stored with nothing: used by tests and logs ('gas-water-heater'). */
  id: string;
  /** What the entry covers, e.g. 'Gas water heater' (given to Gemini as context). */
  title: string;
  /**
   * Phrases that name this equipment in an equipment name or type, lower case, singular, words only
   * ('gas water heater', 'water heater'). The longest phrase found in the text decides the entry.
   */
  keywords: string[];
}
