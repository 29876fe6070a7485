import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject, type Ref } from 'react';
import { toast } from '@/web/components/ui/toaster';
import { pitchDeckClient, type PitchDeckResult, type SlideAction } from '@/core/tools/pitch-deck/client';
import { EditablePart, PartEditingProvider, usePartEditing } from '@/web/editing/part-editing';
import { ResultDownloads } from '@/web/generator/result-header';
import { ResultSection, ToolScreen } from '@/web/generator/tool-screen';
import { useLeaveGuard } from '@/web/lib/leave-guard';
import { prefetchWhenIdle } from '@/web/lib/idle-prefetch';
import { preloadable } from '@/web/lib/preloadable';
import type { InputValues } from '@/web/generator/use-generator';
import type { EditOutcome } from '@/web/workspace/use-save-edit';
import { useToolSession } from '@/web/workspace/use-tool-session';
import { DeckActions } from './pitch-deck/deck-actions';
import { useSavesInOrder, useSlideActions } from './pitch-deck/slide-actions';
import { SlideStage } from './pitch-deck/slide-stage';
import { SlideThumbnails } from './pitch-deck/slide-thumbnails';
import { SpeakerNotes } from './pitch-deck/speaker-notes';
import { useDeck } from './pitch-deck/use-deck';
import { useDesignedDeck } from './pitch-deck/use-deck-look';
import type { SlideDesign } from '@/core/deck-design/boxes';

// The slide's editor is only needed once Edit Slide is pressed: fetched when the page is idle, not with it.
const { Component: SlideEditor, preload: loadSlideEditor } = preloadable(() =>
  import('./pitch-deck/slide-editor').then((module) => module.SlideEditor),
);

/** Toast docs/product.md fixes for a saved slide (docs/product.md §8). */
const SLIDE_UPDATED = { title: 'Slide Updated', description: 'Your changes have been saved.' };

/**
 * Pitch Deck Builder: name and description in, ten slides out, filling in as they stream. The
 * final deck is copied into the page, where slides are edited and from where it is downloaded.
 * Opens on the venture's latest deck; each saved slide is stored against the deck's version.
 */
export default function PitchDeckView() {
  const session = useToolSession(pitchDeckClient);
  const { generate, loading, result, shown } = session;
  const saveEdit = useSavesInOrder(session.saveEdit);
  const deck = useDeck(result, loading, shown?.slides ?? []);
  const rewriting = useSlideRewriting(session, deck);
  const { ventureId, look, designs } = useDesignedDeck(deck);
  const { editButton, cancel, save } = useDeckEditing(deck, saveEdit);
  const act = useSlideActions(deck.act, saveEdit);
  const stage = useRef<HTMLDivElement>(null);
  const newDeck = useRef<HTMLButtonElement>(null);
  const form = useNewDeckForm(generate, { loading, hasDeck: result !== null, newDeck });
  useEffect(() => prefetchWhenIdle(loadSlideEditor), []);
  // A slide open in the editor is not saved yet: leaving the page asks first.
  useLeaveGuard(deck.editing);

  return (
    <ToolScreen
      tool={pitchDeckClient}
      session={session}
      form={form.props}
      // Once slides stream in, they are the busy state.
      busy={deck.count === 0 ? undefined : false}
    >
      {deck.count > 0 && (
        <ResultSection
          label="Pitch deck"
          title="Your Pitch Deck"
          tool={pitchDeckClient}
          result={deck.final}
          loading={loading}
          onUseFact={session.applyEdit}
          downloads={false}
        >
          <PartEditingProvider value={rewriting}>
            <DeckParts
              deck={deck}
              designs={designs}
              logoUrl={look.logoUrl}
              {...{ loading, onCancel: cancel, onAct: act, stage }}
              toolbar={
                <DeckActions
                  {...{ deck, designs, look, ventureId, loading, act, stage, newDeck }}
                  documentId={session.saved.shown?.id}
                  newDeckShown={!form.shown}
                  onNewDeck={form.open}
                  editing={{ editButton, cancel, save }}
                  downloads={<ResultDownloads tool={pitchDeckClient} result={deck.final} />}
                />
              }
            />
          </PartEditingProvider>
        </ResultSection>
      )}
    </ToolScreen>
  );
}

/**
 * The form and New Deck: docs/product.md hides the form once a deck exists; New Deck brings it back
 * with the last inputs, and Cancel goes back to the deck (focus back on New Deck).
 */
function useNewDeckForm(
  generate: (values: InputValues) => Promise<boolean>,
  { loading, hasDeck, newDeck }: { loading: boolean; hasDeck: boolean; newDeck: RefObject<HTMLButtonElement | null> },
) {
  const [formOpen, setFormOpen] = useState(false);
  const shown = loading || !hasDeck || formOpen;
  const cancel = () => {
    setFormOpen(false);
    // The form that had focus is gone: New Deck, which opened it, takes it back.
    requestAnimationFrame(() => newDeck.current?.focus());
  };
  return {
    shown,
    open: () => setFormOpen(true),
    props: {
      hidden: !shown,
      onSubmit: async (values: InputValues) => {
        if (await generate(values)) setFormOpen(false);
      },
      onCancel: formOpen && hasDeck ? cancel : undefined,
    },
  };
}

type Deck = ReturnType<typeof useDeck>;

/** The slide on stage, the deck's toolbar under it, the slide's editor or its notes, and the thumbnails. */
function DeckParts({
  deck,
  designs,
  logoUrl,
  loading,
  onCancel,
  onAct,
  stage,
  toolbar,
}: {
  deck: Deck;
  designs: readonly SlideDesign[];
  logoUrl: string | undefined;
  loading: boolean;
  onCancel: () => void;
  onAct: (action: SlideAction) => Promise<void>;
  stage: Ref<HTMLDivElement>;
  /** The deck's actions, under the slide. */
  toolbar: ReactNode;
}) {
  return (
    <>
      <SlideStage
        ref={stage}
        design={designs[deck.index]}
        logoUrl={logoUrl}
        index={deck.index}
        count={deck.count}
        onPrevious={deck.previous}
        onNext={deck.next}
        locked={deck.editing}
        busy={loading}
      />
      {toolbar}
      {!deck.draft && !loading && deck.final && (
        // The slide keeps its own editor (Edit Slide): here only Rewrite with AI and Regenerate Slide.
        <EditablePart path={['slides', deck.index]} edit={false}>
          {(controls) => controls && <div className="flex justify-end">{controls}</div>}
        </EditablePart>
      )}
      {deck.draft ? (
        <Suspense fallback={null}>
          <SlideEditor draft={deck.draft} onChange={deck.change} onCancel={onCancel} />
        </Suspense>
      ) : (
        <SpeakerNotes notes={deck.current?.notes} index={deck.index} />
      )}
      <SlideThumbnails
        slides={deck.slides}
        designs={designs}
        logoUrl={logoUrl}
        index={deck.index}
        onSelect={deck.jump}
        onMove={deck.final && !loading ? (from, to) => void onAct({ type: 'move', from, to }) : undefined}
        locked={deck.editing}
      />
    </>
  );
}
/**
 * Rewrite with AI and Regenerate Slide on the current slide, as on every tool's parts (docs/product.md
 * §11). A rewrite belongs to the slide it was opened on: another slide, or Edit Slide, closes it (and stops it).
 */
function useSlideRewriting(session: Parameters<typeof usePartEditing<PitchDeckResult>>[1], deck: Deck) {
  const rewriting = usePartEditing(pitchDeckClient, session);
  const slide = `${deck.index}:${deck.editing}`;
  const [shown, setShown] = useState(slide);
  if (shown !== slide) {
    setShown(slide);
    rewriting.close();
  }
  return rewriting;
}

type SaveEdit = (deck: PitchDeckResult) => Promise<EditOutcome>;

/** Cancel and Save Changes for the slide being edited; focus goes back to Edit Slide when the editor closes. */
function useDeckEditing(deck: Deck, saveEdit: SaveEdit) {
  const editButton = useRef<HTMLButtonElement>(null);
  const cancel = () => {
    deck.cancel();
    // The editor that had focus is gone: back to the button that opened it.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const save = async () => {
    const edited = deck.edited();
    if (!edited) return;
    // The edit stays on screen whatever the server answers; a stale version is replaced by the newer deck.
    deck.save();
    const outcome = await saveEdit(edited);
    if (outcome === 'saved' || outcome === 'local')
      toast.success(SLIDE_UPDATED.title, { description: SLIDE_UPDATED.description });
  };
  return { editButton, cancel, save };
}
