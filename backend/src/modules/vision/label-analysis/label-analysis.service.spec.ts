import sharp from 'sharp';
import type { LabelAnalysisResult } from '../label-reading';
import { LabelAnalysisService } from './label-analysis.service';

const NOTHING: LabelAnalysisResult = {
  suggestedName: null,
  brand: null,
  modelNumber: null,
  serialNumber: null,
  equipmentType: null,
  estimatedAge: { years: null, confidence: 'low', details: '', alternatives: [], ruleId: null },
};

/** The service with its reading replaced: what the readers answer is not under test here. */
function serviceReading(analyze: () => Promise<LabelAnalysisResult>): LabelAnalysisService {
  return Object.assign(Object.create(LabelAnalysisService.prototype) as LabelAnalysisService, { analyze });
}

/** A light 1200 × 900 plate with dark print-like strokes, as a JPEG. */
async function platePhoto(): Promise<Buffer> {
  const width = 1200;
  const height = 900;
  const data = Buffer.alloc(width * height, 220);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) if (y % 60 < 30 && x % 18 < 4) data[y * width + x] = 40;
  return sharp(data, { raw: { width, height, channels: 1 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

describe('LabelAnalysisService.readOrExplain', () => {
  it('answers what was read, even from a blurred photo', async () => {
    const blurred = await sharp(await platePhoto())
      .blur(10)
      .jpeg()
      .toBuffer();
    const read = { ...NOTHING, serialNumber: 'Q051512345' };
    await expect(serviceReading(async () => read).readOrExplain(blurred, 'image/jpeg')).resolves.toEqual({
      reading: read,
    });
  });

  it('explains a photo that read nothing by its quality, and answers a good one that read nothing as read', async () => {
    const photo = await platePhoto();
    const dark = await sharp(photo).linear(0.1, 0).jpeg().toBuffer();
    await expect(serviceReading(async () => NOTHING).readOrExplain(dark, 'image/jpeg')).resolves.toEqual({
      unreadable: ['dark'],
    });
    await expect(serviceReading(async () => NOTHING).readOrExplain(photo, 'image/jpeg')).resolves.toEqual({
      reading: NOTHING,
    });
  });

  it('explains a reading that gave up by the quality when it shows a problem, else lets the failure through', async () => {
    const photo = await platePhoto();
    const giveUp = async (): Promise<LabelAnalysisResult> => {
      throw new Error('An OCR read took longer than 20 s');
    };
    const blurred = await sharp(photo).blur(10).jpeg().toBuffer();
    await expect(serviceReading(giveUp).readOrExplain(blurred, 'image/jpeg')).resolves.toEqual({
      unreadable: ['blurry'],
    });
    await expect(serviceReading(giveUp).readOrExplain(photo, 'image/jpeg')).rejects.toThrow('longer than 20 s');
    // Not even sharp can decode it: the reading's failure stands.
    await expect(serviceReading(giveUp).readOrExplain(photo.subarray(0, 600), 'image/jpeg')).rejects.toThrow(
      'longer than 20 s',
    );
  });
});
