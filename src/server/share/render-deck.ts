import type { PitchDeckResult } from '@/core/tools/pitch-deck/schema';
import { html, type SafeHtml } from './html';

type SharedSlide = PitchDeckResult['slides'][number];

/** A slide's lines as bullets: one per line, the bullet a model or founder typed dropped. */
export const slideBullets = (content: string): string[] =>
  content
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*•–]|\d+[.)])\s+/, '').trim())
    .filter(Boolean);

/**
 * The one seam for the shared deck's slides: each slide's title, its content as bullets, on a
 * 16:9 stage in the app's slide colours (the stage's gradient). The designed layouts replace the
 * body of this function when they land; the page's script and styles key on `.slide` only.
 */
export function renderSharedDeck(slides: readonly SharedSlide[], { ventureName }: { ventureName: string }): SafeHtml {
  const count = slides.length;
  return html`<div class="deck" data-deck data-count="${count}">
    <div class="stage">
      ${slides.map(
        (slide, index) =>
          html` <section
            class="slide"
            id="slide-${index + 1}"
            data-index="${index}"
            role="group"
            aria-roledescription="slide"
            aria-label="Slide ${index + 1} of ${count}"
          >
            <h2>${slide.title}</h2>
            ${
              slideBullets(slide.content).length > 0
                ? html`<ul>
                    ${slideBullets(slide.content).map((line) => html`<li>${line}</li>`)}
                  </ul>`
                : ''
            }
            <p class="corner">${ventureName}</p>
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
