import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { SlideDesign } from '@/core/deck-design/boxes';
import type { RehearsalQuestion } from '@/core/tools/rehearsal';
import type { Slide } from '@/core/tools/pitch-deck/client';
import { PageTitle } from '@/web/components/page-title';
import { DesignedSlide } from '../designed-slide';
import { moved, slideMove, useWindowKeys } from './slide-keys';
import { usePresenterChannel } from './use-presenter-channel';

/** Texts of the Presenter View's states (docs/product.md §2). */
export const PRESENTER_TEXTS = {
  waiting: 'Waiting for the presentation...',
  missing: 'No presentation to follow. Open Presenter View from Present mode on the pitch deck.',
  ended: 'Presentation ended.',
};

/** Elapsed time as mm:ss (minutes keep counting past 59). */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The time since `startedAt`, to the second. */
function useElapsed(startedAt: number) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return formatElapsed(now - startedAt);
}

/**
 * The Presenter View (docs/product.md §2), a second window opened from Present mode: the current
 * slide, the next, the speaker notes, the likely questions on the slide (the venture's Investor
 * Review), the time since Present started and the counter. It knows
 * only the deck the audience window sends it, each slide as designed there (so this window needs
 * neither the venture's facts nor its design); a key here moves both windows. Its imports stay
 * within the app's entry, its own folder and the designed slide's drawing (plain buttons, no
 * icons, no figure marks), so its route does not split the chunks the tool pages share.
 */
export default function PresenterView() {
  const session = new URLSearchParams(useLocation().search).get('session');
  const { state, go } = usePresenterChannel(session);
  useWindowKeys((event) => {
    const move = state.status === 'live' ? slideMove(event) : undefined;
    if (state.status !== 'live' || !move) return false;
    go(moved(state.index, move, state.slides.length));
    return true;
  });
  return (
    <main className="flex min-h-screen flex-col gap-4 bg-base-950 p-4 text-white sm:p-6">
      <PageTitle page="Presenter View" />
      {state.status === 'live' ? (
        <LiveView
          slides={state.slides}
          designs={state.designs}
          logoUrl={state.logoUrl}
          questions={state.questions}
          index={state.index}
          startedAt={state.startedAt}
          onGo={go}
        />
      ) : (
        <>
          <h1 className="text-lg font-semibold">Presenter View</h1>
          <p role="status" className="text-base-200">
            {PRESENTER_TEXTS[state.status]}
          </p>
        </>
      )}
    </main>
  );
}

interface LiveViewProps {
  slides: readonly Slide[];
  designs: readonly SlideDesign[];
  logoUrl: string | undefined;
  questions: readonly RehearsalQuestion[];
  index: number;
  startedAt: number;
  onGo: (index: number) => void;
}

const control =
  'inline-flex size-10 items-center justify-center rounded-md bg-white/10 text-xl text-white hover:bg-white/25 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white disabled:opacity-30';

/** The counter, the timer, and Previous and Next. */
function PresenterBar({
  index,
  count,
  startedAt,
  onGo,
}: Pick<LiveViewProps, 'index' | 'startedAt' | 'onGo'> & { count: number }) {
  const elapsed = useElapsed(startedAt);
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-lg font-semibold">Presenter View</h1>
      <div className="flex items-center gap-3">
        <p className="text-base-200">
          Elapsed{' '}
          <span role="timer" className="text-2xl font-semibold tabular-nums text-white">
            {elapsed}
          </span>
        </p>
        <p aria-live="polite" aria-atomic="true" className="text-2xl font-semibold tabular-nums">
          {index + 1} / {count}
        </p>
        <button
          type="button"
          aria-label="Previous slide"
          className={control}
          disabled={index === 0}
          onClick={() => onGo(index - 1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          aria-label="Next slide"
          className={control}
          disabled={index >= count - 1}
          onClick={() => onGo(index + 1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </header>
  );
}

/** The presentation as it runs: the bar, the current slide, the next one and the notes. */
function LiveView({ slides, designs, logoUrl, questions, index, startedAt, onGo }: LiveViewProps) {
  const slide = slides[index];
  const asked = questions.filter((question) => question.slide === index);
  const [current, next] = [designs[index], designs[index + 1]];
  return (
    <>
      <PresenterBar index={index} count={slides.length} startedAt={startedAt} onGo={onGo} />
      <div className="grid flex-1 gap-4 lg:grid-cols-[3fr_2fr]">
        <Part title="Current slide">
          {current && <DesignedSlide design={current} logoUrl={logoUrl} heading="h3" />}
        </Part>
        <div className="flex flex-col gap-4">
          <Part title="Next slide">
            {next ? (
              <DesignedSlide design={next} logoUrl={logoUrl} heading="h3" />
            ) : (
              <p className="text-base-200">End of the deck.</p>
            )}
          </Part>
          <Part title="Speaker Notes">
            <p className="whitespace-pre-line text-lg leading-relaxed">{slide?.notes || '\u00a0'}</p>
          </Part>
          {asked.length > 0 && (
            <Part title="Likely Questions">
              <ol className="flex list-decimal flex-col gap-3 pl-6">
                {asked.map((question, at) => (
                  <li key={at}>
                    <p className="font-semibold">{question.question}</p>
                    <p className="whitespace-pre-line text-base-200">{question.answer}</p>
                  </li>
                ))}
              </ol>
            </Part>
          )}
        </div>
      </div>
    </>
  );
}
/** A titled part of the Presenter View. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-2">
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-base-300">
        {title}
      </h2>
      {children}
    </section>
  );
}
