import { useEffect, useRef, useState, type RefObject } from 'react';
import { MAX_SLIDES, type SlideAction } from '@/core/tools/pitch-deck/client';
import { Button } from '@/web/components/ui/button';

/** Once the screen has rendered, focus on `fallback` when the element that had it is gone or disabled. */
function keepFocus(fallback: () => HTMLElement | null | undefined) {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && active.isConnected && !active.matches(':disabled'))
      return;
    fallback()?.focus();
  });
}

interface SlideActionsProps {
  index: number;
  count: number;
  onAct: (action: SlideAction) => Promise<void>;
  /** The slide on stage, which takes focus after Delete. */
  stage: RefObject<HTMLElement | null>;
}

/** Add, Duplicate, Move Up, Move Down and Delete for the slide on stage; Delete asks first. */
export function SlideActions({ index, count, onAct, stage }: SlideActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  const full = count >= MAX_SLIDES;
  const move = (to: number, other: RefObject<HTMLButtonElement | null>) => {
    void onAct({ type: 'move', from: index, to });
    // At an end the button pressed is disabled: the other direction takes focus.
    keepFocus(() => other.current);
  };
  const keep = () => {
    setConfirming(false);
    requestAnimationFrame(() => remove.current?.focus());
  };

  if (confirming)
    return (
      <DeleteConfirm
        number={index + 1}
        onKeep={keep}
        onDelete={() => {
          setConfirming(false);
          void onAct({ type: 'remove' });
          requestAnimationFrame(() => stage.current?.focus());
        }}
      />
    );
  return (
    <div role="group" aria-label="Slide actions" className="flex flex-wrap gap-2">
      <Button variant="ghost" disabled={full} onClick={() => void onAct({ type: 'add' })}>
        Add Slide
      </Button>
      <Button
        variant="ghost"
        disabled={full}
        onClick={() => {
          void onAct({ type: 'duplicate' });
          keepFocus(() => stage.current);
        }}
      >
        Duplicate Slide
      </Button>
      <Button ref={up} variant="ghost" disabled={index === 0} onClick={() => move(index - 1, down)}>
        Move Up
      </Button>
      <Button ref={down} variant="ghost" disabled={index >= count - 1} onClick={() => move(index + 1, up)}>
        Move Down
      </Button>
      <Button ref={remove} variant="ghost" disabled={count <= 1} onClick={() => setConfirming(true)}>
        Delete Slide
      </Button>
    </div>
  );
}

/** "Delete slide n?" with Keep (focused first, and Escape) and Delete. */
function DeleteConfirm({ number, onKeep, onDelete }: { number: number; onKeep: () => void; onDelete: () => void }) {
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div
      role="group"
      aria-label={`Delete slide ${number}`}
      className="flex flex-wrap items-center gap-2"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onKeep();
      }}
    >
      <p className="text-sm font-medium text-base-800">Delete slide {number}?</p>
      <Button ref={keep} variant="ghost" onClick={onKeep}>
        Keep
      </Button>
      <Button variant="outline" onClick={onDelete}>
        Delete
      </Button>
    </div>
  );
}
