// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '@/web/router';
import { renderRoutes } from '../../../tests/support/web/render';
import {
  allowSlowScreens,
  findDialog,
  findMenuButton,
  findToast,
  preloadScreens,
  stubFetchPerTest,
} from '../../../tests/support/web/screen-test';
import { deltaEvent, jsonResponse, sseEvent, sseResponse } from '../../../tests/support/web/sse-fetch';
import '../../../tests/support/web/jsdom-gaps';
import {
  renderToolScreen,
  SAMPLE_VENTURE,
  savedDocument,
  serveWorkspace,
} from '../../../tests/support/web/workspace-fetch';
import BusinessPlanView from '@/web/tools/business-plan-view';
import IdeasView from '@/web/tools/ideas-view';
import PitchDeckView from '@/web/tools/pitch-deck-view';

const plan = (summary: string) => ({
  executiveSummary: summary,
  problemStatement: 'Tax bills surprise freelancers.',
  solutionOverview: 'A tax pot filled from every payment.',
  targetMarket: 'Freelancers in Germany.',
  businessModel: 'A monthly subscription.',
  goToMarket: 'Tax advisers.',
  competitiveAnalysis: 'Banks are generic.',
  keyMilestones: ['Pilot', 'Launch'],
});

const deck = (prefix: string) => ({
  slides: Array.from({ length: 10 }, (_, index) => ({
    title: `${prefix} slide ${index + 1}`,
    content: `${prefix} content ${index + 1}`,
    notes: `${prefix} notes ${index + 1}`,
  })),
});

const ideas = {
  ideas: [1, 2, 3].map((number) => ({
    name: `Idea ${number}`,
    description: `What idea ${number} does.`,
    revenueStreams: ['Subscriptions'],
    initialInvestment: '$10,000',
  })),
};

allowSlowScreens();
// The screens this file reaches only through the routes (the others it imports itself).
preloadScreens(
  () => import('@/web/dashboard/dashboard-layout'),
  () => import('@/web/tools/market-research-view'),
  () => import('@/web/tools/financials-view'),
  // The venture menu's items and the dialogs load on the first press: under load that took longer
  // than a query waits ("Unable to find role menuitem Edit Venture Profile").
  () => import('./venture-menu-items'),
  () => import('@/web/components/ui/radix-dialog'),
  // History's list and versions load when the page is idle or History is pressed.
  () => import('./versions-ui'),
);
const fetch = stubFetchPerTest();

describe('saved work on the tool screens', () => {
  it('opens on the venture’s latest result with the inputs that made it, without generating', async () => {
    serveWorkspace(fetch, {
      documents: [savedDocument('business-plan', { idea: 'LedgerLoop for freelancers' }, plan('The newest plan.'))],
    });
    await renderToolScreen(<BusinessPlanView />);
    expect(screen.getByRole('textbox', { name: 'Business Idea' })).toHaveValue('LedgerLoop for freelancers');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The newest plan.');
    expect(screen.getByRole('button', { name: 'Download Plan' })).toBeEnabled();
    expect(fetch.callsTo('/api/generate/business-plan')).toHaveLength(0);
  });

  it('says a result is out of date when what it was built on changed, and Regenerate makes it again from its inputs', async () => {
    serveWorkspace(fetch, {
      documents: [
        savedDocument('business-plan', { idea: 'LedgerLoop for freelancers' }, plan('The older plan.'), {
          builtOn: [{ tool: 'market-research', documentId: 'research-1', savedAt: '2026-11-22T10:00:00Z' }],
          changedSince: ['market-research'],
        }),
      ],
    });
    const held = fetch.hold('/api/generate/business-plan');
    const user = userEvent.setup();
    await renderToolScreen(<BusinessPlanView />);
    expect(screen.getByText('Built on: Market research (22 Nov)')).toBeInTheDocument();
    expect(screen.getByText('Out of date: the market research changed since this was made.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    await held;
    expect(fetch.callsTo('/api/generate/business-plan')[0]?.body).toMatchObject({
      inputs: { idea: 'LedgerLoop for freelancers' },
    });
    // Regenerate goes away while the plan is made again: focus goes to Stop, not to the page.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stop' })).toHaveFocus());
  });

  it('lists earlier results in History, newest first, opens one and deletes one after a confirmation', async () => {
    const user = userEvent.setup();
    const state = serveWorkspace(fetch, {
      documents: [
        savedDocument('business-plan', { idea: 'Second idea' }, plan('The second plan.'), {
          id: 'plan-2',
          title: 'Second plan',
        }),
        savedDocument('business-plan', { idea: 'First idea' }, plan('The first plan.'), {
          id: 'plan-1',
          title: 'First plan',
        }),
      ],
    });
    await renderToolScreen(<BusinessPlanView />);

    await user.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await findDialog('Business Plan Generator history');
    // The list's code loads on demand (versions-ui.ts): wait for it.
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('button')[0]?.textContent)).toEqual([
      expect.stringContaining('Second plan'),
      expect.stringContaining('First plan'),
    ]);

    await user.click(within(dialog).getByRole('button', { name: /^First plan/ }));
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveTextContent('The first plan.'));
    expect(screen.getByRole('textbox', { name: 'Business Idea' })).toHaveValue('First idea');

    await user.click(screen.getByRole('button', { name: 'History' }));
    await user.click(await screen.findByRole('button', { name: 'Delete First plan' }));
    expect(state.documents).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Result Deleted', { selector: '[data-title]' })).toBeInTheDocument();
    expect(state.documents.map((document) => document.id)).toEqual(['plan-2']);
    // The list stays open for more deletions; the deleted result was on screen, so the newest one left takes its place.
    expect(within(screen.getByRole('dialog')).getAllByRole('listitem')).toHaveLength(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveTextContent('The second plan.'));
  });

  it('says when a finished result could not be saved, and still shows it', async () => {
    serveWorkspace(fetch);
    const user = userEvent.setup();
    fetch.on(
      '/api/generate/business-plan',
      sseResponse([
        deltaEvent(JSON.stringify(plan('Unsaved plan.'))),
        sseEvent(
          'done',
          JSON.stringify({
            result: plan('Unsaved plan.'),
            saveError: 'Your result could not be saved. Download it to keep a copy.',
          }),
        ),
      ]),
    );
    await renderToolScreen(<BusinessPlanView />);
    await user.type(screen.getByRole('textbox', { name: 'Business Idea' }), 'An idea');
    await user.click(screen.getByRole('button', { name: 'Generate Business Plan' }));
    await findToast('Not Saved', 'Your result could not be saved. Download it to keep a copy.', 'error');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Unsaved plan.');
    expect(screen.getByRole('button', { name: 'Download Plan' })).toBeEnabled();
  });

  it('shows the saved work as unavailable and keeps the tool usable when the store is down', async () => {
    serveWorkspace(fetch);
    fetch.on(
      '/api/tools/business-plan/documents',
      jsonResponse(503, { error: 'Your saved work is unavailable right now. Please try again in a moment.' }),
    );
    await renderToolScreen(<BusinessPlanView />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your saved work is unavailable right now.');
    expect(screen.getByRole('button', { name: 'Generate Business Plan' })).toBeEnabled();
  });
});

describe('deck edits', () => {
  async function editFirstTitle(title: string) {
    const user = userEvent.setup();
    await renderToolScreen(<PitchDeckView />);
    await user.click(await screen.findByRole('button', { name: 'Edit Slide' }));
    // The slide's editor loads on demand (pitch-deck-view.tsx): wait for it.
    const field = await screen.findByRole('textbox', { name: 'Slide Title' });
    await user.clear(field);
    await user.type(field, title);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    return user;
  }

  it('stores Save Changes against the deck’s version and keeps docs/product.md’s toast', async () => {
    const state = serveWorkspace(fetch, {
      documents: [
        savedDocument('pitch-deck', { businessName: 'Harvest', businessDescription: 'Meal kits' }, deck('Saved'), {
          version: 3,
        }),
      ],
    });
    await editFirstTitle('A better title');
    await findToast('Slide Updated', 'Your changes have been saved.', 'success');
    const [put] = fetch.callsTo('/api/documents/pitch-deck-doc-1').filter((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ version: 3 });
    expect((put?.body as { result: ReturnType<typeof deck> }).result.slides[0]?.title).toBe('A better title');
    expect(state.documents[0]?.version).toBe(4);
  });

  const TWO_TABS = 'This result was changed in another tab or window. You are now seeing the newer version.';
  const LENA = { id: 'lena', name: 'Lena Park', email: 'lena@example.com' };
  it.each([
    { who: 'a guest’s other tab', account: null, author: undefined, says: TWO_TABS },
    { who: 'the member’s own other tab', account: LENA, author: { id: 'lena', name: 'Lena Park' }, says: TWO_TABS },
    {
      who: 'another member',
      account: LENA,
      author: { id: 'sam', name: 'Sam Lee' },
      says: 'Sam Lee changed this part first. You are now seeing their version.',
    },
  ])('shows the newer deck and says who saved first when $who did (409)', async ({ account, author, says }) => {
    const inputs = { businessName: 'Harvest', businessDescription: 'Meal kits' };
    const newer = savedDocument('pitch-deck', inputs, deck('Newer'), { version: 2, ...(author && { author }) });
    serveWorkspace(fetch, {
      account,
      documents: [savedDocument('pitch-deck', inputs, deck('Older'), { version: 1 })],
    });
    fetch.once(
      '/api/documents/pitch-deck-doc-1',
      jsonResponse(409, { error: 'This result changed elsewhere.', current: newer }),
    );
    await editFirstTitle('My edit');
    await findToast('Changed Elsewhere', says, 'error');
    expect(await screen.findByRole('heading', { level: 3, name: 'Newer slide 1' })).toBeInTheDocument();
    expect(screen.queryByText('Slide Updated')).not.toBeInTheDocument();
  });

  it('keeps the edit on screen and says it was not saved when the write fails', async () => {
    serveWorkspace(fetch, {
      documents: [
        savedDocument('pitch-deck', { businessName: 'Harvest', businessDescription: 'Meal kits' }, deck('Saved')),
      ],
    });
    fetch.once(
      '/api/documents/pitch-deck-doc-1',
      jsonResponse(503, { error: 'Your saved work is unavailable right now. Please try again in a moment.' }),
    );
    await editFirstTitle('Kept on screen');
    expect(await screen.findByText('Not Saved', { selector: '[data-title]' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Kept on screen' })).toBeInTheDocument();
  });
});

describe('saved ideas and Use This Idea', () => {
  it('saves an idea once, lists it under Saved Ideas, and removes it', async () => {
    const state = serveWorkspace(fetch, {
      documents: [
        savedDocument('ideas', { industry: 'Fintech', targetMarket: 'Freelancers', region: 'Germany' }, ideas),
      ],
    });
    const user = userEvent.setup();
    await renderToolScreen(<IdeasView />);
    const section = screen.getByRole('region', { name: 'Saved Ideas' });
    expect(
      await within(section).findByText('No saved ideas yet. Save Idea on a generated idea keeps it here.'),
    ).toBeInTheDocument();

    const [first] = screen.getAllByRole('button', { name: 'Save Idea' });
    await user.click(first!);
    await findToast('Idea Saved', 'Idea 1 saved to your ideas', 'success');
    await user.click(first!);
    expect(await within(section).findByRole('heading', { name: 'Idea 1' })).toBeInTheDocument();
    await waitFor(() => expect(fetch.callsTo('/api/ideas').filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section).getByText('What idea 1 does.')).toBeInTheDocument();
    expect(state.ideas).toHaveLength(1);

    await user.click(within(section).getByRole('button', { name: 'Remove Idea 1' }));
    await waitFor(() => expect(within(section).queryByRole('listitem')).not.toBeInTheDocument());
    expect(state.ideas).toHaveLength(0);
  });

  it('Use This Idea makes the ideas’ venture the idea’s, with the form it came from; each tool’s form opens prefilled', async () => {
    const state = serveWorkspace(fetch, {
      documents: [
        savedDocument('ideas', { industry: 'Fintech', targetMarket: 'Freelancers', region: 'Germany' }, ideas),
      ],
    });
    fetch.on('/api/health', jsonResponse(200, { status: 'ok', provider: 'offline' }));
    const user = userEvent.setup();
    renderRoutes(routes, ['/dashboard/idea-generator']);
    const [, second] = await screen.findAllByRole('button', { name: 'Use This Idea' });
    await user.click(second!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Business Plan Generator' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Business Idea' })).toHaveValue('Idea 2: What idea 2 does.'),
    );
    // The ideas' venture becomes the idea's (it holds nothing else): no second venture without them.
    expect(fetch.callsTo('/api/documents/ideas-doc-1/use-idea')[0]?.body).toEqual({
      name: 'Idea 2',
      description: 'What idea 2 does.',
    });
    expect(fetch.callsTo('/api/ventures')).toEqual([]);
    expect(state.venture).toMatchObject({
      id: SAMPLE_VENTURE.id,
      name: 'Idea 2',
      description: 'What idea 2 does.',
      industry: 'Fintech',
      targetMarket: 'Freelancers',
      region: 'Germany',
    });
    expect(screen.getByRole('button', { name: 'Venture: Idea 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Pitch Deck' }));
    expect(await screen.findByRole('textbox', { name: 'Business Name' })).toHaveValue('Idea 2');
    expect(screen.getByRole('textbox', { name: 'Business Description' })).toHaveValue('What idea 2 does.');
    await user.click(screen.getByRole('link', { name: 'Market Research' }));
    expect(await screen.findByRole('textbox', { name: 'Business Niche / Keyword' })).toHaveValue(
      'Fintech: What idea 2 does',
    );
    await user.click(screen.getByRole('link', { name: 'Idea Generator' }));
    expect(await screen.findByRole('textbox', { name: 'Industry' })).toHaveValue('Fintech');
    expect(screen.getByRole('textbox', { name: 'Target Market' })).toHaveValue('Freelancers');
    expect(screen.getByRole('textbox', { name: 'Region' })).toHaveValue('Germany');
  });

  it('Use This Idea moves the ideas to a venture of their own when theirs holds other work; the Idea Generator shows them there', async () => {
    const inputs = { industry: 'Fintech', targetMarket: 'Freelancers', region: 'Germany' };
    const state = serveWorkspace(fetch, {
      documents: [
        savedDocument('ideas', inputs, ideas),
        savedDocument('business-plan', { idea: 'Ledger Loop: tax set-asides' }, plan('Ledger Loop, the plan.')),
      ],
    });
    fetch.on('/api/health', jsonResponse(200, { status: 'ok', provider: 'offline' }));
    const user = userEvent.setup();
    renderRoutes(routes, ['/dashboard/idea-generator']);
    const [first] = await screen.findAllByRole('button', { name: 'Use This Idea' });
    await user.click(first!);
    // The new venture has no plan yet: the form starts from the idea.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Business Idea' })).toHaveValue('Idea 1: What idea 1 does.'),
    );
    expect(screen.getByRole('button', { name: 'Venture: Idea 1' })).toBeInTheDocument();
    expect(state.venture?.id).not.toBe(SAMPLE_VENTURE.id);
    expect(state.documents.map((document) => [document.tool, document.ventureId])).toEqual([
      ['ideas', state.venture!.id],
      ['business-plan', SAMPLE_VENTURE.id],
    ]);

    await user.click(screen.getByRole('link', { name: 'Idea Generator' }));
    const generated = await screen.findByRole('region', { name: 'Generated ideas' });
    expect(
      within(generated)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Idea 1', 'Idea 2', 'Idea 3']);
  });

  it('the plan still opens with the idea when the venture could not be made', async () => {
    serveWorkspace(fetch, {
      documents: [savedDocument('ideas', { industry: 'A', targetMarket: 'B', region: 'C' }, ideas)],
    });
    fetch.on(
      '/api/documents/ideas-doc-1/use-idea',
      jsonResponse(503, { error: 'Your saved work is unavailable right now.' }),
    );
    fetch.on('/api/health', jsonResponse(200, { status: 'ok', provider: 'offline' }));
    const user = userEvent.setup();
    renderRoutes(routes, ['/dashboard/idea-generator']);
    const [first] = await screen.findAllByRole('button', { name: 'Use This Idea' });
    await user.click(first!);
    await findToast('Not Saved', 'Your saved work is unavailable right now.', 'error');
    expect(await screen.findByRole('textbox', { name: 'Business Idea' })).toHaveValue('Idea 1: What idea 1 does.');
  });
});

describe('Delete Venture', () => {
  it('asks for the venture’s name, deletes it with all it holds, and the screens show no venture', async () => {
    const state = serveWorkspace(fetch, {
      documents: [savedDocument('business-plan', { idea: 'Ledger Loop: tax set-asides' }, plan('The plan.'))],
    });
    fetch.on('/api/health', jsonResponse(200, { status: 'ok', provider: 'offline' }));
    const user = userEvent.setup();
    renderRoutes(routes, ['/dashboard/business-plan']);
    expect(await screen.findByRole('tab', { name: 'Summary' })).toBeInTheDocument();
    await user.click(await findMenuButton('Venture: Ledger Loop'));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Venture' }));

    const dialog = await findDialog('Delete Venture');
    expect(dialog).toHaveAccessibleDescription(/^“Ledger Loop” is deleted for good with everything in it/);
    const confirm = within(dialog).getByRole('textbox', { name: 'Type “Ledger Loop” to confirm' });
    const remove = within(dialog).getByRole('button', { name: 'Delete Venture' });
    expect(remove).toBeDisabled();
    await user.type(confirm, 'Ledger');
    expect(remove).toBeDisabled();
    await user.type(confirm, ' Loop{Enter}');

    await findToast('Venture Deleted', 'Ledger Loop and everything in it were deleted.', 'success');
    expect(fetch.callsTo('/api/ventures/venture-1').map((call) => call.method)).toEqual(['DELETE']);
    expect(state.venture).toBeNull();
    expect(await screen.findByRole('button', { name: 'Venture: No venture yet' })).toBeInTheDocument();
    // The plan screen follows: its form, nothing of the deleted venture; focus starts over at the screen.
    expect(await screen.findByRole('textbox', { name: 'Business Idea' })).toHaveValue('');
    expect(screen.queryByRole('tab', { name: 'Summary' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('keeps the venture, and the dialog open with the reason, when the server refuses', async () => {
    const state = serveWorkspace(fetch, { venture: SAMPLE_VENTURE });
    fetch.on('/api/ventures/venture-1', jsonResponse(503, { error: 'Your saved work is unavailable right now.' }));
    fetch.on('/api/health', jsonResponse(200, { status: 'ok', provider: 'offline' }));
    const user = userEvent.setup();
    renderRoutes(routes, ['/dashboard/idea-generator']);
    await user.click(await findMenuButton('Venture: Ledger Loop'));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Venture' }));
    const dialog = await findDialog('Delete Venture');
    await user.type(within(dialog).getByRole('textbox', { name: 'Type “Ledger Loop” to confirm' }), 'Ledger Loop');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Venture' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your saved work is unavailable right now.');
    expect(state.venture).not.toBeNull();
  });
});

describe('venture menu', () => {
  it('Edit Venture Profile shows the profile, saves it, and a form with nothing saved starts from it', async () => {
    const state = serveWorkspace(fetch, { venture: SAMPLE_VENTURE });
    fetch.on('/api/health', jsonResponse(200, { status: 'ok', provider: 'offline' }));
    const user = userEvent.setup();
    renderRoutes(routes, ['/dashboard/idea-generator']);
    expect(await screen.findByRole('textbox', { name: 'Industry' })).toHaveValue('');
    await user.click(await findMenuButton('Venture: Ledger Loop'));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit Venture Profile' }));
    const dialog = await findDialog('Edit Venture Profile');
    expect(within(dialog).getByRole('textbox', { name: 'Venture Name' })).toHaveValue('Ledger Loop');
    expect(within(dialog).getByRole('textbox', { name: 'Description (optional)' })).toHaveValue(
      'Tax set-asides for freelancers.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Industry (optional)' }), 'Fintech');
    await user.type(within(dialog).getByRole('textbox', { name: 'Region (optional)' }), 'Portugal');
    await user.click(within(dialog).getByRole('button', { name: 'Save Profile' }));
    await findToast('Profile Saved', 'Tool forms with nothing saved yet start from it.', 'success');
    expect(fetch.callsTo('/api/ventures/venture-1')[0]?.body).toEqual({
      name: 'Ledger Loop',
      description: 'Tax set-asides for freelancers.',
      industry: 'Fintech',
      targetMarket: '',
      region: 'Portugal',
    });
    expect(state.venture?.industry).toBe('Fintech');
    // The router loads the workspace and the screen again; the form then starts from the new profile.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Industry' })).toHaveValue('Fintech'));
    expect(screen.getByRole('textbox', { name: 'Region' })).toHaveValue('Portugal');
  });

  it('a profile that cannot be saved keeps what was typed and says why', async () => {
    serveWorkspace(fetch, { venture: SAMPLE_VENTURE });
    fetch.on('/api/ventures/*', jsonResponse(503, { error: 'Your saved work is unavailable right now.' }));
    fetch.on('/api/health', jsonResponse(200, { status: 'ok', provider: 'offline' }));
    const user = userEvent.setup();
    renderRoutes(routes, ['/dashboard/idea-generator']);
    await screen.findByRole('textbox', { name: 'Industry' });
    await user.click(await findMenuButton('Venture: Ledger Loop'));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit Venture Profile' }));
    const dialog = await findDialog('Edit Venture Profile');
    await user.type(within(dialog).getByRole('textbox', { name: 'Industry (optional)' }), 'Fintech');
    await user.click(within(dialog).getByRole('button', { name: 'Save Profile' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your saved work is unavailable right now.');
    expect(within(dialog).getByRole('textbox', { name: 'Industry (optional)' })).toHaveValue('Fintech');
  });

  it('names the current venture and creates a new one from New Venture', async () => {
    const state = serveWorkspace(fetch, { venture: SAMPLE_VENTURE });
    fetch.on('/api/health', jsonResponse(200, { status: 'ok', provider: 'offline' }));
    const user = userEvent.setup();
    renderRoutes(routes, ['/dashboard/market-research']);
    await screen.findByRole('textbox', { name: 'Business Niche / Keyword' });
    await user.click(await findMenuButton('Venture: Ledger Loop'));
    expect(await screen.findByRole('menuitemradio', { name: 'Ledger Loop' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitem', { name: 'Export Workspace' })).toHaveAttribute('href', '/api/workspace/export');
    await user.click(screen.getByRole('menuitem', { name: 'New Venture' }));

    const dialog = await findDialog('New Venture');
    await user.click(within(dialog).getByRole('button', { name: 'Create Venture' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give the venture a name.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Venture Name' }), 'Harvest Table');
    await user.click(within(dialog).getByRole('button', { name: 'Create Venture' }));
    await findToast('Venture Created', 'Harvest Table is now your current venture.', 'success');
    expect(state.venture?.name).toBe('Harvest Table');
    expect(await screen.findByRole('button', { name: 'Venture: Harvest Table' })).toBeInTheDocument();
  });
});
