import { useRef, type KeyboardEvent } from 'react';
import type { SlideDesign } from '@/core/deck-design/boxes';
import type { DeepPartial } from '@/core/stream/partial-shape';
import type { Slide } from '@/core/tools/pitch-deck/client';
import { cn } from '@/web/lib/cn';
import { DesignedSlide } from './designed-slide';

interface SlideThumbnailsProps {
  slides: readonly DeepPartial<Slide>[];
  /** Each slide as designed: a small copy of it in its thumbnail. */
  designs: readonly SlideDesign[];
  logoUrl?: string;
  index: number;
  onSelect: (index: number) => void;
  /** Alt+Arrow Up / Alt+Arrow Down on a thumbnail moves its slide; none while the deck streams. */
  onMove?: (from: number, to: number) => void;
  /** Moving is paused while a slide is being edited. */
  locked: boolean;
}

/** A grid of the slides' titles; the current one is highlighted, a click jumps to a slide. */
export function SlideThumbnails({ slides, designs, logoUrl, index, onSelect, onMove, locked }: SlideThumbnailsProps) {
  const list = useRef<HTMLOListElement>(null);
  const move = (event: KeyboardEvent, from: number) => {
    if (!onMove || !event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const to = from + (event.key === 'ArrowUp' ? -1 : 1);
    if (to < 0 || to >= slides.length) return;
    onMove(from, to);
    // Focus follows the slide to its new place.
    requestAnimationFrame(() => list.current?.querySelectorAll('button')[to]?.focus());
  };
  return (
    <nav aria-label="Slides">
      <ol ref={list} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {slides.map((slide, position) => {
          const current = position === index;
          const title = slide.title || `Slide ${position + 1}`;
          const design = designs[position];
          return (
            <li key={position}>
              <button
                type="button"
                aria-current={current ? 'true' : undefined}
                disabled={locked}
                onClick={() => onSelect(position)}
                onKeyDown={(event) => move(event, position)}
                aria-keyshortcuts={onMove ? 'Alt+ArrowUp Alt+ArrowDown' : undefined}
                className={cn(
                  'flex w-full flex-col items-start gap-1 rounded-lg border p-1.5 text-left transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
                  current
                    ? 'border-primary-600 bg-primary-50 ring-2 ring-primary-600'
                    : 'border-base-200 bg-white hover:border-primary-300 hover:bg-base-50',
                )}
              >
                {design && (
                  // A picture of the slide: its text is the slide's, already named by the caption.
                  <span aria-hidden="true" className="pointer-events-none block w-full overflow-hidden rounded">
                    <DesignedSlide design={design} logoUrl={logoUrl} heading="div" />
                  </span>
                )}
                {/* The name is the visible text, "Slide 2 Problem" (the space keeps the words apart), so speech users can say what they see. */}
                <span className={cn('text-xs font-semibold', current ? 'text-primary-700' : 'text-base-500')}>
                  Slide {position + 1}
                </span>{' '}
                <span className="line-clamp-1 text-xs font-medium text-base-800">{title}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
