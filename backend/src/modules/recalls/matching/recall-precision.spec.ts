import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EquipmentFacts } from '../recall-match';
import { MatchableRecall, matchRecall } from './recall-matcher';
import { scorePrecisionSet } from './precision-score';

interface PrecisionSet {
  recalls: Record<string, Omit<MatchableRecall, 'id'>>;
  pairs: Array<{ recall: string; equipment: EquipmentFacts; expected: 'match' | 'possible' | 'none'; kind: string }>;
}

const set = JSON.parse(
  readFileSync(join(__dirname, '../../../../test/fixtures/recalls/precision-set.json'), 'utf8'),
) as PrecisionSet;

/** The fixture set of recall/equipment pairs (true matches, near misses, brand only, ranges): docs/recalls.md. */
describe('recall matcher on the precision set', () => {
  const outcomes = set.pairs.map((pair, index) => {
    const got = matchRecall({ id: index + 1, ...set.recalls[pair.recall] }, pair.equipment);
    return { ...pair, got: got?.level ?? ('none' as const), reasons: got?.reasons ?? [] };
  });

  it('has at least 60 pairs of every kind the rules name', () => {
    expect(set.pairs.length).toBeGreaterThanOrEqual(60);
    const kinds = new Set(set.pairs.map((pair) => pair.kind));
    for (const kind of ['true-match', 'near-miss', 'brand-only', 'date-in', 'date-out', 'serial-in', 'serial-out']) {
      expect(kinds).toContain(kind);
    }
  });

  it('never says match where the unit is not affected', () => {
    const falseMatches = outcomes.filter((o) => o.got === 'match' && o.expected !== 'match');
    expect(falseMatches).toEqual([]);
  });

  it('never flags a near miss, a brand alone or another brand', () => {
    const wrong = outcomes.filter(
      (o) => ['near-miss', 'brand-only', 'other-brand'].includes(o.kind) && o.got !== 'none',
    );
    expect(wrong).toEqual([]);
  });

  it('gives every pair its expected level, with reasons for each flag', () => {
    const differing = outcomes
      .filter((o) => o.got !== o.expected)
      .map((o) => `${o.recall} / ${o.equipment.brand} ${o.equipment.model}: expected ${o.expected}, got ${o.got}`);
    expect(differing).toEqual([]);
    for (const o of outcomes.filter((o) => o.got !== 'none')) expect(o.reasons.length).toBeGreaterThanOrEqual(2);
    const score = scorePrecisionSet(outcomes);
    expect(score.matchPrecision).toBe(1);
  });
});
