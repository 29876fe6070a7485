import { ChevronLeft, ChevronRight, Minimize, MonitorSpeaker } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { Slide } from '@/core/tools/pitch-deck/client';
import { Button } from '@/web/components/ui/button';
import type { SlideDesign } from '@/core/deck-design/boxes';
import { DesignedSlide } from '../designed-slide';
import { presenterUrl } from './presenter-path';
import { moved, slideMove, useWindowKeys } from './slide-keys';
import { useAudienceChannel } from './use-audience-channel';
import { useFullscreen } from './use-fullscreen';
import { useIdleCursor } from './use-idle-cursor';
import { useRehearsal } from './use-rehearsal';

export interface PresentModeProps {
  slides: readonly Slide[];
  /** Each slide as designed (core/deck-design), as the deck's screen shows it. */
  designs: readonly SlideDesign[];
  logoUrl: string | undefined;
  /** The slide Present starts on: the one on stage. */
  startIndex: number;
  /** Leaves Present mode, on the slide then on screen. */
  onExit: (index: number) => void;
  /** The deck's venture, whose questions to rehearse the Presenter View shows beside their slides. */
  ventureId?: string | null;
}

/** While the presentation is open, everything else on the page is inert: out of reach of Tab, pointer and screen reader. */
function useInertBackground(root: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const others = [...document.body.children].filter(
      (element) => element !== root.current && !element.hasAttribute('inert'),
    );
    for (const element of others) element.setAttribute('inert', '');
    return () => {
      for (const element of others) element.removeAttribute('inert');
    };
  }, [root]);
}

/**
 * Present mode's state and wiring: the slide on screen, the moves (told to the Presenter View),
 * full screen, the inert page behind, focus on open, and the keys.
 */
function usePresentation({ slides, designs, logoUrl, startIndex, onExit, ventureId }: PresentModeProps) {
  const count = slides.length;
  const clamp = (to: number) => Math.min(Math.max(0, to), count - 1);
  const [index, setIndex] = useState(() => clamp(startIndex));
  const root = useRef<HTMLDivElement>(null);
  const at = useRef(index);
  useEffect(() => {
    at.current = index;
  });
  const leave = () => onExit(at.current);
  const questions = useRehearsal(ventureId);
  const channel = useAudienceChannel(slides, { designs, logoUrl }, index, (to) => setIndex(clamp(to)), questions);
  const [blocked, setBlocked] = useState(false);
  useFullscreen(root, leave);
  useInertBackground(root);
  // In the commit that shows it: a key pressed at once, before a passive effect, reached the page behind.
  useLayoutEffect(() => {
    root.current?.focus();
  }, []);

  const go = (to: number) => {
    const next = clamp(to);
    if (next === at.current) return;
    at.current = next;
    setIndex(next);
    channel.post({ type: 'goto', index: next });
  };
  const openPresenter = () => {
    const opened = window.open(presenterUrl(channel.session), 'venturekit-presenter', 'popup,width=1200,height=760');
    setBlocked(opened === null);
  };
  useWindowKeys((event) => {
    if (event.key === 'Escape') leave();
    else if (event.key.toLowerCase() === 'p' && channel.linked && !event.ctrlKey && !event.metaKey && !event.altKey)
      openPresenter();
    else {
      const move = slideMove(event);
      if (!move) return false;
      go(moved(at.current, move, count));
    }
    return true;
  });
  return { index, count, root, leave, go, at, blocked, presenter: channel.linked ? openPresenter : undefined };
}

/**
 * Present mode (docs/product.md §2): the deck full screen, or over the whole viewport where full
 * screen is refused. Arrows, Space, Page Up/Down, Home and End move, a click or a tap advances,
 * Escape leaves, P opens the Presenter View; the cursor and the controls hide while the pointer
 * rests. Focus starts on the presentation; the slide number is announced as it changes. The lines
 * are drawn plain, as the share page and the files draw them: the figure check's marks are the
 * founder's, on the deck's screen, not the audience's.
 */
export default function PresentMode(props: PresentModeProps) {
  const { designs, logoUrl } = props;
  const { index, count, root, leave, go, at, blocked, presenter } = usePresentation(props);
  const { idle, wake } = useIdleCursor();
  const design = designs[index];
  return createPortal(
    <div
      ref={root}
      role="dialog"
      aria-modal="true"
      aria-label="Presentation"
      tabIndex={-1}
      className="fixed inset-0 z-50 flex items-center justify-center bg-black text-white focus:outline-none"
      style={{ cursor: idle ? 'none' : undefined }}
      onPointerMove={wake}
      onPointerDown={wake}
    >
      {/* A click or a tap anywhere but the controls advances. */}
      <div className="flex size-full items-center justify-center" onClick={() => go(at.current + 1)}>
        <div style={{ width: 'min(100vw, calc(100dvh * 16 / 9))' }}>
          {design && <DesignedSlide design={design} logoUrl={logoUrl} heading="h2" />}
        </div>
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        Slide {index + 1} of {count}
      </p>
      <PresentControls
        index={index}
        count={count}
        hidden={idle}
        blocked={blocked}
        presenter={presenter}
        onMove={(by) => go(at.current + by)}
        onExit={leave}
      />
    </div>,
    document.body,
  );
}

const control = 'bg-white/10 text-white hover:bg-white/25 hover:text-white disabled:opacity-30';

interface PresentControlsProps {
  index: number;
  count: number;
  /** The pointer is resting: the controls fade out, and come back on focus. */
  hidden: boolean;
  /** The browser blocked the Presenter View's window. */
  blocked: boolean;
  presenter: (() => void) | undefined;
  onMove: (by: 1 | -1) => void;
  onExit: () => void;
}

/** The counter, Previous and Next for the pointer, Presenter View and Exit, in a corner. */
function PresentControls({ index, count, hidden, blocked, presenter, onMove, onExit }: PresentControlsProps) {
  return (
    <div
      className={`absolute bottom-3 right-3 flex flex-wrap items-center justify-end gap-2 transition-opacity focus-within:opacity-100 ${hidden ? 'opacity-0' : 'opacity-100'}`}
    >
      {blocked && (
        <p role="alert" className="rounded-md bg-black/70 px-3 py-2 text-sm">
          Allow pop-ups for this site to open Presenter View.
        </p>
      )}
      <span aria-hidden="true" className="rounded-full bg-black/50 px-3 py-1 text-sm tabular-nums">
        {index + 1} / {count}
      </span>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Previous slide"
        className={control}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Next slide"
        className={control}
        disabled={index >= count - 1}
        onClick={() => onMove(1)}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
      {presenter && (
        <Button variant="ghost" aria-keyshortcuts="P" className={control} onClick={presenter}>
          <MonitorSpeaker aria-hidden="true" />
          Presenter View
        </Button>
      )}
      <Button variant="ghost" aria-keyshortcuts="Escape" className={control} onClick={onExit}>
        <Minimize aria-hidden="true" />
        Exit
      </Button>
    </div>
  );
}
