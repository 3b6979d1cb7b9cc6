/**
 * The recall feeds' panel on the admin System tab (issue 42): the admin sees each feed's sync, at desktop and
 * phone widths. The e2e app runs the CPSC feed only, from a local server (support/recall-feed.ts: nothing is
 * downloaded), synced at start: its row reads 'OK'.
 */
import { describe } from 'vitest';
import { adminTab } from './support/admin';
import { saveScreenshot, test } from './support/browser';
import { registerViaApi, newUser, visible } from './support/ui';

describe('recall feeds panel', () => {
  test('the System tab shows the recall feeds and their switch', async ({ page, app }) => {
    await registerViaApi(page, newUser('recall-admin'), app.adminRegistrationKey);
    await page.goto('/admin');
    await adminTab(page, 'System').click();
    const panel = await visible(page.getByRole('region', { name: 'Recall feeds' }));
    await visible(panel.getByText('OK', { exact: true }));
    await visible(panel.getByRole('button', { name: 'Sync now' }));
    await saveScreenshot(page, 'admin-system-recall-feeds');
    await page.setViewportSize({ width: 390, height: 844 });
    await visible(page.getByRole('region', { name: 'Recall feeds' }));
    await saveScreenshot(page, 'admin-system-recall-feeds-phone');
  });
});
