import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { lookUpPasswordSetToken } from '../modules/identity/password-set-tokens.ts';
import { MAX_PASSWORD_LENGTH } from './password.ts';
import { setPasswordWithToken } from './set-password.service.ts';
import { linkProblemPage, passwordSetPage, setPasswordPage } from './set-password-page.ts';

export interface SetPasswordRoutesOptions {
  config: AppConfig;
  db: Db;
  /** Where the provider is mounted ("/oidc"); the form posts back under it. */
  mountPath: string;
}

const tokenQuery = z.object({ token: z.string().max(200).catch('') });
const setPasswordForm = z.object({
  token: z.string().max(200).catch(''),
  password: z
    .string()
    .max(MAX_PASSWORD_LENGTH + 1)
    .catch(''),
  confirm: z
    .string()
    .max(MAX_PASSWORD_LENGTH + 1)
    .catch(''),
});

const html = (reply: FastifyReply, body: string, status = 200) =>
  reply.status(status).type('text/html; charset=utf-8').send(body);

/**
 * GET/POST {mountPath}/set-password?token=...: the page the New User Account e-mail links to. It
 * is public (the token is the credential), server-rendered like the sign-in pages, without script.
 * After the password is set it links to SCOUT, whose sign-in goes through the provider as usual.
 */
export async function setPasswordRoutes(app: FastifyInstance, opts: SetPasswordRoutesOptions) {
  const { config, db, mountPath } = opts;
  const action = `${mountPath}/set-password`;
  const home = `${config.publicUrl}/`;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    // The token is in this page's URL: never send it on to another site.
    reply.header('referrer-policy', 'no-referrer');
  });

  const hidden = { schema: { hide: true } };

  app.get('/set-password', hidden, async (request, reply) => {
    const { token } = tokenQuery.parse(request.query ?? {});
    const found = await lookUpPasswordSetToken(db, token);
    if (!found.ok) return html(reply, linkProblemPage(found.reason, home), 400);
    return html(reply, setPasswordPage({ action, token, email: found.user.email }));
  });

  app.post('/set-password', hidden, async (request, reply) => {
    const form = setPasswordForm.parse(request.body ?? {});
    const result = await setPasswordWithToken(
      db,
      { requestId: request.id, ip: request.ip },
      form.token,
      form.password,
      form.confirm,
    );
    if (result.ok) return html(reply, passwordSetPage(home));
    if (result.problem === 'link') return html(reply, linkProblemPage(result.reason, home), 400);
    const found = await lookUpPasswordSetToken(db, form.token);
    const email = found.ok ? found.user.email : '';
    return html(reply, setPasswordPage({ action, token: form.token, email, message: result.message }), 400);
  });
}
