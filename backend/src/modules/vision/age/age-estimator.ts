import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ManufacturerPattern } from '../entities/manufacturer-pattern.entity';
import type { AgeEstimate, LabelReading } from '../label-reading';
import { brandFamilies } from '../label-parser/brand-catalogue';
import { canonicalBrand } from '../label-parser/label-parser';
import { fitsSerialShape, hasSerialShape } from '../label-parser/ocr-repair';
import { CompiledRule, ageFromPrintedDate, ageFromSerial, compileRules } from './age-from-serial';

/** Rules change only with a seed or an admin edit; a few minutes of staleness is harmless. */
const RULES_TTL_MS = 10 * 60_000;

/**
 * Estimates the age of equipment from a printed manufacture date, or else from its serial number with
 * the rules of its brand family stored in manufacturer_patterns. Never invents an age: an unknown
 * format gives `years: null` with the reason.
 */
@Injectable()
export class AgeEstimator {
  private readonly logger = new Logger(AgeEstimator.name);
  private cache: { rules: Promise<CompiledRule[]>; loadedAt: number } | null = null;

  constructor(private readonly dataSource: DataSource) {}

  /**
   * `countUse: false` for estimates no label analysis asked for (the recall checks date stored serials): the rules'
   * usage counters count analyses only.
   */
  async estimate(
    reading: LabelReading,
    now: Date = new Date(),
    { countUse = true }: { countUse?: boolean } = {},
  ): Promise<AgeEstimate> {
    if (reading.printedManufactureDate) return ageFromPrintedDate(reading.printedManufactureDate, now);
    const serial = reading.serialNumber?.trim();
    const brand = reading.brand?.trim() ? (canonicalBrand(reading.brand) ?? reading.brand.trim()) : null;
    if (!serial) {
      return {
        years: null,
        confidence: 'low',
        details: 'No serial number was read, so the age cannot be estimated.',
        alternatives: [],
        ruleId: null,
      };
    }
    if (!brand) {
      return {
        years: null,
        confidence: 'low',
        details: 'The brand is not known, so the serial number format and the age cannot be told.',
        alternatives: [],
        ruleId: null,
      };
    }
    const families = brandFamilies(brand, reading.equipmentType, reading.modelNumber);
    const rules = (await this.rules()).filter((rule) => families.includes(rule.manufacturer));
    const outcome = ageFromSerial(brand, serial, rules, now, reading.dateClues, reading.equipmentType);
    if (countUse) for (const rule of outcome.rules) await this.recordUse(rule.id);
    return withinGrammar(outcome.estimate, serial, families);
  }

  /** Forgets the cached rules (after a seed or an edit). */
  invalidate(): void {
    this.cache = null;
  }

  private rules(): Promise<CompiledRule[]> {
    if (!this.cache || Date.now() - this.cache.loadedAt > RULES_TTL_MS) {
      const rules = this.loadRules();
      this.cache = { rules, loadedAt: Date.now() };
      // A failed load is not cached: the next estimate tries again.
      void rules.then((loaded) => {
        if (!loaded.length) this.cache = null;
      });
    }
    return this.cache.rules;
  }

  private async loadRules(): Promise<CompiledRule[]> {
    try {
      const rows = await this.dataSource.getRepository(ManufacturerPattern).find({ order: { id: 'ASC' } });
      const { rules, rejected } = compileRules(rows);
      for (const row of rejected) this.logger.warn(`Skipping unreadable manufacturer pattern ${row.id}`);
      return rules;
    } catch (error) {
      this.logger.warn(`Could not load manufacturer patterns: ${(error as Error).message}`);
      return [];
    }
  }

  /** Usage statistics only: a failure here never fails the analysis. */
  private async recordUse(ruleId: number): Promise<void> {
    try {
      await this.dataSource.query(
        'UPDATE manufacturer_patterns SET success_count = success_count + 1, last_used = now() WHERE id = $1',
        [ruleId],
      );
    } catch (error) {
      this.logger.warn(`Could not record the use of manufacturer pattern ${ruleId}: ${(error as Error).message}`);
    }
  }
}

/**
 * A serial that a date rule decodes but that breaks its family's whole grammar (shorter or longer than its
 * formats, a letter where they hold a digit) may be cut short or misread: its date is never told with high
 * confidence, and the details say why (issue 43).
 */
export function withinGrammar(estimate: AgeEstimate, serial: string, families: string[]): AgeEstimate {
  if (estimate.confidence !== 'high' || !hasSerialShape(families) || fitsSerialShape(serial, families)) {
    return estimate;
  }
  return {
    ...estimate,
    confidence: 'medium',
    details: `${estimate.details} The serial does not have the full shape of the maker's format, so it may be cut short or misread.`,
  };
}
