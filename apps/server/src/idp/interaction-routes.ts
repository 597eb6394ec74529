import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { z } from 'zod';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { SIGN_IN_MESSAGES as M } from './messages.ts';
import { loginPage, messagePage, mfaPage } from './pages.ts';
import { MAX_PASSWORD_LENGTH } from './password.ts';
import { checkPassword, checkSecondFactor, completeSignIn, type SignInRequest } from './sign-in.service.ts';

export interface InteractionRoutesOptions {
  provider: Provider;
  config: AppConfig;
  db: Db;
  /** Where the provider is mounted ("/oidc"); form actions are built from it. */
  mountPath: string;
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
type UidRequest = FastifyRequest<{ Params: { uid: string } }>;

/** A password step that succeeded for a user with MFA, kept in the interaction (so in the database). */
const pendingMfaSchema = z.object({ accountId: z.string(), at: z.number() });
const PENDING_MFA_KEY = 'scoutPendingMfa';
/** How long the code may be entered after the password was accepted. */
const PENDING_MFA_SECONDS = 5 * 60;

const loginForm = z.object({
  email: z.string().trim().max(254).catch(''),
  password: z.string().max(MAX_PASSWORD_LENGTH).catch(''),
});
const mfaForm = z.object({ code: z.string().max(20).catch('') });

const epochSeconds = () => Math.floor(Date.now() / 1000);

function pendingMfaOf(interaction: Interaction): z.infer<typeof pendingMfaSchema> | null {
  const parsed = pendingMfaSchema.safeParse(interaction.result?.[PENDING_MFA_KEY]);
  if (!parsed.success || epochSeconds() - parsed.data.at > PENDING_MFA_SECONDS) return null;
  return parsed.data;
}

const html = (reply: FastifyReply, body: string, status = 200) =>
  reply.status(status).type('text/html; charset=utf-8').send(body);

/**
 * The sign-in pages the provider sends users to: GET shows the current step, the POSTs check a
 * password or a TOTP code. Every request is tied to its interaction through the provider's signed
 * interaction cookie (path-scoped to this uid, SameSite=Lax), which interactionDetails() checks, so
 * a form posted from another site or for another interaction is refused.
 */
export async function interactionRoutes(app: FastifyInstance, opts: InteractionRoutesOptions) {
  const { provider, config, db, mountPath } = opts;
  const action = (uid: string, step: 'login' | 'mfa') => `${mountPath}/interaction/${uid}/${step}`;
  const signInRequest = (request: FastifyRequest): SignInRequest => ({
    requestId: request.id,
    ip: request.ip,
  });

  // Forms post urlencoded bodies; this parser exists only in this context, not for the provider's
  // catch-all (which must leave bodies unread for oidc-provider).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** The interaction behind this request, or null after answering with the "expired" page. */
  async function interactionOf(request: UidRequest, reply: FastifyReply): Promise<Interaction | null> {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      if (interaction.uid === request.params.uid) return interaction;
    } catch (err) {
      if (!(err instanceof errors.SessionNotFound)) throw err;
    }
    html(
      reply,
      messagePage({
        heading: M.errorTitle,
        message: M.requestExpired,
        link: { href: `${config.publicUrl}/`, text: M.returnToScout },
      }),
      400,
    );
    return null;
  }

  async function finish(request: UidRequest, reply: FastifyReply, accountId: string, amr: string[]) {
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      // remember: false makes the session cookie a browser-session cookie: closing the browser on a
      // shared clinical workstation ends the sign-in (the server-side session still expires in 12 h).
      { login: { accountId, amr, remember: false } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  }

  /** Only reachable if a request asks for more than loadExistingGrant grants (e.g. a claims parameter). */
  async function acceptConsent(request: UidRequest, reply: FastifyReply, interaction: Interaction) {
    const accountId = interaction.session?.accountId;
    const clientId = String(interaction.params.client_id ?? '');
    if (!accountId || clientId !== config.oidc.clientId) {
      const result = { error: 'access_denied', error_description: 'consent is only given to SCOUT' };
      return reply.redirect(await provider.interactionResult(request.raw, reply.raw, result), 303);
    }
    const grant =
      (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
      new provider.Grant({ accountId, clientId });
    const details = interaction.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
    };
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    const grantId = await grant.save();
    const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } });
    return reply.redirect(returnTo, 303);
  }

  const hidden = { schema: { hide: true } };

  app.get<{ Params: { uid: string } }>('/interaction/:uid', hidden, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return reply;
    const { uid } = interaction;
    if (interaction.prompt.name === 'consent') return acceptConsent(request, reply, interaction);
    if (pendingMfaOf(interaction)) return html(reply, mfaPage({ action: action(uid, 'mfa') }));
    const hint = interaction.params.login_hint;
    return html(
      reply,
      loginPage({ action: action(uid, 'login'), email: typeof hint === 'string' ? hint : '' }),
    );
  });

  app.post<{ Params: { uid: string } }>('/interaction/:uid/login', hidden, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return reply;
    const { uid } = interaction;
    const { email, password } = loginForm.parse(request.body ?? {});
    const result = await checkPassword(db, signInRequest(request), email, password);
    if (!result.ok) {
      return html(reply, loginPage({ action: action(uid, 'login'), email, message: result.message }), 400);
    }
    const accountId = String(result.user.id);
    if (result.mfaRequired) {
      // Not finished: the interaction only remembers that the password was right, for a few minutes.
      interaction.result = { [PENDING_MFA_KEY]: { accountId, at: epochSeconds() } };
      await interaction.persist();
      return html(reply, mfaPage({ action: action(uid, 'mfa') }));
    }
    await completeSignIn(db, signInRequest(request), result.user, ['pwd']);
    return finish(request, reply, accountId, ['pwd']);
  });

  app.post<{ Params: { uid: string } }>('/interaction/:uid/mfa', hidden, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return reply;
    const { uid } = interaction;
    const pending = pendingMfaOf(interaction);
    if (!pending) return html(reply, loginPage({ action: action(uid, 'login'), message: M.mfaExpired }), 400);
    const { code } = mfaForm.parse(request.body ?? {});
    const result = await checkSecondFactor(db, signInRequest(request), Number(pending.accountId), code);
    if (!result.ok) {
      if (!result.restart)
        return html(reply, mfaPage({ action: action(uid, 'mfa'), message: result.message }), 400);
      interaction.result = {};
      await interaction.persist();
      return html(reply, loginPage({ action: action(uid, 'login'), message: result.message }), 400);
    }
    const amr = ['pwd', 'otp', 'mfa'];
    await completeSignIn(db, signInRequest(request), result.user, amr);
    return finish(request, reply, pending.accountId, amr);
  });
}
