/**
 * The runway and the raise through HTTP, on the offline provider: a model made for a venture in
 * Berlin proposes euros and turns the listed pay into a hiring plan; the venture's facts carry the
 * ask in euros; a deck and a plan made after it state the model's raise and runway, and the plan
 * its Month 12 in euros, the deck its one price; a funding round
 * the founder plans, saved as an edit, becomes the ask.
 */
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/core/finance/currency';
import type { FinancialModel } from '@/core/finance/schema';
import type { PitchDeckResult } from '@/core/tools/pitch-deck/schema';
import type { BusinessPlan } from '@/core/tools/business-plan/schema';
import type { VentureOverview } from '@/core/workspace/schema';
import { createOfflineProvider } from '@/server/providers/offline';
import { browser } from '../support/server/browser';
import { useTestApp } from '../support/server/test-app';

const modelInputs = { pricingModel: 'Subscription', customerType: 'B2C - Consumer', costs: 'Salaries, Office rent' };
const deckInputs = {
  businessName: 'Harvest Table',
  businessDescription: 'Weekly meal kits for busy parents in Berlin.',
};

describe('the runway and the raise', () => {
  const server = useTestApp(
    { RATE_LIMIT_MAX: '0' },
    { provider: createOfflineProvider({ delayMs: 0, chunkSize: 512 }) },
  );

  async function bakeryInBerlin() {
    const founder = browser(server.app);
    const venture = (
      await founder.request('POST', '/api/ventures', { name: 'Harvest Table', region: 'Berlin, Germany' })
    ).json<{ id: string }>();
    const made = await founder.generate('financials', modelInputs, venture.id);
    const model = made.done.data.result as FinancialModel;
    const facts = async () =>
      (await founder.request('GET', `/api/ventures/${venture.id}/facts`)).json<VentureOverview>().facts;
    return { founder, venture, model, modelId: made.done.data.saved!.id, facts };
  }

  it('a model for Berlin is in euros, with its pay as a hiring plan, and the ask among the facts', async () => {
    const { model, facts } = await bakeryInBerlin();
    expect(model.assumptions.currency).toBe('EUR');
    expect(model.revenueProjections.year1.total).toMatch(/^€[\d,]+$/);
    expect(model.assumptions.costs.map((cost) => cost.name)).toEqual(['Office rent']);
    expect(model.assumptions.hiringPlan.length).toBeGreaterThan(0);
    expect(model.figures.months[0]!.payrollCosts).toBeGreaterThan(0);
    const byId = Object.fromEntries((await facts()).map((fact) => [fact.id, fact]));
    expect(byId.raise).toMatchObject({ currency: 'EUR', display: expect.stringMatching(/^€[\d,]+$/) });
    expect(byId.runwayMonths?.display).toMatch(/^\d+ months?$|^more than 36 months$/);
    expect(byId.price?.display).toMatch(/^€\d+\/customer\/month$/);
  });

  it('a deck and a plan made after it state the model’s raise and runway', async () => {
    const { founder, venture, facts } = await bakeryInBerlin();
    const byId = Object.fromEntries((await facts()).map((fact) => [fact.id, fact]));
    const ask = `The ask: Raising ${byId.raise!.display} for ${byId.runwayMonths!.display} of runway`;

    const deck = (await founder.generate('pitch-deck', deckInputs, venture.id)).done.data.result as PitchDeckResult;
    expect(deck.slides[9]!.content).toContain(ask);
    expect(deck.slides[9]!.content).toMatch(/• Use of funds: .*%/);

    const plan = (await founder.generate('business-plan', { idea: 'Harvest Table: meal kits in Berlin' }, venture.id))
      .done.data.result as BusinessPlan;
    expect(plan.businessModel).toContain(ask);

    // Every figure of both agrees with the facts: the Venture screen counts no conflict.
    const overview = (await founder.request('GET', `/api/ventures/${venture.id}/facts`)).json<VentureOverview>();
    for (const tool of ['pitch-deck', 'business-plan'])
      expect(overview.documents.find((document) => document.tool === tool)?.conflicts, tool).toBe(0);
  });

  it('a plan made after it states the model’s Month 12 in euros, and the deck one price, the model’s', async () => {
    const { founder, venture, model, facts } = await bakeryInBerlin();
    const month12 = model.figures.months[11]!;
    const plan = (await founder.generate('business-plan', { idea: 'Harvest Table: meal kits in Berlin' }, venture.id))
      .done.data.result as BusinessPlan;
    expect(plan.keyMilestones).toContain(
      `Month 12: ${month12.customers.toLocaleString('en-US')} paying customers and ${formatMoney(month12.revenue, 'EUR')} in monthly revenue`,
    );
    expect(JSON.stringify(plan)).not.toContain('$');

    const price = (await facts()).find((fact) => fact.id === 'price')!;
    const deck = (await founder.generate('pitch-deck', deckInputs, venture.id)).done.data.result as PitchDeckResult;
    const pricing = deck.slides[5]!.content.split('\n')[0]!;
    expect(pricing).toContain(formatMoney(price.value, 'EUR'));
    expect(pricing.match(/€/g)).toHaveLength(1);
  });

  it('a round the founder plans, saved on the model, becomes the ask, with its dilution in the deck', async () => {
    const { founder, venture, modelId, facts } = await bakeryInBerlin();
    const saved = (await founder.request('GET', `/api/documents/${modelId}`)).json<{
      version: number;
      result: FinancialModel;
    }>();
    const round = { kind: 'equity', amount: 3_000_000, month: 1, preMoneyValuation: 12_000_000 };
    const edited = await founder.request('PUT', `/api/documents/${modelId}`, {
      version: saved.version,
      result: {
        ...saved.result,
        assumptions: {
          ...saved.result.assumptions,
          funding: { ...saved.result.assumptions.funding, fundingEvents: [round] },
        },
      },
    });
    expect(edited.statusCode).toBe(200);
    const byId = Object.fromEntries((await facts()).map((fact) => [fact.id, fact]));
    expect(byId.raise).toMatchObject({ value: 3_000_000, display: '€3,000,000' });

    const deck = (await founder.generate('pitch-deck', deckInputs, venture.id)).done.data.result as PitchDeckResult;
    expect(deck.slides[9]!.content).toContain('• The ask: Raising €3,000,000');
    expect(deck.slides[9]!.content).toContain('• Dilution: 20% for the round; founders keep 80%');
  });
});
