/**
 * The admin System tab's health panel (issue 40): an admin opens the tab and sees every part of the instance
 * healthy, the queues and who runs the jobs (a worker's heartbeat with the services drivers, the app process on
 * the embedded default), at phone and desktop widths. Runs against the built app started by the global setup
 * with the driver set of E2E_DRIVERS.
 */
import { describe, expect, inject } from 'vitest';
import { adminTab } from './support/admin';
import { saveScreenshot, test } from './support/browser';
import { newUser, registerViaApi, visible } from './support/ui';

const PARTS = ['database', 'queue', 'object storage', 'mail', 'label readers'];

describe('admin system tab', () => {
  test('shows each part healthy, the queues and the workers, on a phone and a desktop', async ({ page, app }) => {
    const drivers = inject('e2eApp').drivers;
    await registerViaApi(page, newUser('system-admin'), app.adminRegistrationKey);
    for (const size of [
      { name: 'phone', width: 390, height: 844 },
      { name: 'desktop', width: 1280, height: 800 },
    ]) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/admin?tab=system');
      await expect.poll(() => adminTab(page, 'System').getAttribute('aria-selected')).toBe('true');
      await visible(page.getByText('Every part is working.'));
      const parts = page.getByRole('list', { name: 'Parts' }).getByRole('listitem');
      expect(await parts.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))).toEqual(PARTS);
      for (const part of PARTS) {
        const state = await page
          .getByRole('listitem', { name: part, exact: true })
          .locator('.MuiChip-label')
          .innerText();
        expect(['up', 'idle']).toContain(state);
      }
      const queues = page.getByRole('table', { name: 'Queue depths' });
      await visible(queues.getByRole('cell', { name: 'mail.send', exact: true }));
      const workers = page.getByRole('list', { name: 'Workers' });
      await visible(
        drivers === 'services'
          ? workers.getByText(/last heartbeat/)
          : workers.getByText(/Jobs run inside the app process/),
      );
      await visible(page.getByLabel('Versions'));
      expect(await page.getByLabel('Versions').innerText()).toMatch(/^Version \d+\.\d+\.\d+ · schema \w+\d{13} · up /);
      // Nothing wider than the screen on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await saveScreenshot(page, `admin-system-${size.name}`);
    }
  });
});
