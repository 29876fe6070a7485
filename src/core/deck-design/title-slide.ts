/**
 * The title slide: the company's name large (its heading), its one-liner and its round. The slide's
 * own title names the template's slot ("Title Slide"), not the company, and is never printed.
 */
import { listLines } from '../exports/text';
import { SLIDE, type Box, type SlideDesign } from './boxes';
import type { DeckFigures } from './figures';
import { MARGIN, text, tight } from './layouts';
import type { Palette } from './themes';

/** The first slide's heading when it kept the template's name for it ("Title Slide"). */
const GENERIC_TITLE = /^title(?:\s+slide)?$/i;

/** The first slide's name and lines: its first line is the name when its title is the template's ("Title Slide"). */
export function nameAndLines(slide: { title: string; content: string }): { name: string; lines: string[] } {
  const lines = listLines(slide.content);
  const generic = GENERIC_TITLE.test(slide.title.trim()) && lines.length > 0;
  return generic ? { name: lines[0] ?? '', lines: lines.slice(1) } : { name: slide.title.trim(), lines };
}
/** A line that names the round ("Raising $2M seed"). */
const ROUND = /\b(?:rais(?:e|ing)|seed|series [a-z]|round|pre-seed|funding)\b/i;

/** The company's name, its one-liner and its round, from the first slide (the figures' raise when no line names one). */
export function titleParts(slide: { title: string; content: string }, figures: DeckFigures) {
  const { name, lines: rest } = nameAndLines(slide);
  const roundLine = rest.find((line) => ROUND.test(line));
  const round = roundLine ?? (figures.raise ? `Raising ${figures.raise.display}` : undefined);
  const oneLiner = rest.filter((line) => line !== roundLine);
  return { name, oneLiner, round };
}

/** What the title slide reads of the deck. */
interface TitleInput {
  slides: readonly { title: string; content: string }[];
  figures: DeckFigures;
  logo: boolean;
}

export function titleSlide(deck: TitleInput, palette: Palette): SlideDesign {
  const first = deck.slides[0] ?? { title: '', content: '' };
  const { name, oneLiner, round } = titleParts(first, deck.figures);
  const { title: colours } = palette;
  const width = SLIDE.width - 2 * MARGIN;
  const boxes: Box[] = [
    text({ x: MARGIN, y: 150, w: width, h: 150 }, [name], {
      size: 72,
      floor: 36,
      bold: true,
      wrap: 'after-floor',
      lineHeight: 1.1,
      color: colours.text,
      valign: 'bottom',
      heading: true,
    }),
    { kind: 'rect', x: MARGIN, y: 318, w: 96, h: 6, fill: colours.text },
  ];
  // The one-liner as tall as its lines, the round under it.
  const said = tight(
    text({ x: MARGIN, y: 344, w: width, h: round ? 100 : 148 }, oneLiner, {
      size: 26,
      floor: 14,
      wrap: 'always',
      color: colours.text,
    }),
  );
  if (oneLiner.length > 0) boxes.push(said);
  const roundY = oneLiner.length > 0 ? said.y + said.h + 24 : 344;
  if (round)
    boxes.push(
      text({ x: MARGIN, y: roundY, w: width, h: 36 }, [round], {
        size: 20,
        floor: 12,
        bold: true,
        color: colours.muted,
      }),
    );
  if (deck.logo) boxes.push({ kind: 'logo', x: SLIDE.width - MARGIN - 180, y: 32, w: 180, h: 72, align: 'right' });
  return { layout: 'title', background: colours.background, boxes };
}
