/**
 * The instance's own contacts (issue 38): an administrator sets the company's phone, e-mail, booking page and
 * the chat's expected-answer text in the dashboard's Settings tab; a homeowner then sees them in the home page's
 * quick links, the troubleshooting guide and the support chat. Before that, none of them (and no invented
 * number) appears anywhere. Runs against the built app of E2E_DRIVERS; the settings are unset again at the end.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { createEquipmentViaApi, registerOtherUser, type OtherUser } from './support/admin';
import { saveScreenshot, test } from './support/browser';
import { chooseCardAction, createHomeViaApi, type HomeFields } from './support/homes';
import { closeToast, expectToast, heading, newUser, registerViaApi, visible } from './support/ui';

const HOME: HomeFields = { name: 'Birch House', address: '12 Birch Ln', city: 'Eugene', state: 'OR', zipCode: '97401' };
const CONTACTS = {
  supportPhone: '+1 (541) 555-0142',
  supportEmail: 'help@birch-homes.example',
  bookingUrl: 'https://book.birch-homes.example/visit',
  expectedAnswerText: 'We answer within one business day.',
};
const UNSET = { companyName: null, supportPhone: null, supportEmail: null, bookingUrl: null, expectedAnswerText: null };
/** The contacts the app once made up; they must never show again. */
const INVENTED = /555-0199|yourhomebook|calendly/i;

/** [text, href, target] of every link inside `scope`. */
function links(scope: Locator) {
  return scope
    .getByRole('link')
    .evaluateAll((found) =>
      found.map((link) => [link.textContent?.trim(), link.getAttribute('href'), link.getAttribute('target')]),
    );
}

async function openHomePage(page: Page) {
  await page.goto('/');
  await visible(heading(page, 'Your Home'));
  // The quick links read GET /api/settings/public; the photo library link is always there.
  const quickLinks = page.getByRole('navigation', { name: 'Quick links', exact: true });
  await visible(quickLinks.getByRole('link', { name: 'Photo Library', exact: true }));
  return quickLinks;
}

/** Opens the water heater's troubleshooting guide and waits for it; returns the dialog. */
async function openGuide(page: Page, homeId: number) {
  await page.goto(`/homes/${homeId}`);
  const card = page.getByRole('article', { name: 'Water Heater', exact: true });
  await visible(card);
  await chooseCardAction(page, card, 'View Troubleshooting Guide');
  const guide = page.getByRole('dialog', { name: 'Troubleshooting Guide', exact: true });
  await expectToast(page, 'Troubleshooting guide generated', 'Your guide is ready below');
  await closeToast(page);
  return guide;
}

async function openSupportChat(page: Page) {
  await page.getByRole('button', { name: 'Open support chat' }).click();
  return visible(page.getByRole('dialog', { name: 'Chat Support', exact: true }));
}

describe('instance contacts', () => {
  test('with none set no contact appears; once an admin sets them a homeowner sees them', async ({
    page,
    browser,
    app,
  }) => {
    let owner: OtherUser | undefined;
    const admin = newUser('settings-admin');
    await registerViaApi(page, admin, app.adminRegistrationKey);
    try {
      // Whatever an earlier run left: start from nothing set.
      expect((await page.request.patch('/api/admin/settings', { data: UNSET })).status()).toBe(200);

      owner = await registerOtherUser(browser, 'contacts-owner');
      const home = await createHomeViaApi(owner.page, HOME);
      await createEquipmentViaApi(owner.page, {
        homeId: home.id,
        name: 'Water Heater',
        brand: 'Rheem',
        modelNumber: 'XE50M06ST45U1',
        completed: true,
      });

      // Nothing set: only the photo library, no call, mail or booking link, and no invented number.
      const bare = await openHomePage(owner.page);
      await expect.poll(() => links(bare)).toEqual([['Photo Library', '/photos', null]]);
      expect(await owner.page.locator('body').innerText()).not.toMatch(INVENTED);
      let guide = await openGuide(owner.page, home.id);
      const bareQuick = guide.getByRole('region', { name: 'Quick Links', exact: true });
      expect((await links(bareQuick)).map(([text]) => text)).toEqual(['Search for the Manual', 'Rheem Support']);
      expect(await guide.locator('a[href^="tel:"]').count()).toBe(0);
      expect(await guide.innerText()).not.toMatch(INVENTED);
      await saveScreenshot(owner.page, 'settings-guide-without-contacts');

      // The admin sets the contacts in the dashboard's Settings tab; a javascript: link is refused first.
      await page.goto('/admin?tab=settings');
      const form = await visible(page.getByRole('form', { name: 'Settings' }));
      await form.getByLabel('Company name', { exact: true }).fill('Birch Homes');
      await form.getByLabel('Support phone', { exact: true }).fill(CONTACTS.supportPhone);
      await form.getByLabel('Support e-mail', { exact: true }).fill(CONTACTS.supportEmail);
      await form.getByLabel('Booking link', { exact: true }).fill('javascript:alert(document.cookie)');
      await form.getByLabel('Expected answer', { exact: true }).fill(CONTACTS.expectedAnswerText);
      await form.getByRole('button', { name: 'Save settings', exact: true }).click();
      await visible(form.getByText('Booking link must be a web address starting with http:// or https://'));
      await form.getByLabel('Booking link', { exact: true }).fill(CONTACTS.bookingUrl);
      const saved = page.waitForResponse((answer) => answer.url().endsWith('/api/admin/settings'));
      await form.getByRole('button', { name: 'Save settings', exact: true }).click();
      expect((await saved).status()).toBe(200);
      await expectToast(page, 'Settings saved');
      await saveScreenshot(page, 'settings-admin-tab');

      // The homeowner's quick links, guide and support chat show them.
      const quickLinks = await openHomePage(owner.page);
      await expect
        .poll(() => links(quickLinks))
        .toEqual([
          ['Schedule Home Visit', CONTACTS.bookingUrl, '_blank'],
          ['Call Your Home Company', 'tel:+15415550142', null],
          ['Email Support', `mailto:${CONTACTS.supportEmail}`, null],
          ['Photo Library', '/photos', null],
        ]);
      await saveScreenshot(owner.page, 'settings-quick-links');

      guide = await openGuide(owner.page, home.id);
      const quick = guide.getByRole('region', { name: 'Quick Links', exact: true });
      await expect
        .poll(() => links(quick))
        .toEqual([
          [`Call ${CONTACTS.supportPhone}`, 'tel:+15415550142', null],
          ['Book a Home Visit', CONTACTS.bookingUrl, '_blank'],
          ['Search for the Manual', expect.stringMatching(/^https:\/\/www\.google\.com\/search\?q=/), '_blank'],
          ['Rheem Support', expect.stringMatching(/^https:\/\//), '_blank'],
        ]);
      expect(await guide.innerText()).not.toMatch(INVENTED);
      await saveScreenshot(owner.page, 'settings-guide-with-contacts');
      await guide.getByRole('button', { name: 'Close', exact: true }).click();
      await guide.waitFor({ state: 'hidden' });

      const chat = await openSupportChat(owner.page);
      await visible(chat.getByRole('note').filter({ hasText: CONTACTS.expectedAnswerText }));
      await saveScreenshot(owner.page, 'settings-chat-expected-answer');
    } finally {
      await owner?.close();
      await page.request.patch('/api/admin/settings', { data: UNSET });
    }
  });
});
