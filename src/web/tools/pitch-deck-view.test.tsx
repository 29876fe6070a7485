// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  allowSlowScreens,
  catchDownloads,
  fillTextboxes,
  findDialog,
  findToast,
  stubFetchPerTest,
} from '../../../tests/support/web/screen-test';
import { pieces, sseResponse, successEvents } from '../../../tests/support/web/sse-fetch';
import '../../../tests/support/web/jsdom-gaps';
import { renderToolScreen, serveWorkspace } from '../../../tests/support/web/workspace-fetch';
import PitchDeckView from './pitch-deck-view';
import { SLIDE_CONTENT_HINT } from './pitch-deck/slide-editor';
import { listLines } from '@/core/exports/text';
import { SLIDE_TITLES } from '../../../tests/support/fixtures';

const PATH = '/api/generate/pitch-deck';

const inputs = { businessName: 'Harvest Table', businessDescription: 'Weekly meal kits for busy parents in Lisbon.' };

function deckOf(prefix: string) {
  return {
    slides: SLIDE_TITLES.map((title: string, index) => ({
      title,
      content: `${prefix} content ${index + 1}\n• point`,
      notes: `${prefix} notes ${index + 1}`,
    })),
  };
}

const deck = deckOf('Harvest');

allowSlowScreens();
const fetch = stubFetchPerTest();
beforeEach(() => {
  serveWorkspace(fetch);
});

async function renderDeck() {
  const user = userEvent.setup();
  const utils = await renderToolScreen(<PitchDeckView />);
  const field = (name: string) => screen.getByRole('textbox', { name });
  const submit = () => screen.getByRole('button', { name: /Generate Pitch Deck|Generating Deck\.\.\./ });
  const fill = (values: Partial<typeof inputs> = inputs) =>
    fillTextboxes(user, { businessName: 'Business Name', businessDescription: 'Business Description' }, values);
  return { user, ...utils, field, submit, fill };
}

/** Renders the screen and generates `result` to the end. */
async function generated(result = deck) {
  fetch.once(PATH, sseResponse(successEvents(result)));
  const utils = await renderDeck();
  await utils.fill();
  await utils.user.click(utils.submit());
  await findToast('Pitch Deck Generated', 'Successfully generated your pitch deck.', 'success');
  await screen.findByRole('button', { name: 'Edit Slide' });
  // Focus moves to the deck's heading once it is on screen; wait, so a test's own focus is not taken away.
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Your Pitch Deck' })).toHaveFocus());
  return utils;
}

/** New Deck, from the More menu under the slide. */
async function newDeck(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'More' }));
  await user.click(await screen.findByRole('menuitem', { name: 'New Deck' }));
}

const stage = () => screen.getByRole('group', { name: /^Slide \d+ of \d+$/ });
const slideTitle = () => within(stage()).getByRole('heading', { level: 3 });
const counter = (text: string) => within(stage()).getByText(text);
const previous = () => screen.getByRole('button', { name: 'Previous slide' });
const next = () => screen.getByRole('button', { name: 'Next slide' });
const thumbnails = () => within(screen.getByRole('navigation', { name: 'Slides' })).getAllByRole('button');
/** What a screen reader names a thumbnail: its text outside the hidden picture. */
const accessibleName = (button: HTMLElement) =>
  [...button.childNodes]
    .filter((node) => !(node instanceof HTMLElement && node.getAttribute('aria-hidden') === 'true'))
    .map((node) => node.textContent)
    .join('');
const currentThumbnail = () => thumbnails().filter((button) => button.getAttribute('aria-current') === 'true');

/** The slide's heading: its title, or on the title slide (titled "Title Slide") its first line, the company's name. */
function headingOf(number: number, slide: { title: string; content: string } | undefined) {
  return number === 1 && slide?.title === 'Title Slide' ? listLines(slide.content)[0] : slide?.title;
}

function expectSlide(number: number, result = deck) {
  const slide = result.slides[number - 1];
  const lines = listLines(slide?.content ?? '');
  expect(slideTitle()).toHaveTextContent(headingOf(number, slide) ?? '');
  for (const line of lines) expect(within(stage()).getByText(line)).toBeInTheDocument();
  expect(counter(`${number} / ${result.slides.length}`)).toBeInTheDocument();
  expect(currentThumbnail()).toHaveLength(1);
  expect(currentThumbnail()[0]).toHaveAccessibleName(`Slide ${number} ${slide?.title}`);
}

describe('PitchDeckView', () => {
  it('shows the screen title and two labelled fields with help tips, and no deck', async () => {
    const { field } = await renderDeck();
    expect(screen.getByRole('heading', { level: 1, name: 'Pitch Deck Builder' })).toBeInTheDocument();
    expect(field('Business Name').tagName).toBe('INPUT');
    expect(field('Business Description').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'About Business Name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'About Business Description' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Pitch Deck' })).toBeEnabled();
    expect(screen.queryByRole('group', { name: /^Slide/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Slide' })).not.toBeInTheDocument();
  });

  it('streams slides in, then shows the final deck without the form', async () => {
    const { user, submit, fill } = await renderDeck();
    const held = fetch.hold(PATH);
    await fill();
    await user.click(submit());
    const stream = await held;

    // Two slides and part of a third have arrived.
    const text = JSON.stringify(deck);
    const cut = text.indexOf('"title":"Solution"') + 30;
    stream.delta(text.slice(0, 40));
    stream.delta(text.slice(40, cut));
    expect(await screen.findByText('1 / 3')).toBeInTheDocument();
    // The title slide's heading is the company's name, its first line: its own title is not printed.
    expect(slideTitle()).toHaveTextContent('Harvest content 1');
    // Named by their captions: the picture of each slide is hidden from assistive technology.
    expect(thumbnails().map(accessibleName)).toEqual(['Slide 1 Title Slide', 'Slide 2 Problem', 'Slide 3 Solution']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // Editing and download wait for the final deck.
    expect(screen.queryByRole('button', { name: 'Edit Slide' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Deck' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generating Deck...' })).toBeDisabled();

    for (const piece of pieces(text.slice(cut), 4)) stream.delta(piece);
    stream.done(deck).end();

    await findToast('Pitch Deck Generated', 'Successfully generated your pitch deck.', 'success');
    await screen.findByRole('button', { name: 'Edit Slide' });
    expect(screen.getByRole('button', { name: 'Download Deck' })).toBeInTheDocument();
    expectSlide(1);
    expect(thumbnails()).toHaveLength(10);
    expect(thumbnails()).toHaveLength(SLIDE_TITLES.length);
    thumbnails().forEach((button, index) =>
      expect(button).toHaveAccessibleName(`Slide ${index + 1} ${SLIDE_TITLES[index]}`),
    );
    expect(screen.getByRole('heading', { name: 'Speaker Notes' })).toBeInTheDocument();
    expect(screen.getByText('Harvest notes 1')).toBeInTheDocument();
    // The form is hidden once a deck exists.
    expect(screen.queryByRole('textbox', { name: 'Business Name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate Pitch Deck' })).not.toBeInTheDocument();
    expect(fetch.callsTo(PATH)).toHaveLength(1);
  });

  it('moves between slides within bounds, with the counter and the highlighted thumbnail following', async () => {
    const { user } = await generated();
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();

    await user.click(next());
    expectSlide(2);
    expect(screen.getByText('Harvest notes 2')).toBeInTheDocument();
    expect(previous()).toBeEnabled();

    for (let i = 0; i < 8; i += 1) await user.click(next());
    expectSlide(10);
    expect(next()).toBeDisabled();
    expect(previous()).toBeEnabled();

    await user.click(previous());
    expectSlide(9);
  });

  it('keeps focus at the ends: the button disabled there passes it to the other, pressed or by the arrow keys', async () => {
    const { user } = await generated();
    next().focus();
    for (let i = 0; i < 9; i += 1) await user.keyboard('{Enter}');
    expectSlide(10);
    expect(next()).toBeDisabled();
    expect(previous()).toHaveFocus();

    await user.keyboard('{Enter}');
    expectSlide(9);
    expect(previous()).toHaveFocus();
    for (let i = 0; i < 8; i += 1) await user.keyboard('{ArrowLeft}');
    expectSlide(1);
    expect(previous()).toBeDisabled();
    expect(next()).toHaveFocus();
  });

  it('jumps to a slide from its thumbnail', async () => {
    const { user } = await generated();
    await user.click(screen.getByRole('button', { name: 'Slide 4 Market Opportunity' }));
    expectSlide(4);
    expect(screen.getByRole('button', { name: 'Slide 1 Title Slide' })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('button', { name: 'Slide 10 Financials & Ask' }));
    expectSlide(10);
    expect(next()).toBeDisabled();
  });

  it('moves with the Left and Right arrow keys, within bounds, but not while typing in a field', async () => {
    const { user } = await generated();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expectSlide(3);
    await user.keyboard('{ArrowLeft}');
    expectSlide(2);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expectSlide(1);
    for (let i = 0; i < 12; i += 1) await user.keyboard('{ArrowRight}');
    expectSlide(10);

    // In a text field the arrows move the caret, not the deck.
    await user.click(screen.getByRole('button', { name: 'Edit Slide' }));
    const title = await screen.findByRole('textbox', { name: 'Slide Title' });
    expect(title).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(counter('10 / 10')).toBeInTheDocument();
  });

  it('edits the current slide: a draft in three fields, saved over the slide with a toast', async () => {
    const { user } = await generated();
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Edit Slide' }));

    expect(screen.queryByRole('button', { name: 'Edit Slide' })).not.toBeInTheDocument();
    const title = await screen.findByRole('textbox', { name: 'Slide Title' });
    const content = screen.getByRole('textbox', { name: 'Slide Content' });
    const notes = screen.getByRole('textbox', { name: 'Speaker Notes' });
    expect(title).toHaveValue('Problem');
    expect(content).toHaveValue('Harvest content 2\n• point');
    expect(notes).toHaveValue('Harvest notes 2');
    expect(screen.queryByRole('heading', { name: 'Speaker Notes' })).not.toBeInTheDocument();
    // No moving away from a draft.
    expect(previous()).toBeDisabled();
    expect(next()).toBeDisabled();
    for (const thumbnail of thumbnails()) expect(thumbnail).toBeDisabled();

    await user.clear(title);
    await user.type(title, 'The Pain');
    await user.clear(content);
    await user.paste('Parents lose 5 hours a week');
    await user.clear(notes);
    await user.paste('Tell Maria’s story');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await findToast('Slide Updated', 'Your changes have been saved.', 'success');
    expect(screen.queryByRole('textbox', { name: 'Slide Title' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Slide' })).toBeInTheDocument();
    expect(slideTitle()).toHaveTextContent('The Pain');
    expect(within(stage()).getByText('Parents lose 5 hours a week')).toBeInTheDocument();
    expect(screen.getByText('Tell Maria’s story')).toBeInTheDocument();
    expect(counter('2 / 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Slide 2 The Pain' })).toHaveAttribute('aria-current', 'true');

    // The edit stays when moving away and back.
    await user.click(next());
    await user.click(previous());
    expect(slideTitle()).toHaveTextContent('The Pain');
    expect(fetch.callsTo(PATH)).toHaveLength(1);
  });

  it('edits Slide Content a line per bullet: its hint says so, and Alt+Arrow moves the caret’s line', async () => {
    const { user } = await generated();
    await user.click(screen.getByRole('button', { name: 'Edit Slide' }));
    const content = await screen.findByRole('textbox', { name: 'Slide Content' });
    expect(content).toHaveAccessibleDescription(SLIDE_CONTENT_HINT);
    await user.clear(content);
    await user.paste('First point\nSecond point\nThird point');
    (content as HTMLTextAreaElement).setSelectionRange(2, 2);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(content).toHaveValue('Second point\nFirst point\nThird point');
    // The caret went with its line: a second press moves it on.
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(content).toHaveValue('Second point\nThird point\nFirst point');
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(content).toHaveValue('Second point\nThird point\nFirst point');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await findToast('Slide Updated', 'Your changes have been saved.', 'success');
    expect(within(stage()).getByText('Third point')).toBeInTheDocument();
  });

  it('cancels an edit without changing the slide', async () => {
    const { user } = await generated();
    await user.click(screen.getByRole('button', { name: 'Edit Slide' }));
    await user.click(screen.getByRole('textbox', { name: 'Slide Title' }));
    await user.paste(' draft');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Slide Title' })).not.toBeInTheDocument();
    expect(slideTitle()).toHaveTextContent(/^Harvest content 1$/);
    expect(screen.queryByText('Slide Updated')).not.toBeInTheDocument();
  });

  it('leaves the editor with Escape as with Cancel, and gives focus back to Edit Slide', async () => {
    const { user } = await generated();
    await user.click(screen.getByRole('button', { name: 'Edit Slide' }));
    expect(screen.getByRole('textbox', { name: 'Slide Title' })).toHaveFocus();
    await user.paste(' draft');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Slide Title' })).not.toBeInTheDocument();
    expect(slideTitle()).toHaveTextContent(/^Harvest content 1$/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Slide' })).toHaveFocus());
  });

  it('moves focus to the deck’s heading when the deck replaces the form', async () => {
    await generated();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Your Pitch Deck' })).toHaveFocus());
  });

  it('downloads pitch-deck.txt with the edits', async () => {
    const downloads = catchDownloads('blob:pitch-deck');
    const { user } = await generated();
    await user.click(screen.getByRole('button', { name: 'Edit Slide' }));
    const title = await screen.findByRole('textbox', { name: 'Slide Title' });
    await user.clear(title);
    await user.paste('Harvest Table: dinner, sorted');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(screen.getByRole('button', { name: 'Download Deck' }));

    await findToast('Downloaded', 'Pitch deck has been downloaded.', 'success');
    expect(downloads.saved).toEqual([{ download: 'pitch-deck.txt', href: 'blob:pitch-deck' }]);
    const text = await downloads.blob().text();
    expect(text).toContain('Slide 1: Harvest Table: dinner, sorted');
    expect(text).not.toContain('Slide 1: Title Slide');
    expect(text).toContain('Slide 10: Financials & Ask');
    expect(text.indexOf('Harvest content 2')).toBeGreaterThan(text.indexOf('Slide 2: Problem'));
    expect(text.indexOf('Harvest notes 2')).toBeGreaterThan(text.indexOf('Harvest content 2'));
  });

  it('Stop during a new deck puts the deck that was there back, and never shows the partial one', async () => {
    const { user } = await generated();
    await newDeck(user);
    const held = fetch.hold(PATH);
    await user.click(screen.getByRole('button', { name: 'Generate Pitch Deck' }));
    const stream = await held;
    stream.delta(JSON.stringify(deckOf('Second')).slice(0, 300));
    await waitFor(() => expect(within(stage()).getByText(/Second content 1/)).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(fetch.callsTo(PATH)[1]?.signal?.aborted).toBe(true);
    expect(within(stage()).getByText(/Harvest content 1/)).toBeInTheDocument();
    expect(screen.queryByText(/Second content/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Slide' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Business Name' })).toHaveValue(inputs.businessName);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate Pitch Deck' })).toHaveFocus());
  });

  it('starts a new deck on the first slide, from the last inputs', async () => {
    const { user } = await generated();
    await user.click(screen.getByRole('button', { name: 'Slide 5 Product/Service' }));
    await newDeck(user);

    expect(screen.getByRole('textbox', { name: 'Business Name' })).toHaveValue(inputs.businessName);
    expect(screen.getByRole('textbox', { name: 'Business Description' })).toHaveValue(inputs.businessDescription);
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.queryByRole('menuitem', { name: 'New Deck' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    // The current deck stays until a new one starts.
    expectSlide(5);

    const second = deckOf('Second');
    const held = fetch.hold(PATH);
    await user.click(screen.getByRole('button', { name: 'Generate Pitch Deck' }));
    const stream = await held;
    stream.delta(JSON.stringify(second).slice(0, 300));
    expect(await screen.findByText(/^1 \/ \d+$/)).toBeInTheDocument();
    expect(within(stage()).getByText(/Second content 1/)).toBeInTheDocument();

    for (const event of successEvents(second)) stream.send(event);
    stream.end();
    await screen.findByRole('button', { name: 'Edit Slide' });
    expectSlide(1, second);
    expect(screen.queryByRole('textbox', { name: 'Business Name' })).not.toBeInTheDocument();
  });

  it('renders model text as text, never as HTML', async () => {
    const hostile = {
      slides: deck.slides.map((slide, index) =>
        index === 0
          ? { title: '<img src=x onerror=alert(1)>', content: '<script>alert(2)</script>', notes: '<b>bold</b>' }
          : slide,
      ),
    };
    await generated(hostile);
    expect(slideTitle()).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(within(stage()).getByText('<script>alert(2)</script>')).toBeInTheDocument();
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
    expect(document.querySelector('img, script, b')).toBeNull();
  });

  it('Present shows the deck in Present mode, on the slide on stage; the deck behind does not move with it, and follows it on leaving', async () => {
    const { user } = await generated();
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Present' }));
    const presentation = await findDialog('Presentation');
    expect(within(presentation).getByRole('heading', { level: 2 })).toHaveTextContent('Problem');
    await user.keyboard('{ArrowRight}');
    expect(within(presentation).getByText('Slide 3 of 10')).toBeInTheDocument();
    expect(counter('2 / 10')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expectSlide(3);
    // No Present while a slide is being edited.
    await user.click(screen.getByRole('button', { name: 'Edit Slide' }));
    expect(screen.queryByRole('button', { name: 'Present' })).not.toBeInTheDocument();
  });
});
