/** One pair's expected and found level. */
export interface ScoredPair {
  expected: 'match' | 'possible' | 'none';
  got: 'match' | 'possible' | 'none';
}

export interface PrecisionScore {
  pairs: number;
  /** Of the pairs flagged `match`, the share that should be `match`. */
  matchPrecision: number;
  /** Of the pairs that should be `match`, the share flagged `match`. */
  matchRecall: number;
  /** Of the pairs flagged at all, the share that should be flagged (match or possible). */
  flagPrecision: number;
  /** Of the pairs that should be flagged, the share flagged at any level. */
  flagRecall: number;
  falseMatches: number;
  exact: number;
}

const share = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

/** Precision and recall of the matcher over a set of pairs (the unit test and `npm run bench` share it). */
export function scorePrecisionSet(pairs: ScoredPair[]): PrecisionScore {
  const flagged = pairs.filter((p) => p.got !== 'none');
  const shouldFlag = pairs.filter((p) => p.expected !== 'none');
  const matched = pairs.filter((p) => p.got === 'match');
  const shouldMatch = pairs.filter((p) => p.expected === 'match');
  return {
    pairs: pairs.length,
    matchPrecision: share(matched.filter((p) => p.expected === 'match').length, matched.length),
    matchRecall: share(shouldMatch.filter((p) => p.got === 'match').length, shouldMatch.length),
    flagPrecision: share(flagged.filter((p) => p.expected !== 'none').length, flagged.length),
    flagRecall: share(shouldFlag.filter((p) => p.got !== 'none').length, shouldFlag.length),
    falseMatches: matched.filter((p) => p.expected !== 'match').length,
    exact: pairs.filter((p) => p.got === p.expected).length,
  };
}
