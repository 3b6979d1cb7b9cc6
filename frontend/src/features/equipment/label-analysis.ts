/** What a label reading means for the equipment form (spec §4 'Label photo', §9 installation year). */
import { format } from 'date-fns';
import type { ToastInput } from '../../shared/toast/toast-slice';
import type { LabelAnalysis, LabelReadingFeedback, ManufactureDate } from './equipment';

export const NOTHING_FOUND_NOTICE = 'No equipment details found in the image. Please enter the details manually.';
export const ANALYSIS_FAILED = 'Failed to analyze image';

/** The reading's fields that complete a piece of equipment, with the names the success toast lists. */
const IDENTIFYING_FIELDS = [
  ['suggestedName', 'Name'],
  ['brand', 'Brand'],
  ['modelNumber', 'Model Number'],
  ['serialNumber', 'Serial Number'],
  ['equipmentType', 'Type'],
] as const;

/** The values a reading puts into the form; a field the label did not give is absent. */
export interface LabelFormValues {
  name?: string;
  brand?: string;
  modelNumber?: string;
  serialNumber?: string;
  type?: string;
  installationDate?: string;
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Current year minus the estimated age, as the form's year string; null when the age is unknown. */
export function estimatedInstallationYear(analysis: LabelAnalysis, now = new Date()): string | null {
  const years = analysis.estimatedAge?.years;
  return typeof years === 'number' && Number.isFinite(years) ? String(now.getFullYear() - years) : null;
}

/** The names of the identifying fields that came back, in display order (e.g. ['Brand', 'Serial Number']). */
export function foundFieldNames(analysis: LabelAnalysis): string[] {
  return IDENTIFYING_FIELDS.filter(([field]) => text(analysis[field]) !== null).map(([, name]) => name);
}

/** Spec §4: the equipment counts as completed once the label gave any identifying field. */
export function completesEquipment(analysis: LabelAnalysis): boolean {
  return foundFieldNames(analysis).length > 0;
}

/** The recognised values, ready to be laid over a reset form. */
export function labelFormValues(analysis: LabelAnalysis, now = new Date()): LabelFormValues {
  const values: LabelFormValues = {};
  const name = text(analysis.suggestedName);
  const brand = text(analysis.brand);
  const modelNumber = text(analysis.modelNumber);
  const serialNumber = text(analysis.serialNumber);
  const type = text(analysis.equipmentType);
  const installationDate = estimatedInstallationYear(analysis, now);
  if (name) values.name = name;
  if (brand) values.brand = brand;
  if (modelNumber) values.modelNumber = modelNumber;
  if (serialNumber) values.serialNumber = serialNumber;
  if (type) values.type = type;
  if (installationDate) values.installationDate = installationDate;
  return values;
}

/** The notice after an analysis: what was found, or the spec's "enter the details manually". */
export function analysisToast(analysis: LabelAnalysis): ToastInput {
  const found = foundFieldNames(analysis);
  if (found.length === 0) return { title: 'Image analyzed successfully', description: NOTHING_FOUND_NOTICE };
  return { title: 'Image analyzed successfully', description: `Found: ${found.join(', ')}` };
}

/** 'March 2020', or '2020' when the month is not known. */
export function manufactureDateText(date: ManufactureDate): string {
  return date.month ? format(new Date(date.year, date.month - 1, 1), 'MMMM yyyy') : String(date.year);
}

/** The possible manufacture dates when the label allows more than one (a repeating serial code), else []. */
export function dateAlternatives(analysis: LabelAnalysis): ManufactureDate[] {
  const alternatives = analysis.estimatedAge?.alternatives ?? [];
  return alternatives.length > 1 ? alternatives : [];
}

/** What the analysis proposed, to send with the save (the server keeps it beside the corrections). */
export function labelReadingFeedback(analysis: LabelAnalysis, now = new Date()): LabelReadingFeedback {
  const alternatives = dateAlternatives(analysis).map((date) => date.year);
  return {
    brand: text(analysis.brand),
    modelNumber: text(analysis.modelNumber),
    serialNumber: text(analysis.serialNumber),
    installationYear: estimatedInstallationYear(analysis, now),
    alternatives: alternatives.length ? alternatives : null,
  };
}
