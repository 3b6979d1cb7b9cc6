/**
 * Sharing a home (issue 15, docs/sharing-frontend.md): the owner invites by the Share dialog, the invited user
 * accepts the e-mailed link and, as a viewer, finds no button that changes the home; then the owner hands the
 * home over to a third user, who accepts and owns it. Needs the invitation and transfer backend.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { expectNoSeriousViolations } from './support/accessibility';
import { createEquipmentViaApi } from './support/admin';
import { saveScreenshot, test, UI_TIMEOUT_MS } from './support/browser';
import { createHomeViaApi, homeCard } from './support/homes';
import { latestLinkTo } from './support/mail';
import {
  answerCaptcha,
  captchaAnswer,
  expectAbsent,
  expectToast,
  fillRegisterForm,
  heading,
  newUser,
  registerViaApi,
  shownCaptchaQuestion,
  visible,
  waitForPath,
} from './support/ui';

async function otherUser(browser: Browser, prefix: string) {
  const { baseUrl } = inject('e2eApp');
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  const page = await context.newPage();
  const user = newUser(prefix);
  await registerViaApi(page, user);
  return { ...user, page, close: () => context.close() };
}

describe('sharing a home', () => {
  test('invite a viewer, who reads but changes nothing; transfer the home to a new owner', async ({
    page,
    browser,
    app,
  }) => {
    const owner = newUser('owner');
    await registerViaApi(page, owner);
    const home = await createHomeViaApi(page, {
      name: 'Shared Cottage',
      address: '1 Elm St',
      city: 'Salem',
      state: 'OR',
      zipCode: '97301',
    });
    await createEquipmentViaApi(page, { homeId: home.id, name: 'Boiler', brand: 'Viessmann', completed: true });
    const viewer = await otherUser(browser, 'viewer');
    const buyer = await otherUser(browser, 'buyer');
    try {
      // The owner invites by the Share dialog.
      await page.goto(`/homes/${home.id}`);
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      const share = await visible(page.getByRole('dialog', { name: /Share Shared Cottage/ }));
      // The people come by their own request; their list takes the loading spinner's place and moves the
      // form below it, so the form is used once the list is there (a click during that shift hit the text).
      await visible(share.getByRole('list', { name: 'People with access' }));
      await share.getByRole('textbox', { name: 'Email' }).fill(viewer.email);
      await share.getByRole('button', { name: 'Send invitation' }).click();
      await expectToast(page, 'Invitation sent');
      await visible(share.getByText(viewer.email));
      await expectNoSeriousViolations(page, 'share-dialog');
      await saveScreenshot(page, 'sharing-01-share-dialog');
      await page.keyboard.press('Escape');

      // The viewer accepts the e-mailed link and lands on the home.
      const invitation = await latestLinkTo(app, viewer.email, 'invitations');
      await viewer.page.goto(new URL(invitation).pathname);
      await visible(heading(viewer.page, 'Join Shared Cottage'));
      await viewer.page.getByRole('button', { name: 'Accept', exact: true }).click();
      await waitForPath(viewer.page, `/homes/${home.id}`);
      await visible(viewer.page.getByText('Shared with you · Viewer'));
      await visible(viewer.page.getByRole('article', { name: 'Boiler', exact: true }));
      for (const name of ['Add Equipment', 'Edit Equipment', 'Take Photo']) {
        await expectAbsent(viewer.page.getByRole('button', { name, exact: true }));
      }
      await expectAbsent(viewer.page.getByLabel('Add/Update Home Photo'));
      await saveScreenshot(viewer.page, 'sharing-02-viewer-home');

      // The link works once.
      await viewer.page.goto(new URL(invitation).pathname);
      await visible(viewer.page.getByText('This invitation was already used or has expired'));

      // The owner hands the home over.
      await page.getByRole('button', { name: 'More home actions' }).click();
      await page.getByRole('menuitem', { name: 'Transfer to a new owner' }).click();
      const transfer = await visible(page.getByRole('dialog', { name: 'Transfer to a new owner' }));
      await transfer.getByRole('textbox', { name: "New owner's email" }).fill(buyer.email);
      await transfer.getByRole('checkbox', { name: 'I understand that I will lose access to this home' }).check();
      await expectNoSeriousViolations(page, 'transfer-dialog');
      await transfer.getByRole('button', { name: 'Transfer home' }).click();
      await expectToast(page, 'Transfer started');
      await visible(transfer.getByRole('button', { name: 'Cancel transfer' }));

      const handOver = await latestLinkTo(app, buyer.email, 'transfers');
      await buyer.page.goto(new URL(handOver).pathname);
      await visible(heading(buyer.page, 'Take over Shared Cottage'));
      await buyer.page.getByRole('button', { name: 'Accept', exact: true }).click();
      await waitForPath(buyer.page, `/homes/${home.id}`);
      // On the phone the home's secondary actions wait behind 'Home actions'.
      await buyer.page.getByRole('button', { name: 'Home actions', exact: true }).click();
      await visible(buyer.page.getByRole('button', { name: 'More home actions' }));
      await expectAbsent(buyer.page.getByText(/Shared with you/));

      // The former owner no longer has it.
      await page.goto('/');
      await visible(heading(page, 'Your Home'));
      expect(await homeCard(page, 'Shared Cottage').count()).toBe(0);
    } finally {
      await viewer.close();
      await buyer.close();
    }
  });

  test('a signed-out visitor sees what the invitation is, registers, and lands back on it', async ({
    page,
    browser,
    app,
  }) => {
    const owner = newUser('dana');
    await registerViaApi(page, owner);
    const home = await createHomeViaApi(page, {
      name: 'Lake House',
      address: '2 Shore Rd',
      city: 'Bend',
      state: 'OR',
      zipCode: '97701',
    });
    const guest = newUser('guest');
    const invited = await page.request.post(`/api/homes/${home.id}/invitations`, {
      data: { email: guest.email, role: 'editor' },
    });
    expect(invited.status()).toBe(201);
    const link = new URL(await latestLinkTo(app, guest.email, 'invitations')).pathname;

    const context = await browser.newContext({ baseURL: app.baseUrl, viewport: { width: 390, height: 844 } });
    context.setDefaultTimeout(UI_TIMEOUT_MS);
    const visitor = await context.newPage();
    try {
      // Signed out: what the link is, and the way in.
      await visitor.goto(link);
      await visible(heading(visitor, 'Join Lake House'));
      await visible(visitor.getByText(`Sign in or create an account to join ${owner.username}'s 'Lake House'`));
      await expectAbsent(visitor.getByRole('button', { name: 'Accept', exact: true }));
      await expectNoSeriousViolations(visitor, 'invitation-signed-out');
      await saveScreenshot(visitor, 'sharing-03-invitation-signed-out');

      // Registering (the Register tab of the sign-in page) comes back to the link, which can now be accepted.
      await visitor.getByRole('link', { name: 'Sign in or create an account', exact: true }).click();
      await waitForPath(visitor, '/auth');
      await visitor.getByRole('tab', { name: 'Register' }).click();
      const question = await shownCaptchaQuestion(visitor);
      await fillRegisterForm(visitor, guest);
      await answerCaptcha(visitor, captchaAnswer(question));
      await visitor.getByRole('button', { name: 'Register', exact: true }).click();
      await waitForPath(visitor, link);
      await visible(heading(visitor, 'Join Lake House'));
      await visitor.getByRole('button', { name: 'Accept', exact: true }).click();
      await waitForPath(visitor, `/homes/${home.id}`);
      await visible(visitor.getByText('Shared with you · Editor'));
    } finally {
      await context.close();
    }
  });
});
