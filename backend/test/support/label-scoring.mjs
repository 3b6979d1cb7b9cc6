// How a label reading is scored against a fixture's ground truth: one module for the accuracy test
// (backend/test/label-analysis-accuracy.int-spec.ts, through label-fixtures.ts) and the vision bench
// (scripts/bench/vision-bench.mjs, plain node), so the two can never count a plate differently. Brand, model and
// equipment type compare exactly; the serial without whitespace ('FD 9508 12345' is 'FD950812345').

const MONTH_YEAR =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December) ((?:19|20)\d\d)\b/;
const PRINTED_YEAR = /printed on the label: ((?:19|20)\d\d)\b/;

/**
 * The manufacture year the age estimator decoded: the first candidate, else the year its `details` name
 * ("… made November 2015 …", "Manufacture date printed on the label: March 2015."), else null.
 */
export function decodedYear(age) {
  if (age.alternatives?.length) return age.alternatives[0].year;
  const match = MONTH_YEAR.exec(age.details) ?? PRINTED_YEAR.exec(age.details);
  return match ? Number(match[1]) : null;
}

/**
 * A year counts as read only when both agree with the truth: the decoded year is the ground truth year, and
 * `years` (whole years since mid-month of that year) fits it, i.e. now − truth − 1 ≤ years ≤ now − truth.
 * Neither alone can pass by accident of the other.
 */
export function yearIsRight(age, truthYear, now) {
  if (age.years === null || decodedYear(age) !== truthYear) return false;
  const span = now.getUTCFullYear() - truthYear;
  return age.years === span || age.years === span - 1;
}

const compact = (value) => (value ?? '').replace(/\s+/g, '');

/** Scores readings (`result`: the analysis answer) against their fixtures, as of `now`. */
export function scoreReadings(rows, now) {
  const hits = {
    brand: 0,
    modelNumber: 0,
    serialNumber: 0,
    manufactureYear: 0,
    yearAmongCandidates: 0,
    equipmentType: 0,
  };
  const highConfidenceWrongYears = [];
  let dated = 0;
  const perFixture = rows.map(({ fixture, result }) => {
    const misses = [];
    const check = (field, ok, got, want) => {
      if (ok) hits[field] += 1;
      else misses.push({ field, got, want });
    };
    check('brand', result.brand === fixture.brand, result.brand, fixture.brand);
    check('modelNumber', result.modelNumber === fixture.modelNumber, result.modelNumber, fixture.modelNumber);
    check(
      'serialNumber',
      compact(result.serialNumber) === compact(fixture.serialNumber),
      result.serialNumber,
      fixture.serialNumber,
    );
    check('equipmentType', result.equipmentType === fixture.equipmentType, result.equipmentType, fixture.equipmentType);
    const age = result.estimatedAge;
    if (fixture.manufactureYear !== null) {
      dated += 1;
      check(
        'manufactureYear',
        yearIsRight(age, fixture.manufactureYear, now),
        decodedYear(age),
        fixture.manufactureYear,
      );
      const candidates = (age.alternatives ?? []).map((date) => date.year);
      check('yearAmongCandidates', candidates.includes(fixture.manufactureYear), candidates, fixture.manufactureYear);
    }
    if (age.confidence === 'high' && age.years !== null && decodedYear(age) !== fixture.manufactureYear) {
      highConfidenceWrongYears.push(`${fixture.file}: ${decodedYear(age)} ≠ ${fixture.manufactureYear}`);
    }
    return {
      fixture,
      misses,
      failed: misses.map(({ field, got, want }) => `${field} ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`),
    };
  });
  const total = rows.length || 1;
  return {
    hits,
    accuracy: {
      brand: hits.brand / total,
      modelNumber: hits.modelNumber / total,
      serialNumber: hits.serialNumber / total,
      equipmentType: hits.equipmentType / total,
      manufactureYear: hits.manufactureYear / (dated || 1),
      yearAmongCandidates: hits.yearAmongCandidates / (dated || 1),
    },
    highConfidenceWrongYears,
    dated,
    plates: rows.length,
    perFixture,
  };
}
