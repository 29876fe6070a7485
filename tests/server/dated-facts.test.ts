/**
 * Dates are facts, through HTTP against the fake OpenAI-compatible upstream (issue 34): a model
 * whose customers start in Month 1 and whose founder plans a round in Month 3; a plan the model
 * writes "launch in month 5" and "Month 18: raise a seed round" into has both counted as conflicts
 * on the Venture screen, and Use Fact, saved as an edit, writes the model's months. An idea card
 * that states another price is counted too: every tool's text is checked the same way.
 */
import { describe, expect, it } from 'vitest';
import type { FinancialModel } from '@/core/finance/schema';
import { financials } from '@/core/tools/financials';
import type { BusinessPlan } from '@/core/tools/business-plan/schema';
import { businessPlan } from '@/core/tools/business-plan';
import { ideas } from '@/core/tools/ideas';
import { applyFact, documentChecks } from '@/core/venture/document-figures';
import type { VentureFact } from '@/core/venture/facts';
import type { VentureOverview } from '@/core/workspace/schema';
import { createOpenAICompatibleProvider } from '@/server/providers/openai-compatible';
import { browser } from '../support/server/browser';
import { PLACEHOLDER_API_KEY, useFakeUpstream } from '../support/server/fake-upstream-file';
import { useTestApp } from '../support/server/test-app';

const modelInputs = { pricingModel: 'Subscription', customerType: 'B2C - Consumer', costs: 'Salaries' } as const;
const assumptions = financials.offline(modelInputs);
const planInputs = { idea: 'WagBox: dog walking for busy owners in Berlin' };
const ideaInputs = { industry: 'Pet care', targetMarket: 'Busy dog owners', region: 'Berlin' };

/** A plan as a model writes it: dates of its own, the rest without figures. */
const datedPlan = (): BusinessPlan => ({
  ...businessPlan.offline(planInputs),
  executiveSummary: 'WagBox walks dogs for busy owners. The plan is to launch a focused first version in month 5.',
  businessModel: 'A monthly membership.',
  goToMarket: 'Partnerships with vet practices.',
  targetMarket: 'Busy dog owners in Berlin.',
  keyMilestones: ['Month 2: interview 30 owners', 'Month 9: expand to Hamburg', 'Month 18: raise a seed round'],
});

describe('a venture’s dates', () => {
  const fake = useFakeUpstream();
  const server = useTestApp(
    () => ({ OPENAI_API_KEY: PLACEHOLDER_API_KEY, AI_BASE_URL: fake.url, RATE_LIMIT_MAX: '0' }),
    (config) => ({
      provider: createOpenAICompatibleProvider({ ...config.ai, retry: { maxRetries: 0, baseDelayMs: 1 } }),
    }),
  );

  /** A venture whose model starts with customers in Month 1 and whose founder plans a round in Month 3. */
  async function ventureWithRound() {
    const founder = browser(server.app);
    const venture = (await founder.request('POST', '/api/ventures', { name: 'WagBox' })).json<{ id: string }>();
    fake.upstream.enqueue({ kind: 'stream', content: JSON.stringify(assumptions) });
    const modelId = (await founder.generate('financials', modelInputs, venture.id)).done.data.saved!.id;
    const saved = (await founder.request('GET', `/api/documents/${modelId}`)).json<{
      version: number;
      result: FinancialModel;
    }>();
    const round = { kind: 'equity', amount: 500_000, month: 3, preMoneyValuation: 2_000_000 };
    const funding = { ...saved.result.assumptions.funding, startingCash: 50_000, fundingEvents: [round] };
    const edited = await founder.request('PUT', `/api/documents/${modelId}`, {
      version: saved.version,
      result: { ...saved.result, assumptions: { ...saved.result.assumptions, funding } },
    });
    expect(edited.statusCode).toBe(200);
    const overview = async () =>
      (await founder.request('GET', `/api/ventures/${venture.id}/facts`)).json<VentureOverview>();
    return { founder, venture, overview };
  }

  const conflictsOf = (overview: VentureOverview, tool: string) =>
    overview.documents.find((document) => document.tool === tool)?.conflicts;

  it('are the model’s: customers from Month 1, the round in Month 3', async () => {
    const { overview } = await ventureWithRound();
    const facts = Object.fromEntries((await overview()).facts.map((fact) => [fact.id, fact]));
    expect(facts.launchMonth).toMatchObject({ value: 1, display: 'Month 1', source: { tool: 'financials' } });
    expect(facts.fundingMonth).toMatchObject({ value: 3, display: 'Month 3', label: 'Funding arrives' });
  });

  it('a plan that launches in month 5 and raises in Month 18 has two conflicts; Use Fact writes the model’s months', async () => {
    const { founder, venture, overview } = await ventureWithRound();
    fake.upstream.enqueue({ kind: 'stream', content: JSON.stringify(datedPlan()) });
    const planId = (await founder.generate('business-plan', planInputs, venture.id)).done.data.saved!.id;
    expect(conflictsOf(await overview(), 'business-plan')).toBe(2);

    const listing = (await founder.request('GET', `/api/tools/business-plan/documents?venture=${venture.id}`)).json<{
      latest: { result: BusinessPlan; version: number };
      facts: VentureFact[];
    }>();
    const conflicts = documentChecks(listing.latest.result, listing.facts).flatMap(({ path, checks }) =>
      checks.filter((check) => check.status === 'conflict').map((check) => ({ path, check })),
    );
    expect(conflicts.map(({ check }) => [check.figure.text, check.fact.id])).toEqual([
      ['month 5', 'launchMonth'],
      ['Month 18', 'fundingMonth'],
    ]);
    let version = listing.latest.version;
    let result = listing.latest.result;
    for (const { path, check } of conflicts) {
      result = applyFact(result, path, check);
      const saved = await founder.request('PUT', `/api/documents/${planId}`, { version, result });
      expect(saved.statusCode).toBe(200);
      version = saved.json<{ version: number }>().version;
    }
    expect(result.executiveSummary).toContain('launch a focused first version in month 1.');
    expect(result.keyMilestones).toEqual([
      'Month 2: interview 30 owners',
      'Month 9: expand to Hamburg',
      'Month 3: raise a seed round',
    ]);
    expect(conflictsOf(await overview(), 'business-plan')).toBe(0);
  });

  it('an idea card that states another price is counted as a conflict', async () => {
    const { founder, venture, overview } = await ventureWithRound();
    const price = (await overview()).facts.find((fact) => fact.id === 'price')!.value;
    const offline = ideas.offline(ideaInputs);
    const [first, ...rest] = offline.ideas;
    const card = { ...first!, description: `A subscription at $${price + 10} a month per freelancer.` };
    fake.upstream.enqueue({ kind: 'stream', content: JSON.stringify({ ideas: [card, ...rest] }) });
    await founder.generate('ideas', ideaInputs, venture.id);
    expect(conflictsOf(await overview(), 'ideas')).toBe(1);
  });
});
