import { layoutDeck } from '../../deck-design/deck-layout';
import { nameAndLines } from '../../deck-design/title-slide';
import type { ExportContext, ExportDescriptions, SlideDeckSpec, SlideSpec } from '../../exports/spec';
import { listLines } from '../../exports/text';
import type { PitchDeckResult, Slide } from './schema';

/**
 * The title slide shows the business, not the words "Title Slide": when the slide kept its generic
 * title, its first line (the name) becomes the headline and the rest the lines under it.
 */
function titleSlide(slide: Slide): SlideSpec {
  const { name, lines } = nameAndLines(slide);
  return { kind: 'title', title: name, lines, notes: slide.notes.trim() };
}

/**
 * The deck as slides: the first styled as the title slide, each line of content a bullet, the
 * notes kept, and each slide designed (core/deck-design) in the venture's theme with its logo and
 * figures (the light theme, no logo and no figures without a venture). Edits made in the page are in `deck`.
 */
export function pitchDeckSlides(deck: PitchDeckResult, context?: Pick<ExportContext, 'deck'>): SlideDeckSpec {
  const look = context?.deck;
  const [first, ...rest] = deck.slides;
  const slides = [
    ...(first ? [titleSlide(first)] : []),
    ...rest.map((slide): SlideSpec => ({
      kind: 'content',
      title: slide.title.trim(),
      lines: listLines(slide.content),
      notes: slide.notes.trim(),
    })),
  ];
  const designs = layoutDeck({
    slides: deck.slides,
    theme: look?.theme ?? 'light',
    ...(look ? { brand: look.brand } : {}),
    logo: look?.logo !== undefined,
    figures: look?.figures ?? {},
  });
  return {
    kind: 'slides',
    title: slides[0]?.title ?? 'Pitch Deck',
    slides,
    designs,
    ...(look?.logo ? { logo: look.logo } : {}),
  };
}

/** pitch-deck.pptx (with speaker notes) and pitch-deck.pdf (one landscape page per slide, no notes). */
export const pitchDeckDocuments: ExportDescriptions<PitchDeckResult> = {
  pptx: pitchDeckSlides,
  pdf: pitchDeckSlides,
};
