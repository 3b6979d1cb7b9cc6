import sharp from 'sharp';

/**
 * A photo of a light plate with four dark text lines on a grey wall (1600 × 1200, JPEG), the plate turned
 * clockwise by `degrees`; `band`: SVG drawn on the plate under its lines (a coloured logo band).
 */
export function platePhoto(degrees: number, plate = '#eeeeea', band = ''): Promise<Buffer> {
  const lines = ['MODEL NO. XG40T06EC36U1', 'SERIAL NO. Q051512345', 'VOLTS 120  HZ 60  PH 1', 'CAPACITY 40 GALLONS']
    .map((text, i) => `<text x="60" y="${190 + i * 60}" font-family="DejaVu Sans" font-size="34">${text}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <rect width="1600" height="1200" fill="#777"/>
    <g transform="rotate(${degrees} 800 600) translate(400 360)">
      <rect width="800" height="480" fill="${plate}"/>${band}${lines}
    </g></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
