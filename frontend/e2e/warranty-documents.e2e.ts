/**
 * Warranty documents as people keep them (issue 38, point 3), through the real UI against the built app
 * of E2E_DRIVERS: a new warranty starts at the equipment's installation date, a length sets its end, a
 * PDF is uploaded, shown as its first page, and opens in a new tab as application/pdf; a file that only
 * claims to be a PDF is refused.
 */
import type { Response } from 'playwright-core';
import { describe, expect } from 'vitest';
import { saveScreenshot, test } from './support/browser';
import { apiResponse, chooseCardAction, createHomeViaApi, expectImageLoaded, type HomeFields } from './support/homes';
import { closeToast, expectToast, heading, newUser, registerViaApi, visible } from './support/ui';

const LAKE_HOUSE: HomeFields = {
  name: 'Lake House',
  address: '4 Shore Dr',
  city: 'Madison',
  state: 'WI',
  zipCode: '53703',
};

/** A real one-page PDF (catalog, page tree, a page with a line of Helvetica text, cross-reference table). */
function policyPdf(line: string): Buffer {
  const text = `BT /F1 18 Tf 72 720 Td (${line}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe('warranty documents', () => {
  test('a PDF warranty document is uploaded, shown as its first page and opened in a new tab', async ({
    page,
    context,
  }) => {
    await registerViaApi(page, newUser('pdfwarranty'));
    const home = await createHomeViaApi(page, LAKE_HOUSE);
    const created = await page.request.post('/api/equipment', {
      data: { homeId: home.id, name: 'Water Heater', brand: 'Rheem', installationDate: '2020' },
    });
    expect(created.status()).toBe(201);
    await page.goto(`/homes/${home.id}`);
    await visible(heading(page, LAKE_HOUSE.name));
    const card = page.getByRole('article', { name: 'Water Heater', exact: true });
    await visible(card);

    await chooseCardAction(page, card, 'Manage Warranty');
    const warranty = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('heading', { name: 'Warranty Information' }) });
    await visible(warranty);
    // A new warranty starts when the heater was installed, not today; a length sets the end.
    await visible(warranty.getByRole('button', { name: 'Start Date: January 1, 2020', exact: true }));
    await visible(warranty.getByText('From the installation date', { exact: true }));
    await warranty.getByRole('combobox', { name: 'Length', exact: true }).click();
    await page.getByRole('option', { name: '10 years', exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await visible(warranty.getByRole('button', { name: 'End Date: January 1, 2030', exact: true }));
    await saveScreenshot(page, 'warranty-form-length');

    const upload = warranty.locator('input[type="file"][aria-label="Upload Document"]');
    // A text file named .pdf is refused by the server (the browser only sees the name and type).
    const refused = page.waitForResponse(apiResponse('POST', /^\/api\/warranties\/new\/documents$/));
    await upload.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 no') });
    expect((await refused).status()).toBe(415);
    await expectToast(page, 'Failed to upload document', /Please upload a PDF or an image file/);
    await closeToast(page);

    const pdf = policyPdf('Rheem water heater - 10 year tank warranty');
    const sent = page.waitForResponse(apiResponse('POST', /^\/api\/warranties\/new\/documents$/));
    await upload.setInputFiles({ name: 'Rheem warranty.pdf', mimeType: 'application/pdf', buffer: pdf });
    const sentResponse = await sent;
    expect(sentResponse.status()).toBe(201);
    const document = (await sentResponse.json()) as { fileUrl: string; fileType: string; thumbnailUrl: string };
    expect(document.fileType).toBe('application/pdf');
    expect(document.thumbnailUrl).toMatch(/^\/api\/files\/.+\.jpg$/);
    await expectToast(page, 'Document uploaded');
    await closeToast(page);
    // The PDF shows as its first page, drawn by the server when it was uploaded.
    const firstPage = warranty
      .getByRole('link', { name: 'Rheem warranty.pdf', exact: true })
      .getByTestId('pdf-thumbnail');
    expect(await expectImageLoaded(firstPage)).toMatchObject({ width: 240 });

    const saved = page.waitForResponse(apiResponse('POST', /^\/api\/warranties$/));
    await warranty.getByRole('button', { name: 'Add Warranty', exact: true }).click();
    const savedResponse = await saved;
    expect(savedResponse.status()).toBe(201);
    expect(await savedResponse.json()).toMatchObject({ startDate: '2020-01-01', endDate: '2030-01-01' });
    await expectToast(page, 'Warranty added successfully');
    await closeToast(page);

    // The summary lists the PDF as its first page; it opens in a new tab, served as application/pdf.
    const link = warranty.getByRole('link', { name: 'Rheem warranty.pdf', exact: true });
    await expectImageLoaded(link.getByTestId('pdf-thumbnail'));
    expect(await link.getAttribute('href')).toBe(document.fileUrl);
    expect(await link.getAttribute('target')).toBe('_blank');
    await saveScreenshot(page, 'warranty-pdf-document');

    const pdfResponses: Response[] = [];
    context.on('response', (response) => {
      if (new URL(response.url()).pathname === document.fileUrl) pdfResponses.push(response);
    });
    const opened = context.waitForEvent('page');
    await link.click();
    const tab = await opened;
    await expect.poll(() => tab.url()).toContain(document.fileUrl);
    await expect.poll(() => pdfResponses.length).toBeGreaterThan(0);
    const served = pdfResponses[0];
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('application/pdf');
    expect(served.headers()['content-disposition']).toBeUndefined();
    // The tab shows it in Chromium's PDF viewer (whose page stands in for the body); the file is the one sent.
    const file = await page.request.get(document.fileUrl);
    expect(Buffer.compare(await file.body(), pdf)).toBe(0);
    await tab.close();
  });
});
