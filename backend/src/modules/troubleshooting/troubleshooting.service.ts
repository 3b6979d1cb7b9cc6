import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import { RateLimit, RateLimiter } from '../../core/http/rate-limiter';
import { EQUIPMENT_NOT_FOUND, EquipmentService } from '../equipment/equipment.service';
import { SettingsService } from '../settings/settings.service';
import { StoredTroubleshootingGuide } from './entities/stored-troubleshooting-guide.entity';
import { GuideSubject, equipmentFingerprint } from './equipment-fingerprint';
import { GeminiGuideWriter } from './gemini-guide-writer';
import { findKnowledgeEntry } from './knowledge-base/knowledge-base';
import { assembleGuide, writeOfflineGuide } from './offline-guide-writer';
import { companyContactResources } from './support-links';
import type {
  GuideSource,
  SupportResource,
  TroubleshootingGuide,
  TroubleshootingGuideView,
} from './troubleshooting-guide.view';

/**
 * Guides written by Gemini cost an API call: at most 10 per user per hour (429 beyond). Serving a
 * stored guide and writing offline guides are not counted.
 */
export const GEMINI_GUIDE_RATE_LIMIT: RateLimit = { name: 'troubleshooting-gemini', limit: 10, windowMs: 3_600_000 };

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Troubleshooting guides per equipment: generated on the first request, stored, and served again
 * until regenerated on request or because the equipment's name, type, brand or model changed.
 */
@Injectable()
export class TroubleshootingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly equipment: EquipmentService,
    private readonly geminiWriter: GeminiGuideWriter,
    private readonly rateLimiter: RateLimiter,
    private readonly settings: SettingsService,
  ) {}

  async guideFor(userId: number, equipmentId: number, regenerate: boolean): Promise<TroubleshootingGuideView> {
    const equipment = await this.equipment.get(userId, equipmentId);
    const fingerprint = equipmentFingerprint(equipment);
    const stored = await this.dataSource.getRepository(StoredTroubleshootingGuide).findOneBy({ equipmentId });
    if (stored && !regenerate && stored.fingerprint === fingerprint) return this.view(stored);

    const { guide, source } = await this.write(userId, equipment);
    return this.view(await this.store({ equipmentId, guide, source, fingerprint }));
  }

  /** The stored guide with this instance's contacts as they are set now (a changed phone shows at once). */
  private async view(stored: StoredTroubleshootingGuide): Promise<TroubleshootingGuideView> {
    return toView(stored, companyContactResources(await this.settings.publicSettings()));
  }

  /** Gemini's advice when it is configured and answers well; the knowledge base's otherwise. */
  private async write(
    userId: number,
    subject: GuideSubject,
  ): Promise<{ guide: TroubleshootingGuide; source: GuideSource }> {
    const entry = findKnowledgeEntry(subject);
    if (this.geminiWriter.enabled) {
      await this.rateLimiter.consume(GEMINI_GUIDE_RATE_LIMIT, userId);
      const advice = await this.geminiWriter.write(subject, entry);
      if (advice) return { guide: assembleGuide(subject, advice), source: 'gemini' };
    }
    return { guide: writeOfflineGuide(subject, entry), source: 'offline' };
  }

  /** Insert or replace the equipment's guide; its createdAt becomes now. */
  private async store(record: Omit<StoredTroubleshootingGuide, 'createdAt'>): Promise<StoredTroubleshootingGuide> {
    try {
      const [row] = await this.dataSource.query(
        `INSERT INTO troubleshooting_guides (equipment_id, guide, source, fingerprint) VALUES ($1, $2, $3, $4)
         ON CONFLICT (equipment_id) DO UPDATE SET guide = EXCLUDED.guide, source = EXCLUDED.source,
           fingerprint = EXCLUDED.fingerprint, created_at = now()
         RETURNING created_at`,
        [record.equipmentId, JSON.stringify(record.guide), record.source, record.fingerprint],
      );
      return { ...record, createdAt: row.created_at as Date };
    } catch (error) {
      // The equipment was deleted while its guide was being written.
      const code = error instanceof QueryFailedError ? (error.driverError as { code?: string }).code : undefined;
      if (code === FOREIGN_KEY_VIOLATION) throw new NotFoundException(EQUIPMENT_NOT_FOUND);
      throw error;
    }
  }
}

function toView(stored: StoredTroubleshootingGuide, contacts: SupportResource[]): TroubleshootingGuideView {
  const { manualUrl, commonIssues, maintenanceTips, safetyPrecautions, professionalHelp, supportResources } =
    stored.guide;
  return {
    equipmentId: stored.equipmentId,
    manualUrl,
    commonIssues,
    maintenanceTips,
    safetyPrecautions,
    professionalHelp,
    supportResources: [...supportResources, ...contacts],
    source: stored.source,
    createdAt: new Date(stored.createdAt).toISOString(),
  };
}
