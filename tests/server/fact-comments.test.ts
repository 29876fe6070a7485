/**
 * Comments on a venture's facts through HTTP (issue 36; docs/product.md §16 "Comments"): a thread on
 * a fact of the Venture screen, anchored to the venture and the fact's id (migration 28), so it
 * stays through a regenerated model and its old result's deletion, and says it is on an earlier
 * version once the fact reads otherwise; resolved through the same route as a part's; told to other
 * members' tabs; refused to a viewer, a guest and another workspace; deleted with the venture.
 */
import { describe, expect, it } from 'vitest';
import { refusedFor } from '@/core/account/role-texts';
import type { DocumentComments, ThreadView } from '@/core/comments/schema';
import { NO_SUCH_FACT } from '@/server/routes/comments';
import { browser } from '../support/server/browser';
import { followChanges } from '../support/server/live';
import { joined, member, type Browser } from '../support/server/team';
import { useTestApp } from '../support/server/test-app';

const server = useTestApp({ RATE_LIMIT_MAX: '0', WRITE_RATE_LIMIT_MAX: '0', NEW_WORKSPACES_MAX: '0' });
const modelInputs = {
  pricingModel: 'Subscription',
  customerType: 'B2B - Small Business',
  costs: 'Salaries, Office rent',
};
const PRICE = ['price'];

async function teamWithModel(name: string) {
  const lena = await member(server.app, `Lena ${name}`, `Venture ${name}`);
  const ventureId = (await lena.request('GET', '/api/workspace')).json<{ currentVentureId: string }>().currentVentureId;
  const modelId = (await lena.generate('financials', modelInputs, ventureId)).done.data.saved!.id;
  const cam = await joined(server.app, lena, `Cam ${name}`, 'commenter');
  return { lena, cam, ventureId, modelId };
}
const threadsOf = async (who: Browser, ventureId: string) =>
  (await who.request('GET', `/api/ventures/${ventureId}/comments`)).json<DocumentComments>().threads;
const comment = (who: Browser, ventureId: string, body: object) =>
  who.request('POST', `/api/ventures/${ventureId}/comments`, body);

describe('comments on a fact', () => {
  it('a commenter starts a thread on a fact, the owner replies, and it is resolved and reopened', async () => {
    const { lena, cam, ventureId } = await teamWithModel('Thread');
    const started = await comment(cam, ventureId, { path: PRICE, body: '@Lena Thread is this price tested?' });
    expect(started.statusCode, started.body).toBe(201);
    const thread = started.json<ThreadView>();
    expect(thread).toMatchObject({ path: PRICE, resolved: false, earlierVersion: false });
    const reply = await comment(lena, ventureId, { path: PRICE, body: 'With five cafés.', replyTo: thread.id });
    expect(reply.json<ThreadView>().comments.map((one) => [one.author, one.mine])).toEqual([
      ['Cam Thread', false],
      ['Lena Thread', true],
    ]);
    // A fact that is not set yet can carry one too: the team's size before anyone pinned it.
    expect((await comment(cam, ventureId, { path: ['teamSize'], body: 'How many are we?' })).statusCode).toBe(201);
    expect((await threadsOf(lena, ventureId)).map((one) => one.path.join('.'))).toEqual(['price', 'teamSize']);

    const resolved = await cam.request('PUT', `/api/comments/${thread.id}`, { resolved: true });
    expect(resolved.json<ThreadView>()).toMatchObject({ resolved: true, resolvedBy: 'Cam Thread' });
    const reopened = await lena.request('PUT', `/api/comments/${thread.id}`, { resolved: false });
    expect(reopened.json<ThreadView>()).toMatchObject({ resolved: false, resolvedBy: null });
  });

  it('stays on its fact through a regenerated model and its old result deleted, and says so once the fact changed', async () => {
    const { lena, cam, ventureId, modelId } = await teamWithModel('Regenerate');
    await comment(cam, ventureId, { path: PRICE, body: 'Too cheap?' });
    await comment(cam, ventureId, { path: ['marketSize'], body: 'Where from?' });
    const again = await lena.generate('financials', { ...modelInputs, customerType: 'B2C - Consumer' }, ventureId);
    expect(again.done.data.saved!.id).not.toBe(modelId);
    expect((await lena.request('DELETE', `/api/documents/${modelId}`)).statusCode).toBe(204);
    expect((await threadsOf(cam, ventureId)).map((one) => one.path.join('.'))).toEqual(['price', 'marketSize']);

    const pinned = await lena.request('PUT', `/api/ventures/${ventureId}/facts/price`, { value: 4321 });
    expect(pinned.statusCode, pinned.body).toBe(200);
    expect((await threadsOf(cam, ventureId)).map((one) => [one.path.join('.'), one.earlierVersion])).toEqual([
      ['price', true],
      ['marketSize', false],
    ]);
  });

  it('is told to another member’s open tab, with the venture and no document', async () => {
    const { lena, cam, ventureId } = await teamWithModel('Live');
    const tab = await followChanges(server.app, lena);
    expect((await comment(cam, ventureId, { path: PRICE, body: 'Live?' })).statusCode).toBe(201);
    expect(await tab.next((change) => change.kind === 'comments')).toEqual({
      kind: 'comments',
      ventureId,
      documentId: null,
    });
    tab.close();
  });

  it('is read by a viewer but not written, not by a guest, and not across workspaces; a path that is no fact is refused', async () => {
    const { lena, ventureId } = await teamWithModel('Refuse');
    const vic = await joined(server.app, lena, 'Vic Refuse', 'viewer');
    expect((await vic.request('GET', `/api/ventures/${ventureId}/comments`)).statusCode).toBe(200);
    const refused = await comment(vic, ventureId, { path: PRICE, body: 'Hello' });
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: refusedFor('viewer', 'comment') }]);
    expect((await comment(browser(server.app), ventureId, { path: PRICE, body: 'Hello' })).statusCode).toBe(401);
    expect((await browser(server.app).request('GET', `/api/ventures/${ventureId}/comments`)).statusCode).toBe(401);
    const stranger = await member(server.app, 'Stranger Refuse', 'Own venture');
    expect((await comment(stranger, ventureId, { path: PRICE, body: 'Hello' })).statusCode).toBe(404);
    expect((await stranger.request('GET', `/api/ventures/${ventureId}/comments`)).statusCode).toBe(404);
    for (const path of [['notAFact'], ['price', 0], ['assumptions', 'monthlyPricePerCustomer']]) {
      const nowhere = await comment(lena, ventureId, { path, body: 'Hello' });
      expect([nowhere.statusCode, nowhere.json()]).toEqual([400, { error: NO_SUCH_FACT }]);
    }
  });

  it('goes with its venture', async () => {
    const { lena, cam, ventureId } = await teamWithModel('Delete');
    await comment(cam, ventureId, { path: PRICE, body: 'Bye soon.' });
    expect((await lena.request('DELETE', `/api/ventures/${ventureId}`)).statusCode).toBe(200);
    expect(await server.database.query('select id from comments where venture_id = $1', [ventureId])).toEqual([]);
  });
});
