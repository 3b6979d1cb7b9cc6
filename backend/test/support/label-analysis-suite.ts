import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import {
  ANALYSIS_FAILED_MESSAGE,
  LABEL_ANALYSIS_RATE_LIMIT,
} from '../../src/modules/vision/label-analysis/label-analysis-requests.service';
import { OcrWorkerPool } from '../../src/modules/vision/readers/ocr-worker-pool';
import { measurePhotoQuality, PHOTO_ADVICE, photoProblems } from '../../src/modules/vision/image/photo-quality';
import type { PhotoProblem } from '../../src/modules/vision/label-analysis/photo-quality.view';
import { expectStatus, registerLoggedIn } from './accounts';
import { type LabelFixture, readFixtures } from './label-fixtures';
import { openLongRateLimitWindow } from './rate-limit-window';
import { Drivers, TestApp } from './test-app';

const MB = 1024 * 1024;

/** A fixture the pipeline reads completely (decodable serial): the route's happy path. */
export const READABLE = '004-rheem-rheemLetters.jpg';

/** What the analysis of a fixture's photo must answer, however the photo was taken: its codes and its year. */
export const readAsPrinted = (fixture: LabelFixture) => ({
  brand: fixture.brand,
  modelNumber: fixture.modelNumber,
  serialNumber: fixture.serialNumber,
  estimatedAge: {
    alternatives: expect.arrayContaining([expect.objectContaining({ year: fixture.manufactureYear })]),
  },
});

/** POST /api/equipment/analyze end to end (upload checks, job, result, rate limit, nothing kept). */
export function labelAnalysisSuite(drivers: Drivers): void {
  describe(`label analysis route on ${drivers} drivers`, () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await TestApp.start(drivers);
    });
    afterAll(() => t?.stop());

    /** Every object in storage and, with BullMQ, every job left in Redis for the vision queue. */
    const leftovers = async (): Promise<string[]> => {
      const stored = await t.storage.list('');
      const redis = t.redis;
      if (!redis) return stored;
      const prefix = `${t.config.redisPrefix}:vision.analyze:`;
      const keys = await redis.keys(`${prefix}*`);
      // Job hashes are `<prefix><id>` (and `<id>:logs`…); the queue's own bookkeeping keys are named.
      const jobKeys = keys.filter((key) => /^\d+(:|$)/.test(key.slice(prefix.length)));
      const counts = await Promise.all(
        ['wait', 'active', 'completed', 'failed', 'delayed', 'prioritized'].map(async (state) => {
          const key = `${prefix}${state}`;
          const type = await redis.type(key);
          const size = type === 'list' ? await redis.llen(key) : type === 'zset' ? await redis.zcard(key) : 0;
          return size ? [`${state}: ${size}`] : [];
        }),
      );
      return [...stored, ...jobKeys, ...counts.flat()];
    };

    it('requires login', async () => {
      await request(t.http).post('/api/equipment/analyze').attach('image', Buffer.from('x'), 'label.jpg').expect(401);
    });

    it('refuses a missing file, a non-image and an image over 5 MB with the spec messages', async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const missing = expectStatus(await agent.post('/api/equipment/analyze').field('x', '1'), 400);
      expect(missing.body).toEqual({ statusCode: 400, message: 'No file selected' });
      const text = expectStatus(
        await agent.post('/api/equipment/analyze').attach('image', Buffer.from('MODEL XG40 SERIAL Q0515'), {
          filename: 'label.jpg',
          contentType: 'image/jpeg',
        }),
        415,
      );
      expect(text.body).toEqual({ statusCode: 415, message: 'Please upload an image file' });
      const noise = await sharp({
        create: {
          width: 1400,
          height: 1400,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(noise.length).toBeGreaterThan(5 * MB);
      const large = expectStatus(
        await agent
          .post('/api/equipment/analyze')
          .attach('image', noise, { filename: 'large.png', contentType: 'image/png' }),
        413,
      );
      expect(large.body).toEqual({ statusCode: 413, message: 'Please upload an image smaller than 5MB' });
    });

    it('reads a label photo into the analysis result and keeps nothing of it', async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const fixture = readFixtures().find((candidate) => candidate.file === READABLE)!;
      const before = await leftovers();
      const response = expectStatus(
        await agent
          .post('/api/equipment/analyze')
          .attach('image', readFileSync(join(fixture.dir, fixture.file)), 'IMG_0042.jpg'),
        200,
      );
      expect(response.body).toEqual({
        suggestedName: `${fixture.brand} ${fixture.equipmentType}`,
        brand: fixture.brand,
        modelNumber: fixture.modelNumber,
        serialNumber: fixture.serialNumber,
        equipmentType: fixture.equipmentType,
        estimatedAge: {
          years: expect.any(Number),
          confidence: expect.stringMatching(/^(high|medium)$/),
          details: expect.stringMatching(new RegExp(`^Made in \\w+ ${fixture.manufactureYear} — `)),
          alternatives: expect.arrayContaining([expect.objectContaining({ year: fixture.manufactureYear })]),
          // The rule for support, apart from the homeowner's text (issue 43).
          ruleId: 'Rheem MMYY',
        },
      });
      expect(await leftovers()).toEqual(before);
    }, 120_000);

    it("files the reading's type under the known type it names, and a card's new reading keeps it", async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const fixture = readFixtures().find((candidate) => candidate.file === READABLE)!;
      const read = expectStatus(
        await agent
          .post('/api/equipment/analyze')
          .attach('image', readFileSync(join(fixture.dir, fixture.file)), 'a.jpg'),
        200,
      ).body;
      expect(read.equipmentType).toMatch(/^(Gas|Electric) Water Heater$/);
      const [waterHeater] = await t.dataSource.query(`SELECT id FROM equipment_types WHERE name = 'Water Heater'`);
      const home = expectStatus(
        await agent
          .post('/api/homes')
          .send({ name: 'Home', address: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62704' }),
        201,
      ).body;
      const labelReading = { brand: read.brand, modelNumber: read.modelNumber, serialNumber: read.serialNumber };
      const created = expectStatus(
        await agent
          .post('/api/equipment')
          .send({ homeId: home.id, name: read.suggestedName, type: read.equipmentType, labelReading }),
        201,
      ).body;
      expect(created.equipmentTypeId).toBe(waterHeater.id);
      const plan = expectStatus(await agent.get(`/api/equipment/${created.id}/care`), 200).body;
      expect(plan).toMatchObject({ intervalMonths: 12, intervalSource: 'type' });
      // "Take Photo" on the card: a reading that names no known type leaves the known one.
      const retaken = expectStatus(
        await agent.patch(`/api/equipment/${created.id}`).send({ type: 'Boiler', labelReading }),
        200,
      ).body;
      expect([retaken.type, retaken.equipmentTypeId]).toEqual(['Boiler', waterHeater.id]);
    }, 120_000);

    it("reads an iPhone's photo (HEIC) of the label as it reads the same photo as a JPEG", async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const fixture = readFixtures().find((candidate) => candidate.file === READABLE)!;
      const heic = readFileSync(join(fixture.dir, '../heic', READABLE.replace(/\.jpg$/, '.heic')));
      const response = expectStatus(
        await agent.post('/api/equipment/analyze').attach('image', heic, 'IMG_0042.HEIC'),
        200,
      );
      expect(response.body).toMatchObject({ ...readAsPrinted(fixture), equipmentType: fixture.equipmentType });
    }, 120_000);

    it('reads a photo taken sideways or upside down, without an EXIF orientation, as it reads it upright', async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const fixture = readFixtures().find((candidate) => candidate.file === READABLE)!;
      const photo = readFileSync(join(fixture.dir, fixture.file));
      for (const degrees of [90, 180, 270]) {
        // sharp writes no EXIF unless asked: the pixels themselves are turned.
        const turned = await sharp(photo).rotate(degrees).jpeg({ quality: 92 }).toBuffer();
        expect((await sharp(turned).metadata()).orientation).toBeUndefined();
        const response = expectStatus(
          await agent.post('/api/equipment/analyze').attach('image', turned, `turned-${degrees}.jpg`),
          200,
        );
        expect({ degrees, ...response.body }).toMatchObject({ degrees, ...readAsPrinted(fixture) });
      }
    }, 180_000);

    it("reads a label photographed askew, beyond the preparation's straightening, as it reads it level", async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const fixture = readFixtures().find((candidate) => candidate.file === READABLE)!;
      const photo = readFileSync(join(fixture.dir, fixture.file));
      // The preparation straightens up to 10°, the second reader's lines tell the rest.
      const response = expectStatus(
        await agent.post('/api/equipment/analyze').attach('image', await askewPhoto(photo), 'askew.jpg'),
        200,
      );
      expect(response.body).toMatchObject(readAsPrinted(fixture));
    }, 120_000);

    it('reads a label photographed from afar, a small part of a large photo, upright or sideways', async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const fixture = readFixtures().find((candidate) => candidate.file === READABLE)!;
      const label = await sharp(join(fixture.dir, fixture.file)).resize({ width: 1000 }).toBuffer();
      // The label a quarter of a 12-megapixel photo's width, on a plain wall.
      const far = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#6b6b60' } })
        .composite([{ input: label, left: 1500, top: 1200 }])
        .jpeg({ quality: 90 })
        .toBuffer();
      // The same photo turned, without an EXIF orientation: a plate mounted on its side, taken with its appliance.
      const sideways = await sharp(far).rotate(90).jpeg({ quality: 90 }).toBuffer();
      for (const [name, photo] of Object.entries({ far, sideways })) {
        const response = expectStatus(
          await agent.post('/api/equipment/analyze').attach('image', photo, `${name}.jpg`),
          200,
        );
        expect({ name, ...response.body }).toMatchObject({
          name,
          brand: fixture.brand,
          modelNumber: fixture.modelNumber,
          serialNumber: fixture.serialNumber,
        });
      }
      // Smaller still (a fifth of the width), upright, on a blotched wall whose ink bounds take in everything: the
      // second reader sees no line in the whole photo, and finds the label in its parts.
      const wall = await blotchedWall(4000, 3000);
      const small = await sharp(join(fixture.dir, fixture.file)).resize({ width: 800 }).toBuffer();
      const busy = await sharp(wall, { raw: { width: 4000, height: 3000, channels: 3 } })
        .composite([{ input: small, left: 2200, top: 1500 }])
        .jpeg({ quality: 90 })
        .toBuffer();
      const response = expectStatus(await agent.post('/api/equipment/analyze').attach('image', busy, 'busy.jpg'), 200);
      expect(response.body).toMatchObject({ brand: fixture.brand, modelNumber: fixture.modelNumber });
    }, 300_000);

    it('answers a picture without text with empty fields and an unknown age', async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const blank = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8a8f96' } })
        .jpeg()
        .toBuffer();
      const response = expectStatus(await agent.post('/api/equipment/analyze').attach('image', blank, 'wall.jpg'), 200);
      expect(response.body).toEqual({
        suggestedName: null,
        brand: null,
        modelNumber: null,
        serialNumber: null,
        equipmentType: null,
        estimatedAge: { years: null, confidence: 'low', details: expect.any(String), alternatives: [], ruleId: null },
      });
    }, 60_000);

    it('answers 422 PHOTO_UNREADABLE with the reasons for a blurred, a dark and a small photo that read nothing', async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const fixture = readFixtures().find((candidate) => candidate.file === READABLE)!;
      const photo = readFileSync(join(fixture.dir, fixture.file));
      const unreadable = {
        blurry: await sharp(photo).blur(80).jpeg({ quality: 90 }).toBuffer(),
        dark: await sharp(photo).linear(0.004, 0).jpeg({ quality: 90 }).toBuffer(),
        small: await sharp(photo).resize({ height: 120 }).jpeg({ quality: 90 }).toBuffer(),
      };
      const answers: Record<string, unknown> = {};
      for (const [reason, image] of Object.entries(unreadable)) {
        const answer = await agent.post('/api/equipment/analyze').attach('image', image, `${reason}.jpg`);
        answers[reason] = { status: answer.status, ...answer.body };
      }
      expect(answers).toEqual(
        Object.fromEntries(
          Object.keys(unreadable).map((reason) => [
            reason,
            {
              status: 422,
              statusCode: 422,
              code: 'PHOTO_UNREADABLE',
              reasons: expect.arrayContaining([reason]),
              message: expect.stringMatching(/^(The|Glare)/),
            },
          ]),
        ),
      );
      for (const answer of Object.values(answers) as { reasons: PhotoProblem[]; message: string }[]) {
        expect(answer.message).toBe(PHOTO_ADVICE[answer.reasons[0]]);
      }
    }, 240_000);

    it('reads a slightly blurred, dim plate it can read, however its quality measures', async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const fixture = readFixtures().find((candidate) => candidate.file === READABLE)!;
      const soft = await sharp(join(fixture.dir, fixture.file))
        .blur(2.5)
        .linear(0.45, 0)
        .jpeg({ quality: 90 })
        .toBuffer();
      const measures = await measurePhotoQuality(soft);
      const response = expectStatus(await agent.post('/api/equipment/analyze').attach('image', soft, 'soft.jpg'), 200);
      expect({ problems: photoProblems(measures), ...response.body }).toMatchObject({
        problems: expect.arrayContaining(['blurry']),
        brand: fixture.brand,
        serialNumber: fixture.serialNumber,
      });
    }, 120_000);

    it('answers 500 with a clear message when the photo cannot be decoded, and keeps nothing', async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const fixture = readFixtures().find((candidate) => candidate.file === READABLE)!;
      // A readable JPEG header (so it passes the upload check) followed by nothing: decoding fails in the job.
      const truncated = readFileSync(join(fixture.dir, fixture.file)).subarray(0, 4096);
      const before = await leftovers();
      const failed = expectStatus(
        await agent.post('/api/equipment/analyze').attach('image', truncated, 'cut.jpg'),
        500,
      );
      expect(failed.body).toEqual({ statusCode: 500, message: ANALYSIS_FAILED_MESSAGE });
      expect(await leftovers()).toEqual(before);
    }, 60_000);

    it('answers 500 with its message when the readers give up on a photo (a read outlives OCR_READ_SECONDS), then reads the next', async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const fixture = readFixtures().find((candidate) => candidate.file === READABLE)!;
      const photo = readFileSync(join(fixture.dir, fixture.file));
      const pool = t.app.get(OcrWorkerPool);
      const limit = pool.readLimitMs;
      // No read answers within a millisecond: each ends the OCR process, as a photo of noise would after 20 s.
      pool.readLimitMs = 1;
      try {
        const failed = expectStatus(
          await agent.post('/api/equipment/analyze').attach('image', photo, 'label.jpg'),
          500,
        );
        expect(failed.body).toEqual({ statusCode: 500, message: ANALYSIS_FAILED_MESSAGE });
      } finally {
        pool.readLimitMs = limit;
      }
      // The next read starts a new OCR process; on a busy machine its first reads may outlast the configured
      // limit, which this test is not about: it gets all the time the test has.
      pool.readLimitMs = Math.max(limit, 240_000);
      try {
        const read = expectStatus(await agent.post('/api/equipment/analyze').attach('image', photo, 'label.jpg'), 200);
        expect(read.body).toMatchObject({ brand: fixture.brand, modelNumber: fixture.modelNumber });
      } finally {
        pool.readLimitMs = limit;
      }
    }, 300_000);

    it(`limits each user to ${LABEL_ANALYSIS_RATE_LIMIT.limit} analyses a minute (429), not their neighbours`, async () => {
      const agent = t.agent();
      const user = await registerLoggedIn(agent);
      await openLongRateLimitWindow(t, LABEL_ANALYSIS_RATE_LIMIT, user.id);
      const tiny = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer();
      // A tiny blank photo reads nothing and is too small: 422, and it counts against the limit all the same.
      for (let call = 0; call < LABEL_ANALYSIS_RATE_LIMIT.limit; call++) {
        expectStatus(await agent.post('/api/equipment/analyze').attach('image', tiny, 'tiny.png'), 422);
      }
      const limited = expectStatus(await agent.post('/api/equipment/analyze').attach('image', tiny, 'tiny.png'), 429);
      expect(limited.body.message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
      const neighbour = t.agent();
      await registerLoggedIn(neighbour);
      expectStatus(await neighbour.post('/api/equipment/analyze').attach('image', tiny, 'tiny.png'), 422);
      expect(await leftovers()).toEqual([]);
    }, 120_000);
  });
}

/** The photo turned 35° clockwise on a grey wall (no EXIF): a label photographed askew. */
export function askewPhoto(photo: Buffer): Promise<Buffer> {
  return sharp(photo).rotate(35, { background: '#8a8f96' }).jpeg({ quality: 92 }).toBuffer();
}

/** A wall of soft colour blotches with a fine grain (RGB pixels), the same every time. */
async function blotchedWall(width: number, height: number): Promise<Buffer> {
  let seed = 3;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const coarse = { width: Math.ceil(width / 48), height: Math.ceil(height / 48), channels: 3 as const };
  const blotches = Buffer.alloc(coarse.width * coarse.height * 3);
  for (let index = 0; index < blotches.length; index++)
    blotches[index] = [150, 140, 120][index % 3] + Math.round((random() - 0.5) * 50);
  const wall = await sharp(blotches, { raw: coarse }).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
  for (let index = 0; index < wall.length; index++)
    wall[index] = Math.max(0, Math.min(255, wall[index] + Math.round((random() - 0.5) * 14)));
  return wall;
}
