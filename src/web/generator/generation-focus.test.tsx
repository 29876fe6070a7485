// @vitest-environment jsdom
/**
 * Where focus goes while a generation runs, on every tool screen, for a founder who presses the
 * submit button with the mouse: the pressed button is disabled while busy, so focus moves to Stop;
 * after the result, to the result's heading; after Stop or a failure, back to the submit button.
 * Never to the page itself (docs/product.md §4).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ToolId } from '@/core/tools/listings';
import { allowSlowScreens, findToast, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import { pieces } from '../../../tests/support/web/sse-fetch';
import '../../../tests/support/web/jsdom-gaps';
import { renderToolScreen, serveWorkspace } from '../../../tests/support/web/workspace-fetch';
import BusinessPlanView from '@/web/tools/business-plan-view';
import FinancialsView from '@/web/tools/financials-view';
import IdeasView from '@/web/tools/ideas-view';
import MarketResearchView from '@/web/tools/market-research-view';
import PitchDeckView from '@/web/tools/pitch-deck-view';
import { offlineResult } from '../../../tests/support/fixtures';

interface ToolCase {
  id: ToolId;
  View: ComponentType;
  /** Each field's visible label and what the founder types or picks there. */
  fields: { label: string; value: string; select?: boolean }[];
  submit: string;
  /** The result's heading, where focus lands once the result is on screen. */
  heading: string;
  /** The success toast's title and description, and the error toast's description. */
  success: [string, string];
  error: string;
}

// The texts are spelled out here, not read from the tools' clients, so a changed text fails a test.
const TOOLS: ToolCase[] = [
  {
    id: 'ideas',
    View: IdeasView,
    fields: [
      { label: 'Industry', value: 'Food' },
      { label: 'Target Market', value: 'Busy parents' },
      { label: 'Region', value: 'Lisbon' },
    ],
    submit: 'Generate Ideas',
    heading: 'Generated ideas',
    success: ['Ideas Generated', 'Successfully generated business ideas.'],
    error: 'Failed to generate business ideas. Please try again.',
  },
  {
    id: 'business-plan',
    View: BusinessPlanView,
    fields: [{ label: 'Business Idea', value: 'Harvest Table: a weekly meal-kit service for busy parents in Lisbon' }],
    submit: 'Generate Business Plan',
    heading: 'Your Business Plan',
    success: ['Business Plan Generated', 'Successfully generated your business plan.'],
    error: 'Failed to generate business plan. Please try again.',
  },
  {
    id: 'market-research',
    View: MarketResearchView,
    fields: [{ label: 'Business Niche / Keyword', value: 'plant-based pet food' }],
    submit: 'Conduct Research',
    heading: 'Market Research Report',
    success: ['Research Generated', 'Successfully generated market research.'],
    error: 'Failed to generate market research. Please try again.',
  },
  {
    id: 'pitch-deck',
    View: PitchDeckView,
    fields: [
      { label: 'Business Name', value: 'Harvest Table' },
      { label: 'Business Description', value: 'A weekly meal-kit service for busy parents in Lisbon.' },
    ],
    submit: 'Generate Pitch Deck',
    heading: 'Your Pitch Deck',
    success: ['Pitch Deck Generated', 'Successfully generated your pitch deck.'],
    error: 'Failed to generate pitch deck. Please try again.',
  },
  {
    id: 'financials',
    View: FinancialsView,
    fields: [
      { label: 'Pricing Model', value: 'Subscription', select: true },
      { label: 'Customer Type', value: 'B2B - Small Business', select: true },
      { label: 'Major Costs', value: 'Salaries, Office rent' },
    ],
    submit: 'Generate Financial Model',
    heading: 'Financial Model',
    success: ['Model Generated', 'Successfully generated your financial model.'],
    error: 'Failed to generate financial model. Please try again.',
  },
];

allowSlowScreens();
const fetch = stubFetchPerTest();
beforeEach(() => {
  serveWorkspace(fetch);
});

async function fill(user: UserEvent, fields: ToolCase['fields']) {
  for (const { label, value, select } of fields) {
    const field = screen.getByLabelText(label, { exact: true });
    if (select) await user.selectOptions(field, value);
    else {
      await user.click(field);
      await user.paste(value);
    }
  }
}

/** Opens the tool, fills its form, holds its generation open and presses the submit button with the mouse. */
async function submitWithMouse({ id, View, fields, submit }: ToolCase) {
  const user = userEvent.setup();
  await renderToolScreen(<View />);
  await fill(user, fields);
  const held = fetch.hold(`/api/generate/${id}`);
  const button = screen.getByRole('button', { name: submit });
  await user.click(button);
  return { user, stream: await held };
}

const stopButton = () => screen.getByRole('button', { name: 'Stop' });

describe.each(TOOLS)('$id: focus after a mouse press on $submit', (tool) => {
  it('is on Stop while busy, then on the result’s heading', async () => {
    const { stream } = await submitWithMouse(tool);
    await waitFor(() => expect(stopButton()).toHaveFocus());
    expect(document.activeElement).toBe(stopButton());

    const [first, ...rest] = pieces(offlineResult(tool.id), 4);
    stream.delta(first ?? '');
    // Still on Stop while the result streams in.
    await waitFor(() => expect(document.activeElement).toBe(stopButton()));
    for (const piece of rest) stream.delta(piece);
    stream.done(offlineResult(tool.id)).end();

    await findToast(...tool.success, 'success');
    const heading = await screen.findByRole('heading', { level: 2, name: tool.heading });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('goes back to the submit button after Stop', async () => {
    const { user } = await submitWithMouse(tool);
    await waitFor(() => expect(stopButton()).toHaveFocus());
    await user.click(stopButton());
    const button = screen.getByRole('button', { name: tool.submit });
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button).toBeEnabled();
  });

  it('goes back to the submit button after a failure, with the error toast', async () => {
    const { stream } = await submitWithMouse(tool);
    await waitFor(() => expect(stopButton()).toHaveFocus());
    stream.error('Failed to parse the AI response. Please try again.').end();
    await findToast('Error', tool.error, 'error');
    const button = screen.getByRole('button', { name: tool.submit });
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});

describe('focus with the keyboard', () => {
  it('stays in the field where Enter submitted the form, while busy and after the result', async () => {
    const [tool] = TOOLS;
    if (!tool) throw new Error('no tool');
    const user = userEvent.setup();
    await renderToolScreen(<tool.View />);
    await fill(user, tool.fields);
    const region = screen.getByLabelText('Region', { exact: true });
    const held = fetch.hold('/api/generate/ideas');
    await user.click(region);
    await user.keyboard('{Enter}');
    const stream = await held;
    expect(stopButton()).toBeInTheDocument();
    expect(region).toHaveFocus();
    stream.done(offlineResult('ideas')).end();
    await findToast(...tool.success, 'success');
    expect(region).toHaveFocus();
  });
});
