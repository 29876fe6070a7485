import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideas } from '@/core/tools/ideas';
import { pitchDeck } from '@/core/tools/pitch-deck';
import type { WorkspaceFile } from '@/core/workspace/file';
import { WORKSPACE_QUOTAS } from '@/core/workspace/schema';
import { EMPTY_PROFILE } from '@/core/venture/sources';
import type { Database } from '@/server/store/database';
import { openDatabase } from '@/server/store/open-database';
import { NotFound, QuotaExceeded, VersionConflict } from '@/server/store/errors';
import { InvalidImport } from '@/server/store/repositories/transfer';
import { createStore, type Store } from '@/server/store/store';
import { startPostgres, type PostgresServer } from '../support/server/postgres';
import { memoryDatabase, threadedMemoryDatabase } from '../support/server/test-database';
import { migrations } from '@/server/store/migrations';
import { CHANGES_CHANNEL } from '@/server/store/migrations/0022-live-changes';

const ideaInputs = { industry: 'fintech', targetMarket: 'freelancers', region: 'Germany' };
const deckInputs = { businessName: 'PawPantry', businessDescription: 'Fresh pet food by subscription.' };
const ideasResult = ideas.offline(ideaInputs);
const deck = pitchDeck.offline(deckInputs);

let postgres: PostgresServer;
beforeAll(async () => {
  postgres = await startPostgres();
});
// pg_ctl stop waits for the server to end: seconds on a busy machine (the project gives hooks 120 s).
afterAll(() => postgres?.stop());

/** The same repository tests on both engines: one SQL dialect, two engines. */
describe.each([
  ['embedded (PGlite)', () => memoryDatabase()],
  ['embedded on its own thread', () => threadedMemoryDatabase()],
  ['PostgreSQL server', () => openDatabase({ kind: 'postgres', url: postgres.url })],
])('the store on %s', (_name, open) => {
  let db: Database;
  let store: Store;
  let counter = 0;
  /** A fresh workspace per test: the tests share one database, as two browsers share a server. */
  const workspace = async () => {
    const id = `ws-${Date.now()}-${counter++}`;
    await store.workspaces.create(id);
    return id;
  };

  /** A finished deck to save as a first result (no venture yet), with a minute to do it. */
  const deckSave = (ws: string) => ({
    workspaceId: ws,
    ventureId: null,
    toolId: 'pitch-deck',
    inputs: deckInputs,
    result: deck as unknown,
    builtOn: [],
    deadline: Date.now() + 60_000,
  });
  /** A running generation of a first result (no venture yet), as the route starts one. */
  const startGeneration = (ws: string, tool: 'ideas' | 'pitch-deck') =>
    store.generations.start(ws, {
      ventureId: null,
      tool,
      inputs: tool === 'ideas' ? ideaInputs : deckInputs,
      instanceId: 'test',
    });

  beforeAll(async () => {
    db = open();
    await db.open();
    store = createStore(db);
  });
  afterAll(async () => {
    await store?.heard.close();
    await db?.close();
  });

  it('keeps a result with its inputs and title, and lists a tool’s results newest first', async () => {
    const ws = await workspace();
    const venture = await store.ventures.create(ws, { name: 'PawPantry', description: '' });
    const first = await store.documents.create(ws, venture.id, {
      tool: 'pitch-deck',
      title: 'First',
      inputs: deckInputs,
      result: deck,
    });
    const second = await store.documents.create(ws, venture.id, {
      tool: 'pitch-deck',
      title: 'Second',
      inputs: deckInputs,
      result: deck,
    });
    await store.documents.create(ws, venture.id, {
      tool: 'ideas',
      title: 'Ideas',
      inputs: ideaInputs,
      result: ideasResult,
    });

    const listed = await store.documents.forTool(ws, venture.id, 'pitch-deck');
    expect(listed.documents.map((document) => document.title)).toEqual(['Second', 'First']);
    expect(listed.latest).toMatchObject({ id: second.id, inputs: deckInputs, result: deck, version: 1 });
    expect((await store.documents.get(ws, first.id)).title).toBe('First');
  });

  it('refuses a result that does not pass its tool’s schema', async () => {
    const ws = await workspace();
    const venture = await store.ventures.create(ws, { name: 'V', description: '' });
    await expect(
      store.documents.create(ws, venture.id, {
        tool: 'pitch-deck',
        title: 'Bad',
        inputs: deckInputs,
        result: { slides: [] },
      }),
    ).rejects.toThrow();
    expect((await store.documents.forTool(ws, venture.id, 'pitch-deck')).documents).toEqual([]);
  });

  it('saves an edit against its version, and refuses a stale one with what is stored', async () => {
    const ws = await workspace();
    const venture = await store.ventures.create(ws, { name: 'V', description: '' });
    const saved = await store.documents.create(ws, venture.id, {
      tool: 'pitch-deck',
      title: 'Deck',
      inputs: deckInputs,
      result: deck,
    });
    const edited = {
      slides: deck.slides.map((slide, index) => (index === 1 ? { ...slide, title: 'The real problem' } : slide)),
    };

    const updated = await store.documents.update(ws, saved.id, 1, edited);
    expect(updated.version).toBe(2);
    expect((await store.documents.get(ws, saved.id)).result).toEqual(edited);

    const stale = store.documents.update(ws, saved.id, 1, deck);
    await expect(stale).rejects.toBeInstanceOf(VersionConflict);
    const conflict = (await stale.catch((error: unknown) => error)) as VersionConflict;
    expect(conflict.current).toMatchObject({ version: 2, result: edited });
  });

  it('keeps what a result’s generation and its rewrites cost, through edits and restores, and deletes it with the result', async () => {
    const ws = await workspace();
    const venture = await store.ventures.create(ws, { name: 'V', description: '' });
    const generation = { model: 'gpt-4o-mini', promptTokens: 900, completionTokens: 334, totalTokens: 1234 };
    const saved = await store.documents.create(ws, venture.id, {
      tool: 'pitch-deck',
      title: 'Deck',
      inputs: deckInputs,
      result: deck,
      usage: generation,
    });
    const none = { count: 0, promptTokens: null, completionTokens: null, totalTokens: null };
    expect(saved.usage).toEqual({ generation, rewrites: none });
    expect((await store.documents.get(ws, saved.id)).usage).toEqual({ generation, rewrites: none });

    await store.documents.recordRewrite(ws, saved.id, { ...generation, promptTokens: 100, totalTokens: 434 });
    const unreported = { model: 'local', promptTokens: null, completionTokens: null, totalTokens: null };
    await store.documents.recordRewrite(ws, saved.id, unreported);
    // Another workspace's document is not written to.
    await store.documents.recordRewrite(await workspace(), saved.id, generation);
    const rewrites = { count: 2, promptTokens: 100, completionTokens: 334, totalTokens: 434 };
    const edited = { slides: deck.slides.map((slide, index) => (index === 0 ? { ...slide, title: 'Edited' } : slide)) };
    expect((await store.documents.update(ws, saved.id, 1, edited)).usage).toEqual({ generation, rewrites });
    expect((await store.documents.restore(ws, saved.id, 1)).usage).toEqual({ generation, rewrites });
    const listed = await store.documents.forTool(ws, venture.id, 'pitch-deck');
    expect(listed.documents[0]?.usage).toEqual({ generation, rewrites });

    // A result no generation recorded (imported) says so.
    const imported = await store.documents.create(ws, venture.id, {
      tool: 'pitch-deck',
      title: 'Imported',
      inputs: deckInputs,
      result: deck,
    });
    expect((await store.documents.get(ws, imported.id)).usage).toEqual({ generation: null, rewrites: none });

    await store.documents.remove(ws, saved.id);
    expect(await db.query('select 1 from token_usage where document_id = $1', [saved.id])).toEqual([]);
  });

  it('keeps each workspace’s ids to itself: another’s, or a malformed one, is not found', async () => {
    const [mine, theirs] = [await workspace(), await workspace()];
    const venture = await store.ventures.create(mine, { name: 'Mine', description: '' });
    const saved = await store.documents.create(mine, venture.id, {
      tool: 'ideas',
      title: 'Ideas',
      inputs: ideaInputs,
      result: ideasResult,
    });

    await expect(store.documents.get(theirs, saved.id)).rejects.toBeInstanceOf(NotFound);
    await expect(store.documents.update(theirs, saved.id, 1, ideasResult)).rejects.toBeInstanceOf(NotFound);
    await expect(store.documents.remove(theirs, saved.id)).rejects.toBeInstanceOf(NotFound);
    await expect(store.ventures.resolve(theirs, venture.id)).rejects.toBeInstanceOf(NotFound);
    await expect(store.workspaces.setCurrent(theirs, venture.id)).rejects.toBeInstanceOf(NotFound);
    await expect(store.documents.get(mine, "'; drop table documents; --")).rejects.toBeInstanceOf(NotFound);
    expect((await store.workspaces.view(theirs)).ventures).toEqual([]);
  });

  it('makes a new venture current, and switches between ventures', async () => {
    const ws = await workspace();
    const a = await store.ventures.create(ws, { name: 'A', description: 'first' });
    const b = await store.ventures.create(ws, { name: 'B', description: '' });
    expect(await store.workspaces.view(ws)).toMatchObject({
      currentVentureId: b.id,
      ventures: [{ name: 'A', description: 'first' }, { name: 'B' }],
    });
    await store.workspaces.setCurrent(ws, a.id);
    expect((await store.workspaces.view(ws)).currentVentureId).toBe(a.id);
    expect(await store.ventures.resolve(ws)).toBe(a.id);
  });

  it('lists ventures in the order they were made, even within one millisecond', async () => {
    const ws = await workspace();
    const names = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];
    for (const name of names) await store.ventures.create(ws, { name, description: '' });
    expect((await store.workspaces.view(ws)).ventures.map((venture) => venture.name)).toEqual(names);
  });

  it('appends a generation’s text without waiting for the disk, where its row’s text ends, and reads it back', async () => {
    const ws = await workspace();
    const id = await startGeneration(ws, 'ideas');
    const rowText = async () =>
      (await db.query<{ text: string }>('select text from generations where id = $1', [id]))[0]?.text;
    expect(await store.generations.progress(id, { from: 0, append: 'The first words' })).toEqual({
      stop: false,
      bytes: 15,
    });
    // Bytes of UTF-8, as the server's collector counts them: "ü" is two, "🚀" four.
    expect(await store.generations.progress(id, { from: 15, append: ' in Zürich 🚀' })).toEqual({
      stop: false,
      bytes: 31,
    });
    expect(await rowText()).toBe('The first words in Zürich 🚀');
    // An append from elsewhere than the row's end (a write made twice) changes nothing, and says where it ends.
    expect(await store.generations.progress(id, { from: 15, append: ' in Zürich 🚀' })).toEqual({
      stop: false,
      bytes: 31,
    });
    expect(await store.generations.progress(id, undefined)).toEqual({ stop: false, bytes: 31 });
    expect(await rowText()).toBe('The first words in Zürich 🚀');
  });

  it('starts a generation in a workspace never written before, making the workspace’s row', async () => {
    const ws = `ws-${Date.now()}-${counter++}`;
    const id = await startGeneration(ws, 'ideas');
    expect(await db.query('select id from workspaces where id = $1', [ws])).toEqual([{ id: ws }]);
    expect(await store.generations.get(ws, id)).toMatchObject({ id, status: 'running', text: '' });
    // Again in the same workspace: its row is kept as it is.
    expect(await store.generations.get(ws, await startGeneration(ws, 'ideas'))).toMatchObject({ status: 'running' });
  });

  it('reuses the room of texts written over once reclaimed: the generations table stops growing', async () => {
    const id = await startGeneration(await workspace(), 'ideas');
    const tableBytes = async () =>
      Number((await db.query<{ n: string }>("select pg_total_relation_size('generations')::text as n"))[0]!.n);
    // A generation's run: 200 writes of its text so far, up to 8,000 characters that do not compress.
    let written = 0;
    const run = async () => {
      await db.query("update generations set text = '' where id = $1", [id]);
      let text = '';
      for (let write = 0; write < 200; write++) {
        const append = randomBytes(30).toString('base64');
        await store.generations.progress(id, { from: text.length, append });
        text += append;
        // Each append writes the row's whole text anew.
        written += text.length;
      }
    };
    for (let round = 0; round < 2; round++) {
      await run();
      await store.generations.reclaim();
    }
    const settled = await tableBytes();
    written = 0;
    await run();
    // Without reclaim the table grows by about every text written (800 KB a run).
    expect(await tableBytes()).toBeLessThan(settled + written / 4);
  });

  it('writes several generations’ progress together, and tells each whether to stop', async () => {
    const ws = await workspace();
    const [running, stopped] = [await startGeneration(ws, 'ideas'), await startGeneration(ws, 'ideas')];
    await store.generations.requestStop(ws, stopped);
    const answers = await Promise.all([
      store.generations.progress(running, { from: 0, append: 'Running on' }),
      store.generations.progress(stopped, { from: 0, append: 'Asked to stop' }),
      store.generations.progress('no-such-generation', { from: 0, append: 'Deleted' }),
      store.generations.progress(running, undefined),
    ]);
    expect(answers).toEqual([{ stop: false, bytes: 10 }, { stop: true }, { stop: true }, { stop: false, bytes: 10 }]);
    const rows = await db.query('select id, text from generations where id = any($1::text[]) order by text', [
      [running, stopped],
    ]);
    expect(rows).toEqual([
      { id: stopped, text: 'Asked to stop' },
      { id: running, text: 'Running on' },
    ]);
  });

  it('saves a finished generation in one transaction: a venture named after it, the document, its row done', async () => {
    const ws = await workspace();
    const generationId = await startGeneration(ws, 'pitch-deck');
    const { saved, ventureCreated } = await store.saveGenerated({
      ...deckSave(ws),
      usage: { model: 'offline', promptTokens: 10, completionTokens: 20, totalTokens: 30 },
      generationId,
    });
    expect(ventureCreated?.name).toBe(pitchDeck.documentTitle(deck, deckInputs));
    expect(saved).toMatchObject({ tool: 'pitch-deck', ventureId: ventureCreated?.id });
    expect(await store.documents.get(ws, saved!.id)).toMatchObject({ result: deck, inputs: deckInputs });
    expect(await store.generations.get(ws, generationId)).toMatchObject({ status: 'done', documentId: saved!.id });
  });

  it('refuses a save past its quota or its deadline as its own error, keeping nothing of it', async () => {
    const ws = await workspace();
    const save = deckSave(ws);
    await expect(store.saveGenerated({ ...save, deadline: Date.now() - 1 })).rejects.toMatchObject({
      name: 'TransactionAborted',
    });
    await expect(store.saveGenerated({ ...save, result: { slides: 'not a deck' } })).rejects.toThrow();
    expect((await store.workspaces.view(ws)).ventures).toEqual([]);
    // A workspace at its byte quota: one saved result counted as all of it.
    const venture = await store.ventures.create(ws, { name: 'Full', description: '' });
    const first = await store.documents.create(ws, venture.id, {
      tool: 'ideas',
      title: 'Ideas',
      inputs: ideaInputs,
      result: ideasResult,
    });
    await db.query('update documents set bytes = $2 where id = $1', [first.id, WORKSPACE_QUOTAS.bytes]);
    await expect(store.saveGenerated({ ...save, ventureId: venture.id })).rejects.toBeInstanceOf(QuotaExceeded);
    expect(await store.documents.forTool(ws, venture.id, 'pitch-deck')).toMatchObject({ documents: [] });
  });

  it('saves the same idea once', async () => {
    const ws = await workspace();
    const [idea] = ideasResult.ideas;
    const first = await store.savedIdeas.save(ws, idea);
    const again = await store.savedIdeas.save(ws, { ...idea });
    expect(again.id).toBe(first.id);
    expect(await store.savedIdeas.list(ws)).toHaveLength(1);
    await store.savedIdeas.remove(ws, first.id);
    expect(await store.savedIdeas.list(ws)).toEqual([]);
  });

  describe('with a workspace at its venture quota', () => {
    let full = '';
    // Fifty ventures written one by one: setup, not what is tested, and over 5 s on a loaded
    // machine, so in a hook with its own timeout.
    beforeAll(async () => {
      full = await workspace();
      for (let index = 0; index < WORKSPACE_QUOTAS.ventures; index++)
        await store.ventures.create(full, { name: `V${index}`, description: '' });
    });

    it('stops at the venture quota', async () => {
      await expect(store.ventures.create(full, { name: 'One too many', description: '' })).rejects.toBeInstanceOf(
        QuotaExceeded,
      );
    });
  });

  it('holds every quota under parallel writes: 30 ventures at once at 45 of 50 make 50', async () => {
    const ws = await workspace();
    for (let index = 0; index < 45; index++) await store.ventures.create(ws, { name: `V${index}`, description: '' });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, index) => store.ventures.create(ws, { name: `P${index}`, description: '' })),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    for (const outcome of outcomes)
      if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(QuotaExceeded);
    expect((await store.workspaces.view(ws)).ventures).toHaveLength(WORKSPACE_QUOTAS.ventures);
  });

  it('holds the quota under parallel imports: four files of 20 ventures into a workspace of 10 import two', async () => {
    const ws = await workspace();
    for (let index = 0; index < 10; index++) await store.ventures.create(ws, { name: `V${index}`, description: '' });
    const file = JSON.parse(JSON.stringify(await store.exportWorkspace(ws))) as WorkspaceFile;
    const twenty = {
      ...file,
      ventures: [...file.ventures, ...file.ventures].map((venture, index) => ({ ...venture, name: `I${index}` })),
    };
    const outcomes = await Promise.allSettled(Array.from({ length: 4 }, () => store.importWorkspace(ws, twenty)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
    expect((await store.workspaces.view(ws)).ventures).toHaveLength(50);
  });

  it('exports a workspace and imports it into another, whole', async () => {
    const source = await workspace();
    const venture = await store.ventures.create(source, { name: 'PawPantry', description: 'Pet food' });
    const saved = await store.documents.create(source, venture.id, {
      tool: 'pitch-deck',
      title: 'Deck',
      inputs: deckInputs,
      result: deck,
    });
    await store.documents.update(source, saved.id, 1, {
      slides: deck.slides.map((slide) => ({ ...slide, notes: `${slide.notes} (edited)` })),
    });
    await store.savedIdeas.save(source, ideasResult.ideas[0]);

    const file = JSON.parse(JSON.stringify(await store.exportWorkspace(source))) as WorkspaceFile;
    expect(file).toMatchObject({
      format: 'venturekit-workspace',
      version: 1,
      ventures: [{ name: 'PawPantry', documents: [{ tool: 'pitch-deck', version: 2 }] }],
    });

    const target = await workspace();
    expect(await store.importWorkspace(target, file)).toEqual({ ventures: 1, documents: 1, savedIdeas: 1 });
    const copy = await store.exportWorkspace(target);
    expect({ ...copy, exportedAt: '' }).toEqual({ ...file, exportedAt: '' });
    expect((await store.workspaces.view(target)).currentVentureId).not.toBeNull();
  });

  it('imports nothing from a file that fails part-way', async () => {
    const ws = await workspace();
    const file: WorkspaceFile = {
      format: 'venturekit-workspace',
      version: 1,
      exportedAt: new Date().toISOString(),
      ventures: [{ name: 'Imported', ...EMPTY_PROFILE, createdAt: new Date().toISOString(), documents: [] }],
      // Passes the file's shape, fails the idea schema inside the transaction, after the venture went in.
      savedIdeas: [
        {
          name: 'Broken',
          description: 'No revenue streams',
          idea: { name: 'Broken' },
          createdAt: new Date().toISOString(),
        },
      ],
    };
    await expect(store.importWorkspace(ws, file)).rejects.toBeInstanceOf(InvalidImport);
    expect((await store.workspaces.view(ws)).ventures).toEqual([]);
    await expect(store.importWorkspace(ws, { format: 'venturekit-workspace', version: 1 })).rejects.toBeInstanceOf(
      InvalidImport,
    );
  });

  it('deletes a result with its generation, share links and comments, and a venture with all of it (erase.ts)', async () => {
    const ws = await workspace();
    const cam = await store.accounts.create({ name: 'Cam', email: `cam-${ws}@example.com`, passwordHash: null }, ws);
    const [gone, kept] = [
      await store.ventures.create(ws, { name: 'Gone', description: '' }),
      await store.ventures.create(ws, { name: 'Kept', description: '' }),
    ];
    const shared = async (ventureId: string) => {
      const generation = await store.generations.start(ws, {
        ventureId,
        tool: 'pitch-deck',
        inputs: deckInputs,
        instanceId: 'here',
      });
      const saved = await store.documents.create(ws, ventureId, {
        tool: 'pitch-deck',
        title: 'Deck',
        inputs: deckInputs,
        result: deck,
      });
      await store.generations.finish(generation, 'done', { documentId: saved.id });
      const said = { path: ['slides', 0], partHash: 'h', authorId: cam!.id, authorName: 'Cam', mentions: [] };
      const { threadId: thread } = await store.comments.add(
        ws,
        { documentId: saved.id },
        { ...said, body: 'Too long?' },
      );
      await store.comments.add(ws, { documentId: saved.id }, { ...said, body: 'Shorter now.', replyTo: thread });
      const link = await store.shareLinks.create(ws, saved.id, {
        tokenHash: `token-${saved.id}`,
        hint: 'abcd',
        label: '',
        passcodeHash: null,
        expiresAt: null,
      });
      const view = await store.shareLinks.recordView(
        { linkId: link.id, day: '2026-11-20', viewer: 'x', slides: 10 },
        1e6,
      );
      return [generation, saved.id, link.id, view!] as const;
    };
    const left = async (ids: readonly string[]) =>
      Number(
        (
          await db.query<{ n: number | string }>(
            `select (select count(*) from generations where id = $1) + (select count(*) from documents where id = $2)
                  + (select count(*) from share_links where id = $3) + (select count(*) from share_views where id = $4)
                  + (select count(*) from comments where document_id = $2) as n`,
            [...ids],
          )
        )[0]!.n,
      );
    const [first, second, other] = [await shared(gone.id), await shared(gone.id), await shared(kept.id)];
    // Beacons and the retention's sweep run on both engines too.
    const caps = { slideMs: 60_000, linkDayMs: 60_000, graceMs: 2000 };
    expect(await store.shareLinks.addSlideTime({ linkId: other[2], viewId: other[3], slide: 0, ms: 500 }, caps)).toBe(
      true,
    );
    expect(await store.shareLinks.addSlideTime({ linkId: other[2], viewId: other[3], slide: 10, ms: 500 }, caps)).toBe(
      false,
    );
    expect(await store.shareLinks.pruneViews(86_400_000 * 365)).toBe(0);
    await store.documents.remove(ws, first[1]);
    expect(await left(first)).toBe(0);
    expect(await left(second)).toBe(6);
    await store.erase.venture(ws, gone.id);
    expect(await left(second)).toBe(0);
    await expect(store.ventures.resolve(ws, gone.id)).rejects.toBeInstanceOf(NotFound);
    expect(await left(other)).toBe(6);
    expect(await db.query('select id from comments where document_id in ($1, $2)', [first[1], second[1]])).toEqual([]);
    expect(await store.erase.documents(ws, [other[1], 'not-a-result'])).toBe(1);
    expect(await left(other)).toBe(0);
  });

  describe('what this instance heard change', () => {
    const trusts = () => db.changesBeforeReplies;

    it('is told of a write before the write answers, on the embedded engines: in a transaction and out of one', async () => {
      expect(db.changesBeforeReplies).toBe(db.kind === 'embedded');
      if (!trusts()) return;
      const ws = await workspace();
      const venture = await store.ventures.create(ws, { name: 'Told', description: '' });
      const heard: string[] = [];
      const stop = await db.listen(CHANGES_CHANNEL, { onMessage: (payload) => heard.push(payload), onGap: () => {} });
      try {
        await db.query('update ventures set name = $1 where id = $2', ['Told again', venture.id]);
        expect(heard.map((payload) => JSON.parse(payload) as unknown)).toEqual([
          { k: 'venture', w: ws, v: venture.id },
        ]);
        await db.transaction((tx) =>
          tx.query('update ventures set name = $1 where id = $2', ['Once more', venture.id]),
        );
        expect(heard).toHaveLength(2);
      } finally {
        await stop();
      }
    });

    it('serves a venture from memory while nothing of it changed, and reads it afresh after a write by any path', async () => {
      const ws = await workspace();
      const venture = await store.ventures.create(ws, { name: 'Kept', description: '' });
      // The first read starts listening (embedded); the second is the first a mark can vouch for.
      await store.reads.read(ws, venture.id);
      const first = await store.reads.read(ws, venture.id);
      const unasked = store.reads.counts.unasked;
      expect(await store.reads.read(ws, venture.id)).toBe(first);
      expect(store.reads.counts.unasked - unasked).toBe(trusts() ? 1 : 0);

      // Written past every repository, as an operator's SQL would: the trigger tells it all the same.
      await db.query(`insert into venture_pins (venture_id, fact, value) values ($1, 'price', 42)`, [venture.id]);
      const after = await store.reads.read(ws, venture.id);
      expect(after).not.toBe(first);
      expect(after.pins.price).toMatchObject({ value: 42 });
      await db.query('update ventures set name = $1 where id = $2', ['Renamed', venture.id]);
      expect((await store.reads.read(ws, venture.id)).venture.name).toBe('Renamed');
      await db.query('delete from ventures where id = $1', [venture.id]);
      await expect(store.reads.read(ws, venture.id)).rejects.toBeInstanceOf(NotFound);
    });

    it('reads again only the results that changed: a pin takes the older read’s, an edit reads its deck', async () => {
      const ws = await workspace();
      const venture = await store.ventures.create(ws, { name: 'Kept results', description: '' });
      const made = await store.documents.create(ws, venture.id, {
        tool: 'pitch-deck',
        title: 'Deck',
        inputs: deckInputs,
        result: deck,
      });
      await store.documents.create(ws, venture.id, {
        tool: 'ideas',
        title: 'Ideas',
        inputs: ideaInputs,
        result: ideasResult,
      });
      const first = await store.reads.read(ws, venture.id);
      await store.pins.set(ws, venture.id, 'price', 12);
      const pinned = await store.reads.read(ws, venture.id);
      expect(pinned.revision).toBeGreaterThan(first.revision);
      expect(pinned.newest.get('pitch-deck')!.result).toBe(first.newest.get('pitch-deck')!.result);
      expect(pinned.newest.get('ideas')!.result).toBe(first.newest.get('ideas')!.result);

      const edited = {
        ...deck,
        slides: deck.slides.map((slide, index) => (index === 0 ? { ...slide, title: 'Edited' } : slide)),
      };
      await store.documents.update(ws, made.id, 1, edited);
      const after = await store.reads.read(ws, venture.id);
      expect(after.newest.get('pitch-deck')).toMatchObject({ version: 2, result: edited });
      expect(after.newest.get('ideas')!.result).toBe(first.newest.get('ideas')!.result);
    });

    it('keeps whether a workspace is claimed until a change of its claim is heard', async () => {
      const ws = await workspace();
      expect(await store.accounts.isClaimed(ws)).toBe(false);
      expect(await store.accounts.isClaimed(ws)).toBe(false);
      await db.query('update workspaces set claimed_at = now() where id = $1', [ws]);
      expect(await store.accounts.isClaimed(ws)).toBe(true);
      await db.query('delete from workspaces where id = $1', [ws]);
      expect(await store.accounts.isClaimed(ws)).toBe(false);
      const born = `ws-claimed-${counter++}`;
      expect(await store.accounts.isClaimed(born)).toBe(false);
      await db.query('insert into workspaces (id, claimed_at) values ($1, now())', [born]);
      expect(await store.accounts.isClaimed(born)).toBe(true);
    });
  });

  it('erases everything with the workspace', async () => {
    const ws = await workspace();
    const venture = await store.ventures.create(ws, { name: 'Gone', description: '' });
    const saved = await store.documents.create(ws, venture.id, {
      tool: 'ideas',
      title: 'Ideas',
      inputs: ideaInputs,
      result: ideasResult,
    });
    await store.workspaces.remove(ws);
    expect(await store.workspaces.exists(ws)).toBe(false);
    await expect(store.documents.get(ws, saved.id)).rejects.toBeInstanceOf(NotFound);
  });
});

describe('migrations on a PostgreSQL server', () => {
  it('run once when two instances start together', async () => {
    const [a, b] = [
      openDatabase({ kind: 'postgres', url: postgres.url }),
      openDatabase({ kind: 'postgres', url: postgres.url }),
    ];
    try {
      await Promise.all([a.ping(), b.ping()]);
      const rows = await a.query<{ version: number }>('select version from schema_migrations');
      expect(rows.map((row) => row.version)).toEqual(migrations.map((migration) => migration.version));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('answer within DATABASE_TIMEOUT when the server hangs (SIGSTOP), and the health check within its own bound', async () => {
    const db = openDatabase({ kind: 'postgres', url: postgres.url, statementTimeoutMs: 500, healthTimeoutMs: 300 });
    try {
      expect(await db.ping()).toBe(true);
      postgres.freeze();
      try {
        expect(await db.ping()).toBe(false);
        await expect(db.query('select 1')).rejects.toMatchObject({ name: 'StoreUnavailable' });
        await expect(db.transaction((tx) => tx.query('select 1'))).rejects.toMatchObject({ name: 'StoreUnavailable' });
      } finally {
        postgres.thaw();
      }
      // The connections that timed out were dropped, not handed out again mid-answer.
      expect(await db.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });

  it('report the database down, then recover without a restart', async () => {
    const db = openDatabase({ kind: 'postgres', url: postgres.url });
    try {
      expect(await db.ping()).toBe(true);
      postgres.pause();
      expect(await db.ping()).toBe(false);
      await expect(db.query('select 1')).rejects.toMatchObject({ name: 'StoreUnavailable' });
      postgres.start();
      expect(await db.ping()).toBe(true);
    } finally {
      await db.close();
    }
  });
});
