import { useLayoutEffect, useRef, type ReactNode } from 'react';

/** The smallest share of the full type size a long slide shrinks to before it scrolls instead. */
export const FIT_FLOOR = 0.55;
const FIT_STEPS = 5;

/**
 * Shrinks the box's type (its `--fit`, a share of the full size) until its text fits, down to
 * FIT_FLOOR, then lets it scroll inside as a last resort. Sizes are in container units, so the fit
 * is the same at any screen size: measured once per text, a few layouts at most (a slide that fits
 * costs one), inside the frame that shows it.
 */
function useFitText(text: string) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const fitsAt = (fit: number) => {
      element.style.setProperty('--fit', String(fit));
      return element.scrollHeight <= element.clientHeight + 1;
    };
    element.style.overflowY = 'hidden';
    if (fitsAt(1)) return;
    if (!fitsAt(FIT_FLOOR)) {
      element.style.overflowY = 'auto';
      return;
    }
    // The largest size that fits, by halving the interval: FIT_STEPS layouts.
    let [low, high] = [FIT_FLOOR, 1];
    for (let step = 0; step < FIT_STEPS; step++) {
      const middle = (low + high) / 2;
      if (fitsAt(middle)) low = middle;
      else high = middle;
    }
    fitsAt(low);
  }, [text]);
  return box;
}

interface PresentSlideProps {
  title: string;
  /** The slide's content text, or it with its figures marked (FigureText, in Present mode). */
  content: ReactNode;
  /** The content as plain text: what is fitted. */
  text: string;
  /** The title's heading level: h2 on the presentation, h3 under the Presenter View's headings. */
  heading?: 'h2' | 'h3';
}

/**
 * One slide at 16:9 filling its container's width, its title and content as written (line breaks
 * and bullets kept), sized in container query units so the type scales with the slide. Model text
 * stays text. No figure marks of its own (FigureText is the caller's): the Presenter View's route
 * has none to show and stays apart from the tool pages' shared code.
 */
export function PresentSlide({ title, content, text, heading: Heading = 'h2' }: PresentSlideProps) {
  const box = useFitText(`${title}\n${text}`);
  return (
    <div className="@container aspect-video w-full overflow-hidden bg-gradient-to-br from-primary-700 via-primary-800 to-base-900 text-white">
      <div ref={box} className="flex h-full flex-col px-[7cqw] py-[5cqw]">
        {/* Centred while it fits; from the top when it must scroll, so no line is out of reach. */}
        <div className="my-auto flex flex-col gap-[2.5cqw]">
          <Heading
            className="font-bold leading-tight tracking-tight"
            style={{ fontSize: 'calc(5cqw * var(--fit, 1))' }}
          >
            {title}
          </Heading>
          <p
            className="whitespace-pre-line leading-relaxed text-primary-50"
            style={{ fontSize: 'calc(2.8cqw * var(--fit, 1))' }}
          >
            {content}
          </p>
        </div>
      </div>
    </div>
  );
}
