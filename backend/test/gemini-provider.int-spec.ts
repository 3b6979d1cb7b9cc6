import { Logger } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig } from '../src/core/config/app-config';
import { GeminiClient } from '../src/modules/vision/gemini/gemini-client';
import { GeminiLabelReader } from '../src/modules/vision/gemini/gemini-label-reader';
import { GeminiGuideWriter } from '../src/modules/troubleshooting/gemini-guide-writer';
import { findKnowledgeEntry } from '../src/modules/troubleshooting/knowledge-base/knowledge-base';
import { FakeGemini } from './support/fake-gemini';

const IMAGE = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 0xff, 0xd9]);
const LABEL = {
  brand: 'Rheem',
  modelNumber: 'XG40T06EC36U1',
  serialNumber: 'Q051512345',
  equipmentType: 'Gas Water Heater',
  suggestedName: 'Rheem Gas Water Heater',
  manufactureDate: { year: 2015, month: 5 },
};
const ADVICE = {
  commonIssues: [
    { problem: 'No hot water', solutions: ['Check that the gas valve is on.', 'Relight the pilot per the label.'] },
    { problem: 'Pilot goes out', solutions: ['Clean the air intake screen.', 'Replace the thermocouple.'] },
  ],
  maintenanceTips: ['Flush the tank once a year.', 'Test the relief valve once a year.'],
  safetyPrecautions: ['If you smell gas, leave and call the gas company.', 'Keep flammables away from it.'],
  professionalHelp: ['Any gas smell or soot.', 'A leaking tank needs replacing.'],
};
const HEATER = { name: 'Water Heater', type: 'Gas Water Heater', brand: 'Rheem', modelNumber: 'XG40T06EC36U1' };

/** The failures every Gemini caller must survive: each answer makes the caller fall back. */
const FAILURES = [
  ['malformed JSON', { text: '{"brand": "Rheem", "modelNumber": ' }],
  ['an empty answer', { text: '' }],
  ['HTTP 429', { status: 429, message: 'Resource has been exhausted (e.g. check quota).' }],
  ['HTTP 500', { status: 500, message: 'An internal error has occurred.' }],
  ['HTTP 503', { status: 503 }],
] as const;

describe('Gemini provider against a local server speaking its REST protocol', () => {
  const fake = new FakeGemini();
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-gemini-'));
  let client: GeminiClient;
  let reader: GeminiLabelReader;
  let writer: GeminiGuideWriter;

  const config = (env: Record<string, string>) =>
    new AppConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40), ...env });

  beforeAll(async () => {
    Logger.overrideLogger(false);
    await fake.start();
    client = new GeminiClient(config({ GEMINI_API_KEY: 'test-key', GEMINI_BASE_URL: fake.url }));
    reader = new GeminiLabelReader(client);
    writer = new GeminiGuideWriter(client);
  });
  afterAll(async () => {
    await fake.stop();
    rmSync(dataDir, { recursive: true, force: true });
    Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose']);
  });
  beforeEach(() => fake.reset());

  describe('label reader', () => {
    it('sends the image inline with its mime type and the schema, and returns the validated reading', async () => {
      fake.replyJson(LABEL);
      const reading = await reader.read(IMAGE, 'image/jpeg');
      expect(reading).toEqual({
        brand: 'Rheem',
        modelNumber: 'XG40T06EC36U1',
        serialNumber: 'Q051512345',
        equipmentType: 'Gas Water Heater',
        suggestedName: 'Rheem Gas Water Heater',
        printedManufactureDate: { year: 2015, month: 5 },
        // Gemini's schema asks for no date clues: the offline reading supplies them in the merge.
        dateClues: { latestYearPrinted: null, refrigerant: null },
      });

      expect(fake.requests).toHaveLength(1);
      const [request] = fake.requests;
      expect(request.method).toBe('POST');
      expect(request.path).toBe('/v1beta/models/gemini-2.0-flash:generateContent');
      expect(request.headers['x-goog-api-key']).toBe('test-key');
      expect(request.headers['content-type']).toBe('application/json');
      const parts = request.body.contents[0].parts;
      expect(parts[0].inlineData).toEqual({ mimeType: 'image/jpeg', data: IMAGE.toString('base64') });
      expect(parts[1].text).toMatch(/rating plate/);
      expect(request.body.generationConfig?.responseMimeType).toBe('application/json');
      const schema = request.body.generationConfig?.responseSchema as {
        properties: Record<string, { enum?: string[] }>;
        required: string[];
      };
      expect(Object.keys(schema.properties).sort()).toEqual(
        ['brand', 'equipmentType', 'manufactureDate', 'modelNumber', 'serialNumber', 'suggestedName'].sort(),
      );
      expect(schema.properties.equipmentType.enum).toContain('Gas Water Heater');
      expect(schema.required).toContain('serialNumber');
    });

    it('uses GEMINI_MODEL in the path', async () => {
      const other = new GeminiLabelReader(
        new GeminiClient(
          config({ GEMINI_API_KEY: 'k2', GEMINI_BASE_URL: `${fake.url}/`, GEMINI_MODEL: 'gemini-2.5-flash-lite' }),
        ),
      );
      fake.replyJson(LABEL);
      expect(await other.read(IMAGE, 'image/png')).not.toBeNull();
      expect(fake.requests[0].path).toBe('/v1beta/models/gemini-2.5-flash-lite:generateContent');
      expect(fake.requests[0].headers['x-goog-api-key']).toBe('k2');
      expect(fake.requests[0].body.contents[0].parts[0].inlineData?.mimeType).toBe('image/png');
    });

    it.each(FAILURES)('returns null on %s, after one request (no retries)', async (_name, reply) => {
      fake.reply(reply);
      const started = Date.now();
      await expect(reader.read(IMAGE, 'image/jpeg')).resolves.toBeNull();
      expect(fake.requests).toHaveLength(1);
      expect(Date.now() - started).toBeLessThan(2_000);
    });

    it('returns null on an answer that ignores the schema, and drops implausible fields of a valid one', async () => {
      fake.replyJson({ ...LABEL, brand: 42, modelNumber: ['XG40'] });
      await expect(reader.read(IMAGE, 'image/jpeg')).resolves.toBeNull();
      fake.replyJson([LABEL]);
      await expect(reader.read(IMAGE, 'image/jpeg')).resolves.toBeNull();

      fake.replyJson({ ...LABEL, serialNumber: 'unknown', modelNumber: 'XG40 <b>', manufactureDate: { year: 2999 } });
      await expect(reader.read(IMAGE, 'image/jpeg')).resolves.toMatchObject({
        brand: 'Rheem',
        modelNumber: null,
        serialNumber: null,
        printedManufactureDate: null,
      });
    });

    it('gives up after its timeout and resolves null', async () => {
      const impatient = new GeminiLabelReader(client);
      impatient.timeoutMs = 300;
      fake.reply({ text: JSON.stringify(LABEL), delayMs: 3_000 });
      const started = Date.now();
      await expect(impatient.read(IMAGE, 'image/jpeg')).resolves.toBeNull();
      expect(Date.now() - started).toBeLessThan(1_500);
    });

    it('is disabled without GEMINI_API_KEY and then sends nothing', async () => {
      const offline = new GeminiLabelReader(new GeminiClient(config({ GEMINI_BASE_URL: fake.url })));
      expect(offline.enabled).toBe(false);
      expect(reader.enabled).toBe(true);
      await expect(offline.read(IMAGE, 'image/jpeg')).resolves.toBeNull();
      expect(fake.requests).toHaveLength(0);
    });
  });

  describe('guide writer', () => {
    const entry = findKnowledgeEntry(HEATER);

    it('asks for the guide schema about this equipment and returns the validated advice', async () => {
      fake.replyJson({ ...ADVICE, maintenanceTips: [...ADVICE.maintenanceTips, '  Flush the tank once a year. '] });
      await expect(writer.write(HEATER, entry)).resolves.toEqual(ADVICE);

      const [request] = fake.requests;
      expect(request.path).toBe('/v1beta/models/gemini-2.0-flash:generateContent');
      const prompt = request.body.contents[0].parts.map((part) => part.text).join('\n');
      expect(prompt).toContain('Brand: Rheem');
      expect(prompt).toContain('Model number: XG40T06EC36U1');
      expect(prompt).toContain('Equipment type: Gas Water Heater');
      expect(prompt).toContain(`Equipment family: ${entry.title}`);
      expect(request.body.generationConfig?.responseMimeType).toBe('application/json');
      const schema = request.body.generationConfig?.responseSchema as { required: string[] };
      expect(schema.required.sort()).toEqual(
        ['commonIssues', 'maintenanceTips', 'professionalHelp', 'safetyPrecautions'].sort(),
      );
    });

    it.each(FAILURES)('returns null on %s', async (_name, reply) => {
      fake.reply(reply);
      await expect(writer.write(HEATER, entry)).resolves.toBeNull();
      expect(fake.requests).toHaveLength(1);
    });

    it('returns null on answers that violate the guide shape', async () => {
      fake.replyJson({ ...ADVICE, commonIssues: 'No hot water' });
      await expect(writer.write(HEATER, entry)).resolves.toBeNull();
      fake.replyJson({ ...ADVICE, safetyPrecautions: [] });
      await expect(writer.write(HEATER, entry)).resolves.toBeNull();
      fake.replyJson({ ...ADVICE, commonIssues: [{ problem: 'No hot water', solutions: 'Relight it' }] });
      await expect(writer.write(HEATER, entry)).resolves.toBeNull();
    });
  });
});
