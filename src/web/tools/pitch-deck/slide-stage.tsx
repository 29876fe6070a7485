import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Ref } from 'react';
import type { DeepPartial } from '@/core/stream/partial-shape';
import type { Slide } from '@/core/tools/pitch-deck/client';
import { Button } from '@/web/components/ui/button';
import { FigureText } from '@/web/generator/figure-marks';

interface SlideStageProps {
  slide: DeepPartial<Slide> | undefined;
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

// Sizes follow the slide's own width (a container query), not the window's: the sidebar takes a share of the window.
const arrow =
  'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/15 text-white hover:bg-white/30 hover:text-white disabled:opacity-30';

/** The current slide at 16:9, with previous and next buttons and the "n / total" counter over it. Model text stays text. */
export function SlideStage({ slide, index, count, onPrevious, onNext, locked, busy, ref }: SlideStageProps) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-roledescription="slide"
      aria-label={`Slide ${index + 1} of ${count}`}
      // A phone is too narrow for a 16:9 slide to hold its text: there the slide grows to fit it.
      className="@container relative min-h-56 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-2 w-full overflow-hidden rounded-xl sm:aspect-video sm:min-h-0 bg-gradient-to-br from-primary-700 via-primary-800 to-base-900 text-white shadow-lg"
    >
      <div className="flex h-full flex-col justify-center gap-2 px-12 pb-12 pt-9 sm:py-9 @xl:gap-4 @xl:px-16 @xl:py-10 @3xl:gap-5 @3xl:px-20 @3xl:py-12">
        <h3 className="text-lg font-bold tracking-tight @xl:text-2xl @3xl:text-4xl">{slide?.title || '\u00a0'}</h3>
        {slide?.content && (
          // On wider screens a long slide scrolls inside its 16:9 frame: focusable, so the keyboard can scroll it too.
          <p
            tabIndex={0}
            role="region"
            aria-label="Slide content"
            className="whitespace-pre-line rounded text-xs leading-relaxed text-primary-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white sm:min-h-0 sm:overflow-y-auto @xl:text-sm @3xl:text-lg"
          >
            <FigureText path={['slides', index, 'content']} text={slide.content} />
          </p>
        )}
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Previous slide"
        className={`${arrow} left-2 @xl:left-4`}
        disabled={locked || index === 0}
        onClick={onPrevious}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Next slide"
        className={`${arrow} right-2 @xl:right-4`}
        disabled={locked || index >= count - 1}
        onClick={onNext}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
      {/* Announced on change, except while slides are still arriving and the total keeps growing. */}
      <p
        aria-live={busy ? 'off' : 'polite'}
        className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-black/40 px-3 py-1 text-xs font-medium tabular-nums @xl:text-sm"
      >
        {index + 1} / {count}
      </p>
    </div>
  );
}
