/** The equipment facts a guide is written from. */
export interface GuideSubject {
  name: string;
  type: string | null;
  brand: string | null;
  modelNumber: string | null;
}

const normalised = (text: string | null) => text?.replace(/\s+/g, ' ').trim().toLowerCase() ?? '';

/**
 * What the stored guide was written for: name, type, brand and model (case and spacing ignored). When
 * it differs from the equipment now, the stored guide is out of date and is regenerated. The name is
 * part of it because template equipment has no type: 'Water Heater' decides the knowledge-base entry.
 */
export function equipmentFingerprint(subject: GuideSubject): string {
  return JSON.stringify([subject.name, subject.type, subject.brand, subject.modelNumber].map(normalised));
}
