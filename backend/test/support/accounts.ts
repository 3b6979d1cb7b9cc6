import type { Agent } from 'supertest';

export interface Account {
  username: string;
  email: string;
  password: string;
}

let counter = 0;

export function newAccount(overrides: Partial<Account> = {}): Account {
  counter += 1;
  const suffix = `${process.pid}${counter}`;
  return { username: `user${suffix}`, email: `user${suffix}@example.com`, password: 'correct horse', ...overrides };
}

/** Reads the server's captcha question ("What is 3 + 7?") and answers it, as a person would. */
export async function solveCaptcha(agent: Agent): Promise<{ captchaId: string; captchaAnswer: number }> {
  const { body } = await agent.get('/api/auth/captcha').expect(200);
  const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec(body.question)!;
  return { captchaId: body.captchaId, captchaAnswer: Number(a) + Number(b) };
}

export async function register(agent: Agent, account: Account, extra: Record<string, unknown> = {}) {
  return agent.post('/api/register').send({ ...account, ...(await solveCaptcha(agent)), ...extra });
}

/** Registers and leaves the agent logged in. */
export async function registerLoggedIn(
  agent: Agent,
  overrides: Partial<Account> = {},
): Promise<Account & { id: number }> {
  const account = newAccount(overrides);
  const response = expectStatus(await register(agent, account), 201);
  return { ...account, id: response.body.id };
}

export function sessionCookie(response: { headers: Record<string, unknown> }): string | undefined {
  const cookies = (response.headers['set-cookie'] as string[] | undefined) ?? [];
  // `__Host-hb.sid` when PUBLIC_URL is https (configure-http.ts).
  return cookies.find((cookie) => cookie.startsWith('hb.sid=') || cookie.startsWith('__Host-hb.sid='));
}

/** Asserts a status and shows the body when it differs (for responses that were awaited first). */
export function expectStatus<T extends { status: number; body: unknown }>(response: T, status: number): T {
  if (response.status !== status) {
    throw new Error(`expected HTTP ${status}, got ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return response;
}
