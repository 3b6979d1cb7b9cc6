import { GUIDE_LIMITS, validateGuideAdvice } from './guide-advice-validator';

const issue = (problem: string) => ({ problem, solutions: [`Check the ${problem.toLowerCase()} first.`] });
const good = () => ({
  commonIssues: [issue('No heat'), issue('Short cycling')],
  maintenanceTips: ['Replace the filter every 3 months.', 'Have it serviced every fall.'],
  safetyPrecautions: ['Turn off the breaker before opening panels.', 'Keep a CO alarm nearby.'],
  professionalHelp: ['Any gas smell or soot.', 'Repeated lockouts or error codes.'],
});

describe('validateGuideAdvice', () => {
  it('returns a well-formed guide unchanged', () => {
    expect(validateGuideAdvice(good())).toEqual(good());
  });

  it('refuses values that are not the guide shape', () => {
    for (const value of [
      null,
      'text',
      42,
      [],
      {},
      { ...good(), commonIssues: 'x' },
      { ...good(), maintenanceTips: null },
    ]) {
      expect(validateGuideAdvice(value)).toBeNull();
    }
    const { professionalHelp: _dropped, ...missing } = good();
    expect(validateGuideAdvice(missing)).toBeNull();
  });

  it('cleans text: whitespace collapsed, control characters removed, duplicates dropped', () => {
    const advice = validateGuideAdvice({
      ...good(),
      maintenanceTips: [
        '  Replace the\n\tfilter  monthly. ',
        'replace the filter monthly.',
        'Clean\u0007 the coils yearly.',
      ],
    });
    expect(advice?.maintenanceTips).toEqual(['Replace the filter monthly.', 'Clean the coils yearly.']);
  });

  it('drops entries of the wrong type or length, and text with web addresses', () => {
    const advice = validateGuideAdvice({
      ...good(),
      commonIssues: [
        ...good().commonIssues,
        { problem: 'No solutions', solutions: [] },
        { problem: 7, solutions: ['Seven is not a problem text.'] },
        { problem: 'x'.repeat(GUIDE_LIMITS.problemChars.max + 1), solutions: ['Too long a problem.'] },
        'not an object',
      ],
      safetyPrecautions: [...good().safetyPrecautions, 'See https://example.com/hack for more.', 'short', 12],
    });
    expect(advice?.commonIssues).toEqual(good().commonIssues);
    expect(advice?.safetyPrecautions).toEqual(good().safetyPrecautions);
  });

  it('refuses a guide left with too few entries after cleaning, and cuts long lists', () => {
    expect(validateGuideAdvice({ ...good(), commonIssues: [issue('Only one')] })).toBeNull();
    expect(validateGuideAdvice({ ...good(), professionalHelp: ['Call a pro.', 'tiny'] })).toBeNull();
    const many = Array.from({ length: 30 }, (_, index) => `Maintenance tip number ${index}.`);
    expect(validateGuideAdvice({ ...good(), maintenanceTips: many })?.maintenanceTips).toHaveLength(
      GUIDE_LIMITS.tips.max,
    );
  });
});
