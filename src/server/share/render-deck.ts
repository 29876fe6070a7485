import { layoutDeck } from '@/core/deck-design/deck-layout';
import type { DeckLook } from '@/core/exports/spec';
import type { SharedSlide } from '@/core/tools/define-tool';
import { html, type SafeHtml } from './html';
import { SHARE_TEXT } from './page';
import { readingView, slideBoxes } from './slide-html';

/**
 * The one seam for the shared deck's slides: each slide designed (core/deck-design's
 * `layoutDeck`, as the deck's screen and the exports draw it) in the venture's look (its theme,
 * brand colour, logo and figures: `lookRequestOf` with `designedLook`, as the exports read it), on a 16:9 stage. Never
 * the speaker notes. The page's script and styles key on `.slide` only; the logo's picture comes
 * with the page's style (`logoStyle`). Each slide also carries its reading view (`readingView`),
 * which a phone held upright shows in its place.
 */
export function renderSharedDeck(slides: readonly SharedSlide[], { look }: { look: DeckLook }): SafeHtml {
  const count = slides.length;
  const designs = layoutDeck({
    slides: slides.map(({ title, content }) => ({ title, content })),
    theme: look.theme,
    brand: look.brand,
    logo: look.logo !== undefined,
    figures: look.figures,
  });
  return html`<div class="deck" data-deck data-count="${count}">
    <p class="turn">${SHARE_TEXT.turnPhone}</p>
    <div class="stage">
      ${designs.map(
        (design, index) =>
          html` <section
            class="slide"
            id="slide-${index + 1}"
            data-index="${index}"
            data-layout="${design.layout}"
            role="group"
            aria-roledescription="slide"
            aria-label="Slide ${index + 1} of ${count}"
            style="background:#${design.background}"
          >
            ${slideBoxes(design, look.logo !== undefined)}${readingView(design)}
          </section>`,
      )}
    </div>
    <div class="controls" data-controls>
      <button type="button" data-previous aria-label="Previous slide" disabled>&#8249;</button>
      <p class="counter" aria-live="polite" data-counter>1 / ${count}</p>
      <button type="button" data-next aria-label="Next slide">&#8250;</button>
      <button type="button" class="present" data-present>Present</button>
    </div>
  </div>`;
}
