/**
 * Backups in the admin's System tab (issue 40): an admin clicks "Back up now", the backup appears in the list
 * with its size, and its download is the backup file (a zip with its manifest). At 390 px and desktop. Runs
 * against the built app started by the global setup with the driver set of E2E_DRIVERS.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { adminTab } from './support/admin';
import { saveScreenshot, test } from './support/browser';
import { newUser, registerViaApi, visible } from './support/ui';

describe('system tab: backups', () => {
  test('an admin backs up now, sees the backup listed and downloads it', async ({ page, app }) => {
    await registerViaApi(page, newUser('backup-admin'), app.adminRegistrationKey);
    await page.goto('/admin');
    await adminTab(page, 'System').click();
    const panel = await visible(page.getByRole('region', { name: 'Backups' }));
    await visible(panel.getByText(/Scheduled: .* \(UTC\) · next run/));
    const list = panel.getByRole('list', { name: 'Backups' });
    const before = (await list.count()) ? await list.getByRole('listitem').count() : 0;

    const made = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/backups') && response.request().method() === 'POST',
      { timeout: 120_000 },
    );
    await panel.getByRole('button', { name: 'Back up now' }).click();
    const answer = await made;
    expect(answer.status()).toBe(201);
    const backup = (await answer.json()) as { name: string; sizeBytes: number };
    await expect.poll(() => list.getByRole('listitem').count()).toBe(before + 1);
    const row = list.getByRole('listitem').first();
    await visible(row.getByText(/MB|KB/));
    await visible(row.getByText(/on demand/));

    const downloadDir = mkdtempSync(join(tmpdir(), 'hb-backup-download-'));
    try {
      const downloaded = page.waitForEvent('download', { timeout: 60_000 });
      downloaded.catch(() => undefined);
      await row.getByRole('link', { name: /Download backup/ }).click();
      const download = await downloaded;
      expect(download.suggestedFilename()).toBe(backup.name);
      const file = join(downloadDir, backup.name);
      await download.saveAs(file);
      const bytes = readFileSync(file);
      expect(bytes.length).toBe(backup.sizeBytes);
      expect(bytes.subarray(0, 2).toString()).toBe('PK');
      expect(bytes.includes(Buffer.from('manifest.json'))).toBe(true);
    } finally {
      rmSync(downloadDir, { recursive: true, force: true });
    }
    await saveScreenshot(page, 'system-backups-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await visible(panel.getByRole('button', { name: 'Back up now' }));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'system-backups-phone');
  });
});
