import { InkPoints, estimateSkew, inkBounds, inkMask, textSizedInk } from './skew-estimate';

/** Ink points from [x, y] pairs. */
const ink = (points: Array<[number, number]>): InkPoints => ({
  x: Int32Array.from(points, ([x]) => x),
  y: Int32Array.from(points, ([, y]) => y),
});

/** Ink points of a few parallel text lines turned by `degrees` (clockwise, y pointing down). */
function textLines(degrees: number, origin = { x: 100, y: 80 }): InkPoints {
  const radians = (degrees * Math.PI) / 180;
  const points: Array<[number, number]> = [];
  for (let line = 0; line < 6; line++) {
    for (let x = 0; x < 300; x += 2) {
      if ((x / 2) % 7 === 6) continue; // gaps between "words"
      for (let stroke = 0; stroke < 3; stroke++) {
        const y = line * 30 + stroke;
        points.push([
          Math.round(origin.x + x * Math.cos(radians) - y * Math.sin(radians)),
          Math.round(origin.y + x * Math.sin(radians) + y * Math.cos(radians)),
        ]);
      }
    }
  }
  return ink(points);
}

describe('estimateSkew', () => {
  it.each([-6.5, -2, 0, 1.3, 4.8])('finds text turned by %s° within a fifth of a degree', (degrees) => {
    expect(Math.abs(estimateSkew(textLines(degrees), 600, 450) - degrees)).toBeLessThanOrEqual(0.2);
  });

  it('answers 0 when there is almost no ink', () => {
    expect(estimateSkew(ink([[1, 1]]), 600, 450)).toBe(0);
  });
});

describe('textSizedInk', () => {
  /** Letters: 6 × 10 px blocks, 4 px apart, in two lines (row order, as inkMask lists them). */
  function letters(): Array<[number, number]> {
    const points: Array<[number, number]> = [];
    for (const top of [100, 130])
      for (let y = top; y < top + 10; y++) for (let x = 100; x < 300; x++) if ((x - 100) % 10 < 6) points.push([x, y]);
    return points;
  }
  /** A straight line, 2 px thick, at `degrees` across a 600 × 450 image. */
  function cable(degrees: number): Array<[number, number]> {
    const points: Array<[number, number]> = [];
    const slope = Math.tan((degrees * Math.PI) / 180);
    for (let x = 0; x < 600; x++) {
      const y = Math.round(300 + (x - 300) * slope);
      if (y >= 0 && y < 449) points.push([x, y], [x, y + 1]);
    }
    return points;
  }
  const inRowOrder = (points: Array<[number, number]>) =>
    ink([...new Map(points.map((p) => [p[1] * 600 + p[0], p])).values()].sort((a, b) => a[1] - b[1] || a[0] - b[0]));

  it('keeps the marks no longer than the given side and drops a line across the image', () => {
    const text = textSizedInk(inRowOrder([...letters(), ...cable(30)]), 600, 450, 60);
    expect(text).toEqual(inRowOrder(letters()));
  });

  it('lets the text, not a line across it, decide the skew', () => {
    const all = inRowOrder([...letters(), ...cable(30)]);
    expect(Math.abs(estimateSkew(all, 600, 450, 45) - 30)).toBeLessThanOrEqual(1);
    expect(Math.abs(estimateSkew(textSizedInk(all, 600, 450, 60), 600, 450, 45))).toBeLessThanOrEqual(0.5);
  });
});

describe('inkMask', () => {
  it('keeps pixels clearly darker than a light neighbourhood only', () => {
    const image = { data: Uint8Array.from([200, 40, 190, 20]), width: 2, height: 2 };
    const localMean = Uint8Array.from([200, 200, 200, 60]);
    expect(inkMask(image, localMean)).toEqual(ink([[1, 0]]));
  });

  it('lists the points in row order', () => {
    const image = { data: Uint8Array.from([10, 200, 10, 10]), width: 2, height: 2 };
    const localMean = Uint8Array.from([200, 200, 200, 200]);
    expect(inkMask(image, localMean)).toEqual(
      ink([
        [0, 0],
        [0, 1],
        [1, 1],
      ]),
    );
  });
});

describe('inkBounds', () => {
  it('frames the text with a margin, more above and below (brand bands)', () => {
    const box = inkBounds(textLines(0, { x: 200, y: 150 }), 1000, 800)!;
    expect(box.left).toBeLessThan(200);
    expect(box.left + box.width).toBeGreaterThan(498);
    expect(box.top).toBeLessThan(150 - 0.3 * 152);
    expect(box.top + box.height).toBeGreaterThan(302 + 0.3 * 152);
  });

  it('does not crop when the text fills the image', () => {
    expect(inkBounds(textLines(0, { x: 0, y: 0 }), 300, 160)).toBeNull();
  });
});
