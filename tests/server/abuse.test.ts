import JSZip from 'jszip';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ideas } from '@/core/tools/ideas';
import { pitchDeck } from '@/core/tools/pitch-deck';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { createOfflineProvider } from '@/server/providers/offline';
import type { Database } from '@/server/store/database';
import { guarded } from '@/server/store/engine-support';
import { sha256 } from '@/server/store/rows';
import { browser } from '../support/server/browser';
import { useMemoryDatabase } from '../support/server/test-database';

const database = useMemoryDatabase();
const ideaInputs = { industry: 'fintech', targetMarket: 'freelancers', region: 'Germany' };
const deckInputs = { businessName: 'PawPantry', businessDescription: 'Fresh pet food by subscription.' };
const anIdea = ideas.offline(ideaInputs).ideas[0]!;

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

// Not the shared test app: each test builds its own, with its own limits, database or save timeout.
async function appWith(env: Record<string, string> = {}, db: Database = database, saveTimeoutMs?: number) {
  const app = await buildApp({
    config: loadConfig({ RATE_LIMIT_MAX: '0', ...env }),
    provider: createOfflineProvider({ delayMs: 0, chunkSize: 512 }),
    database: db,
    saveTimeoutMs,
  });
  apps.push(app);
  await app.ready();
  return app;
}

/** A workspace file with `ventures` ventures of one deck each, and the saved ideas given. */
function workspaceFile(ventures: number, savedIdeas: unknown[] = []) {
  const at = '2026-11-01T10:00:00.000Z';
  return {
    format: 'venturekit-workspace',
    version: 1,
    exportedAt: at,
    ventures: Array.from({ length: ventures }, (_, index) => ({
      name: `Imported ${index}`,
      description: '',
      createdAt: at,
      documents: [
        {
          tool: 'pitch-deck',
          title: 'Deck',
          inputs: deckInputs,
          result: pitchDeck.offline(deckInputs),
          version: 1,
          createdAt: at,
          updatedAt: at,
        },
      ],
    })),
    savedIdeas,
  };
}

describe('anonymous writes are bounded', () => {
  it('rate-limits every workspace write per client, with Retry-After and a sentence', async () => {
    const app = await appWith({ WRITE_RATE_LIMIT_MAX: '3' });
    const alice = browser(app);
    for (let index = 0; index < 3; index++)
      expect((await alice.request('POST', '/api/ventures', { name: `V${index}` })).statusCode).toBe(201);
    const refused = await alice.request('POST', '/api/ideas', { idea: anIdea });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toBe('Too many changes in a short time. Please try again in 10 minutes.');
    // Reads are not writes.
    expect((await alice.request('GET', '/api/workspace')).statusCode).toBe(200);
  });

  it('caps the new workspaces one client makes in a window, imports included', async () => {
    const app = await appWith({ NEW_WORKSPACES_MAX: '2' });
    const owner = browser(app);
    expect((await owner.request('POST', '/api/workspace/import', workspaceFile(1))).statusCode).toBe(200);
    expect((await browser(app).request('POST', '/api/workspace/import', workspaceFile(1))).statusCode).toBe(200);
    const refused = await browser(app).request('POST', '/api/workspace/import', workspaceFile(1));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(
      /^Too many new workspaces from your address\. Please try again in \d+ hours\.$/,
    );
    expect(refused.headers['set-cookie']).toBeUndefined();
    // A browser that has its workspace goes on writing into it.
    expect((await owner.request('POST', '/api/ventures', { name: 'More' })).statusCode).toBe(201);
  });

  it('still generates past the cap, and says the result was not saved and why', async () => {
    const app = await appWith({ NEW_WORKSPACES_MAX: '1' });
    await browser(app).generate('ideas', ideaInputs);
    const { done } = await browser(app).generate('ideas', ideaInputs);
    expect(done.event).toBe('done');
    expect(done.data.saved).toBeUndefined();
    expect(done.data.saveError).toMatch(
      /^Too many new workspaces from your address\. Please try again in \d+ hours\. Your result could not be saved\. Download it to keep a copy\.$/,
    );
  });

  it('refuses a write that would take the workspace past its byte quota, with the sentence the README gives', async () => {
    const app = await appWith();
    const alice = browser(app);
    expect((await alice.request('POST', '/api/workspace/import', workspaceFile(1))).statusCode).toBe(200);
    const stored = await database.query<{ bytes: number; size: number }>(
      `select bytes, octet_length(title) + octet_length(inputs::text) + octet_length(result::text) as size
         from documents where title = 'Deck' order by created_at desc limit 1`,
    );
    expect(stored[0]!.bytes).toBeGreaterThan(0.9 * stored[0]!.size);
    // Fill the workspace to its 50 MB as a founder's years of results would.
    await database.query(`update documents set bytes = 50 * 1024 * 1024 where workspace_id = $1`, [
      sha256(alice.cookie.split('=')[1]!.split('.')[0]!),
    ]);
    const refused = await alice.request('POST', '/api/ideas', { idea: anIdea });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'This workspace is full: it holds at most 50 MB of saved work. Delete results you no longer need, or export the workspace to keep a copy.',
    );
  });
});

describe('the workspace cookie', () => {
  it('adopts no planted value: a browser with an unknown token gets a fresh signed one, and the planter sees nothing', async () => {
    const app = await appWith();
    const planted = 'A'.repeat(43);
    const victim = await app.inject({
      method: 'POST',
      url: '/api/ventures',
      payload: { name: 'Secret venture' },
      headers: { cookie: `vk_workspace=${planted}` },
    });
    expect(victim.statusCode).toBe(201);
    const issued = String(victim.headers['set-cookie']);
    expect(issued).toMatch(/^vk_workspace=[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22}; /);
    expect(issued).not.toContain(planted);
    const planter = await app.inject({
      method: 'GET',
      url: '/api/workspace',
      headers: { cookie: `vk_workspace=${planted}` },
    });
    expect(planter.json()).toEqual({ ventures: [], currentVentureId: null });
    // A forged signature fails too.
    const forged = `${planted}.${'B'.repeat(22)}`;
    const again = await app.inject({
      method: 'GET',
      url: '/api/workspace',
      headers: { cookie: `vk_workspace=${forged}` },
    });
    expect(again.json().ventures).toEqual([]);
  });

  it('keeps a cookie issued before signing when its workspace exists, and issues it again signed', async () => {
    const app = await appWith();
    const token = 'C'.repeat(43);
    await database.query('insert into workspaces (id) values ($1)', [sha256(token)]);
    const legacy = await app.inject({
      method: 'POST',
      url: '/api/ventures',
      payload: { name: 'Kept' },
      headers: { cookie: `vk_workspace=${token}` },
    });
    expect(legacy.statusCode).toBe(201);
    expect(String(legacy.headers['set-cookie'])).toMatch(new RegExp(`^vk_workspace=${token}\\.[A-Za-z0-9_-]{22}; `));
  });

  it('is a __Host- cookie over HTTPS, which a sibling subdomain or plain HTTP cannot plant', async () => {
    const app = await appWith({ TRUST_PROXY: 'true' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/ventures',
      payload: { name: 'x' },
      headers: { 'x-forwarded-proto': 'https' },
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-vk_workspace=[^;]+; Path=\/; .*HttpOnly; SameSite=Lax; Secure$/);
    expect(cookie).not.toContain('Domain');
    // Over HTTPS, a signed value under the plain name (which HTTP could have set) is not adopted.
    const value = cookie.split(';')[0]!.split('=')[1]!;
    const planted = await app.inject({
      method: 'GET',
      url: '/api/workspace',
      headers: { 'x-forwarded-proto': 'https', cookie: `vk_workspace=${value}` },
    });
    expect(planted.json().ventures).toEqual([]);
    const own = await app.inject({
      method: 'GET',
      url: '/api/workspace',
      headers: { 'x-forwarded-proto': 'https', cookie: `__Host-vk_workspace=${value}` },
    });
    expect(own.json().ventures).toHaveLength(1);
  });
});

describe('request bodies', () => {
  it('takes a deck edit at the edit schema’s own limits, every character escaped, and names each route’s limit in a 413', async () => {
    const app = await appWith();
    const alice = browser(app);
    const { done } = await alice.generate('pitch-deck', deckInputs);
    const id = done.data.saved!.id;
    const escaped = (length: number) => '\\u00e9'.repeat(length);
    const slide = `{"title":"${escaped(200)}","content":"${escaped(4000)}","notes":"${escaped(4000)}"}`;
    const body = `{"version":1,"result":{"slides":[${Array(10).fill(slide).join(',')}]}}`;
    expect(body.length).toBeGreaterThan(450 * 1024);
    const edit = await alice.request('PUT', `/api/documents/${id}`, body, { 'content-type': 'application/json' });
    expect(edit.statusCode).toBe(200);

    const tooBig = await alice.request('PUT', `/api/documents/${id}`, `{"pad":"${'x'.repeat(1100 * 1024)}"}`, {
      'content-type': 'application/json',
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toBe('This request is too large: it may be at most 1 MB.');
    const venture = await alice.request('POST', '/api/ventures', `{"name":"${'x'.repeat(20 * 1024)}"}`, {
      'content-type': 'application/json',
    });
    expect(venture.json().error).toBe('This request is too large: it may be at most 16 KB.');
    const generate = await alice.request('POST', '/api/generate/ideas', `{"pad":"${'x'.repeat(70 * 1024)}"}`, {
      'content-type': 'application/json',
    });
    expect(generate.statusCode).toBe(413);
    expect(generate.json().error).toBe('This request is too large: it may be at most 64 KB.');
    const workspaceFileTooBig = await alice.request(
      'POST',
      '/api/workspace/import',
      `{"pad":"${'x'.repeat(21 * 1024 * 1024)}"}`,
      { 'content-type': 'application/json' },
    );
    expect(workspaceFileTooBig.json().error).toBe('A workspace file may be at most 20 MB.');
  });

  it('cleans control characters, NUL and lone surrogates from what it stores, so Word files stay valid', async () => {
    const app = await appWith();
    const alice = browser(app);
    // NUL in an input used to answer 500: PostgreSQL's jsonb cannot hold it.
    const { done } = await alice.generate('pitch-deck', {
      businessName: 'Paw\u0000Pantry',
      businessDescription: 'Fresh\u000Bpet food\u0007 by subscription \uD800.',
    });
    expect(done.event).toBe('done');
    const saved = (await alice.request('GET', `/api/documents/${done.data.saved!.id}`)).json();
    expect(saved.inputs).toEqual({
      businessName: 'PawPantry',
      businessDescription: 'Fresh\npet food by subscription \uFFFD.',
    });

    const idea = await alice.request('POST', '/api/ideas', { idea: { ...anIdea, name: 'Lone \uDC00 surrogate' } });
    expect(idea.statusCode).toBe(201);
    expect(idea.json().name).toBe('Lone \uFFFD surrogate');

    const deck = pitchDeck.offline(deckInputs);
    const softBreaks = {
      slides: deck.slides.map((slide) => ({ ...slide, content: `${slide.content}\u000Bsoft break\u0007` })),
    };
    const file = await alice.request('POST', '/api/exports/pitch-deck/pptx', { result: softBreaks });
    expect(file.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(file.rawPayload);
    const xml = await zip.file('ppt/slides/slide2.xml')!.async('string');
    // eslint-disable-next-line no-control-regex -- the characters XML 1.0 cannot carry
    expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
    expect(xml).toContain('soft break');
  });

  it('refuses a __proto__ key with a 400 that says so, and no prototype is touched', async () => {
    const app = await appWith();
    const response = await browser(app).request(
      'POST',
      '/api/workspace/import',
      '{"format":"venturekit-workspace","__proto__":{"polluted":true}}',
      { 'content-type': 'application/json' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('The data holds a key named "__proto__", which is not allowed.');
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers an id over 100 characters with our own 400, not the router’s error body', async () => {
    const app = await appWith();
    const response = await browser(app).request('GET', `/api/documents/${'a'.repeat(150)}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['error']);
    const longer = await browser(app).request('GET', `/api/documents/${'a'.repeat(1500)}`);
    expect(longer.statusCode).toBe(400);
    expect(Object.keys(longer.json())).toEqual(['error']);
  });

  it('refuses an Origin whose scheme differs from the request’s (https on an http server)', async () => {
    const app = await appWith();
    const response = await browser(app).request(
      'POST',
      '/api/ventures',
      { name: 'x' },
      {
        origin: 'https://localhost:80',
        host: 'localhost:80',
      },
    );
    expect(response.statusCode).toBe(403);
    const same = await browser(app).request(
      'POST',
      '/api/ventures',
      { name: 'x' },
      {
        origin: 'http://localhost:80',
        host: 'localhost:80',
      },
    );
    expect(same.statusCode).toBe(201);
  });
});

describe('workspace import', () => {
  it('answers 400, and makes no workspace or cookie, for versions and dates PostgreSQL cannot store', async () => {
    const app = await appWith();
    const file = workspaceFile(1);
    const cases = [
      {
        ...file,
        ventures: [{ ...file.ventures[0]!, documents: [{ ...file.ventures[0]!.documents[0]!, version: 2147483647 }] }],
      },
      {
        ...file,
        ventures: [{ ...file.ventures[0]!, documents: [{ ...file.ventures[0]!.documents[0]!, version: 99999999999 }] }],
      },
      { ...file, ventures: [{ ...file.ventures[0]!, createdAt: '0000-01-01T00:00:00.000Z' }] },
    ];
    for (const body of cases) {
      const response = await browser(app).request('POST', '/api/workspace/import', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^This is not a Venturekit workspace file we can import/);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('reports the saved ideas it kept: five copies of one idea are one', async () => {
    const app = await appWith();
    const entry = {
      name: anIdea.name,
      description: anIdea.description,
      idea: anIdea,
      createdAt: '2026-11-01T10:00:00.000Z',
    };
    const alice = browser(app);
    const response = await alice.request('POST', '/api/workspace/import', workspaceFile(0, Array(5).fill(entry)));
    expect(response.json()).toEqual({ ventures: 0, documents: 0, savedIdeas: 1 });
    expect((await alice.request('GET', '/api/ideas')).json().ideas).toHaveLength(1);
  });
});

describe('when saving is slow or the disk is full', () => {
  /** The database, each document insert held until the transaction's deadline has passed. */
  function insertsOutlastingTheirDeadline(inner: Database): Database {
    return {
      ...inner,
      transaction: (work, options) =>
        inner.transaction(
          (tx) =>
            work({
              query: async (sql, params) => {
                const signal = options?.signal;
                if (/^\s*insert into documents/.test(sql) && signal && !signal.aborted)
                  await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
                return tx.query(sql, params);
              },
            }),
          options,
        ),
    };
  }

  it('rolls back a save that passed its deadline, so a result reported unsaved is never stored later', async () => {
    const app = await appWith({}, insertsOutlastingTheirDeadline(database), 50);
    const alice = browser(app);
    await alice.request('POST', '/api/ventures', { name: 'Slow' });
    const { done } = await alice.generate('ideas', ideaInputs);
    expect(done.data.saveError).toBe('Your result could not be saved. Download it to keep a copy.');
    expect((await alice.request('GET', '/api/tools/ideas/documents')).json().documents).toEqual([]);
  });

  it('says the disk is full (507) instead of "try again in a moment"', async () => {
    // What the engine raises when PostgreSQL cannot extend a file: SQLSTATE 53100.
    const full = Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' });
    const app = await appWith(
      {},
      {
        ...database,
        transaction: (work, options) =>
          database.transaction(
            (tx) =>
              work({
                query: (sql, params) =>
                  /^\s*insert into ventures/.test(sql) ? guarded(() => Promise.reject(full)) : tx.query(sql, params),
              }),
            options,
          ),
      },
    );
    const response = await browser(app).request('POST', '/api/ventures', { name: 'x' });
    expect(response.statusCode).toBe(507);
    expect(response.json().error).toBe(
      'The server has no room left to save your work. What is on screen is kept: download it, and tell whoever runs this server.',
    );
  });
});

describe('when many generations end together', () => {
  it('settles at most four at once (parse, validate, save), so memory at the peak stays bounded', async () => {
    let counting = false;
    let open = 0;
    let most = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const db: Database = {
      ...database,
      transaction: async (work, options) => {
        if (!counting) return database.transaction(work, options);
        open++;
        most = Math.max(most, open);
        // Hold the first saves until as many as the queue lets through have started.
        if (most >= 4) setImmediate(release);
        await gate;
        try {
          return await database.transaction(work, options);
        } finally {
          open--;
        }
      },
    };
    const app = await appWith({ AI_MAX_CONCURRENCY_PER_CLIENT: '20' }, db);
    const alice = browser(app);
    await alice.request('POST', '/api/ventures', { name: 'Many' });
    counting = true;
    const settled = await Promise.all(Array.from({ length: 12 }, () => alice.generate('ideas', ideaInputs)));
    expect(settled.every(({ done }) => done.event === 'done' && done.data.saved)).toBe(true);
    expect(most).toBe(4);
  });
});

describe('model output', () => {
  it('is cleaned like a founder’s text, and then comes whole in the compact stream’s done', async () => {
    const app = await buildApp({
      config: loadConfig({ RATE_LIMIT_MAX: '0' }),
      database,
      provider: {
        name: 'offline',
        model: 'soft-breaks',
        async generate({ tool, input }, onText) {
          const result = tool.offline(input as never) as { ideas: { name: string }[] };
          result.ideas[0]!.name = 'Line\u000Bbreak\u0000';
          onText(JSON.stringify(result));
        },
      },
    });
    apps.push(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/generate/ideas',
      payload: { inputs: ideaInputs },
      headers: { 'venturekit-stream': 'compact' },
    });
    const done = response.body.split('event: done\ndata: ')[1]!.split('\n')[0]!;
    expect(JSON.parse(done).result.ideas[0].name).toBe('Line\nbreak');
  });
});
