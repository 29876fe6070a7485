import { describe, expect, it } from 'vitest';
import { planBreaks, type PlanBlock } from './pdf-pages';

const heading: PlanBlock = { height: 30, flows: false, firstLines: 0, keepWithNext: true, table: false };
const table = (height: number): PlanBlock => ({
  height,
  flows: false,
  firstLines: 40,
  keepWithNext: false,
  table: true,
});
const paragraph = (height: number): PlanBlock => ({
  height,
  flows: true,
  firstLines: Math.min(height, 45),
  keepWithNext: false,
  table: false,
});

describe('planBreaks', () => {
  it('starts a page before a table that would not fit, rather than splitting it', () => {
    expect(planBreaks([paragraph(600), table(200)], 700)).toEqual(new Set([1]));
  });

  it('keeps a heading with the whole table under it, and with a paragraph’s first lines', () => {
    expect(planBreaks([paragraph(500), heading, table(190)], 700)).toEqual(new Set([1]));
    // A paragraph flows: its heading only needs room for the first lines.
    expect(planBreaks([paragraph(500), heading, paragraph(400)], 700)).toEqual(new Set());
    expect(planBreaks([paragraph(640), heading, paragraph(400)], 700)).toEqual(new Set([1]));
  });

  it('lets a paragraph, and a table taller than a page, run on over the page’s end', () => {
    // The second paragraph runs on to the next page, and the heading follows it there.
    expect(planBreaks([paragraph(500), paragraph(500), heading], 700)).toEqual(new Set());
    expect(planBreaks([heading, table(900), heading, table(100)], 700)).toEqual(new Set());
  });

  it('never leaves a table alone on a page: the block before it comes along', () => {
    // The section's second table would be alone on the next page (the next section needs a page of
    // its own): the section starts that page instead, its heading and both tables together.
    const blocks = [paragraph(200), heading, table(300), table(300), heading, table(650)];
    expect(planBreaks(blocks, 700)).toEqual(new Set([1, 4]));
  });

  it('leaves a lone table where moving the block before it would not fit either', () => {
    const blocks = [heading, table(380), table(300), heading, table(650)];
    expect(planBreaks(blocks, 700)).toEqual(new Set([2, 3]));
  });

  it('counts what is already on the first page', () => {
    expect(planBreaks([table(300)], 700, 500)).toEqual(new Set([0]));
    expect(planBreaks([table(150)], 700, 500)).toEqual(new Set());
  });
});
