/**
 * Comments through HTTP (issue 36; docs/product.md §16 "Comments"): a thread on a plan's section by
 * a commenter, mentioning the owner; a reply; resolved and reopened; said to be on an earlier
 * version once the section changes; refused to a viewer, a guest and another workspace; deleted
 * with their result.
 */
import { describe, expect, it } from 'vitest';
import { refusedFor } from '@/core/account/role-texts';
import type { DocumentComments, ThreadView } from '@/core/comments/schema';
import { NO_SUCH_PART } from '@/server/routes/comments';
import { browser } from '../support/server/browser';
import { joined, member, type Browser } from '../support/server/team';
import { useTestApp } from '../support/server/test-app';

const server = useTestApp({ RATE_LIMIT_MAX: '0', WRITE_RATE_LIMIT_MAX: '0', NEW_WORKSPACES_MAX: '0' });
const planInputs = { idea: 'WagBox: fresh dog food by subscription in Berlin' };
const SECTION = ['executiveSummary'];
const modelInputs = {
  pricingModel: 'Subscription',
  customerType: 'B2B - Small Business',
  costs: 'Office rent, Software',
};

async function teamWithPlan(name: string) {
  const lena = await member(server.app, `Lena ${name}`, `Venture ${name}`);
  const planId = (await lena.generate('business-plan', planInputs)).done.data.saved!.id;
  const cam = await joined(server.app, lena, `Cam ${name}`, 'commenter');
  return { lena, cam, planId };
}
const threadsOf = async (who: Browser, planId: string) =>
  (await who.request('GET', `/api/documents/${planId}/comments`)).json<DocumentComments>().threads;
const comment = (who: Browser, planId: string, body: object) =>
  who.request('POST', `/api/documents/${planId}/comments`, body);

describe('comments on a part', () => {
  it('a commenter starts a thread on a section mentioning the owner, the owner replies, and it is resolved and reopened', async () => {
    const { lena, cam, planId } = await teamWithPlan('Thread');
    const started = await comment(cam, planId, { path: SECTION, body: '@Lena Thread can we say who pays?' });
    expect(started.statusCode, started.body).toBe(201);
    const thread = started.json<ThreadView>();
    expect(thread).toMatchObject({ path: SECTION, resolved: false, earlierVersion: false });
    expect(thread.comments.map((one) => [one.author, one.body, one.mine])).toEqual([
      ['Cam Thread', '@Lena Thread can we say who pays?', true],
    ]);
    const [mentions] = await server.database.query<{ mentions: string[] }>(
      'select mentions from comments where id = $1',
      [thread.id],
    );
    const lenaId = (await lena.request('GET', '/api/account')).json<{ account: { id: string } }>().account.id;
    expect(mentions?.mentions).toEqual([lenaId]);

    const reply = await comment(lena, planId, {
      path: SECTION,
      body: 'Dog owners do; I will add it.',
      replyTo: thread.id,
    });
    expect(reply.json<ThreadView>().comments.map((one) => [one.author, one.mine])).toEqual([
      ['Cam Thread', false],
      ['Lena Thread', true],
    ]);
    expect(await threadsOf(lena, planId)).toHaveLength(1);

    const resolved = await cam.request('PUT', `/api/comments/${thread.id}`, { resolved: true });
    expect(resolved.json<ThreadView>()).toMatchObject({ resolved: true, resolvedBy: 'Cam Thread' });
    const reopened = await lena.request('PUT', `/api/comments/${thread.id}`, { resolved: false });
    expect(reopened.json<ThreadView>()).toMatchObject({ resolved: false, resolvedBy: null });
  });

  it('stays on its part through an edit, and says it is on an earlier version once the part changed', async () => {
    const { lena, cam, planId } = await teamWithPlan('Edit');
    await comment(cam, planId, { path: SECTION, body: 'Too long.' });
    await comment(cam, planId, { path: ['problemStatement'], body: 'Good.' });
    const { version, result } = (await lena.request('GET', `/api/documents/${planId}`)).json<{
      version: number;
      result: Record<string, unknown>;
    }>();
    const edited = await lena.request('PUT', `/api/documents/${planId}`, {
      version,
      result: { ...result, executiveSummary: 'WagBox delivers fresh dog food in Berlin.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await threadsOf(cam, planId)).map((one) => [one.path.join('.'), one.earlierVersion])).toEqual([
      ['executiveSummary', true],
      ['problemStatement', false],
    ]);
  });

  it('is read by a viewer but not written, not by a guest, and not across workspaces; a part that is not one is refused', async () => {
    const { lena, planId } = await teamWithPlan('Refuse');
    const vic = await joined(server.app, lena, 'Vic Refuse', 'viewer');
    expect((await vic.request('GET', `/api/documents/${planId}/comments`)).statusCode).toBe(200);
    const refused = await comment(vic, planId, { path: SECTION, body: 'Hello' });
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: refusedFor('viewer', 'comment') }]);
    expect((await comment(browser(server.app), planId, { path: SECTION, body: 'Hello' })).statusCode).toBe(401);
    const stranger = await member(server.app, 'Stranger Refuse', 'Own venture');
    expect((await comment(stranger, planId, { path: SECTION, body: 'Hello' })).statusCode).toBe(404);
    expect((await stranger.request('GET', `/api/documents/${planId}/comments`)).statusCode).toBe(404);
    const nowhere = await comment(lena, planId, { path: ['notAPart'], body: 'Hello' });
    expect([nowhere.statusCode, nowhere.json()]).toEqual([400, { error: NO_SUCH_PART }]);
    expect((await comment(lena, planId, { path: SECTION, body: '   ' })).statusCode).toBe(400);
  });

  it('carries threads on the model’s assumptions, and says once an assumption changed; not on what the model computes', async () => {
    const { lena, cam } = await teamWithPlan('Model');
    const modelId = (await lena.generate('financials', modelInputs)).done.data.saved!.id;
    const PRICE = ['assumptions', 'monthlyPricePerCustomer'];
    const started = await comment(cam, modelId, { path: PRICE, body: 'Is €49 too low?' });
    expect(started.statusCode, started.body).toBe(201);
    const rent = await comment(cam, modelId, { path: ['assumptions', 'costs', 0], body: 'Rent?' });
    expect(rent.statusCode, rent.body).toBe(201);
    for (const path of [['revenueProjections'], ['metrics'], ['assumptions', 'nothing']])
      expect((await comment(cam, modelId, { path, body: 'Hm' })).json()).toEqual({ error: NO_SUCH_PART });
    const { version, result } = (await lena.request('GET', `/api/documents/${modelId}`)).json<{
      version: number;
      result: { assumptions: { monthlyPricePerCustomer: { value: number } } };
    }>();
    const price = result.assumptions.monthlyPricePerCustomer;
    const edited = await lena.request('PUT', `/api/documents/${modelId}`, {
      version,
      result: { ...result, assumptions: { ...result.assumptions, monthlyPricePerCustomer: { ...price, value: 99 } } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await threadsOf(cam, modelId)).map((one) => [one.path.join('.'), one.earlierVersion])).toEqual([
      ['assumptions.monthlyPricePerCustomer', true],
      ['assumptions.costs.0', false],
    ]);
  });

  it('carries a thread on each cost line, hiring-plan row and funding event, by its place, and on no row that is not there', async () => {
    const { lena, cam } = await teamWithPlan('Rows');
    const modelId = (await lena.generate('financials', modelInputs)).done.data.saved!.id;
    type Model = { assumptions: { hiringPlan: unknown[]; funding: { fundingEvents: unknown[] } } };
    const { version, result } = (await lena.request('GET', `/api/documents/${modelId}`)).json<{
      version: number;
      result: Model;
    }>();
    const role = { title: 'Baker', count: 1, monthlySalary: 3000, startMonth: 2, employerCostPercent: 20 };
    const round = { kind: 'equity', amount: 100_000, month: 1, preMoneyValuation: 900_000 };
    const { assumptions } = result;
    const edited = await lena.request('PUT', `/api/documents/${modelId}`, {
      version,
      result: {
        ...result,
        assumptions: {
          ...assumptions,
          hiringPlan: [...assumptions.hiringPlan, role],
          funding: { ...assumptions.funding, fundingEvents: [round] },
        },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const ROLE = ['assumptions', 'hiringPlan', assumptions.hiringPlan.length];
    const ROUND = ['assumptions', 'funding', 'fundingEvents', 0];
    for (const path of [['assumptions', 'costs', 1], ROLE, ROUND]) {
      const started = await comment(cam, modelId, { path, body: 'Sure?' });
      expect(started.statusCode, started.body).toBe(201);
    }
    for (const path of [
      ['assumptions', 'costs', 99],
      ['assumptions', 'funding', 'fundingEvents', 1],
    ])
      expect((await comment(cam, modelId, { path, body: 'Hm' })).json()).toEqual({ error: NO_SUCH_PART });
    expect((await threadsOf(cam, modelId)).map((one) => one.path.join('.'))).toEqual([
      'assumptions.costs.1',
      ROLE.join('.'),
      'assumptions.funding.fundingEvents.0',
    ]);
  });

  it('goes with its result', async () => {
    const { lena, cam, planId } = await teamWithPlan('Delete');
    await comment(cam, planId, { path: SECTION, body: 'Bye soon.' });
    expect((await lena.request('DELETE', `/api/documents/${planId}`)).statusCode).toBe(204);
    expect(await server.database.query('select id from comments where document_id = $1', [planId])).toEqual([]);
  });
});
