import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useLayoutEffect, useRef, type Ref } from 'react';
import type { SlideDesign } from '@/core/deck-design/boxes';
import { Button } from '@/web/components/ui/button';
import { FigureLine } from '@/web/generator/figure-marks';
import { DesignedSlide } from './designed-slide';

interface SlideStageProps {
  /** The current slide as designed (core/deck-design): the same boxes the .pptx and .pdf draw. */
  design: SlideDesign | undefined;
  logoUrl?: string;
  index: number;
  count: number;
  onPrevious: () => void;
  onNext: () => void;
  /** Moving is paused while a slide is being edited. */
  locked: boolean;
  /** The deck is still streaming in. */
  busy: boolean;
  /** The slide takes focus when the one that had it is gone (Delete Slide). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Previous and Next, disabled at their ends (docs/product.md §2). The one that had focus when it
 * became disabled (pressed, or an arrow key, up to the end) would drop focus to the page: it
 * passes to the other. Checked as the change is committed, while the browser still reports it focused.
 */
function useEndButtons(previousDisabled: boolean, nextDisabled: boolean) {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const pairs = [
      [previous.current, next.current],
      [next.current, previous.current],
    ] as const;
    for (const [from, to] of pairs)
      if (from?.disabled && document.activeElement === from && to && !to.disabled) to.focus();
  }, [previousDisabled, nextDisabled]);
  return { previous, next };
}

/**
 * The current slide at 16:9 as designed, the venture's figures marked in its text, with previous
 * and next buttons and the "n / total" counter under it (never over the slide's text). Model text stays text.
 */
export function SlideStage({ design, logoUrl, index, count, onPrevious, onNext, locked, busy, ref }: SlideStageProps) {
  const paths = [
    ['slides', index, 'title'],
    ['slides', index, 'content'],
  ];
  const renderLine = (line: string) => <FigureLine paths={paths} line={line} />;
  const previousDisabled = locked || index === 0;
  const nextDisabled = locked || index >= count - 1;
  const { previous, next } = useEndButtons(previousDisabled, nextDisabled);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-roledescription="slide"
      aria-label={`Slide ${index + 1} of ${count}`}
      className="flex flex-col gap-2 rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-2"
    >
      <div className="w-full overflow-hidden rounded-xl shadow-lg ring-1 ring-base-200">
        {design ? (
          <DesignedSlide design={design} logoUrl={logoUrl} renderLine={renderLine} />
        ) : (
          <div className="aspect-video w-full bg-base-100" />
        )}
      </div>
      <div className="flex items-center justify-center gap-3">
        <Button
          ref={previous}
          variant="ghost"
          size="icon"
          aria-label="Previous slide"
          disabled={previousDisabled}
          onClick={onPrevious}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        {/* Announced on change, except while slides are still arriving and the total keeps growing. */}
        <p aria-live={busy ? 'off' : 'polite'} className="text-sm font-medium tabular-nums text-base-700">
          {index + 1} / {count}
        </p>
        <Button ref={next} variant="ghost" size="icon" aria-label="Next slide" disabled={nextDisabled} onClick={onNext}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
