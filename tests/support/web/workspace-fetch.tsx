/**
 * The workspace API as the server answers it, kept in memory for screen tests: one venture at
 * most, saved results per tool, saved ideas, versioned edits, the deck's design and logo. Paths and shapes are the server's
 * (README, "API"; routed by core/api/contract.ts); a test seeds what the founder had saved and inspects what was written.
 */
import { screen } from '@testing-library/react';
import type { AccountView } from '@/core/account/schema';
import { accessOf, type MemberView, type MemberWorkspace } from '@/core/account/team';
import type { ReactElement } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { DASHBOARD_PATH, toolPath, tools, type ToolId } from '@/core/tools/listings';
import { matchEndpoint, type EndpointName } from '@/core/api/contract';
import { EMPTY_PROFILE, type VentureProfile } from '@/core/venture/sources';
import { conflictsIn } from '@/core/venture/conflicts';
import { documentChecks } from '@/core/venture/document-figures';
import type { FactId } from '@/core/venture/fact-ids';
import { ventureFactsOf, type VentureFact } from '@/core/venture/facts';
import type { VentureActivity } from '@/core/activity/schema';
import { checkPin } from '@/core/venture/pins';
import type {
  DocumentSummary,
  SavedDocument,
  SavedIdeaView,
  VentureOverview,
  VentureSummary,
} from '@/core/workspace/schema';
import { VERSIONS_PAGE, type VersionView } from '@/core/workspace/versions';
import { sameValue } from '@/core/tools/result-parts';
import { LOGO_MAX_BYTES, type DeckDesign } from '@/core/deck-design/schema';
import { WorkspaceProvider } from '@/web/workspace/workspace-context';
import { DASHBOARD_ROUTE_ID } from '@/web/dashboard/route-id';
import { dashboardLoader, dashboardShouldRevalidate, screen as toolScreen, views } from '@/web/routes';
import { RouteLoading } from '@/web/components/route-loading';
import { renderRoutes } from './render';
import type { FetchCall, FetchStub } from './sse-fetch';
import { commentHandlers } from './comments-fetch';
import type { ThreadView } from '@/core/comments/schema';
import { inboxHandlers, type InboxState } from './inbox-fetch';
import type { InboxView } from '@/core/inbox/schema';

const NOW = '2026-11-23T10:00:00.000Z';

export interface WorkspaceSeed {
  /** Saved results, newest first per tool. */
  documents?: SavedDocument[];
  ideas?: SavedIdeaView[];
  venture?: VentureSummary;
  /** The venture's facts, as the server derives them from its model and research. */
  facts?: VentureFact[];
  /** A generation the server still runs (after a reload), with its text so far. */
  running?: RunningSeed;
  /** Versions of saved results by document id, oldest first; by default each has its current one. */
  versions?: WorkspaceState['versions'];
  /** The venture's deck design; the default (light, indigo, no logo) unless given. */
  design?: DeckDesign;
  /** Who is signed in; a guest (null) unless given. */
  account?: AccountView | null;
  /** A member's workspace and role there: their own, as its owner, unless given. */
  membership?: MemberWorkspace;
  /** Comment threads by document id, oldest first. */
  threads?: Record<string, ThreadView[]>;
  /** The venture's activity as the server reads it (empty unless given). */
  activity?: VentureActivity;
  /** The workspace's other members, after the one signed in (GET /api/team). */
  members?: MemberView[];
  /** The member's inbox (empty unless given). */
  inbox?: InboxView;
}

/** A generation running on the server, as GET /api/generations/current gives it. */
export interface RunningSeed {
  id: string;
  tool: string;
  inputs: Record<string, string>;
  text: string;
}

export const SAMPLE_VENTURE: VentureSummary = {
  id: 'venture-1',
  name: 'Ledger Loop',
  description: 'Tax set-asides for freelancers.',
  industry: '',
  targetMarket: '',
  region: '',
  createdAt: NOW,
};

/** A saved result of `tool` made from `inputs`, as the server returns it. */
export function savedDocument(
  tool: string,
  inputs: Record<string, string>,
  result: unknown,
  overrides: Partial<SavedDocument> = {},
): SavedDocument {
  return {
    id: `${tool}-doc-1`,
    ventureId: SAMPLE_VENTURE.id,
    tool,
    title: `${tool} result`,
    version: 1,
    createdAt: NOW,
    updatedAt: NOW,
    builtOn: [],
    changedSince: [],
    inputs,
    result,
    ...overrides,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const nothing = () => new Response(null, { status: 204 });

const summary = ({ inputs: _inputs, result: _result, ...rest }: SavedDocument): DocumentSummary => rest;

type FakeHandler = (call: FetchCall, params: Record<string, string>) => Response;
type FakeHandlers = Partial<Record<EndpointName, FakeHandler>>;

/** What the fake server holds: the one venture, its saved results, its facts and the saved ideas. */
export interface WorkspaceState {
  venture: VentureSummary | null;
  documents: SavedDocument[];
  ideas: SavedIdeaView[];
  facts: VentureFact[];
  running: RunningSeed | null;
  /** Each document's versions, oldest first, once seeded or written. */
  versions: Record<string, (VersionView & { result: unknown })[]>;
  /** The venture's deck design, as the server keeps it. */
  design: DeckDesign;
  /** Who is signed in: null for a guest. */
  account: AccountView | null;
  /** The member's workspace and role: null for a guest. */
  membership: MemberWorkspace | null;
  /** The venture's activity, and how often the member marked it seen. */
  activity: VentureActivity;
  activitySeen: number;
  /** Comment threads by document id, oldest first. */
  threads: Record<string, ThreadView[]>;
  /** The workspace's other members, after the one signed in. */
  members: MemberView[];
  /** The member's inbox, the marks of read sent, and the email setting. */
  inbox: InboxState;
}

const HEALTH = {
  status: 'ok',
  provider: 'openai-compatible',
  model: 'test',
  database: { kind: 'embedded', up: true },
  mail: false,
};

function documentHandlers(state: WorkspaceState): FakeHandlers {
  const documentAt = (id: string) => state.documents.findIndex((document) => document.id === id);
  return {
    currentGeneration: (call) => {
      const tool = new URL(call.url, 'http://localhost').searchParams.get('tool');
      const running = state.running?.tool === tool ? state.running : null;
      return json(200, { generation: running && { ...running, startedAt: NOW } });
    },
    toolDocuments: (_call, { tool }) => {
      const mine = state.documents.filter(
        (document) => document.tool === tool && document.ventureId === state.venture?.id,
      );
      return json(200, {
        ventureId: state.venture?.id ?? null,
        documents: mine.map(summary),
        latest: mine[0] ?? null,
        ...(state.facts.length > 0 ? { facts: state.facts } : {}),
      });
    },
    document: (_call, { id }) => {
      const document = state.documents[documentAt(id!)];
      return document ? json(200, document) : json(404, { error: 'No such document' });
    },
    updateDocument: (call, { id }) => {
      const index = documentAt(id!);
      const document = state.documents[index];
      if (!document) return json(404, { error: 'No such document' });
      const body = call.body as { version: number; result: unknown };
      if (body.version !== document.version) return json(409, { error: 'Changed elsewhere.', current: document });
      // As the server: a save that changed nothing keeps no version.
      if (sameValue(body.result, document.result)) return json(200, document);
      return json(200, storeVersion(state, index, body.result, { madeBy: 'edited' }));
    },
    ...versionHandlers(state, documentAt),
    deleteDocument: (_call, { id }) => {
      const index = documentAt(id!);
      if (index < 0) return json(404, { error: 'No such document' });
      state.documents.splice(index, 1);
      return nothing();
    },
  };
}

/** A document's next version, stored whole with who made it, as the server does (docs/product.md §13). */
function storeVersion(
  state: WorkspaceState,
  index: number,
  result: unknown,
  made: Pick<VersionView, 'madeBy' | 'restoredFrom'>,
): SavedDocument {
  const document = state.documents[index]!;
  const updated = { ...document, result, version: document.version + 1, updatedAt: NOW, madeBy: made.madeBy };
  state.documents[index] = updated;
  state.versions[document.id] = [
    ...versionsOf(state, document),
    { version: updated.version, ...made, createdAt: NOW, changes: [], result },
  ];
  return updated;
}

/** A document's versions, oldest first: the seeded ones, or its current result as its only one. */
const versionsOf = (state: WorkspaceState, document: SavedDocument) =>
  state.versions[document.id] ?? [
    {
      version: document.version,
      madeBy: document.version === 1 ? ('generated' as const) : ('edited' as const),
      createdAt: document.updatedAt,
      changes: [],
      result: document.result,
    },
  ];

function versionHandlers(state: WorkspaceState, documentAt: (id: string) => number): FakeHandlers {
  return {
    // Paged as the server pages them: VERSIONS_PAGE at a time, newest first, older than `before`.
    documentVersions: (call, { id }) => {
      const document = state.documents[documentAt(id!)];
      if (!document) return json(404, { error: 'No such document' });
      const before = Number(new URL(call.url, 'http://localhost').searchParams.get('before') ?? Infinity);
      const older = versionsOf(state, document)
        .map(({ result: _result, ...view }) => view)
        .filter((view) => view.version < before)
        .reverse();
      return json(200, { versions: older.slice(0, VERSIONS_PAGE), more: older.length > VERSIONS_PAGE });
    },
    restoreVersion: (_call, { id, version }) => {
      const index = documentAt(id!);
      const document = state.documents[index];
      const earlier = document && versionsOf(state, document).find((entry) => entry.version === Number(version));
      if (!earlier) return json(404, { error: 'No such version' });
      return json(
        200,
        storeVersion(state, index, earlier.result, { madeBy: 'restored', restoredFrom: earlier.version }),
      );
    },
  };
}

/** The Venture screen's overview of the state: conflicts counted by the same checker the server uses. */
function overviewOf(state: WorkspaceState): VentureOverview {
  const newest = new Map<string, SavedDocument>();
  for (const document of state.documents) if (!newest.has(document.tool)) newest.set(document.tool, document);
  return {
    ventureId: state.venture!.id,
    facts: state.facts,
    documents: [...newest.values()].map((document) => ({
      tool: document.tool,
      id: document.id,
      title: document.title,
      updatedAt: document.updatedAt,
      changedSince: document.changedSince,
      conflicts: conflictsIn(documentChecks(document.result, state.facts)).length,
    })),
    // The tools' `rehearsal` lives in their server definitions: tests/server/investor-review.test.ts checks it.
    rehearsal: [],
  };
}

function factHandlers(state: WorkspaceState): FakeHandlers {
  const mine = (id: string | undefined) => state.venture !== null && state.venture.id === id;
  return {
    ventureFacts: (_call, { id }) =>
      mine(id) ? json(200, overviewOf(state)) : json(404, { error: 'No such venture' }),
    ventureActivity: (_call, { id }) =>
      mine(id) ? json(200, state.activity) : json(404, { error: 'No such venture' }),
    markActivitySeen: (_call, { id }) => {
      if (!mine(id)) return json(404, { error: 'No such venture' });
      state.activitySeen++;
      return nothing();
    },
    pinFact: (call, { id, fact }) => {
      if (!mine(id)) return json(404, { error: 'No such venture' });
      const checked = checkPin(fact as FactId, (call.body as { value: number }).value);
      if (!checked.ok) return json(400, { error: checked.message });
      const pinned = ventureFactsOf([], {}, { [fact as FactId]: { value: checked.value, pinnedAt: NOW } })[0]!;
      const was = state.facts.find((each) => each.id === fact);
      const over = was ? { ...pinned, overridden: true as const, toolValue: was.toolValue ?? was.value } : pinned;
      state.facts = [...state.facts.filter((each) => each.id !== fact), over];
      return json(200, overviewOf(state));
    },
    unpinFact: (_call, { id, fact }) => {
      if (!mine(id)) return json(404, { error: 'No such venture' });
      state.facts = state.facts.filter((each) => each.id !== fact || each.source.kind !== 'founder');
      return json(200, overviewOf(state));
    },
  };
}

/** The first bytes of a PNG or a JPEG: the server reads a logo's type from them. */
const logoType = (bytes: Uint8Array) =>
  bytes[0] === 0x89 && bytes[1] === 0x50 ? 'image/png' : bytes[0] === 0xff && bytes[1] === 0xd8 ? 'image/jpeg' : null;

/** The deck's design (docs/product.md §14): read, chosen, a logo uploaded (checked by its bytes) and removed. */
/** Who is signed in, and Log Out (which makes the browser a guest). */
function accountHandlers(state: WorkspaceState): FakeHandlers {
  return {
    account: () => json(200, { account: state.account, workspace: state.membership && accessOf(state.membership) }),
    passkeys: () => (state.account ? json(200, { passkeys: [] }) : json(401, { error: 'Sign in to see this.' })),
    // An account made with a password, unless a test answers otherwise.
    passwordStatus: () =>
      state.account ? json(200, { hasPassword: true, resetting: false }) : json(401, { error: 'Sign in to see this.' }),
    signOut: () => {
      state.account = null;
      state.membership = null;
      return new Response(null, { status: 204 });
    },
  };
}

/** The team as GET /api/team gives it to a member (no invitations: the fake has none); a guest's is empty. */
function teamHandlers(state: WorkspaceState): FakeHandlers {
  return {
    team: () => {
      const { account, membership } = state;
      if (!account || !membership) return json(200, { workspace: null, members: [], invites: [] });
      const you: MemberView = {
        accountId: account.id,
        name: account.name,
        email: account.email,
        role: membership.role,
        joinedAt: NOW,
        you: true,
      };
      return json(200, { workspace: membership, members: [you, ...state.members], invites: [] });
    },
  };
}

function designHandlers(state: WorkspaceState): FakeHandlers {
  const mine = (id: string | undefined) => state.venture !== null && state.venture.id === id;
  const noVenture = () => json(404, { error: 'No such venture' });
  return {
    deckDesign: (_call, { id }) => (mine(id) ? json(200, state.design) : noVenture()),
    chooseDeckDesign: (call, { id }) => {
      if (!mine(id)) return noVenture();
      const { theme, brand } = call.body as Pick<DeckDesign, 'theme' | 'brand'>;
      state.design = { ...state.design, theme, brand: brand.toUpperCase() };
      return json(200, state.design);
    },
    uploadLogo: (call, { id }) => {
      if (!mine(id)) return noVenture();
      const bytes = Uint8Array.from(atob((call.body as { data: string }).data), (char) => char.charCodeAt(0));
      const type = logoType(bytes);
      if (bytes.length > LOGO_MAX_BYTES) return json(400, { error: 'The logo must be at most 1 MB.' });
      if (!type) return json(400, { error: 'The logo must be a PNG or JPEG image.' });
      state.design = { ...state.design, logo: { type, updatedAt: NOW } };
      return json(200, state.design);
    },
    logo: (_call, { id }) =>
      mine(id) && state.design.logo
        ? new Response(new Uint8Array([0x89, 0x50]), {
            status: 200,
            headers: { 'content-type': state.design.logo.type },
          })
        : json(404, { error: 'No logo' }),
    removeLogo: (_call, { id }) => {
      if (!mine(id)) return noVenture();
      state.design = { ...state.design, logo: null };
      return json(200, state.design);
    },
  };
}

function ideaHandlers(state: WorkspaceState): FakeHandlers {
  return {
    savedIdeas: () => json(200, { ideas: state.ideas }),
    saveIdea: (call) => {
      const idea = (call.body as { idea: { name: string; description: string } }).idea;
      const existing = state.ideas.find((item) => item.name === idea.name && item.description === idea.description);
      const saved = existing ?? {
        id: `idea-${state.ideas.length + 1}`,
        name: idea.name,
        description: idea.description,
        idea,
        createdAt: NOW,
      };
      if (!existing) state.ideas.unshift(saved);
      return json(existing ? 200 : 201, saved);
    },
    removeIdea: (_call, { id }) => {
      state.ideas = state.ideas.filter((idea) => idea.id !== id);
      return nothing();
    },
  };
}

function ventureHandlers(state: WorkspaceState): FakeHandlers {
  return {
    health: () => json(200, HEALTH),
    workspace: () =>
      json(200, { ventures: state.venture ? [state.venture] : [], currentVentureId: state.venture?.id ?? null }),
    createVenture: (call) => {
      const draft = call.body as Partial<VentureProfile> & { name: string };
      state.venture = { id: `venture-${Date.now()}`, ...EMPTY_PROFILE, ...draft, createdAt: NOW };
      return json(201, state.venture);
    },
    updateVenture: (call, { id }) => {
      if (!state.venture || state.venture.id !== id) return json(404, { error: 'No such venture' });
      state.venture = { ...state.venture, ...(call.body as VentureProfile) };
      return json(200, state.venture);
    },
    // As the server: the venture goes with all it holds, and the workspace has none left (the fake keeps one).
    deleteVenture: (_call, { id }) => {
      if (!state.venture || state.venture.id !== id) return json(404, { error: 'No such venture' });
      state.documents = state.documents.filter((document) => document.ventureId !== id);
      state.venture = null;
      state.facts = [];
      return json(200, { ventures: [], currentVentureId: null });
    },
    useIdea: (call, { id }) => useIdea(state, id!, call.body as { name: string; description: string }),
  };
}

/**
 * Use This Idea as the server does it: the ideas' venture becomes the idea's when it holds nothing
 * else, else a new venture (the fake's one venture) is made and the ideas move to it.
 */
function useIdea(state: WorkspaceState, documentId: string, idea: { name: string; description: string }): Response {
  const ideas = state.documents.find((document) => document.id === documentId && document.tool === 'ideas');
  if (!ideas || !state.venture) return json(404, { error: 'No such ideas' });
  const { industry = '', targetMarket = '', region = '' } = ideas.inputs;
  const moved = state.documents.some((document) => document.ventureId === ideas.ventureId && document.tool !== 'ideas');
  const id = moved ? `venture-${state.documents.length + 1}` : ideas.ventureId;
  state.venture = { ...state.venture, id, ...idea, industry, targetMarket, region };
  state.documents = state.documents.map((document) => (document === ideas ? { ...ideas, ventureId: id } : document));
  return json(200, { venture: state.venture, moved });
}

/**
 * Serves the workspace API from memory on `fetch`, routed by the API contract (core/api/contract.ts),
 * as the server is; returns the stored state to inspect. A test's own `on` or `once` for a path wins.
 */
export function serveWorkspace(fetch: FetchStub, seed: WorkspaceSeed = {}): WorkspaceState {
  const state: WorkspaceState = {
    venture: seed.venture ?? (seed.documents?.length ? SAMPLE_VENTURE : null),
    documents: [...(seed.documents ?? [])],
    ideas: [...(seed.ideas ?? [])],
    facts: [...(seed.facts ?? [])],
    running: seed.running ?? null,
    versions: { ...seed.versions },
    design: seed.design ?? { theme: 'light', brand: '4F46E5', logo: null },
    account: seed.account ?? null,
    membership: seed.account
      ? (seed.membership ?? { id: 'workspace-1', name: `${seed.account.name}'s workspace`, role: 'owner' })
      : null,
    activity: seed.activity ?? { items: [], newCount: 0 },
    activitySeen: 0,
    threads: { ...seed.threads },
    members: [...(seed.members ?? [])],
    inbox: { inbox: seed.inbox ?? { items: [], unread: 0 }, marked: [], emailMentions: true },
  };
  const handlers = {
    ...ventureHandlers(state),
    ...factHandlers(state),
    ...documentHandlers(state),
    ...ideaHandlers(state),
    ...designHandlers(state),
    ...accountHandlers(state),
    ...teamHandlers(state),
    ...commentHandlers(state),
    ...inboxHandlers(state.inbox, () => state.account !== null),
  };
  fetch.otherwise((call) => {
    const found = matchEndpoint(call.method, new URL(call.url, 'http://localhost').pathname);
    const handler = found && handlers[found.name];
    if (!handler) throw new Error(`Unexpected fetch in test: ${call.method} ${call.url}`);
    return handler(call, found.params);
  });
  return state;
}

/**
 * The dashboard's route (its loader, the workspace around its screens) with the tool's own route at
 * `path` under it, as the app has them, without the sidebar and top bar.
 */
export function toolRoute(id: ToolId, path = toolPath(id)): RouteObject {
  return {
    id: DASHBOARD_ROUTE_ID,
    path: DASHBOARD_PATH,
    loader: dashboardLoader,
    shouldRevalidate: dashboardShouldRevalidate,
    // As the app's dashboard route: what shows while its loader runs.
    HydrateFallback: RouteLoading,
    element: (
      <WorkspaceProvider>
        <Outlet />
      </WorkspaceProvider>
    ),
    children: [{ path: path.slice(DASHBOARD_PATH.length + 1), ...toolScreen(id) }],
  };
}

/** The tool whose screen `View` is, by the routes' own list of screens. */
async function toolOf(View: unknown): Promise<ToolId> {
  for (const tool of tools) if ((await views[tool.id]()).default === View) return tool.id;
  throw new Error('renderToolScreen takes a tool screen, such as <BusinessPlanView />');
}

/**
 * Renders a tool screen as the app does: under the dashboard's route (its loader reads the health
 * and the workspace) in the tool's own route, whose loader loads the screen's saved work with it.
 * Resolves once the screen is up. The fetch stub answers the loaders (serveWorkspace).
 */
export async function renderToolScreen(
  element: ReactElement,
  { path, search = '' }: { path?: string; search?: string } = {},
) {
  const id = await toolOf(element.type);
  const at = path ?? toolPath(id);
  const utils = renderRoutes([toolRoute(id, at)], [at + search], { screenFrame: true });
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return utils;
}
