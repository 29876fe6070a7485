import { ArrowDown, ArrowUp, ChevronDown, Copy, FilePlus, MoreHorizontal, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type Ref, type RefObject } from 'react';
import { MAX_SLIDES, type SlideAction } from '@/core/tools/pitch-deck/client';
import { Button } from '@/web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';

interface SlideActionsProps {
  index: number;
  count: number;
  onAct: (action: SlideAction) => Promise<void>;
  /** The slide on stage, which takes focus after Delete. */
  stage: RefObject<HTMLElement | null>;
  /** New Deck, when the form is hidden behind the deck (docs/product.md §2). */
  onNewDeck?: () => void;
  /** The menu's button, where focus comes back (New Deck's Cancel). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * More: the deck's secondary actions in one menu under the slide, so the deck's toolbar is one row
 * (docs/product.md §2): Add, Duplicate, Move Up, Move Down and Delete for the slide on stage, and
 * New Deck. Delete asks first, inline. Focus comes back to More after an action, except where the
 * action opens something (Add Slide's editor, Delete's question, New Deck's form) or removes the
 * slide (then the slide now on stage).
 */
export function SlideActions({ index, count, onAct, stage, onNewDeck, ref }: SlideActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // Where focus goes once the menu has closed, instead of back to More.
  const elsewhere = useRef(false);
  const setTrigger = (element: HTMLButtonElement | null) => {
    trigger.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  const away = (run: () => void) => () => {
    elsewhere.current = true;
    run();
  };
  const keep = () => {
    setConfirming(false);
    requestAnimationFrame(() => trigger.current?.focus());
  };
  return (
    <>
      {confirming && (
        <DeleteConfirm
          number={index + 1}
          onKeep={keep}
          onDelete={() => {
            setConfirming(false);
            void onAct({ type: 'remove' });
            requestAnimationFrame(() => stage.current?.focus());
          }}
        />
      )}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button ref={setTrigger} variant="ghost" className={confirming ? 'hidden' : undefined}>
            <MoreHorizontal aria-hidden="true" />
            More
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          className="min-w-48"
          onCloseAutoFocus={(event) => {
            if (!elsewhere.current) return;
            elsewhere.current = false;
            event.preventDefault();
          }}
        >
          <SlideMenuItems
            index={index}
            count={count}
            onAct={onAct}
            away={away}
            onDelete={() => setConfirming(true)}
            {...(onNewDeck ? { onNewDeck } : {})}
          />
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}

interface SlideMenuItemsProps extends Pick<SlideActionsProps, 'index' | 'count' | 'onAct' | 'onNewDeck'> {
  /** Wraps an item's action that moves focus elsewhere, so the menu does not return it to More. */
  away: (run: () => void) => () => void;
  onDelete: () => void;
}

/** More's items: the slide's actions (Add and Duplicate while the deck has room), then New Deck. */
function SlideMenuItems({ index, count, onAct, away, onDelete, onNewDeck }: SlideMenuItemsProps) {
  const full = count >= MAX_SLIDES;
  return (
    <>
      <DropdownMenuItem disabled={full} onSelect={away(() => void onAct({ type: 'add' }))}>
        <Plus aria-hidden="true" />
        Add Slide
      </DropdownMenuItem>
      <DropdownMenuItem disabled={full} onSelect={() => void onAct({ type: 'duplicate' })}>
        <Copy aria-hidden="true" />
        Duplicate Slide
      </DropdownMenuItem>
      <DropdownMenuItem
        disabled={index === 0}
        onSelect={() => void onAct({ type: 'move', from: index, to: index - 1 })}
      >
        <ArrowUp aria-hidden="true" />
        Move Up
      </DropdownMenuItem>
      <DropdownMenuItem
        disabled={index >= count - 1}
        onSelect={() => void onAct({ type: 'move', from: index, to: index + 1 })}
      >
        <ArrowDown aria-hidden="true" />
        Move Down
      </DropdownMenuItem>
      <DropdownMenuItem disabled={count <= 1} onSelect={away(onDelete)}>
        <Trash2 aria-hidden="true" />
        Delete Slide
      </DropdownMenuItem>
      {onNewDeck && (
        <>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={away(onNewDeck)}>
            <FilePlus aria-hidden="true" />
            New Deck
          </DropdownMenuItem>
        </>
      )}
    </>
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
