import { useEffect, useMemo, useState } from 'react';
import { pathOf } from '@/core/api/endpoint';
import { routes } from '@/core/api/routes';
import type { SlideDesign } from '@/core/deck-design/boxes';
import { layoutSlide, slideKey } from '@/core/deck-design/deck-layout';
import { agreeingFigures, deckFigures, type DeckFigures } from '@/core/deck-design/figures';
import type { DeckDesign } from '@/core/deck-design/schema';
import type { DeepPartial } from '@/core/stream/partial-shape';
import { pitchDeckClient, type PitchDeckResult, type Slide } from '@/core/tools/pitch-deck/client';
import type { PartChecks } from '@/core/venture/document-figures';
import { useFigureChecking } from '@/web/generator/figure-marks';
import { call } from '@/web/api/client';
import { useVentureFacts } from '@/web/workspace/use-venture-facts';
import { useWorkspace } from '@/web/workspace/workspace-context';
import type { useDeck } from './use-deck';

const DEFAULT: DeckDesign = { theme: 'light', brand: '4F46E5', logo: null };

/**
 * The venture's deck design (theme, brand colour, logo), loaded with the deck; the default until
 * it arrives, or without a venture. `setDesign` shows a design the server has answered with.
 */
export function useDeckDesign(ventureId: string | null | undefined) {
  const [design, setDesign] = useState<{ ventureId: string; design: DeckDesign }>();
  useEffect(() => {
    if (!ventureId) return;
    let current = true;
    call('deckDesign', { params: { id: ventureId } }).then(
      (answer) => current && setDesign({ ventureId, design: answer }),
      // The deck is shown in the default design; the design control says what failed when used.
      (error: unknown) => console.warn('The deck design did not load.', error),
    );
    return () => {
      current = false;
    };
  }, [ventureId]);
  const shown = design && design.ventureId === ventureId ? design.design : DEFAULT;
  const logoUrl =
    ventureId && shown.logo ? pathOf(routes.logo, { id: ventureId }, { v: shown.logo.updatedAt }) : undefined;
  return {
    design: shown,
    logoUrl,
    setDesign: (next: DeckDesign) => ventureId && setDesign({ ventureId, design: next }),
  };
}

/**
 * The figures the deck draws: the venture's facts its saved words do not contradict, as the files
 * and the share page draw them (core/deck-design/figures.ts). Until the checker has loaded, every
 * fact's figure; the same object while the figures are the same, so no slide is drawn again.
 */
function useAgreeingFigures(saved: PitchDeckResult | null): DeckFigures {
  const facts = useVentureFacts();
  const checks: readonly PartChecks[] | undefined = useFigureChecking(
    saved,
    facts,
    pitchDeckClient.checksFigures === true,
  )?.parts;
  // By value: the check runs again after each save, and a new object would redraw every slide.
  const figures = useMemo(
    () => JSON.stringify(checks ? agreeingFigures(facts, checks) : deckFigures(facts)),
    [facts, checks],
  );
  return useMemo(() => JSON.parse(figures) as DeckFigures, [figures]);
}

/** Designed slides by their inputs, for one set of figures; the last few hundred kept. */
const caches = new WeakMap<DeckFigures, Map<string, SlideDesign>>();
function designCache(figures: DeckFigures) {
  let cache = caches.get(figures);
  if (!cache || cache.size > 300) caches.set(figures, (cache = new Map()));
  return cache;
}

/**
 * Each slide designed (core/deck-design) in `design`, with the venture's figures: what the files
 * show too. A slide whose inputs (`slideKey`: its words, place and design, and what it reads of
 * other slides) are unchanged keeps its design object, so its drawings (the stage, its thumbnail)
 * are not drawn again while another slide is typed or moved.
 */
export function useSlideDesigns(
  slides: readonly DeepPartial<Slide>[],
  design: DeckDesign,
  saved: PitchDeckResult | null,
): SlideDesign[] {
  const figures = useAgreeingFigures(saved);
  return useMemo(() => {
    const deck = {
      slides: slides.map((slide) => ({ title: slide.title ?? '', content: slide.content ?? '' })),
      theme: design.theme,
      brand: design.brand,
      logo: design.logo !== null,
      figures,
    };
    const cache = designCache(figures);
    return deck.slides.map((_, index) => {
      const key = slideKey(deck, index);
      const kept = cache.get(key) ?? layoutSlide(deck, index);
      cache.set(key, kept);
      return kept;
    });
  }, [slides, design, figures]);
}

/** The venture's design and each slide designed in it; the slide being edited is designed as it is typed. */
export function useDesignedDeck(deck: ReturnType<typeof useDeck>) {
  const ventureId = useWorkspace().view?.currentVentureId;
  const look = useDeckDesign(ventureId);
  const { slides, draft, index, final } = deck;
  const shownSlides = useMemo(
    () => (draft ? slides.map((slide, at) => (at === index ? draft : slide)) : slides),
    [slides, draft, index],
  );
  return { ventureId, look, designs: useSlideDesigns(shownSlides, look.design, final) };
}
