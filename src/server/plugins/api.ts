import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { contract } from '@/core/api/contract';
import { compressAnswers } from './compression';
import type { RenderPool } from '../exports/render-pool';
import type { GenerationFollowers } from '../generation/followers';
import type { GenerationTracker } from '../generation/generation-tracker';
import type { WorkQueue } from '../generation/settle-queue';
import type { ClientSlots } from '../guards/client-slots';
import { rateLimits, type CounterStore } from '../guards/rate-limit';
import type { Provider } from '../providers';
import { authorise } from '../accounts/authorise';
import { accountRoutes, type AccountRouteOptions } from '../routes/account';
import { emailLinkRoutes, verificationMailer } from '../routes/email-links';
import { BODY_LIMITS } from '../routes/route-deps';
import { sameOriginLimited } from '../guards/same-origin';
import type { MailOutbox } from '../mail/mailer';
import { exportRoutes } from '../routes/exports';
import { generateRoutes } from '../routes/generate';
import { teamRoutes, type TeamRouteOptions } from '../routes/team';
import { commentRoutes } from '../routes/comments';
import { inboxRoutes, mentionMailer } from '../routes/inbox';
import { liveRoutes } from '../routes/live';
import type { LiveChanges } from '../live/live-changes';
import { workspaceRoutes } from '../routes/workspace';
import type { Database } from '../store/database';
import type { Store } from '../store/store';
import type { WorkspaceIdentity } from '../workspace/identity';

export interface ApiOptions {
  config: Config;
  provider: Provider;
  database: Database;
  store: Store;
  tracker: GenerationTracker;
  slots: ClientSlots;
  /** The window counters every rate limit shares (Redis when configured). */
  counters: CounterStore;
  identity: WorkspaceIdentity;
  /** Accounts and their sessions (routes/account.ts). */
  accounts: Omit<AccountRouteOptions, 'counters' | 'writeLimit' | 'team' | 'handoverLinks'>;
  /** Email on its way (SMTP_URL), or none. */
  mail: MailOutbox | undefined;
  saveTimeoutMs: number | undefined;
  settle: WorkQueue;
  /** Renders export files in worker threads, EXPORT_WORKERS at a time. */
  renderPool: RenderPool;
  followers: GenerationFollowers;
  /** What members change, told to every open tab of their workspace (routes/live.ts). */
  live: LiveChanges;
}

/** Every read of the API but the health check counts against the read limit, before anything is read. */
function limitReads(app: FastifyInstance, read: Awaited<ReturnType<typeof rateLimits>>['read']) {
  if (read)
    app.addHook('onRequest', async (request, reply) => {
      if ((request.method === 'GET' || request.method === 'HEAD') && request.url !== contract.health.path)
        return read.call(app, request, reply, () => undefined);
    });
}

/** The API's rate limits per client, the reads' among them applied to every GET of it. */
async function apiLimits(app: FastifyInstance, counters: ApiOptions['counters'], config: ApiOptions['config']) {
  const limits = await rateLimits(app, counters, {
    generate: config.rateLimit,
    write: config.writeRateLimit,
    export: config.exportRateLimit,
    read: config.readRateLimit,
  });
  limitReads(app, limits.read);
  return limits;
}

/** What the server runs on: the provider, the database (and whether it answers), and whether it sends email. */
function healthRoute(
  app: FastifyInstance,
  { provider, database, mail }: Pick<ApiOptions, 'provider' | 'database' | 'mail'>,
) {
  app.get('/api/health', async () => ({
    status: 'ok',
    provider: provider.name,
    model: provider.model,
    database: { kind: database.kind, up: await database.ping() },
    mail: mail !== undefined,
  }));
}

/** Accounts and the links sent by email, which a sign-up's verification email joins. */
async function emailAndAccountRoutes(
  app: FastifyInstance,
  options: Pick<ApiOptions, 'accounts' | 'counters' | 'mail' | 'store'> & {
    writeLimit: AccountRouteOptions['writeLimit'];
  },
) {
  const { accounts, counters, mail, store, writeLimit } = options;
  const verify = verificationMailer({ emailTokens: store.emailTokens, mail });
  await app.register(accountRoutes, {
    ...accounts,
    team: store.team,
    handoverLinks: store.handoverLinks,
    counters,
    writeLimit,
    // After the answer: the account is made whatever the mail does (Send Again mails another link).
    afterSignUp: (request, account) => verify(request, account),
  });
  await app.register(emailLinkRoutes, {
    accounts: accounts.accounts,
    emailTokens: store.emailTokens,
    sessions: accounts.sessions,
    counters,
    mail,
    write: { onRequest: sameOriginLimited(writeLimit), bodyLimit: BODY_LIMITS.small },
  });
}

/** A workspace's team: members, invitations (mailed when SMTP_URL is set), the sign-in links an owner hands over. */
const teamOptions = (
  {
    store,
    accounts,
    identity,
    counters,
    mail,
  }: Pick<ApiOptions, 'store' | 'accounts' | 'identity' | 'counters' | 'mail'>,
  writeLimit: AccountRouteOptions['writeLimit'],
): TeamRouteOptions => ({
  team: store.team,
  handoverLinks: store.handoverLinks,
  accounts: accounts.accounts,
  sessions: accounts.sessions,
  identity,
  writeLimit,
  counters,
  mail,
});

/** Comments, and each member's inbox of the mentions and replies among them (mailed when SMTP_URL is set). */
async function commentAndInboxRoutes(
  app: FastifyInstance,
  { store, accounts, mail }: Pick<ApiOptions, 'store' | 'accounts' | 'mail'>,
  writeLimit: AccountRouteOptions['writeLimit'],
) {
  const { sessions } = accounts;
  await app.register(commentRoutes, { store, sessions, writeLimit, notify: mentionMailer(store.inbox, mail) });
  await app.register(inboxRoutes, { inbox: store.inbox, sessions, writeLimit });
}

/**
 * The API, in its own scope so that only its answers are compressed on the fly: JSON (the
 * workspace, its export) is; event streams are not compressible to the plugin (text/event-stream is
 * not in mime-db), so each event still leaves as soon as it is written. The web app's files are
 * compressed once, at build time (scripts/precompress.mjs), and sent as they are.
 */
export async function api(
  app: FastifyInstance,
  {
    config,
    provider,
    database,
    store,
    tracker,
    slots,
    counters,
    identity,
    accounts,
    saveTimeoutMs,
    settle,
    renderPool,
    followers,
    mail,
    live,
  }: ApiOptions,
) {
  await compressAnswers(app);
  healthRoute(app, { provider, database, mail });
  const limits = await apiLimits(app, counters, config);
  authorise(app, accounts.sessions, config.requireSignIn);
  await emailAndAccountRoutes(app, { accounts, counters, mail, writeLimit: limits.write, store });
  await app.register(teamRoutes, teamOptions({ store, accounts, identity, counters, mail }, limits.write));
  await commentAndInboxRoutes(app, { store, accounts, mail }, limits.write);
  await app.register(liveRoutes, { live, sessions: accounts.sessions });
  await app.register(workspaceRoutes, {
    store,
    identity,
    limits,
    pool: renderPool,
    logos: (bytes) => renderPool.logo(bytes),
  });
  await app.register(exportRoutes, {
    pool: renderPool,
    limit: limits.export,
    store,
    identity,
  });
  await app.register(generateRoutes, {
    provider,
    tracker,
    limits: {
      timeoutMs: config.ai.timeoutMs,
      firstTokenTimeoutMs: config.ai.firstTokenTimeoutMs,
      idleTimeoutMs: config.ai.idleTimeoutMs,
      heartbeatMs: config.ai.heartbeatMs,
    },
    maxConcurrency: config.ai.maxConcurrency,
    perClient: { slots, max: config.ai.maxConcurrencyPerClient },
    limit: limits.generate,
    store,
    identity,
    saveTimeoutMs,
    settle,
    followers,
  });
}
