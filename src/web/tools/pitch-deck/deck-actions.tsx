import { FilePlus, Pencil, Save } from 'lucide-react';
import type { Ref, RefObject } from 'react';
import type { SlideAction } from '@/core/tools/pitch-deck/client';
import { Button } from '@/web/components/ui/button';
import { ShareButton } from '@/web/share/share-button';
import { DesignButton } from './design-button';
import { PresentButton } from './present-button';
import { SlideActions } from './slide-actions';
import type { useDeck } from './use-deck';
import type { useDesignedDeck } from './use-deck-look';

type Deck = ReturnType<typeof useDeck>;

/** Edit Slide's button and what Cancel and Save Changes do (pitch-deck-view.tsx's useDeckEditing). */
interface SlideEditing {
  editButton: RefObject<HTMLButtonElement | null>;
  cancel: () => void;
  save: () => Promise<void>;
}

/** The deck's actions: New Deck, Present, Design, Share, the slide actions, and Edit Slide or Save Changes. */
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
}: ReturnType<typeof useDesignedDeck> & {
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
}) {
  return (
    <>
      {newDeckShown && <NewDeckButton ref={newDeck} onClick={onNewDeck} />}
      {deck.final && !deck.editing && (
        <>
          <PresentButton
            slides={deck.final.slides}
            designs={designs}
            logoUrl={look.logoUrl}
            index={deck.index}
            onExit={deck.jump}
          />
          {ventureId && <DesignButton ventureId={ventureId} design={look.design} onChange={look.setDesign} />}
        </>
      )}
      {deck.final && !deck.editing && !loading && <ShareButton documentId={documentId} />}
      {deck.final && !deck.editing && !loading && (
        <SlideActions index={deck.index} count={deck.count} onAct={act} stage={stage} />
      )}
      {deck.final && (
        <EditActions
          editing={deck.editing}
          editButton={editButton}
          onEdit={deck.edit}
          onCancel={cancel}
          onSave={save}
        />
      )}
    </>
  );
}

/** New Deck: the form comes back with the inputs that made this deck (docs/product.md hides it once a deck exists). */
function NewDeckButton({ onClick, ref }: { onClick: () => void; ref: Ref<HTMLButtonElement> }) {
  return (
    <Button ref={ref} variant="ghost" onClick={onClick}>
      <FilePlus aria-hidden="true" />
      New Deck
    </Button>
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
