/**
 * Auth journeys through the real UI (spec §2, §4, §5, §8), against the built app started by the global
 * setup with the driver set of E2E_DRIVERS.
 */
import type { Request } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { saveScreenshot, test } from './support/browser';
import { latestResetLink, mailsTo } from './support/mail';
import {
  accountMenuButton,
  answerCaptcha,
  appHeader,
  captchaAnswer,
  closeToast,
  expectAbsent,
  expectToast,
  fillRegisterForm,
  heading,
  loginViaUi,
  logoutViaUi,
  newUser,
  openRegisterTab,
  registerViaApi,
  shownCaptchaQuestion,
  submitLogin,
  visible,
  waitForPath,
} from './support/ui';

const INVALID_LINK_TEXT = 'This password reset link is invalid or has expired.';

describe('auth journeys', () => {
  test('routes send visitors where they belong', async ({ page }) => {
    for (const path of ['/', '/profile', '/admin']) {
      await page.goto(path);
      await waitForPath(page, '/auth');
      await visible(page.getByRole('tab', { name: 'Login', selected: true }));
    }
    await visible(page.getByRole('heading', { name: 'Document Your Home Equipment' }));
    await visible(page.getByRole('button', { name: 'Forgot your password?' }));
    await saveScreenshot(page, 'auth-login-tab');

    await page.goto('/no/such/page');
    await visible(heading(page, '404 Page Not Found'));
    expect(new URL(page.url()).pathname).toBe('/no/such/page');
    await saveScreenshot(page, '404');

    const user = newUser('router');
    await registerViaApi(page, user);

    await page.goto('/auth');
    await waitForPath(page, '/');
    await visible(heading(page, 'Your Home'));

    await page.goto('/admin');
    await waitForPath(page, '/');
    await visible(heading(page, 'Your Home'));
    await expectAbsent(heading(page, 'Admin Dashboard'));

    await page.goto('/still/not/a/page');
    await visible(heading(page, '404 Page Not Found'));
  });

  test('register, log out, and log in again', async ({ page }) => {
    const user = newUser('journey');

    // The form asks for a captcha when it appears; remember which one.
    const firstCaptcha = page.waitForResponse((r) => r.url().endsWith('/api/auth/captcha'));
    await openRegisterTab(page);
    const first = (await (await firstCaptcha).json()) as { captchaId: string; question: string };
    expect(await shownCaptchaQuestion(page)).toBe(first.question);
    await saveScreenshot(page, 'auth-register-tab');

    // A wrong answer: toast, a new question, and the answer field emptied.
    await fillRegisterForm(page, user);
    await answerCaptcha(page, captchaAnswer(first.question) + 1);
    const nextCaptcha = page.waitForResponse((r) => r.url().endsWith('/api/auth/captcha'));
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expectToast(page, 'Incorrect answer', 'Please try the math question again');
    const second = (await (await nextCaptcha).json()) as { captchaId: string; question: string };
    expect(second.captchaId).not.toBe(first.captchaId);
    await visible(page.getByLabel(second.question, { exact: true }));
    expect(await page.getByLabel(second.question, { exact: true }).inputValue()).toBe('');
    expect(new URL(page.url()).pathname).toBe('/auth');
    await saveScreenshot(page, 'auth-register-wrong-captcha');
    await closeToast(page);

    // The right answer registers and signs in.
    await page.getByLabel(second.question, { exact: true }).fill(String(captchaAnswer(second.question)));
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await waitForPath(page, '/');
    await visible(heading(page, 'Your Home'));
    const header = appHeader(page);
    expect((await accountMenuButton(page).innerText()).trim()).toBe(user.username.charAt(0).toUpperCase());
    await visible(header.getByRole('link', { name: 'Photo Library' }));
    await expectAbsent(header.getByRole('link', { name: 'Admin Dashboard' }));
    await saveScreenshot(page, 'home');

    await accountMenuButton(page).click();
    await visible(page.getByRole('menu').getByText(user.username, { exact: true }));
    await visible(page.getByRole('menuitem', { name: 'Profile' }));
    await saveScreenshot(page, 'home-account-menu');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });

    await logoutViaUi(page);

    // Empty login: the required messages, and nothing is sent.
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/login') loginCalls.push(request.method());
    });
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await visible(page.getByText('Username is required', { exact: true }));
    await visible(page.getByText('Password is required', { exact: true }));
    expect(loginCalls).toEqual([]);
    await saveScreenshot(page, 'auth-login-required');

    // A wrong password.
    await submitLogin(page, user.username, `${user.password}-wrong`);
    const reason = await expectToast(page, 'Login failed');
    expect(reason).not.toBe('');
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(loginCalls).toEqual(['POST']);
    await saveScreenshot(page, 'auth-login-failed');
    await closeToast(page);

    await loginViaUi(page, user);
    expect((await accountMenuButton(page).innerText()).trim()).toBe(user.username.charAt(0).toUpperCase());
  });

  test('sign in, sign out, sign in again: the browser stays trusted, with no extra step', async ({ page, app }) => {
    const user = newUser('returning');
    await registerViaApi(page, user);
    const deviceCookie = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'hb.device');
    const registered = await deviceCookie();
    expect(registered).toMatchObject({ httpOnly: true, path: '/api/', sameSite: 'Lax' });

    await page.goto('/');
    await visible(heading(page, 'Your Home'));
    await logoutViaUi(page);
    // Signing out ends the session but keeps the device cookie.
    expect((await deviceCookie())?.value).toBe(registered!.value);

    // Every state-changing call of the page carries our own Origin, which the server accepts.
    const logins: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/login') logins.push(request);
    });
    await loginViaUi(page, user);
    const origins = await Promise.all(logins.map(async (request) => (await request.allHeaders())['origin']));
    expect(origins).toEqual([app.baseUrl]);
    const rotated = await deviceCookie();
    expect(rotated?.value).toBeTruthy();
    expect(rotated!.value).not.toBe(registered!.value);
    // A known browser: no "new sign-in" e-mail.
    expect(mailsTo(app, user.email)).toEqual([]);

    await logoutViaUi(page);
    await loginViaUi(page, user);
    await page.goto('/profile');
    const devices = page.getByRole('list', { name: 'Trusted devices' });
    await visible(devices);
    await visible(devices.getByText('This device', { exact: true }));
    expect(await devices.getByRole('listitem').count()).toBe(1);
    await saveScreenshot(page, 'profile-trusted-devices');
  });

  test('forgot password: mail, new password, single-use link', async ({ page, app }) => {
    const user = newUser('forgetful');
    await registerViaApi(page, user);
    await page.context().clearCookies();

    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await visible(dialog);
    await dialog.getByLabel('Email', { exact: true }).fill(user.email);
    await saveScreenshot(page, 'auth-forgot-password-dialog');
    const mailsBefore = mailsTo(app, user.email).length;
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expectToast(
      page,
      'Password reset email sent',
      'If an account with that email exists, a password reset link has been sent.',
    );
    await dialog.waitFor({ state: 'hidden' });

    const link = await latestResetLink(app, user.email, { notBefore: mailsBefore });
    expect(link.startsWith(`${app.baseUrl}/reset-password?token=`)).toBe(true);

    await page.goto(link);
    await visible(heading(page, 'Set a new password'));
    await saveScreenshot(page, 'reset-password-form');
    const newPassword = page.getByLabel('New password', { exact: true });
    const confirmPassword = page.getByLabel('Confirm password', { exact: true });
    const submit = page.getByRole('button', { name: 'Reset password', exact: true });

    await newPassword.fill('brand-new-secret');
    await confirmPassword.fill('brand-new-secreT');
    await submit.click();
    await visible(page.getByText("Passwords don't match", { exact: true }));
    await saveScreenshot(page, 'reset-password-mismatch');

    await newPassword.fill('short');
    await confirmPassword.fill('short');
    await submit.click();
    await expectToast(page, 'Password too short', 'Password must be at least 6 characters long.');
    await closeToast(page);

    await newPassword.fill('brand-new-secret');
    await confirmPassword.fill('brand-new-secret');
    await submit.click();
    await visible(heading(page, 'Password reset successful'));
    await saveScreenshot(page, 'reset-password-success');
    await page.getByRole('link', { name: 'Continue to Login' }).click();
    await waitForPath(page, '/auth');

    await submitLogin(page, user.username, user.password);
    await expectToast(page, 'Login failed');
    await closeToast(page);
    await loginViaUi(page, { ...user, password: 'brand-new-secret' });

    // The link worked once.
    await page.goto(link);
    await visible(heading(page, 'Invalid reset link'));
    await visible(page.getByText(INVALID_LINK_TEXT, { exact: true }));
    await visible(page.getByRole('link', { name: 'Back to Login' }));
    await saveScreenshot(page, 'reset-password-used-link');

    await page.goto('/reset-password');
    await visible(heading(page, 'Invalid reset link'));
    await visible(page.getByText(INVALID_LINK_TEXT, { exact: true }));
    await saveScreenshot(page, 'reset-password-no-token');
  });

  test('profile: a new avatar shows in the header; a 3 MB file is refused', async ({ page }) => {
    const user = newUser('pictured');
    await registerViaApi(page, user);
    await page.goto('/profile');
    await visible(heading(page, 'Profile'));
    const headerAvatar = accountMenuButton(page);
    expect((await headerAvatar.innerText()).trim()).toBe(user.username.charAt(0).toUpperCase());

    const isAvatarUpload = (url: string) => new URL(url).pathname === '/api/user/avatar';
    const avatarUploads: string[] = [];
    page.on('request', (request) => {
      if (isAvatarUpload(request.url())) avatarUploads.push(request.method());
    });
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const fileInput = page.locator('input[type="file"][aria-label="Change avatar"]');
    const uploaded = page.waitForResponse((response) => isAvatarUpload(response.url()));
    await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expectToast(page, 'Avatar updated');
    expect((await uploaded).status()).toBe(201);
    expect(avatarUploads).toEqual(['POST']);

    const headerImage = headerAvatar.getByRole('img', { name: user.username });
    await visible(headerImage);
    expect(await headerImage.getAttribute('src')).toMatch(/^\/api\/files\/avatars\//);
    await expect
      .poll(() => headerImage.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    const profileImage = page.getByRole('main').getByRole('img', { name: user.username });
    await expect
      .poll(() => profileImage.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    await closeToast(page);
    await saveScreenshot(page, 'profile-with-avatar');

    // The picture survives a reload (it comes from the server, not from the upload in memory).
    await page.reload();
    await visible(heading(page, 'Profile'));
    await expect
      .poll(() => headerImage.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);

    const threeMegabytes = Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024 - png.length)]);
    await fileInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: threeMegabytes });
    await expectToast(page, 'File too large', 'Please select an image smaller than 2MB');
    expect(avatarUploads).toEqual(['POST']);
    await saveScreenshot(page, 'profile-file-too-large');
  });

  test('an admin sees the Admin Dashboard button and can open /admin', async ({ page, app }) => {
    const admin = newUser('boss');
    await openRegisterTab(page);

    // A wrong admin key is refused, and a new question is asked.
    await fillRegisterForm(page, admin, 'not-the-key');
    await answerCaptcha(page, captchaAnswer(await shownCaptchaQuestion(page)));
    const nextCaptcha = page.waitForResponse((r) => r.url().endsWith('/api/auth/captcha'));
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expectToast(page, 'Registration failed', /Invalid admin key/);
    const { question } = (await (await nextCaptcha).json()) as { question: string };
    await closeToast(page);

    await page.getByLabel('Admin Key (optional)').fill(app.adminRegistrationKey);
    await page.getByLabel(question, { exact: true }).fill(String(captchaAnswer(question)));
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    // An administrator lands on the Admin Dashboard (issue 45); their homes are one click away.
    await waitForPath(page, '/admin');
    await visible(heading(page, 'Admin Dashboard'));
    await page.getByRole('main').getByRole('link', { name: 'My homes', exact: true }).click();
    await waitForPath(page, '/');
    await visible(heading(page, 'Your Home'));

    const header = appHeader(page);
    const adminButton = header.getByRole('link', { name: 'Admin Dashboard' });
    await visible(adminButton);
    // MUI's error red (#d32f2f) on a contained button.
    expect(await adminButton.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(211, 47, 47)');
    await expectAbsent(header.getByRole('link', { name: 'Photo Library' }));
    await saveScreenshot(page, 'home-admin');

    await adminButton.click();
    await waitForPath(page, '/admin');
    await visible(heading(page, 'Admin Dashboard'));
    await page.reload();
    await visible(heading(page, 'Admin Dashboard'));
    expect(new URL(page.url()).pathname).toBe('/admin');
    await saveScreenshot(page, 'admin');
  });
});
