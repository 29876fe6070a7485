// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { prefillState } from '@/web/generator/prefill';
import { EMPTY_PROFILE } from '@/core/venture/sources';
import { renderRoutes } from '../../../tests/support/web/render';
import {
  allowSlowScreens,
  catchDownloads,
  fillTextboxes,
  findMenuButton,
  findToast,
  stubFetchPerTest,
} from '../../../tests/support/web/screen-test';
import { pieces, sseResponse, successEvents } from '../../../tests/support/web/sse-fetch';
import '../../../tests/support/web/jsdom-gaps';
import {
  renderToolScreen,
  SAMPLE_VENTURE,
  serveWorkspace,
  toolRoute,
} from '../../../tests/support/web/workspace-fetch';
import BusinessPlanView from './business-plan-view';
import { localDate } from '@/web/generator/export-file';
import { PLAN_TABS } from '../../../tests/support/fixtures';

const PATH = '/api/generate/business-plan';
const IDEA = 'LedgerLoop: an app that sets money aside for tax for freelancers in Germany.';

const plan = {
  executiveSummary: 'LedgerLoop helps freelancers in Germany set money aside for tax, automatically.',
  problemStatement: 'Freelancers are surprised by tax bills they did not save for.',
  solutionOverview: 'An app that moves a share of every client payment into a tax pot.',
  targetMarket: 'About two million freelancers in Germany, starting with designers and developers.',
  businessModel: 'A subscription at 12 euros a month, with a premium plan for filing.',
  goToMarket: 'Partnerships with tax advisers and content on tax deadlines.',
  competitiveAnalysis: 'Banks are generic and accounting suites are complex.',
  keyMilestones: ['Month 3: pilot with 20 freelancers', 'Month 6: public launch', 'Month 12: 1,000 paying customers'],
};

allowSlowScreens();
const fetch = stubFetchPerTest();
beforeEach(() => {
  serveWorkspace(fetch);
});

async function setup() {
  const user = userEvent.setup();
  const utils = await renderToolScreen(<BusinessPlanView />);
  return { user, ...utils, ...controls(user) };
}

function controls(user: ReturnType<typeof userEvent.setup>) {
  const idea = () => screen.getByRole('textbox', { name: 'Business Idea' });
  const submit = () => screen.getByRole('button', { name: /^(Generate Business Plan|Generating Plan\.\.\.)$/ });
  const fill = (text = IDEA) => fillTextboxes(user, { idea: 'Business Idea' }, { idea: text });
  return { idea, submit, fill };
}

/** Generates `result` through a complete stream and waits for the success toast. */
async function generated(result = plan) {
  fetch.on(PATH, sseResponse(successEvents(result)));
  const utils = await setup();
  await utils.fill();
  await utils.user.click(utils.submit());
  await findToast('Business Plan Generated', 'Successfully generated your business plan.', 'success');
  return utils;
}

const tabNames = () => screen.queryAllByRole('tab').map((tab) => tab.textContent);
const panel = () => screen.getByRole('tabpanel');

describe('BusinessPlanView', () => {
  it('shows one multi-line Business Idea field with a help tip, and no result yet', async () => {
    const { idea } = await setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Business Plan Generator' })).toBeInTheDocument();
    expect(idea().tagName).toBe('TEXTAREA');
    expect(idea()).toHaveValue('');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'About Business Idea' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Business Plan' })).toBeEnabled();
    expect(tabNames()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Download Plan' })).not.toBeInTheDocument();
  });

  it('starts with the idea another screen sent along (Use This Idea)', async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <Navigate
              to="/dashboard/business-plan"
              state={prefillState({ ...EMPTY_PROFILE, name: 'LedgerLoop', description: IDEA })}
            />
          ),
        },
        toolRoute('business-plan'),
      ],
      ['/'],
      { screenFrame: true },
    );
    expect(await screen.findByRole('textbox', { name: 'Business Idea' })).toHaveValue(IDEA);
    expect(screen.getByRole('button', { name: 'Generate Business Plan' })).toBeEnabled();
  });

  it('fills the tabs as the plan streams, then offers the download', async () => {
    const { user, submit, fill } = await setup();
    const held = fetch.hold(PATH);
    await fill();
    await user.click(submit());
    const stream = await held;

    // Half of the summary: the tabs appear and the Summary tab fills in.
    stream.delta('{"executiveSummary":"LedgerLoop helps freelancers');
    expect(await screen.findByText('LedgerLoop helps freelancers')).toBeInTheDocument();
    expect(tabNames()).toEqual(PLAN_TABS);
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: 'Download Plan' })).not.toBeInTheDocument();

    const text = JSON.stringify(plan);
    const sent = '{"executiveSummary":"LedgerLoop helps freelancers';
    expect(text.startsWith(sent)).toBe(true);
    const rest = pieces(text.slice(sent.length), 4);
    stream.delta(rest[0] ?? '');
    await screen.findByText(plan.executiveSummary);
    expect(screen.getByRole('button', { name: 'Generating Plan...' })).toBeDisabled();
    for (const piece of rest.slice(1)) stream.delta(piece);
    stream.done(plan).end();

    await findToast('Business Plan Generated', 'Successfully generated your business plan.', 'success');
    expect(await screen.findByRole('button', { name: 'Generate Business Plan' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download Plan' })).toBeEnabled();
    expect(screen.queryByText('Creating your business plan...')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Business Idea' })).toHaveValue(IDEA);
  });

  it('shows eight tabs in docs/product.md’s order with Summary first, switched by click', async () => {
    const { user } = await generated();
    expect(tabNames()).toEqual(PLAN_TABS);
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveTextContent(plan.executiveSummary);

    const expected: Record<string, string> = {
      Problem: plan.problemStatement,
      Solution: plan.solutionOverview,
      Market: plan.targetMarket,
      Model: plan.businessModel,
      GTM: plan.goToMarket,
      Competition: plan.competitiveAnalysis,
    };
    for (const [tab, text] of Object.entries(expected)) {
      await user.click(screen.getByRole('tab', { name: tab }));
      expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      expect(panel()).toHaveTextContent(text);
      expect(panel()).not.toHaveTextContent(plan.executiveSummary);
    }

    // Milestones: a bullet list, one item each.
    await user.click(screen.getByRole('tab', { name: 'Milestones' }));
    const list = within(panel()).getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(plan.keyMilestones);
  });

  it('moves between tabs with the keyboard', async () => {
    const { user } = await generated();
    // From the result's heading (where focus goes after a mouse press on the submit button),
    // keyboard focus passes Download and Export and lands on the selected tab.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Your Business Plan' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Download Plan' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Problem' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Problem' })).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveTextContent(plan.problemStatement);
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Milestones' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Milestones' })).toHaveAttribute('aria-selected', 'true');
  });

  it('exports business-plan.docx from the Export menu: the plan on screen goes to the server, the file comes back', async () => {
    const downloads = catchDownloads('blob:business-plan-docx');
    fetch.on('/api/exports/business-plan/docx', () => new Response('PK docx', { status: 200 }));
    const { user } = await generated();

    await user.click(await findMenuButton('Export'));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Word (.docx)', 'PDF (.pdf)']);
    await user.click(screen.getByRole('menuitem', { name: 'Word (.docx)' }));
    await findToast('Downloaded', 'Business plan has been downloaded.', 'success');
    const [call] = fetch.callsTo('/api/exports/business-plan/docx');
    expect(call?.method).toBe('POST');
    // The founder's day dates the document's cover; with no venture yet, none is named.
    expect(call?.body).toEqual({ result: plan, date: localDate() });
    expect(downloads.saved).toEqual([{ download: 'business-plan.docx', href: 'blob:business-plan-docx' }]);
    expect(await downloads.blob().text()).toBe('PK docx');
  });

  it('names the venture shown in the export, so the document’s cover and figures are the venture’s, and its file', async () => {
    serveWorkspace(fetch, { venture: SAMPLE_VENTURE });
    const downloads = catchDownloads('blob:business-plan-pdf');
    fetch.on('/api/exports/business-plan/pdf', () => new Response('%PDF', { status: 200 }));
    const { user } = await generated();

    await user.click(await findMenuButton('Export'));
    await user.click(await screen.findByRole('menuitem', { name: 'PDF (.pdf)' }));
    await findToast('Downloaded', 'Business plan has been downloaded.', 'success');
    const [call] = fetch.callsTo('/api/exports/business-plan/pdf');
    expect(call?.body).toEqual({ result: plan, ventureId: SAMPLE_VENTURE.id, date: localDate() });
    expect(downloads.saved).toEqual([
      { download: `${SAMPLE_VENTURE.name} – Business Plan.pdf`, href: 'blob:business-plan-pdf' },
    ]);
  });

  it('says why an export failed and keeps the plan on screen', async () => {
    const downloads = catchDownloads('blob:none');
    fetch.on('/api/exports/business-plan/pdf', () =>
      Response.json({ error: 'Too many exports at once. Please try again.' }, { status: 429 }),
    );
    const { user } = await generated();

    await user.click(await findMenuButton('Export'));
    await user.click(await screen.findByRole('menuitem', { name: 'PDF (.pdf)' }));

    await findToast('Export Failed', 'Too many exports at once. Please try again.', 'error');
    expect(downloads.saved).toEqual([]);
    expect(screen.getByRole('tab', { name: 'Summary' })).toBeInTheDocument();
  });

  it('downloads business-plan.txt with every section and toasts', async () => {
    const downloads = catchDownloads('blob:business-plan');
    const { user } = await generated();

    await user.click(screen.getByRole('button', { name: 'Download Plan' }));
    expect(downloads.saved).toEqual([{ download: 'business-plan.txt', href: 'blob:business-plan' }]);
    expect(downloads.createObjectURL).toHaveBeenCalledTimes(1);
    const blob = downloads.blob();
    expect(blob.type).toMatch(/^text\/plain/);
    const text = await blob.text();
    for (const heading of [
      'Executive Summary',
      'Problem Statement',
      'Solution Overview',
      'Target Market',
      'Business Model',
      'Go-to-Market Strategy',
      'Competitive Analysis',
      'Key Milestones',
    ]) {
      expect(text).toContain(`\n${heading}\n`);
    }
    for (const section of [
      plan.executiveSummary,
      plan.problemStatement,
      plan.solutionOverview,
      plan.targetMarket,
      plan.businessModel,
      plan.goToMarket,
      plan.competitiveAnalysis,
    ]) {
      expect(text).toContain(section);
    }
    for (const milestone of plan.keyMilestones) expect(text).toContain(`- ${milestone}`);
    await findToast('Downloaded', 'Business plan has been downloaded.', 'success');
    expect(fetch.callsTo(PATH)).toHaveLength(1);
  });

  it('renders the model’s text as text, never as HTML', async () => {
    await generated({
      ...plan,
      executiveSummary: '<img src=x onerror=alert(1)><b>bold</b>',
      keyMilestones: ['<script>alert(2)</script>'],
    });
    expect(panel()).toHaveTextContent('<img src=x onerror=alert(1)><b>bold</b>');
    expect(document.querySelector('img, b, script')).toBeNull();
  });
});
