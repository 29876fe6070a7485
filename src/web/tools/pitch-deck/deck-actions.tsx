import { Pencil, Save } from 'lucide-react';
import { Suspense, useEffect, type ReactNode, type RefObject } from 'react';
import { prefetchWhenIdle } from '@/web/lib/idle-prefetch';
import { preloadable } from '@/web/lib/preloadable';
import type { SlideAction } from '@/core/tools/pitch-deck/client';
import { Button } from '@/web/components/ui/button';
import { useCan } from '@/web/workspace/use-can';
import type { useDeck } from './use-deck';
import type { useDesignedDeck } from './use-deck-look';

type Deck = ReturnType<typeof useDeck>;

const { Component: DeckTools, preload: loadDeckTools } = preloadable(() =>
  import('./deck-tools').then((module) => module.DeckTools),
);
const { Component: SlideActions, preload: loadSlideActions } = preloadable(() =>
  import('./slide-action-buttons').then((module) => module.SlideActions),
);

/** Edit Slide's button and what Cancel and Save Changes do (pitch-deck-view.tsx's useDeckEditing). */
export interface SlideEditing {
  editButton: RefObject<HTMLButtonElement | null>;
  cancel: () => void;
  save: () => Promise<void>;
}

/** What the page gives the deck's toolbar; the design and the designed slides come with the deck's own code (deck-result.tsx). */
export interface DeckToolbarProps {
  deck: Deck;
  /** The saved deck's id, which Share links to. */
  documentId: string | undefined;
  loading: boolean;
  act: (action: SlideAction) => Promise<void>;
  stage: RefObject<HTMLDivElement | null>;
  newDeck: RefObject<HTMLButtonElement | null>;
  newDeckShown: boolean;
  onNewDeck: () => void;
  editing: SlideEditing;
  /** Download Deck and the Export menu (`ResultDownloads`), placed after Share. */
  downloads: ReactNode;
}

type DeckActionsProps = ReturnType<typeof useDesignedDeck> & DeckToolbarProps;

/** Fetches the actions' code once the page is idle (effects run after the first paint). */
function prefetchDeckTools() {
  prefetchWhenIdle(loadDeckTools);
  prefetchWhenIdle(loadSlideActions);
}

/**
 * The deck's toolbar, under the slide (so the slide is the first thing under the deck's heading,
 * on a phone too) and one row wide at 1280 px: Edit Slide (or Cancel and Save Changes), Present,
 * Design, Share, Download Deck, Export, and More, the menu of the secondary actions (the slide
 * actions and New Deck).
 */
export function DeckActions({
  deck,
  designs,
  look,
  ventureId,
  loading,
  act,
  stage,
  newDeck,
  documentId,
  newDeckShown,
  onNewDeck,
  editing: { editButton, cancel, save },
  downloads,
}: DeckActionsProps) {
  useEffect(prefetchDeckTools, []);
  // A viewer or commenter reads (and comments): no Edit Slide they could not save.
  const mayEdit = useCan('edit');
  if (!deck.final) return null;
  return (
    <div role="group" aria-label="Deck actions" className="flex flex-wrap items-center gap-2">
      {mayEdit && (
        <EditActions
          editing={deck.editing}
          editButton={editButton}
          onEdit={deck.edit}
          onCancel={cancel}
          onSave={save}
        />
      )}
      {!deck.editing && (
        // Present, Design, Share and More load when the page is idle: the deck shows first.
        <Suspense fallback={null}>
          <DeckTools
            slides={deck.final.slides}
            designs={designs}
            look={look}
            ventureId={ventureId}
            index={deck.index}
            onExit={deck.jump}
            documentId={loading ? undefined : documentId}
          />
        </Suspense>
      )}
      {downloads}
      {!deck.editing && !loading && (
        <Suspense fallback={null}>
          <SlideActions
            ref={newDeck}
            index={deck.index}
            count={deck.count}
            onAct={act}
            stage={stage}
            {...(newDeckShown ? { onNewDeck } : {})}
          />
        </Suspense>
      )}
    </div>
  );
}

/** Edit Slide, or Cancel and Save Changes while a slide is being edited. */
function EditActions({
  editing,
  editButton,
  onEdit,
  onCancel,
  onSave,
}: {
  editing: boolean;
  editButton: RefObject<HTMLButtonElement | null>;
  onEdit: () => void;
  onCancel: () => void;
  onSave: () => Promise<void>;
}) {
  return (
    <>
      {editing && (
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      )}
      <Button ref={editButton} onClick={editing ? onSave : onEdit}>
        {editing ? <Save aria-hidden="true" /> : <Pencil aria-hidden="true" />}
        {editing ? 'Save Changes' : 'Edit Slide'}
      </Button>
    </>
  );
}
