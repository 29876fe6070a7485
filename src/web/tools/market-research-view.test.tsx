// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowSlowScreens, catchDownloads, findToast, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import { pieces, sseResponse, successEvents } from '../../../tests/support/web/sse-fetch';
import '../../../tests/support/web/jsdom-gaps';
import { renderToolScreen, serveWorkspace } from '../../../tests/support/web/workspace-fetch';
import MarketResearchView from './market-research-view';
import { RESEARCH_TAB_NAMES } from '../../../tests/support/fixtures';

const PATH = '/api/generate/market-research';
const NICHE = 'Plant-based pet food';

const research = {
  industryOverview: 'Pet food is a large, steady consumer market moving towards premium products.',
  marketSize: 'About $120 billion worldwide in 2024, growing 5% a year.',
  trends: ['Premiumisation of pet food', 'Fresh and frozen diets', 'Subscriptions for repeat orders'],
  customerSegments: [
    {
      segment: 'Urban dog owners',
      characteristics: 'Aged 25 to 40, one dog, high income.',
      painPoints: 'Little time to compare brands.',
    },
    {
      segment: 'Vegan households',
      characteristics: 'Already plant-based themselves.',
      painPoints: 'Doubts about complete nutrition.',
    },
  ],
  competitors: [
    { name: 'Big Kibble Co', strengths: ['Distribution everywhere', 'Known brand'], weaknesses: ['Dated recipes'] },
    { name: 'GreenBowl', strengths: ['Vet-approved recipes'], weaknesses: ['High price', 'Online only'] },
  ],
  swot: {
    strengths: ['Clear focus on one diet'],
    weaknesses: ['No brand yet', 'Small team'],
    opportunities: ['Vets as partners', 'Subscription boxes'],
    threats: ['Rising ingredient costs'],
  },
};

allowSlowScreens();
const fetch = stubFetchPerTest();
beforeEach(() => {
  serveWorkspace(fetch);
});

async function setup() {
  const user = userEvent.setup();
  const utils = await renderToolScreen(<MarketResearchView />);
  const niche = () => screen.getByRole('textbox', { name: 'Business Niche / Keyword' });
  const submit = () => screen.getByRole('button', { name: /^(Conduct Research|Researching\.\.\.)$/ });
  async function fill(text = NICHE) {
    await user.clear(niche());
    await user.type(niche(), text);
  }
  return { user, ...utils, niche, submit, fill };
}

async function generated(result = research) {
  fetch.on(PATH, sseResponse(successEvents(result)));
  const utils = await setup();
  await utils.fill();
  await utils.user.click(utils.submit());
  await findToast('Research Generated', 'Successfully generated market research.', 'success');
  return utils;
}

const tabNames = () => screen.queryAllByRole('tab').map((tab) => tab.textContent);
const panel = () => screen.getByRole('tabpanel');
/** The card named by its title, in the open panel. */
const cardOf = (title: string) => within(panel()).getByRole('group', { name: title });
const items = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('MarketResearchView', () => {
  it('shows one single-line field labelled Business Niche / Keyword, and no result yet', async () => {
    const { niche } = await setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Market Research' })).toBeInTheDocument();
    expect(niche().tagName).toBe('INPUT');
    expect(niche()).toHaveAttribute('type', 'text');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Conduct Research' })).toBeEnabled();
    expect(tabNames()).toEqual([]);
  });

  it('submits with Enter, fills the tabs as the research streams, then offers the download', async () => {
    const { niche, fill } = await setup();
    const held = fetch.hold(PATH);
    await fill(`${NICHE}{Enter}`);
    const stream = await held;
    expect(niche()).toHaveValue(NICHE);
    expect(fetch.callsTo(PATH)[0]?.body).toEqual({ inputs: { niche: NICHE } });

    stream.delta('{"industryOverview":"Pet food is a large');
    expect(await screen.findByText('Pet food is a large')).toBeInTheDocument();
    expect(tabNames()).toEqual(RESEARCH_TAB_NAMES);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: 'Download Research' })).not.toBeInTheDocument();

    const text = JSON.stringify(research);
    const sent = '{"industryOverview":"Pet food is a large';
    for (const piece of pieces(text.slice(sent.length), 4)) stream.delta(piece);
    await screen.findByText(research.marketSize);
    expect(screen.getByRole('button', { name: 'Researching...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Download Research' })).not.toBeInTheDocument();
    stream.done(research).end();

    await findToast('Research Generated', 'Successfully generated market research.', 'success');
    expect(await screen.findByRole('button', { name: 'Download Research' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Conduct Research' })).toBeEnabled();
    expect(screen.queryByText('Conducting market research...')).not.toBeInTheDocument();
  });

  it('shows five tabs with Overview first: the industry overview and the market size', async () => {
    await generated();
    expect(tabNames()).toEqual(RESEARCH_TAB_NAMES);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByRole('heading', { name: 'Industry Overview' })).toBeInTheDocument();
    expect(within(panel()).getByRole('heading', { name: 'Market Size' })).toBeInTheDocument();
    expect(panel()).toHaveTextContent(research.industryOverview);
    expect(panel()).toHaveTextContent(research.marketSize);
  });

  it('shows the trends as a numbered list', async () => {
    const { user } = await generated();
    await user.click(screen.getByRole('tab', { name: 'Trends' }));
    expect(screen.getByRole('tab', { name: 'Trends' })).toHaveAttribute('aria-selected', 'true');
    const trends = within(panel()).getByRole('list');
    expect(trends.tagName).toBe('OL');
    expect(items(trends)).toEqual(research.trends);
    expect(panel()).not.toHaveTextContent(research.industryOverview);
  });

  it('shows a card per customer segment with its characteristics and pain points', async () => {
    const { user } = await generated();
    await user.click(screen.getByRole('tab', { name: 'Customers' }));
    const segments = within(panel()).getAllByRole('heading', { level: 3 }).slice(1);
    expect(segments.map((heading) => heading.textContent)).toEqual(['Urban dog owners', 'Vegan households']);
    for (const segment of research.customerSegments) {
      const card = cardOf(segment.segment);
      expect(within(card).getByRole('heading', { name: 'Characteristics' })).toBeInTheDocument();
      expect(card).toHaveTextContent(segment.characteristics);
      expect(within(card).getByRole('heading', { name: 'Pain Points' })).toBeInTheDocument();
      expect(card).toHaveTextContent(segment.painPoints);
    }
  });

  it('shows each competitor with its strengths and weaknesses lists', async () => {
    const { user } = await generated();
    await user.click(screen.getByRole('tab', { name: 'Competitors' }));
    for (const competitor of research.competitors) {
      const card = cardOf(competitor.name);
      const [strengths, weaknesses] = within(card).getAllByRole('list') as [HTMLElement, HTMLElement];
      expect(within(card).getByRole('heading', { name: 'Strengths' })).toBeInTheDocument();
      expect(items(strengths)).toEqual(competitor.strengths);
      expect(within(card).getByRole('heading', { name: 'Weaknesses' })).toBeInTheDocument();
      expect(items(weaknesses)).toEqual(competitor.weaknesses);
    }
  });

  it('shows the SWOT as four coloured cards in order', async () => {
    const { user } = await generated();
    await user.click(screen.getByRole('tab', { name: 'SWOT' }));
    const titles = within(panel()).getAllByRole('heading', { level: 3 }).slice(1);
    expect(titles.map((heading) => heading.textContent)).toEqual([
      'Strengths',
      'Weaknesses',
      'Opportunities',
      'Threats',
    ]);
    const colours = new Set<string>();
    for (const [title, key] of [
      ['Strengths', 'strengths'],
      ['Weaknesses', 'weaknesses'],
      ['Opportunities', 'opportunities'],
      ['Threats', 'threats'],
    ] as const) {
      const card = cardOf(title);
      expect(items(within(card).getByRole('list'))).toEqual(research.swot[key]);
      const colour = [...card.classList].find((name) => name.startsWith('bg-'));
      expect(colour).toBeDefined();
      colours.add(colour ?? '');
    }
    expect(colours.size).toBe(4);
  });

  it('moves between tabs with the keyboard', async () => {
    const { user } = await generated();
    // From the result's heading (where focus goes after a mouse press on the submit button),
    // keyboard focus passes Download and Export and lands on the selected tab.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Market Research Report' })).toHaveFocus(),
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Download Research' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Trends' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByRole('list').tagName).toBe('OL');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'SWOT' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveTextContent(research.industryOverview);
  });

  it('downloads market-research.txt with every part and toasts', async () => {
    const downloads = catchDownloads('blob:market-research');
    const { user } = await generated();

    await user.click(screen.getByRole('button', { name: 'Download Research' }));
    expect(downloads.saved).toEqual([{ download: 'market-research.txt', href: 'blob:market-research' }]);
    const text = await downloads.blob().text();
    const expected = [
      research.industryOverview,
      research.marketSize,
      ...research.trends,
      ...research.customerSegments.flatMap((segment) => [segment.segment, segment.characteristics, segment.painPoints]),
      ...research.competitors.flatMap((competitor) => [
        competitor.name,
        ...competitor.strengths,
        ...competitor.weaknesses,
      ]),
      ...Object.values(research.swot).flat(),
      'Strengths',
      'Weaknesses',
      'Opportunities',
      'Threats',
    ];
    for (const part of expected) expect(text).toContain(part);
    await findToast('Downloaded', 'Market research has been downloaded.', 'success');
  });
});
