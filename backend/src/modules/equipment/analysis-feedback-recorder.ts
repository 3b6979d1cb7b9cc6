import { EntityManager } from 'typeorm';
import { LabelReadingFeedbackDto } from './dto/equipment.dto';
import { AnalysisFeedback, FeedbackFields } from './entities/analysis-feedback.entity';
import { Equipment } from './entities/equipment.entity';

const FIELDS = ['brand', 'modelNumber', 'serialNumber', 'installationYear'] as const;

/** Serials and models compare without spaces and case ('FD 9508' = 'fd9508'); brands without case. */
function same(a: string | null, b: string | null): boolean {
  const norm = (value: string | null) => (value ?? '').toUpperCase().replace(/\s+/g, '');
  return norm(a) === norm(b);
}

/**
 * Keeps what a label analysis read beside what the user saved for that equipment (inside the
 * create/update transaction, so both land or neither). Readings saved unchanged are kept too (with no
 * corrected fields): accuracy needs the right readings as well as the wrong ones.
 */
export async function recordAnalysisFeedback(
  manager: EntityManager,
  userId: number,
  equipment: Pick<Equipment, 'id' | 'brand' | 'modelNumber' | 'serialNumber' | 'installationDate'>,
  reading: LabelReadingFeedbackDto,
): Promise<void> {
  const read: FeedbackFields = {
    brand: reading.brand ?? null,
    modelNumber: reading.modelNumber ?? null,
    serialNumber: reading.serialNumber ?? null,
    installationYear: reading.installationYear ?? null,
  };
  const saved: FeedbackFields = {
    brand: equipment.brand,
    modelNumber: equipment.modelNumber,
    serialNumber: equipment.serialNumber,
    installationYear: equipment.installationDate,
  };
  const correctedFields = FIELDS.filter((field) => !same(read[field], saved[field]));
  await manager.getRepository(AnalysisFeedback).insert({
    userId,
    equipmentId: equipment.id,
    reading: reading.alternatives?.length ? { ...read, alternatives: reading.alternatives } : read,
    saved,
    correctedFields,
  });
}
