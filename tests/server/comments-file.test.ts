/**
 * Comments in the workspace file, through HTTP (issue 36; docs/product.md §16 "Comments"): a
 * team's threads leave with Export Workspace and arrive with Import Workspace in another member's
 * workspace, on the same parts, with their replies, resolved state and authors' names but no
 * accounts; a file with one bad comment imports nothing; an older file without comments imports;
 * deleting a venture leaves no comment behind.
 */
import { describe, expect, it } from 'vitest';
import type { DocumentComments } from '@/core/comments/schema';
import type { WorkspaceFile } from '@/core/workspace/file';
import { joined, member, type Browser } from '../support/server/team';
import { useTestApp } from '../support/server/test-app';

const server = useTestApp({ RATE_LIMIT_MAX: '0', WRITE_RATE_LIMIT_MAX: '0', NEW_WORKSPACES_MAX: '0' });
const planInputs = { idea: 'WagBox: fresh dog food by subscription in Berlin' };
const SECTION = ['executiveSummary'];

/** Lena's plan in `Venture <name>` with Cam's thread on its summary (Lena answers) and a resolved one on its problem. */
async function planWithThreads(name: string) {
  const lena = await member(server.app, `Lena ${name}`, `Venture ${name}`);
  const planId = (await lena.generate('business-plan', planInputs)).done.data.saved!.id;
  const cam = await joined(server.app, lena, `Cam ${name}`, 'commenter');
  const comment = async (who: Browser, body: object) => {
    const answer = await who.request('POST', `/api/documents/${planId}/comments`, body);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<{ id: string }>().id;
  };
  const open = await comment(cam, { path: SECTION, body: `@Lena ${name} who pays?` });
  await comment(lena, { path: SECTION, body: 'Dog owners do.', replyTo: open });
  const done = await comment(cam, { path: ['problemStatement'], body: 'Clear.' });
  expect((await cam.request('PUT', `/api/comments/${done}`, { resolved: true })).statusCode).toBe(200);
  const file = (await lena.request('GET', '/api/workspace/export')).json<WorkspaceFile>();
  return { lena, cam, planId, file };
}

const threadsOf = async (who: Browser, planId: string) =>
  (await who.request('GET', `/api/documents/${planId}/comments`)).json<DocumentComments>().threads;

/** The id of the plan imported into `who`'s workspace, in the venture named `venture`. */
async function importedPlan(who: Browser, venture: string): Promise<string> {
  const { ventures } = (await who.request('GET', '/api/workspace')).json<{
    ventures: { id: string; name: string }[];
  }>();
  const ventureId = ventures.find((one) => one.name === venture)!.id;
  const list = await who.request('GET', `/api/tools/business-plan/documents?venture=${ventureId}`);
  return list.json<{ latest: { id: string } }>().latest.id;
}

const commentsIn = async (who: Browser) => {
  const { ventures } = (await who.request('GET', '/api/workspace')).json<{ ventures: { id: string }[] }>();
  const [row] = await server.database.query<{ n: number }>(
    'select count(*)::int as n from comments c join ventures v on v.workspace_id = c.workspace_id where v.id = $1',
    [ventures[0]!.id],
  );
  return row!.n;
};

describe('comments in the workspace file', () => {
  it('leave with the export and arrive on the same parts in another workspace, replies, resolved state and names kept', async () => {
    const { lena, planId, file } = await planWithThreads('Travel');
    const [document] = file.ventures[0]!.documents;
    expect(document!.threads?.map((thread) => [thread.path, thread.resolved?.by, thread.comments.length])).toEqual([
      [SECTION, undefined, 2],
      [['problemStatement'], 'Cam Travel', 1],
    ]);
    // No account ids leave: the author's name, the words and the time.
    expect(Object.keys(document!.threads![0]!.comments[0]!).sort()).toEqual(['author', 'body', 'createdAt']);

    const nia = await member(server.app, 'Nia Travel', 'Nia’s own');
    const imported = await nia.request('POST', '/api/workspace/import', file);
    expect(imported.json()).toEqual({ ventures: 1, documents: 1, savedIdeas: 0 });
    const copyId = await importedPlan(nia, 'Venture Travel');
    expect(copyId).not.toBe(planId);
    const threads = await threadsOf(nia, copyId);
    expect(threads.map((thread) => [thread.path, thread.resolved, thread.resolvedBy, thread.earlierVersion])).toEqual([
      [SECTION, false, null, false],
      [['problemStatement'], true, 'Cam Travel', false],
    ]);
    expect(threads.map((thread) => thread.comments.map((one) => [one.author, one.body, one.mine]))).toEqual([
      [
        ['Cam Travel', '@Lena Travel who pays?', false],
        ['Lena Travel', 'Dog owners do.', false],
      ],
      [['Cam Travel', 'Clear.', false]],
    ]);
    const originalIds = (await threadsOf(lena, planId)).map((thread) => thread.id);
    expect(threads.map((thread) => thread.id).filter((id) => originalIds.includes(id))).toEqual([]);
    const rows = await server.database.query<{ author_id: string | null; mentions: string[]; reply_to: string | null }>(
      'select author_id, mentions, reply_to from comments where document_id = $1 order by created_at',
      [copyId],
    );
    expect(rows.map((row) => [row.author_id, row.mentions])).toEqual([
      [null, []],
      [null, []],
      [null, []],
    ]);
    expect(rows.filter((row) => row.reply_to).map((row) => row.reply_to)).toEqual([threads[0]!.id]);

    // Nia answers an imported thread in her own workspace.
    const reply = await nia.request('POST', `/api/documents/${copyId}/comments`, {
      path: SECTION,
      body: 'Noted.',
      replyTo: threads[0]!.id,
    });
    expect(reply.statusCode, reply.body).toBe(201);
  });

  it('refuses a file with one bad comment whole, and imports an older file without comments', async () => {
    const { file } = await planWithThreads('Refuse');
    const nia = await member(server.app, 'Nia Refuse', 'Nia’s own');
    const [document] = file.ventures[0]!.documents;
    const threads = document!.threads!;
    const withThreads = (changed: unknown[]) => ({
      ...file,
      ventures: [file.ventures[0], { ...file.ventures[0], documents: [{ ...document, threads: changed }] }],
    });
    const longBody = [{ ...threads[0], comments: [{ ...threads[0]!.comments[0], body: 'x'.repeat(2001) }] }];
    const tooMany = [{ ...threads[0], comments: Array.from({ length: 501 }, () => threads[0]!.comments[0]) }];
    const split = Array.from({ length: 251 }, () => threads[0]);
    const nowhere = [{ ...threads[0], path: ['notAPart'] }];
    for (const [bad, reason] of [
      [longBody, /ventures\.1\.documents\.0\.threads\.0\.comments\.0\.body/],
      [tooMany, /threads\.0\.comments/],
      [split, /at most 500 comments/],
      [nowhere, /a comment thread on a part that cannot carry one \(ventures\.1\.documents\.0\.threads\.0\.path\)/],
      [[{ ...threads[0], comments: [] }], /threads\.0\.comments/],
    ] as const) {
      const refused = await nia.request('POST', '/api/workspace/import', withThreads(bad as unknown[]));
      expect([refused.statusCode, refused.json().error]).toEqual([400, expect.stringMatching(reason)]);
    }
    expect((await nia.request('GET', '/api/workspace')).json().ventures).toHaveLength(1);
    expect(await commentsIn(nia)).toBe(0);

    const older = {
      ...file,
      ventures: file.ventures.map((venture) => ({
        ...venture,
        documents: venture.documents.map(({ threads: _threads, ...rest }) => rest),
      })),
    };
    expect((await nia.request('POST', '/api/workspace/import', older)).statusCode).toBe(200);
    expect(await threadsOf(nia, await importedPlan(nia, 'Venture Refuse'))).toEqual([]);
  });

  it('carries the threads on a venture’s facts, and refuses a file whose fact thread names no fact', async () => {
    const { lena, cam } = await planWithThreads('Facts');
    const ventureId = (await lena.request('GET', '/api/workspace')).json<{ currentVentureId: string }>()
      .currentVentureId;
    const started = await cam.request('POST', `/api/ventures/${ventureId}/comments`, {
      path: ['teamSize'],
      body: 'Four?',
    });
    expect(started.statusCode, started.body).toBe(201);
    const reply = { path: ['teamSize'], body: 'Five.', replyTo: started.json<{ id: string }>().id };
    expect((await lena.request('POST', `/api/ventures/${ventureId}/comments`, reply)).statusCode).toBe(201);
    const file = (await lena.request('GET', '/api/workspace/export')).json<WorkspaceFile>();
    const [venture] = file.ventures;
    expect(venture!.factThreads?.map((thread) => [thread.path, thread.comments.map((one) => one.body)])).toEqual([
      [['teamSize'], ['Four?', 'Five.']],
    ]);

    const nia = await member(server.app, 'Nia Facts', 'Nia’s own');
    const nowhere = {
      ...file,
      ventures: [{ ...venture, factThreads: [{ ...venture!.factThreads![0], path: ['nope'] }] }],
    };
    const refused = await nia.request('POST', '/api/workspace/import', nowhere);
    expect([refused.statusCode, refused.json().error]).toEqual([
      400,
      expect.stringMatching(/ventures\.0\.factThreads\.0\.path/),
    ]);
    expect(await commentsIn(nia)).toBe(0);
    expect((await nia.request('POST', '/api/workspace/import', file)).statusCode).toBe(200);
    const { ventures } = (await nia.request('GET', '/api/workspace')).json<{
      ventures: { id: string; name: string }[];
    }>();
    const copy = ventures.find((one) => one.name === 'Venture Facts')!.id;
    const threads = (await nia.request('GET', `/api/ventures/${copy}/comments`)).json<DocumentComments>().threads;
    expect(
      threads.map((thread) => [thread.path, thread.comments.map((one) => [one.author, one.body, one.mine])]),
    ).toEqual([
      [
        ['teamSize'],
        [
          ['Cam Facts', 'Four?', false],
          ['Lena Facts', 'Five.', false],
        ],
      ],
    ]);
  });

  it('leaves no comment behind when a venture is deleted', async () => {
    const { lena, planId } = await planWithThreads('Delete');
    const ventureId = (await lena.request('GET', `/api/documents/${planId}`)).json<{ ventureId: string }>().ventureId;
    const query = 'select id from comments where document_id = $1';
    expect(await server.database.query(query, [planId])).toHaveLength(3);
    expect((await lena.request('DELETE', `/api/ventures/${ventureId}`)).statusCode).toBe(200);
    expect(await server.database.query(query, [planId])).toEqual([]);
  });
});
