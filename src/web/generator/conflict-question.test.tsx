// @vitest-environment jsdom
/**
 * Nothing leaves with a known conflict unsaid (docs/product.md §10): Export, Download and Share of
 * a result whose figures differ from the venture's facts ask first, with Use All Facts (one edit,
 * then on), Review (to the conflicts panel) and Export / Download / Share Anyway; the conflicts
 * panel offers Use All Facts from two conflicts. The server's refusal of what the screen did not
 * know of asks the same question.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SLIDE_TITLES } from '../../../tests/support/fixtures';
import { modelFact, researchFact } from '../../../tests/support/venture-facts';
import {
  allowSlowScreens,
  catchDownloads,
  findDialog,
  findMenuButton,
  findToast,
  stubFetchPerTest,
} from '../../../tests/support/web/screen-test';
import { CONFLICTING_PLAN, conflictingPlan } from '../../../tests/support/web/conflicting-plan';
import { jsonResponse } from '../../../tests/support/web/sse-fetch';
import { shareLink } from '../../../tests/support/web/share-link';
import '../../../tests/support/web/jsdom-gaps';
import {
  renderToolScreen,
  SAMPLE_VENTURE,
  savedDocument,
  serveWorkspace,
} from '../../../tests/support/web/workspace-fetch';
import BusinessPlanView from '@/web/tools/business-plan-view';
import PitchDeckView from '@/web/tools/pitch-deck-view';
import { localDate } from './export-file';

allowSlowScreens();
const fetch = stubFetchPerTest();

const facts = [modelFact('price', 24), modelFact('breakEvenMonth', 8)];
const planResult = CONFLICTING_PLAN;
const plan = conflictingPlan();
const fixedPlan = {
  ...planResult,
  businessModel: 'The price is $24 a month, billed to each freelancer.',
  keyMilestones: ['Break even by Month 8'],
};
const deck = savedDocument(
  'pitch-deck',
  { businessName: 'Ledger Loop', businessDescription: 'Tax set-asides for freelancers.' },
  {
    slides: SLIDE_TITLES.map((title, index) => ({
      title,
      content: index === 5 ? '• Subscription per freelancer: $690 a month' : `Slide ${index + 1}`,
      notes: 'Tell the story.',
    })),
  },
);

const question = (name: RegExp | string = /figures? differs? from your venture’s facts$/) => findDialog(name);
const panel = () => screen.findByRole('region', { name: /figures? differs? from your venture’s facts$/ });

/** The plan with two conflicts on screen, its conflicts panel up (the checker loaded). */
async function planScreen(seed: Parameters<typeof serveWorkspace>[1] = { documents: [plan], facts }) {
  const state = serveWorkspace(fetch, seed);
  const user = userEvent.setup();
  await renderToolScreen(<BusinessPlanView />);
  return { state, user };
}

async function exportPdf(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await findMenuButton('Export'));
  await user.click(await screen.findByRole('menuitem', { name: 'PDF (.pdf)' }));
}

describe('Export of a result whose figures differ from the venture’s facts', () => {
  it('asks first, names the count, and Export Anyway sends the file as it is, saying so to the server', async () => {
    const downloads = catchDownloads('blob:plan-pdf');
    fetch.on('/api/exports/business-plan/pdf', () => new Response('%PDF', { status: 200 }));
    const { user } = await planScreen();
    await panel();
    await exportPdf(user);

    const asked = await question('2 figures differ from your venture’s facts');
    expect(asked).toHaveAccessibleDescription(/^The file would state them as they are\. Use All Facts rewrites them/);
    expect(
      within(asked)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Close', 'Use All Facts', 'Review', 'Export Anyway']);
    expect(fetch.callsTo('/api/exports/business-plan/pdf')).toEqual([]);

    await user.click(within(asked).getByRole('button', { name: 'Export Anyway' }));
    await findToast('Downloaded', 'Business plan has been downloaded.', 'success');
    expect(fetch.callsTo('/api/exports/business-plan/pdf').map((call) => call.body)).toEqual([
      { result: planResult, ventureId: SAMPLE_VENTURE.id, date: localDate(), conflictsAccepted: true },
    ]);
    expect(downloads.saved).toHaveLength(1);
    // Focus back on what opened the question: the Export menu's button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toHaveFocus());
  });

  it('Use All Facts fixes every figure in one saved edit, then exports the fixed result', async () => {
    catchDownloads('blob:plan-pdf');
    fetch.on('/api/exports/business-plan/pdf', () => new Response('%PDF', { status: 200 }));
    const { state, user } = await planScreen();
    await panel();
    await exportPdf(user);
    await user.click(within(await question()).getByRole('button', { name: 'Use All Facts' }));

    await findToast('Figures Updated', 'They now state your venture’s facts.', 'success');
    await findToast('Downloaded', 'Business plan has been downloaded.', 'success');
    const saves = fetch.calls.filter((call) => call.method === 'PUT');
    // One edit, saved as a Use Fact: the activity feed says "used a fact in", not "edited".
    expect(saves.map((call) => call.body)).toEqual([{ version: 1, result: fixedPlan, cause: 'use fact' }]);
    expect(state.documents[0]).toMatchObject({ version: 2, result: fixedPlan });
    // The file states the facts: nothing left to accept.
    expect(fetch.callsTo('/api/exports/business-plan/pdf').map((call) => call.body)).toEqual([
      { result: fixedPlan, ventureId: SAMPLE_VENTURE.id, date: localDate() },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /differs? from your venture’s facts/ })).not.toBeInTheDocument(),
    );
  });

  it('the panel’s Use All Facts saves one edit as a Use Fact, as the activity feed tells it', async () => {
    const { state, user } = await planScreen();
    await user.click(within(await panel()).getByRole('button', { name: 'Use All Facts' }));

    await findToast('Figures Updated', 'They now state your venture’s facts.', 'success');
    const saves = fetch.calls.filter((call) => call.method === 'PUT');
    expect(saves.map((call) => call.body)).toEqual([{ version: 1, result: fixedPlan, cause: 'use fact' }]);
    expect(state.documents[0]).toMatchObject({ version: 2, result: fixedPlan });
  });

  it('Review closes the question, exports nothing and takes focus to the conflicts', async () => {
    const downloads = catchDownloads('blob:none');
    const { user } = await planScreen();
    const conflicts = await panel();
    await exportPdf(user);
    await user.click(within(await question()).getByRole('button', { name: 'Review' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(conflicts).toHaveFocus());
    expect(fetch.callsTo('/api/exports/business-plan/pdf')).toEqual([]);
    expect(downloads.saved).toEqual([]);
  });

  it('asks nothing of a result whose figures agree', async () => {
    catchDownloads('blob:plan-pdf');
    fetch.on('/api/exports/business-plan/pdf', () => new Response('%PDF', { status: 200 }));
    const { user } = await planScreen({ documents: [{ ...plan, result: fixedPlan }], facts });
    await screen.findByRole('tab', { name: 'Summary' });
    await exportPdf(user);
    await findToast('Downloaded', 'Business plan has been downloaded.', 'success');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetch.callsTo('/api/exports/business-plan/pdf').map((call) => call.body)).toEqual([
      { result: fixedPlan, ventureId: SAMPLE_VENTURE.id, date: localDate() },
    ]);
  });

  it('asks with the server’s count when the server finds conflicts the screen did not, and sends again once accepted', async () => {
    catchDownloads('blob:plan-pdf');
    fetch.on('/api/exports/business-plan/pdf', (call) =>
      (call.body as { conflictsAccepted?: true }).conflictsAccepted
        ? Promise.resolve(new Response('%PDF', { status: 200 }))
        : jsonResponse(409, { error: '3 figures differ from your venture’s facts.', figureConflicts: 3 })(call),
    );
    // The screen's facts are older than the server's: it sees no conflict.
    const { user } = await planScreen({ documents: [{ ...plan, result: fixedPlan }], facts });
    await screen.findByRole('tab', { name: 'Summary' });
    await exportPdf(user);

    const asked = await question('3 figures differ from your venture’s facts');
    // Use All Facts fixes what this screen can see: nothing here.
    expect(within(asked).queryByRole('button', { name: 'Use All Facts' })).not.toBeInTheDocument();
    await user.click(within(asked).getByRole('button', { name: 'Export Anyway' }));
    await findToast('Downloaded', 'Business plan has been downloaded.', 'success');
    expect(fetch.callsTo('/api/exports/business-plan/pdf').map((call) => call.body)).toEqual([
      { result: fixedPlan, ventureId: SAMPLE_VENTURE.id, date: localDate() },
      { result: fixedPlan, ventureId: SAMPLE_VENTURE.id, date: localDate(), conflictsAccepted: true },
    ]);
  });
});

describe('Use All Facts in the question, with a figure Use Fact is not offered for', () => {
  it('fixes the rest in one edit, then asks again for what stays, focus on Review', async () => {
    catchDownloads('blob:deck-pdf');
    fetch.on('/api/exports/pitch-deck/pdf', () => new Response('%PDF', { status: 200 }));
    const markets = savedDocument('pitch-deck', deck.inputs, {
      slides: SLIDE_TITLES.map((title, index) => ({
        title,
        content:
          title === 'Market Opportunity'
            ? '• TAM: $135B\n• SAM: $40B'
            : index === 5
              ? '• Subscription per freelancer: $690 a month'
              : `Slide ${index + 1}`,
        notes: index === 9 ? 'We break even by Month 14.' : 'Tell the story.',
      })),
    });
    const size = researchFact('marketSize', 34_400_000_000, 100_000_000, '$34.4 billion');
    const state = serveWorkspace(fetch, { documents: [markets], facts: [size, ...facts] });
    const user = userEvent.setup();
    await renderToolScreen(<PitchDeckView />);
    await panel();
    await exportPdf(user);
    await user.click(
      within(await question('3 figures differ from your venture’s facts')).getByRole('button', {
        name: 'Use All Facts',
      }),
    );

    const left = await question('1 figure differs from your venture’s facts');
    expect(left).toHaveAccessibleDescription(
      'The file would state them as they are. Use Fact is not offered for these: Review shows why, so you can edit them.',
    );
    expect(within(left).queryByRole('button', { name: 'Use All Facts' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(left).getByRole('button', { name: 'Review' })).toHaveFocus());
    expect(fetch.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    const slides = (state.documents[0]!.result as { slides: { content: string; notes: string }[] }).slides;
    expect([slides[5]!.content, slides[9]!.notes]).toEqual([
      '• Subscription per freelancer: $24 a month',
      'We break even by Month 8.',
    ]);
    expect(fetch.callsTo('/api/exports/pitch-deck/pdf')).toEqual([]);

    await user.click(within(left).getByRole('button', { name: 'Export Anyway' }));
    await findToast('Downloaded', 'Pitch deck has been downloaded.', 'success');
    const [sent] = fetch.callsTo('/api/exports/pitch-deck/pdf');
    expect(sent?.body).toMatchObject({ result: state.documents[0]!.result, conflictsAccepted: true });
  });
});

describe('Download of a result whose figures differ', () => {
  it('asks first; Download Anyway downloads the text as it is', async () => {
    const downloads = catchDownloads('blob:plan-txt');
    const { user } = await planScreen();
    await panel();
    await user.click(screen.getByRole('button', { name: 'Download Plan' }));

    const asked = await question('2 figures differ from your venture’s facts');
    expect(downloads.saved).toEqual([]);
    await user.click(within(asked).getByRole('button', { name: 'Download Anyway' }));
    await findToast('Downloaded', 'Business plan has been downloaded.', 'success');
    expect(downloads.saved).toEqual([{ download: 'business-plan.txt', href: 'blob:plan-txt' }]);
    expect(await downloads.blob().text()).toContain('The price is $19 a month');
  });

  it('Use All Facts downloads the text stating the facts', async () => {
    const downloads = catchDownloads('blob:plan-txt');
    const { user } = await planScreen();
    await panel();
    await user.click(screen.getByRole('button', { name: 'Download Plan' }));
    await user.click(within(await question()).getByRole('button', { name: 'Use All Facts' }));
    await findToast('Downloaded', 'Business plan has been downloaded.', 'success');
    const text = await downloads.blob().text();
    expect(text).toContain('The price is $24 a month');
    expect(text).toContain('Break even by Month 8');
  });
});

describe('Share of a result whose figures differ', () => {
  it('asks first (singular for one figure); Share Anyway opens Share and the link says the founder accepted', async () => {
    fetch.on('/api/documents/pitch-deck-doc-1/share-links', (call) =>
      call.method === 'POST'
        ? jsonResponse(201, {
            link: shareLink({ documentId: deck.id, label: '' }),
            token: 'AbCdToken',
            path: '/s/AbCdToken',
          })(call)
        : jsonResponse(200, { links: [] })(call),
    );
    serveWorkspace(fetch, { documents: [deck], facts });
    const user = userEvent.setup();
    await renderToolScreen(<PitchDeckView />);
    await panel();
    await user.click(screen.getByRole('button', { name: 'Share' }));

    const asked = await question('1 figure differs from your venture’s facts');
    expect(asked).toHaveAccessibleDescription(/^The link would show them as they are\./);
    expect(screen.queryByRole('dialog', { name: 'Share' })).not.toBeInTheDocument();
    await user.click(within(asked).getByRole('button', { name: 'Share Anyway' }));

    const share = await findDialog('Share');
    await user.click(within(share).getByRole('button', { name: 'Create Link' }));
    expect(await within(share).findByLabelText('New link')).toHaveValue(`${window.location.origin}/s/AbCdToken`);
    const sent = fetch.callsTo('/api/documents/pitch-deck-doc-1/share-links').find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ conflictsAccepted: true });
  });

  it('refused by the server for conflicts the screen did not ask about: Review and Share Anyway in the dialog', async () => {
    fetch.on('/api/documents/pitch-deck-doc-1/share-links', (call) =>
      call.method === 'POST'
        ? jsonResponse(409, { error: '1 figure differs from your venture’s facts.', figureConflicts: 1 })(call)
        : jsonResponse(200, { links: [] })(call),
    );
    // No facts on this screen: nothing to ask before the dialog.
    serveWorkspace(fetch, { documents: [deck] });
    const user = userEvent.setup();
    await renderToolScreen(<PitchDeckView />);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const share = await findDialog('Share');
    await user.click(within(share).getByRole('button', { name: 'Create Link' }));

    expect(await within(share).findByRole('alert')).toHaveTextContent('1 figure differs from your venture’s facts.');
    await waitFor(() => expect(within(share).getByRole('button', { name: 'Review' })).toHaveFocus());
    await user.click(within(share).getByRole('button', { name: 'Share Anyway' }));
    await waitFor(() =>
      expect(
        fetch.callsTo('/api/documents/pitch-deck-doc-1/share-links').filter((call) => call.method === 'POST'),
      ).toHaveLength(2),
    );
    const [first, second] = fetch
      .callsTo('/api/documents/pitch-deck-doc-1/share-links')
      .filter((call) => call.method === 'POST');
    expect([first?.body, second?.body]).toEqual([{}, { conflictsAccepted: true }]);
  });
});

describe('Use All Facts in the conflicts panel', () => {
  it('is offered from two conflicts, fixes them all in one version, and focus goes to the result’s heading', async () => {
    const { state, user } = await planScreen();
    const conflicts = await panel();
    await user.click(within(conflicts).getByRole('button', { name: 'Use All Facts' }));
    await findToast('Figures Updated', 'They now state your venture’s facts.', 'success');
    await waitFor(() => expect(conflicts).not.toBeInTheDocument());
    expect(fetch.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(state.documents[0]).toMatchObject({ version: 2, result: fixedPlan });
    expect(screen.getByRole('heading', { level: 2, name: 'Your Business Plan' })).toHaveFocus();
  });

  it('is not offered for one conflict: Use Fact is', async () => {
    serveWorkspace(fetch, { documents: [deck], facts });
    await renderToolScreen(<PitchDeckView />);
    const conflicts = await panel();
    expect(within(conflicts).queryByRole('button', { name: 'Use All Facts' })).not.toBeInTheDocument();
    expect(within(conflicts).getByRole('button', { name: /^Use Fact:/ })).toBeEnabled();
  });
});
