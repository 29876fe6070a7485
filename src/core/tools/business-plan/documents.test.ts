import { describe, expect, it } from 'vitest';
import { buildFinancialModel } from '../../finance/engine';
import { keyFigureRows } from '../../venture/key-figures';
import { offlineResult, sampleAssumptions } from '../../../../tests/support/fixtures';
import { businessPlanDocument } from './documents';
import type { BusinessPlan } from './schema';

const plan = offlineResult('business-plan') as BusinessPlan;
const model = buildFinancialModel(sampleAssumptions);
const headings = (blocks: ReturnType<typeof businessPlanDocument>['blocks']) =>
  blocks.flatMap((block) => (block.kind === 'heading' ? [block.text] : []));

describe('the plan as a document', () => {
  it('with a saved model, has the key figures as a table right after the business model, and contents', () => {
    const spec = businessPlanDocument(plan, { venture: 'Harvest Table', date: '2026-11-25', model });
    const names = headings(spec.blocks);
    expect(names.indexOf('Key Figures')).toBe(names.indexOf('Business Model') + 1);
    const table = spec.blocks[spec.blocks.findIndex((b) => b.kind === 'heading' && b.text === 'Key Figures') + 1];
    expect(table).toEqual({ kind: 'table', header: ['Figure', 'Value'], rows: keyFigureRows(model), widths: [1, 2] });
    expect(spec.toc).toBe(true);
    expect(spec.cover).toEqual({ venture: 'Harvest Table', date: '25 Nov 2026' });
  });

  it('without a model, states no figures; without a context, is the plain document', () => {
    const spec = businessPlanDocument(plan, { venture: 'Harvest Table', date: '2026-11-25' });
    expect(headings(spec.blocks)).not.toContain('Key Figures');
    expect(spec.blocks.some((block) => block.kind === 'table')).toBe(false);
    const plain = businessPlanDocument(plan);
    expect(plain.cover).toBeUndefined();
    expect(plain.toc).toBeUndefined();
  });
});
