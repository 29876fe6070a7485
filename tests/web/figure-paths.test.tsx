// @vitest-environment jsdom
/**
 * Every text of every tool is checked the same way (issue 34): for each tool whose prose states the
 * venture's facts, a figure that differs from them is put in every text its declared parts hold
 * (a plan's section and milestone, a research's overview, segment, competitor and SWOT point, a
 * slide's title, its content as a table cell and its notes, each field of an idea card), and the
 * screen lists each one under its part's name and marks it where it stands. Derived from the
 * registry's declared parts: a tool, a part or a field added is covered the moment it is declared.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { partAt, pathsOf, type EditablePart, type PartPath } from '@/core/tools/editable-parts';
import { tools, type ToolId } from '@/core/tools/listings';
import { toolDefinitions } from '@/core/tools/registry';
import { displayFact, type VentureFact } from '@/core/venture/facts';
import { views } from '@/web/routes';
import { offlineResult, sampleInputs } from '../support/fixtures';
import { modelFact } from '../support/venture-facts';
import { allowSlowScreens, stubFetchPerTest } from '../support/web/screen-test';
import '../support/web/jsdom-gaps';
import { renderToolScreen, savedDocument, serveWorkspace } from '../support/web/workspace-fetch';

allowSlowScreens();
// A whole screen with a conflict in every text, each tab read in turn: seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
const fetch = stubFetchPerTest();

const FIGURE = '€39 per month';
const SENTENCE = `Members pay ${FIGURE}.`;
/** The founder's price: a pin binds every tool's prose, research's included. */
const price: VentureFact = {
  ...modelFact('price', 29),
  currency: 'EUR',
  display: displayFact('price', 29, 'EUR'),
  source: { kind: 'founder' },
};

/** The deck's competition slide: its content drawn as a table, the figure in a cell. */
const COMPETITION = 7;

/** Each text a declared part holds at `path`: the text, a list's first item, each field (a list field's first item). */
function textPaths(part: EditablePart, path: PartPath): PartPath[] {
  if (part.kind === 'text') return [path];
  if (part.kind === 'list') return [[...path, 0]];
  return (part.fields ?? []).map((field) => (field.kind === 'list' ? [...path, field.key, 0] : [...path, field.key]));
}

/** `value` with the text at `path` replaced. */
function withText(value: unknown, path: PartPath, text: string): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return text;
  if (Array.isArray(value))
    return value.map((item, index) => (index === key ? withText(item, rest, text) : (item as unknown)));
  const record = value as Record<string, unknown>;
  return { ...record, [key]: withText(record[key as string], rest, text) };
}

/** The sample result with the figure in every text its declared parts hold, at their first place (the deck's competition slide). */
function seeded(id: ToolId) {
  let result = offlineResult(id);
  const paths = (toolDefinitions[id].editableParts ?? []).flatMap((part) => {
    const places = pathsOf(result, part.path);
    const place = (id === 'pitch-deck' ? places[COMPETITION] : places[0])!;
    return textPaths(part, place);
  });
  for (const path of paths) {
    const content = id === 'pitch-deck' && path[path.length - 1] === 'content';
    result = withText(result, path, content ? `• Rover: ${SENTENCE}\n• Wag: generic and slow` : SENTENCE);
  }
  return { result, paths };
}

const CHECKED = tools.filter(({ id }) => toolDefinitions[id].checksFigures === true).map(({ id }) => id);

it('covers every tool whose prose states the venture’s facts, the ideas included', () => {
  expect(new Set(CHECKED)).toEqual(new Set(['ideas', 'business-plan', 'market-research', 'pitch-deck']));
});

/** The marked figures now on screen, in every tab (a tab shows one part at a time). */
async function marksOnScreen(user: ReturnType<typeof userEvent.setup>): Promise<number> {
  const tabs = screen.queryAllByRole('tab');
  const marked = () => screen.queryAllByText(FIGURE).filter((element) => element.tagName === 'MARK').length;
  if (tabs.length === 0) return marked();
  let count = 0;
  for (const tab of tabs) {
    await user.click(tab);
    count += marked();
  }
  return count;
}

describe.each(CHECKED)('%s', (id) => {
  it('lists a differing figure in every text of its declared parts under the part’s name, and marks each', async () => {
    const { result, paths } = seeded(id);
    serveWorkspace(fetch, { documents: [savedDocument(id, sampleInputs[id], result)], facts: [price] });
    const user = userEvent.setup();
    const View = (await views[id]()).default;
    await renderToolScreen(<View />);
    const region = await screen.findByRole('region', { name: /figures? differs? from your venture’s facts/ });
    const tool = toolDefinitions[id];
    for (const path of paths) {
      const label = tool.partLabel?.(path, result as never) ?? 'Result';
      expect(label).not.toBe('Result');
      expect(region).toHaveTextContent(`${label} says “${FIGURE}”`);
    }
    expect(within(region).getAllByRole('button', { name: /^Use Fact: / }).length).toBeGreaterThanOrEqual(paths.length);
    if (id === 'pitch-deck') {
      await user.click(
        within(screen.getByRole('navigation', { name: 'Slides' })).getByRole('button', {
          name: new RegExp(`^Slide ${COMPETITION + 1}\\b`),
        }),
      );
      // The title, the table cell and the notes of the slide shown.
      expect(await marksOnScreen(user)).toBe(3);
    } else {
      expect(await marksOnScreen(user)).toBe(paths.length);
    }
    // Every path is one of the result's texts: the parts' declarations reach real text.
    for (const path of paths) expect(partAt(result, path)).toEqual(expect.stringContaining(SENTENCE));
  });
});
