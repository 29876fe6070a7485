/**
 * What the founder typed is theirs (issue 34), through HTTP against the fake OpenAI-compatible
 * upstream: a venture whose model holds the founder's cash, round, loan, hiring edits, currency,
 * scenario and pins has every tool generated again (New Model twice, as the Venture screen's
 * Regenerate does), and none of it is lost: the newest model keeps each of the founder's inputs,
 * the pins stay and win over the model's values, and the founder's round stays the raise, with
 * the funding need beside it, in the facts, the deck and the plan.
 */
import { describe, expect, it } from 'vitest';
import type { FinancialModel } from '@/core/finance/schema';
import { partAt } from '@/core/tools/editable-parts';
import { FOUNDER_INPUTS, PINNED_RATIONALE } from '@/core/tools/financials/founder-inputs';
import type { ToolId } from '@/core/tools/listings';
import type { PitchDeckResult } from '@/core/tools/pitch-deck/schema';
import type { BusinessPlan } from '@/core/tools/business-plan/schema';
import { sameValue } from '@/core/tools/result-parts';
import type { VentureOverview } from '@/core/workspace/schema';
import { createOpenAICompatibleProvider } from '@/server/providers/openai-compatible';
import { offlineOutput, sampleInputs } from '../support/fixtures';
import { browser } from '../support/server/browser';
import { PLACEHOLDER_API_KEY, useFakeUpstream } from '../support/server/fake-upstream-file';
import { useTestApp } from '../support/server/test-app';

const ROUND = { kind: 'equity', amount: 600_000, month: 4, preMoneyValuation: 2_400_000 } as const;
const LOAN = { kind: 'loan', amount: 50_000, month: 2, annualInterestPercent: 7.5, termMonths: 24 } as const;
const HIRES = [{ title: 'Head of Ops', count: 1, monthlySalary: 5_500, startMonth: 3, employerCostPercent: 21 }];

describe('regenerating keeps what the founder typed', () => {
  const fake = useFakeUpstream();
  const server = useTestApp(
    () => ({ OPENAI_API_KEY: PLACEHOLDER_API_KEY, AI_BASE_URL: fake.url, RATE_LIMIT_MAX: '0' }),
    (config) => ({
      provider: createOpenAICompatibleProvider({ ...config.ai, retry: { maxRetries: 0, baseDelayMs: 1 } }),
    }),
  );

  /** A venture whose model the founder made theirs: cash, a round, a loan, hires, euros, a scenario, and two pins. */
  async function foundersVenture() {
    const founder = browser(server.app);
    const venture = (await founder.request('POST', '/api/ventures', { name: 'WagBox' })).json<{ id: string }>();
    const generate = async (tool: ToolId) => {
      fake.upstream.enqueue({ kind: 'stream', content: JSON.stringify(offlineOutput(tool)) });
      const { done } = await founder.generate(tool, sampleInputs[tool], venture.id);
      expect(done.event, tool).toBe('done');
      return done;
    };
    const modelId = (await generate('financials')).data.saved!.id;
    const saved = (await founder.request('GET', `/api/documents/${modelId}`)).json<{
      version: number;
      result: FinancialModel;
    }>();
    const theirs: FinancialModel = {
      ...saved.result,
      assumptions: {
        ...saved.result.assumptions,
        currency: 'EUR',
        hiringPlan: HIRES,
        funding: { startingCash: 80_000, fundingEvents: [ROUND, LOAN], bufferMonths: 9, founderOwnershipPercent: 95 },
      },
      scenarios: [
        ...(saved.result.scenarios ?? []),
        { name: 'Bootstrapped', set: { monthlyGrowthPercent: { value: 3, rationale: 'x' } } },
      ],
    };
    const edited = await founder.request('PUT', `/api/documents/${modelId}`, {
      version: saved.version,
      result: theirs,
    });
    expect(edited.statusCode).toBe(200);
    for (const [fact, value] of [
      ['teamSize', 4],
      ['price', 29],
    ] as const)
      expect((await founder.request('PUT', `/api/ventures/${venture.id}/facts/${fact}`, { value })).statusCode).toBe(
        200,
      );
    const before = (await founder.request('GET', `/api/documents/${modelId}`)).json<{ result: FinancialModel }>()
      .result;
    const overview = async () =>
      (await founder.request('GET', `/api/ventures/${venture.id}/facts`)).json<VentureOverview>();
    const newest = async <R>(tool: ToolId) =>
      (await founder.request('GET', `/api/tools/${tool}/documents`)).json<{ latest: { result: R } }>().latest.result;
    return { founder, venture, generate, before, overview, newest };
  }

  it('loses none of the founder’s inputs when every tool is generated again', async () => {
    const { generate, before, overview, newest } = await foundersVenture();
    for (const tool of [
      'ideas',
      'market-research',
      'financials',
      'business-plan',
      'pitch-deck',
      'financials',
    ] as const) {
      await generate(tool);
      const model = await newest<FinancialModel>('financials');
      for (const input of FOUNDER_INPUTS)
        expect(sameValue(partAt(model, input.path), partAt(before, input.path)), `${input.label} after ${tool}`).toBe(
          true,
        );
      const facts = (await overview()).facts;
      const pinned = facts.filter((fact) => fact.source.kind === 'founder').map((fact) => [fact.id, fact.value]);
      expect(pinned, `pins after ${tool}`).toEqual([
        ['price', 29],
        ['teamSize', 4],
      ]);
    }
    // A pinned assumption wins over the AI's value in the new model itself, saying whose it is.
    const model = await newest<FinancialModel>('financials');
    expect(model.assumptions.monthlyPricePerCustomer).toEqual({ value: 29, rationale: PINNED_RATIONALE });
    expect(model.revenueProjections.year1.total).toMatch(/^€/);
    // The proposal stays the AI's, for Reset to AI Proposal.
    expect(model.proposal?.monthlyPricePerCustomer.value).not.toBe(29);
  });

  it('keeps the founder’s round as the raise, the funding need beside it, in the facts, the deck and the plan', async () => {
    const { generate, overview, newest } = await foundersVenture();
    await generate('financials');
    const raise = (await overview()).facts.find((fact) => fact.id === 'raise')!;
    expect(raise).toMatchObject({ value: 650_000, display: '€650,000', source: { kind: 'tool', tool: 'financials' } });
    expect(raise.note).toMatch(
      /^(Funding need €[\d,]+: your funding of €650,000 (covers it|leaves €[\d,]+ to raise)|No further funding needed)/,
    );

    await generate('pitch-deck');
    const deck = await newest<PitchDeckResult>('pitch-deck');
    expect(deck.slides[9]!.content).toContain('• The ask: Raising €650,000 for ');
    expect(deck.slides[9]!.content).not.toMatch(/for Beyond|Funding need €0/);
    await generate('business-plan');
    const plan = await newest<BusinessPlan>('business-plan');
    expect(plan.businessModel).toContain('The ask: Raising €650,000 for ');
  });
});
