/**
 * The recall watch as the owner sees it (issue 42): the app syncs its recall mirror from a local CPSC feed
 * (support/recall-feed.ts, RECALLS_CPSC_URL) at start; an equipment of the recalled model shows the 'Recall'
 * badge on its card, the badge opens the recall (facts, why it matched), and 'Not my unit' clears the badge
 * and writes the maintenance log; the card's 'Safety recalls' still lists the answered recall.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { saveScreenshot, test } from './support/browser';
import { chooseCardAction, createHomeViaApi, type HomeFields } from './support/homes';
import { RECALL_TITLE, RECALLED_UNIT } from './support/recall-feed';
import { closeToast, expectToast, newUser, registerViaApi, visible } from './support/ui';

const CABIN: HomeFields = { name: 'Pine Cabin', address: '4 Ridge Rd', city: 'Bend', state: 'OR', zipCode: '97701' };

async function createEquipment(page: Page, data: Record<string, unknown>): Promise<{ id: number }> {
  const response = await page.request.post('/api/equipment', { data });
  if (response.status() !== 201) throw new Error(`POST /api/equipment answered ${response.status()}`);
  return (await response.json()) as { id: number };
}

describe('recall journeys', () => {
  test('a recalled model shows the badge and the recall; "Not my unit" clears it', async ({ page }) => {
    await registerViaApi(page, newUser('recall'));
    const home = await createHomeViaApi(page, CABIN);
    const heater = await createEquipment(page, {
      homeId: home.id,
      name: 'Tankless Water Heater',
      ...RECALLED_UNIT,
      serialNumber: '7423A1234567',
      completed: true,
    });
    await createEquipment(page, { homeId: home.id, name: 'Dishwasher', brand: 'Bosch', completed: true });
    // The mirror is filled by the sync at start: the heater is checked when it is saved or, if the sync ends
    // later, when the sync re-checks every equipment. Wait for that state.
    await expect
      .poll(async () => ((await (await page.request.get(`/api/equipment/${heater.id}/recalls`)).json()) as []).length, {
        timeout: 60_000,
      })
      .toBe(1);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/homes/${home.id}`);
    const card = await visible(page.getByRole('article', { name: 'Tankless Water Heater' }));
    const badge = await visible(card.getByRole('button', { name: /^Recall: see the safety recalls/ }));
    expect(
      await page
        .getByRole('article', { name: 'Dishwasher' })
        .getByRole('button', { name: /recall/i })
        .count(),
    ).toBe(0);
    await saveScreenshot(page, 'recalls-card-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'recalls-card-390');

    await badge.click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Safety recalls: Tankless Water Heater' }));
    const recall = await visible(dialog.getByRole('listitem', { name: RECALL_TITLE }));
    await visible(recall.getByText(/vent connection can separate/));
    await visible(recall.getByText(/800-555-0199/));
    await visible(recall.getByRole('link', { name: 'Read the recall notice' }));
    await visible(recall.getByText('Why it matched'));
    await saveScreenshot(page, 'recalls-dialog-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await saveScreenshot(page, 'recalls-dialog-1280');

    await recall.getByRole('button', { name: 'Not my unit' }).click();
    await expectToast(page, 'Marked as not your unit');
    await closeToast(page);
    await visible(recall.getByText('You said: not your unit'));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => card.getByRole('button', { name: /^Recall: / }).count()).toBe(0);
    await saveScreenshot(page, 'recalls-card-cleared-1280');

    // The answered recall is still there, with the answer, under the card's 'Safety recalls'.
    await chooseCardAction(page, card, 'Safety recalls');
    const again = await visible(page.getByRole('dialog', { name: 'Safety recalls: Tankless Water Heater' }));
    const answered = await visible(again.getByRole('listitem', { name: RECALL_TITLE }));
    await visible(answered.getByText('You said: not your unit'));
    expect(await answered.getByRole('button', { name: 'Not my unit' }).count()).toBe(0);
    await again.getByRole('button', { name: 'Close' }).click();

    const log = (await (await page.request.get(`/api/equipment/${heater.id}/maintenance`)).json()) as {
      description: string;
    }[];
    expect(log.map((record) => record.description)).toEqual([`Not my unit: ${RECALL_TITLE}`]);
  });
});
