import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sharePath } from '@/core/share/schema';
import { toolDefinition } from '@/core/tools/registry';
import { MAX_SLIDES } from '@/core/tools/pitch-deck/schema';
import { sameOriginOnly } from '../guards/same-origin';
import type { CounterStore } from '../guards/rate-limit';
import { compressAnswers } from '../plugins/compression';
import type { LiveLink } from '../store/repositories/share-links';
import { viewerSaltRepository } from '../store/repositories/viewer-salts';
import type { Store } from '../store/store';
import {
  BEACON_CAP_MS,
  LINK_DAY_CAP_MS,
  passcodeTries,
  perAddress,
  SHARE_LIMITS,
  SLIDE_CAP_MS,
  WALL_GRACE_MS,
} from './limits';
import { notFoundPage, passcodePage, SHARE_TEXT, tooManyPage, unavailablePage, viewAttributes } from './page';
import { SHARE_SCRIPT, SHARE_SCRIPT_PATH } from './page-script';
import type { KeptContent } from '../exports/render-messages';
import type { RenderPool } from '../exports/render-pool';
import { sharedContents } from './content-cache';
import { sharedPageParts, type SharedPageParts } from './render';
import { acceptWeight } from '../lib/kept-answer';
import { compressTail, gzipWithTail, type CompressedTail } from './gzip-page';
import { checkPasscode, TOKEN_PATTERN, tokenHash } from './secrets';
import { dailySalts, sweepEveryMidnight } from './viewer-salts';
import { recordShareView } from './views';

export interface ShareRouteOptions {
  store: Store;
  counters: CounterStore;
  /** The render threads a page's content is laid out in (as exports are drawn). */
  pool: RenderPool;
}

/** A passcode form or a beacon is a few short fields. */
const FORM_LIMIT = 1024;

const beaconBody = z.object({
  view: z.uuid(),
  slide: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_SLIDES - 1),
  ms: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 3_600_000),
});

const params = z.object({ token: z.string() });

/** Headers of every share answer: never indexed, never cached, the token never sent to another site as a referrer (same-origin: with no-referrer, Chromium sends `Origin: null` on the passcode form, which the same-origin guard refuses). */
function privateHeaders(reply: FastifyReply) {
  reply
    .header('x-robots-tag', 'noindex, nofollow')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'same-origin');
}

const sendHtml = (reply: FastifyReply, status: number, page: string) =>
  reply.code(status).type('text/html; charset=utf-8').send(page);

/** What each share route works with: the link a request names, its path, and showing it. */
function shareContext(store: Store, pool: RenderPool) {
  const contents = sharedContents(store, pool);
  const pages = pageParts();
  const salts = dailySalts(viewerSaltRepository(store.db));

  const linkOf = async (request: FastifyRequest): Promise<LiveLink | undefined> => {
    const { token } = params.parse(request.params);
    return TOKEN_PATTERN.test(token) ? store.shareLinks.live(tokenHash(token)) : undefined;
  };
  /** The link's own path, from its checked token (the form posts to it, the beacons go under it). */
  const pathOf = (request: FastifyRequest) => sharePath(params.parse(request.params).token);

  /**
   * The page for a link the viewer may see: a view is recorded (its viewer hash only), then the
   * document's content, kept per version and venture revision (content-cache.ts), in its page.
   */
  const show = async (request: FastifyRequest, reply: FastifyReply, link: LiveLink) => {
    const place = await store.stamps.documentStamp(link.workspaceId, link.documentId);
    if (!place || !toolDefinition(place.document.tool)?.share) return sendHtml(reply, 404, notFoundPage());
    const content = await contents.contentOf(link.workspaceId, place);
    if (!content) return sendHtml(reply, 404, notFoundPage());
    const parts = pages.partsOf(place.document.tool, content, place.venture.venture.name);
    if (!parts) return sendHtml(reply, 404, notFoundPage());
    const viewId = await recordShareView(store, salts, request, link, content.slides);
    const head = parts.viewed
      ? parts.head + viewAttributes({ id: viewId, beacon: `${pathOf(request)}/beacon` }).text
      : '';
    if (acceptWeight(request.headers['accept-encoding'], 'gzip') <= 0) return sendHtml(reply, 200, head + parts.tail);
    // Compressed here, not by the plugin: only the head is compressed per view (gzip-page.ts).
    const page = gzipWithTail(head, await parts.compressedTail());
    return reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('content-encoding', 'gzip')
      .header('vary', 'accept-encoding')
      .send(page);
  };
  return { store, salts, linkOf, pathOf, show };
}
type ShareContext = ReturnType<typeof shareContext>;

/**
 * Each kept content's page, cut around its view's attributes, with its tail compressed once: a view
 * of a large deck costs its few KB of head, not the layout's hundreds of KB made into a string and
 * compressed again. Kept with the content (dropped when the content cache drops it); made again
 * when the venture's name changes.
 */
function pageParts() {
  interface Kept extends SharedPageParts {
    ventureName: string;
    compressedTail: () => Promise<CompressedTail>;
  }
  const kept = new WeakMap<KeptContent, Kept>();
  return {
    partsOf(tool: string, content: KeptContent, ventureName: string): Kept | undefined {
      const known = kept.get(content);
      if (known?.ventureName === ventureName) return known;
      const parts = sharedPageParts(tool, content, ventureName);
      if (!parts) return undefined;
      let tail: Promise<CompressedTail> | undefined;
      // A compression that failed is not kept: the next view tries again.
      const compressed = () =>
        compressTail(parts.tail).catch((error: unknown) => {
          tail = undefined;
          throw error;
        });
      const made: Kept = { ...parts, ventureName, compressedTail: () => (tail ??= compressed()) };
      kept.set(content, made);
      return made;
    },
  };
}

/**
 * The public pages at /s/:token, outside the API and without a workspace cookie: the page, its
 * passcode form, and its beacons (README, "Share links"). A revoked, expired or unknown link is
 * one plain 404; nothing here sets a cookie.
 */
export async function shareRoutes(app: FastifyInstance, { store, counters, pool }: ShareRouteOptions) {
  // A designed deck's page is some 28 KB of positioned markup: about 3 KB compressed.
  await compressAnswers(app);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook('onRequest', async (_request, reply) => privateHeaders(reply));
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 503;
    if (status >= 500) request.log.error({ err: error }, 'share page failed');
    return status >= 500 ? sendHtml(reply.header('retry-after', 5), 503, unavailablePage()) : reply.code(status).send();
  });
  const context = shareContext(store, pool);
  const { linkOf, pathOf, show } = context;
  let stopSweeping: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stopSweeping = sweepEveryMidnight(context.salts, (error) =>
      app.log.warn({ err: error }, 'past viewer salts not deleted; tried again at midnight'),
    );
  });
  app.addHook('onClose', async () => stopSweeping?.());

  app.get(SHARE_SCRIPT_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(SHARE_SCRIPT),
  );

  const pageLimit = perAddress(counters, 'page', SHARE_LIMITS.page, tooManyPage);
  app.get('/s/:token', { onRequest: [pageLimit], exposeHeadRoute: false }, async (request, reply) => {
    const link = await linkOf(request);
    if (!link) return sendHtml(reply, 404, notFoundPage());
    if (link.passcodeHash) return sendHtml(reply, 200, passcodePage(pathOf(request)));
    return show(request, reply, link);
  });
  // A link checker's HEAD: whether the link opens, without a view recorded or a page drawn.
  app.head('/s/:token', { onRequest: [pageLimit] }, async (request, reply) =>
    reply
      .code((await linkOf(request)) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(),
  );
  passcodeRoute(app, context, counters);
  beaconRoute(app, context, counters);
}

/**
 * The passcode form's post. Only wrong passcodes count (limits.ts, passcodeTries): an address past
 * its wrong tries is refused (429) until its window ends; a try on a link that had many wrong ones
 * from anywhere waits a little first, and is then checked: the right passcode always opens.
 */
function passcodeRoute(app: FastifyInstance, { linkOf, pathOf, show }: ShareContext, counters: CounterStore) {
  const onRequest = [sameOriginOnly, perAddress(counters, 'page', SHARE_LIMITS.page, tooManyPage)];
  app.post('/s/:token', { onRequest, bodyLimit: FORM_LIMIT }, async (request, reply) => {
    const link = await linkOf(request);
    if (!link) return sendHtml(reply, 404, notFoundPage());
    if (!link.passcodeHash) return show(request, reply, link);
    const action = pathOf(request);
    const tries = passcodeTries(counters, request, link.id);
    const locked = await tries.locked();
    if (locked)
      return sendHtml(
        reply.header('retry-after', locked.seconds),
        429,
        passcodePage(action, SHARE_TEXT.tooManyTries(locked.wait)),
      );
    await tries.backOff();
    const given = (request.body as Record<string, unknown> | undefined)?.passcode;
    if (typeof given === 'string' && (await checkPasscode(given.slice(0, 200), link.passcodeHash)))
      return show(request, reply, link);
    await tries.wrong();
    return sendHtml(reply, 401, passcodePage(action, SHARE_TEXT.wrongPasscode));
  });
}

/**
 * A deck's beacon: time on one slide in one view of a live link, for a slide the deck has, bounded
 * per beacon, by the view's own age, per slide and per link and day (share-links.ts, addSlideTime).
 */
function beaconRoute(app: FastifyInstance, { store, linkOf }: ShareContext, counters: CounterStore) {
  const onRequest = [sameOriginOnly, perAddress(counters, 'beacon', SHARE_LIMITS.beacon)];
  app.post('/s/:token/beacon', { onRequest, bodyLimit: FORM_LIMIT }, async (request, reply) => {
    const link = await linkOf(request);
    const beacon = beaconBody.safeParse(request.body);
    if (!link || !beacon.success) return reply.code(link ? 400 : 404).send();
    const { view, slide, ms } = beacon.data;
    const added = await store.shareLinks.addSlideTime(
      { linkId: link.id, viewId: view, slide, ms: Math.min(ms, BEACON_CAP_MS) },
      { slideMs: SLIDE_CAP_MS, linkDayMs: LINK_DAY_CAP_MS, graceMs: WALL_GRACE_MS },
    );
    return reply.code(added ? 204 : 404).send();
  });
}
