import { describe, expect, it } from 'vitest';
import { resultSchema } from './define-tool';
import { tools, type ToolId } from './listings';
import { allToolDefinitions, toolDefinitions } from './registry';

/** A schema-valid result of each tool, from its offline generator: what another tool would read of it. */
const sampleResult = (id: ToolId) => {
  const tool = toolDefinitions[id];
  // A choice field takes its first option; a text field a founder's phrase.
  const fields = Object.entries(tool.fields as Record<string, { options?: readonly string[] }>);
  const inputs = Object.fromEntries(
    fields.map(([field, spec]) => [field, spec.options?.[0] ?? 'Pet care for busy owners']),
  );
  const input = tool.inputs.parse(inputs) as never;
  const output = tool.offline(input);
  return tool.finalize ? tool.finalize(output, input) : output;
};

/** The spec's five tools (docs/product.md §2): every screen and link that lists tools derives from the listings. */
const SPEC_TOOLS = [
  { id: 'ideas', route: 'idea-generator', title: 'Idea Generator', navLabel: 'Idea Generator' },
  { id: 'business-plan', route: 'business-plan', title: 'Business Plan Generator', navLabel: 'Business Plan' },
  { id: 'market-research', route: 'market-research', title: 'Market Research', navLabel: 'Market Research' },
  { id: 'pitch-deck', route: 'pitch-deck', title: 'Pitch Deck Builder', navLabel: 'Pitch Deck' },
  { id: 'financials', route: 'financials', title: 'Financial Model Generator', navLabel: 'Financial Model' },
];

describe('the tool registry', () => {
  it('lists the spec’s five tools first, in its order, with its names and paths', () => {
    expect(
      tools.slice(0, SPEC_TOOLS.length).map(({ id, route, title, navLabel }) => ({ id, route, title, navLabel })),
    ).toEqual(SPEC_TOOLS);
  });

  it('defines every listed tool, in the listings’ order, each under its own id', () => {
    expect(allToolDefinitions.map((tool) => tool.id)).toEqual(tools.map((tool) => tool.id));
    for (const [id, tool] of Object.entries(toolDefinitions)) expect(tool.id).toBe(id);
  });

  it('says of every tool how others read it, a labelled line a part, none empty', () => {
    for (const tool of allToolDefinitions) {
      const lines = tool.asSource.lines(resultSchema(tool).parse(sampleResult(tool.id as ToolId)));
      expect(tool.asSource.label, tool.id).not.toBe('');
      expect(Object.keys(lines).length, `${tool.id} gives no part to read`).toBeGreaterThan(0);
      for (const [part, [label, text]] of Object.entries(lines)) {
        expect(label, `${tool.id}.${part}`).not.toBe('');
        expect(text.trim(), `${tool.id}.${part}`).not.toBe('');
      }
    }
  });

  it('reads every source a tool builds on through that source’s own definition, with every part it names', () => {
    for (const tool of allToolDefinitions) {
      for (const request of tool.sources ?? []) {
        const source = toolDefinitions[request.tool];
        const lines = source.asSource.lines(resultSchema(source).parse(sampleResult(request.tool)));
        for (const part of request.parts ?? [])
          expect(Object.keys(lines), `${tool.id} -> ${request.tool}`).toContain(part);
      }
    }
  });

  it('never builds a tool on itself', () => {
    for (const tool of allToolDefinitions)
      expect((tool.sources ?? []).map((request) => request.tool)).not.toContain(tool.id);
  });

  it('edits what it checks: a tool whose figures are checked takes the edit Use Fact saves', () => {
    const unedited = allToolDefinitions.filter((tool) => tool.checksFigures && !tool.editable).map((tool) => tool.id);
    expect(unedited, 'checksFigures without editable').toEqual([]);
  });

  it('checks a tool’s figures only against tools that give facts', () => {
    const givers = allToolDefinitions.filter((tool) => tool.facts).map((tool) => tool.id);
    expect(givers.length).toBeGreaterThan(0);
    for (const tool of allToolDefinitions)
      for (const other of tool.factsFrom ?? []) expect(givers, `${tool.id}'s factsFrom`).toContain(other);
  });

  it('has one venture model at most, a tool that gives facts, and one tool at most whose items become ventures', () => {
    const models = allToolDefinitions.filter((tool) => tool.ventureModel);
    expect(models.length).toBeLessThanOrEqual(1);
    for (const model of models) expect(model.facts, `${model.id} is the venture's model`).toBeDefined();
    const seeding = allToolDefinitions.filter((tool) => tool.seedsVentures);
    expect(seeding.length).toBeLessThanOrEqual(1);
    for (const tool of seeding) expect(tool.profile?.fromForm, `${tool.id} seeds ventures`).toBeDefined();
  });

  it('draws the slides of every tool shared as slides from its sample result', () => {
    for (const tool of allToolDefinitions) {
      const share = tool.share;
      if (share?.page !== 'slides') continue;
      const slides = share.slides(resultSchema(tool).parse(sampleResult(tool.id as ToolId)));
      expect(slides.length, tool.id).toBeGreaterThan(0);
      for (const slide of slides) expect(slide.title, tool.id).not.toBe('');
    }
  });
});
