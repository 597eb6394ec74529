import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertText, formAction, type OidcBrowser, type PageResponse } from '../../tools/oidc-browser.ts';
import { signIn, startAuthorization } from '../../tools/sign-in.ts';
import { auditEvents, oidcPayloads, users } from '../db/schema/index.ts';
import { apiClient } from '../test/http.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '../test/test-users.ts';
import { SIGN_IN_MESSAGES as M } from './messages.ts';
import { FREE_ATTEMPTS } from './sign-in.repo.ts';
import { totpCode } from './totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const STEP_MS = 30_000;

/** Enrols MFA through the account API, confirming with the previous step's code (accepted within the ±1 window) so the current code is still unused for sign-in. */
async function enrolledUser(): Promise<{ email: string; secret: string; id: number }> {
  const user = await createTestUser(t.db);
  const { accessToken } = await signIn(t.baseUrl, user.email, TEST_PASSWORD);
  const api = apiClient(t.baseUrl, accessToken);
  const setup = await api.post('/api/ccmp/account/mfa/setup', {});
  expect(setup.status).toBe(200);
  const verify = await api.post('/api/ccmp/account/mfa/verify', {
    code: totpCode(setup.body.secret, Date.now() - STEP_MS),
  });
  expect(verify.status).toBe(204);
  return { email: user.email, secret: setup.body.secret, id: user.id };
}

/** A code no step of the ±1 window produces. */
function wrongCodeFor(secret: string): string {
  const valid = new Set([-1, 0, 1].map((d) => totpCode(secret, Date.now() + d * STEP_MS)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

/** Starts a sign-in and gets past the password step; returns the MFA page. */
async function passwordStep(email: string): Promise<{ browser: OidcBrowser; page: PageResponse }> {
  const { browser, page } = await startAuthorization(t.baseUrl);
  const next = await browser.postForm(formAction(page) ?? '', { email, password: TEST_PASSWORD });
  return { browser, page: next };
}

describe('signing in with MFA', () => {
  it('asks for the code after the password and completes only with a valid one', async () => {
    const user = await enrolledUser();
    const { browser, page } = await passwordStep(user.email);
    expect(page.status).toBe(200);
    expect(page.location).toBeNull();
    expect(page.body).toContain(M.mfaPrompt);
    expect(page.body).toContain(`>${M.codeLabel}</label>`);
    expect(page.body).toContain(`>${M.verify}</button>`);
    expect(formAction(page)).toMatch(/\/oidc\/interaction\/[\w-]+\/mfa$/);

    const wrong = await browser.postForm(formAction(page) ?? '', { code: wrongCodeFor(user.secret) });
    expect(wrong.status).toBe(400);
    expect(alertText(wrong)).toBe(M.invalidCode);
    expect(wrong.body).toContain('name="code"');

    const right = await browser.postForm(formAction(wrong) ?? '', { code: totpCode(user.secret) });
    expect(right.status).toBe(303);
    const done = await browser.follow(right.location ?? '', `${t.baseUrl}/auth/callback`, right);
    expect(done.location).toMatch(/\/auth\/callback\?code=/);

    const signInEvents = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'auth.sign-in'))
      .orderBy(auditEvents.id);
    expect(signInEvents.filter((e) => e.entityId === String(user.id)).at(-1)?.after).toEqual({
      amr: ['pwd', 'otp', 'mfa'],
    });
  });

  it('does not sign in with the password alone', async () => {
    const user = await enrolledUser();
    await expect(signIn(t.baseUrl, user.email, TEST_PASSWORD)).rejects.toThrow(/MFA/);
    // Going back to the authorization endpoint without the code shows the sign-in again.
    const { browser, page } = await passwordStep(user.email);
    const resume = await browser.get(page.url.replace(/\/interaction\/([^/]+)\/login$/, '/auth/$1'));
    const after = await browser.follow(resume.url, `${t.baseUrl}/auth/callback`, resume);
    expect(after.location).toBeNull();
    expect(after.body).toContain(M.title);
    expect(formAction(after)).toMatch(/\/login$/);
  });

  it('signs in with the helper given the secret, and refuses a code that was already used', async () => {
    const user = await enrolledUser();
    const code = totpCode(user.secret);
    const first = await passwordStep(user.email);
    const accepted = await first.browser.postForm(formAction(first.page) ?? '', { code });
    expect(accepted.status).toBe(303);

    const second = await passwordStep(user.email);
    const replayed = await second.browser.postForm(formAction(second.page) ?? '', { code });
    expect(replayed.status).toBe(400);
    expect(alertText(replayed)).toBe(M.invalidCode);
    const reasons = (
      await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'auth.sign-in-failed'))
    )
      .filter((e) => e.entityId === String(user.id))
      .map((e) => (e.after as { reason: string }).reason);
    expect(reasons).toEqual(['code-replayed']);

    // A later step's code works (the helper computes it the same way).
    await t.db.update(users).set({ mfaLastStep: 0 }).where(eq(users.id, user.id));
    const tokens = await signIn(t.baseUrl, user.email, TEST_PASSWORD, { totpSecret: user.secret });
    expect(tokens.accessToken).toEqual(expect.any(String));
  });

  it('counts wrong codes toward the throttle and then sends the user back to the password step', async () => {
    const user = await enrolledUser();
    const { browser, page } = await passwordStep(user.email);
    let current = page;
    for (let i = 0; i < FREE_ATTEMPTS; i++) {
      current = await browser.postForm(formAction(current) ?? '', { code: wrongCodeFor(user.secret) });
    }
    expect(alertText(current)).toBe(M.tooManyAttempts);
    expect(formAction(current)).toMatch(/\/login$/);
    await expect(signIn(t.baseUrl, user.email, TEST_PASSWORD, { totpSecret: user.secret })).rejects.toThrow(
      M.tooManyAttempts,
    );
  });

  it('starts over at the password step when the code is posted too late', async () => {
    const user = await enrolledUser();
    const { browser, page } = await passwordStep(user.email);
    // Simulate the pending step expiring by editing the stored interaction.
    const uid = /interaction\/([^/]+)\/mfa/.exec(formAction(page) ?? '')?.[1] ?? '';
    const [row] = await t.db
      .select()
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.type, 'Interaction'), eq(oidcPayloads.id, uid)));
    const payload = row?.payload as { result: { scoutPendingMfa: { at: number } } };
    payload.result.scoutPendingMfa.at -= 600;
    await t.db
      .update(oidcPayloads)
      .set({ payload })
      .where(and(eq(oidcPayloads.type, 'Interaction'), eq(oidcPayloads.id, uid)));

    const late = await browser.postForm(formAction(page) ?? '', { code: totpCode(user.secret) });
    expect(late.status).toBe(400);
    expect(alertText(late)).toBe(M.mfaExpired);
    expect(formAction(late)).toMatch(/\/login$/);
  });
});
