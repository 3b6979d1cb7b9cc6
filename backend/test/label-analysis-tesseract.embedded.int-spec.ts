import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectStatus, registerLoggedIn } from './support/accounts';
import { READABLE, askewPhoto, readAsPrinted } from './support/label-analysis-suite';
import { readFixtures } from './support/label-fixtures';
import { PLATE_MODEL, PLATE_SERIAL, platePhoto } from './support/label-photos';
import { TestApp } from './support/test-app';

/**
 * Label analysis with tesseract alone: what a box under 1 GiB runs (`OCR_SECOND_READER=auto`), and everywhere with
 * `OCR_SECOND_READER=false`. The label analysis suite runs both readers on both driver sets; the reader does not
 * depend on the drivers, so this runs on the embedded ones only.
 */
describe('label analysis with tesseract alone (OCR_SECOND_READER=false)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start('embedded', { OCR_SECOND_READER: 'false' });
  });
  afterAll(() => t?.stop());

  it("reads a label photographed level, askew beyond the preparation's straightening (by its ink's angle), and level with straight lines at another angle", async () => {
    const agent = t.agent();
    await registerLoggedIn(agent);
    const fixture = readFixtures().find((candidate) => candidate.file === READABLE)!;
    const photo = readFileSync(join(fixture.dir, fixture.file));
    for (const [name, taken] of [
      ['level', photo],
      ['askew', await askewPhoto(photo)],
    ] as const) {
      const response = expectStatus(
        await agent.post('/api/equipment/analyze').attach('image', taken, `${name}.jpg`),
        200,
      );
      expect({ name, ...response.body }).toMatchObject({ name, ...readAsPrinted(fixture) });
    }
    // A level plate on a wall that thin dark cables cross at 30°: straight lines the ink's angle takes for the
    // text's, so the photo is also read as it is, and that reading wins.
    const crossed = await platePhoto(0, { wall: '#d8d4cc', cablesAt: 30 });
    const response = expectStatus(
      await agent.post('/api/equipment/analyze').attach('image', crossed, 'cables.jpg'),
      200,
    );
    expect(response.body).toMatchObject({ modelNumber: PLATE_MODEL, serialNumber: PLATE_SERIAL });
  }, 180_000);
});
