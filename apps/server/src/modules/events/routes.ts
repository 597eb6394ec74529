import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { users } from '../../db/schema/index.ts';
import { currentUserOf, principalOf, signedIn } from '../../plugins/auth.ts';
import { userPrincipal } from '../identity/users.repo.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { sseFrame } from './change-batch.ts';
import type { ChangeFeed } from './change-feed.ts';
import type { ChangeSubscriber } from './change-types.ts';

/** A comment line every 20 s keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;
/** How long a browser waits before reconnecting after the stream ends (it backs off from there). */
const RETRY_MS = 3_000;
/**
 * The most a stream may hold unsent (a browser that stopped reading): past it the stream ends, so a
 * stuck reader cannot grow the server's memory; the browser reconnects (polling meanwhile).
 */
export const MAX_UNSENT_BYTES = 256 * 1024;

/**
 * GET /api/events (issue 15 item 1): one server-sent events stream per browser, authenticated like
 * every call (the bearer header: the web reads it with fetch, so no token is put in a URL). It
 * carries `change` events (ChangeNotice: module, app, id, who) for the records the user may read,
 * filtered by the change feed with the same access and provider rules as the lists, and gathered
 * for a tick (change-feed.ts TICK_MS): each tick's notices arrive as one chunk of one `change` event
 * per record and author, the latest; `ready` first,
 * with whether change notices are flowing (`live`: false while the feed's subscription is down, and
 * the browser keeps polling). The user's record is read again whenever it changes (migration 0009's
 * announcement), so a user disabled or removed from the app on any process loses the stream and its
 * notices at once; the stream also ends when the token expires (the browser reconnects with a fresh
 * one), when the server shuts down (preClose: the process can then close promptly), and when the
 * browser stops reading (MAX_UNSENT_BYTES).
 */
export async function eventRoutes(app: FastifyInstance, deps: ModuleDeps & { feed: ChangeFeed }) {
  const { feed, db } = deps;
  const open = new Set<() => void>();
  app.addHook('onReady', () => feed.start());
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  app.addHook('onClose', () => feed.stop());

  app.get(
    '/api/events',
    { config: { access: signedIn }, schema: { tags: ['events'], hide: true } },
    async (request, reply) => {
      const user = currentUserOf(request);
      const stream = new PassThrough();
      const write = (text: string) => {
        if (stream.writableEnded) return;
        if (stream.writableLength + stream.readableLength > MAX_UNSENT_BYTES) return end();
        stream.write(text);
      };
      const token = request.headers.authorization?.slice(7).trim() ?? '';
      const expiresAt = (decodeJwt(token).exp ?? Number.POSITIVE_INFINITY) * 1000;

      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        stream.end();
      };
      const subscriber: ChangeSubscriber = {
        userId: user.id,
        principal: principalOf(request),
        providerIdsByApp: user.providerIdsByApp,
        send: write,
        userChanged: () => {
          void db
            .select()
            .from(users)
            .where(eq(users.id, user.id))
            .then(([row]) => {
              if (!row?.accountEnabled) return end();
              subscriber.principal = userPrincipal(row);
              subscriber.providerIdsByApp = row.providerIdsByApp;
            })
            .catch(end);
        },
      };
      const unsubscribe = feed.subscribe(subscriber);
      const heartbeat = setInterval(() => {
        if (Date.now() >= expiresAt) return end();
        write(': ping\n\n');
      }, HEARTBEAT_MS);
      heartbeat.unref();
      open.add(end);
      request.raw.on('close', end);

      write(`retry: ${RETRY_MS}\n`);
      write(sseFrame('ready', { live: feed.active }));
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-store, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
}
