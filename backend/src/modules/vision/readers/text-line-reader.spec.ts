/* eslint-disable @typescript-eslint/no-require-imports */
const { decode, inReadingOrder } = require('./text-line-reader.cjs') as {
  decode: (
    tensor: { dims: number[]; data: Float32Array },
    dictionary: string[],
    printable: Uint8Array,
  ) => { text: string; confidence: number };
  inReadingOrder: (
    read: Array<{
      region: { cx: number; cy: number; w: number; h: number; angle: number };
      text: string;
      confidence: number;
    }>,
  ) => Array<{ text: string; confidence: number; bbox: { x0: number; y0: number; x1: number; y1: number } }>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** A CTC output whose best class at each step is the given one (0: blank), with probability 0.9. */
function ctcOutput(bestClasses: number[], classes: number) {
  const data = new Float32Array(bestClasses.length * classes).fill(0.1 / classes);
  bestClasses.forEach((best, step) => (data[step * classes + best] = 0.9));
  return { dims: [1, bestClasses.length, classes], data };
}

describe('the second reader: CTC decoding', () => {
  // blank, A, 1, a CJK character, B, space
  const dictionary = ['', 'A', '1', '中', 'B', ' '];
  const printable = Uint8Array.from([1, 1, 1, 0, 1, 1]);

  it('drops blanks and repeats, and keeps a repeated character split by a blank', () => {
    const { text, confidence } = decode(ctcOutput([1, 1, 0, 2, 0, 2, 4], dictionary.length), dictionary, printable);
    expect(text).toBe('A11B');
    expect(confidence).toBeCloseTo(0.9);
  });

  it('decodes printable ASCII only: a non-Latin class is never emitted, the best printable one is', () => {
    const output = ctcOutput([1, 3, 0, 2], dictionary.length);
    output.data[1 * dictionary.length + 4] = 0.05; // B is the best printable class at step 1
    expect(decode(output, dictionary, printable).text).toBe('AB1');
  });

  it('puts a space where the gap between two characters is much wider than the line pitch', () => {
    // Pitch 2 steps; a gap of 6 between the third and fourth character.
    const steps = [1, 0, 2, 0, 4, 0, 0, 0, 0, 0, 1, 0, 2, 0, 4];
    expect(decode(ctcOutput(steps, dictionary.length), dictionary, printable).text).toBe('A1B A1B');
  });
});

describe('the second reader: lines in reading order', () => {
  const region = (cx: number, cy: number, w = 200, h = 40, angle = 0) => ({ cx, cy, w, h, angle });

  it('joins the regions of one line left to right, and orders the lines top to bottom', () => {
    const lines = inReadingOrder([
      { region: region(600, 305), text: 'Q181504123', confidence: 0.9 },
      { region: region(150, 100), text: 'MODEL', confidence: 0.8 },
      { region: region(200, 300), text: 'SERIAL', confidence: 0.9 },
      { region: region(500, 108), text: 'XE40M06ST45U1', confidence: 1 },
    ]);
    expect(lines.map((line) => line.text)).toEqual(['MODEL  XE40M06ST45U1', 'SERIAL  Q181504123']);
    expect(lines[0].bbox).toEqual({ x0: 50, y0: 80, x1: 600, y1: 128 });
    expect(lines[0].confidence).toBeCloseTo(0.9);
  });

  it('groups the regions of a tilted photo by the text angle, not by their raw heights', () => {
    // Two lines tilted by 5°: the right end of the upper line sits lower than the left end of the lower one.
    const angle = (5 * Math.PI) / 180;
    const at = (x: number, line: number) => region(x, 100 + line * 60 + x * Math.tan(angle), 300, 40, angle);
    const lines = inReadingOrder([
      { region: at(200, 0), text: 'MODEL', confidence: 1 },
      { region: at(900, 0), text: 'RH40', confidence: 1 },
      { region: at(200, 1), text: 'SERIAL', confidence: 1 },
      { region: at(900, 1), text: '5678', confidence: 1 },
    ]);
    expect(lines.map((line) => line.text)).toEqual(['MODEL  RH40', 'SERIAL  5678']);
  });
});
