import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { toast } from '@/web/components/ui/toaster';
import { pitchDeckClient, type PitchDeckResult } from '@/core/tools/pitch-deck/client';
import { PartEditingProvider, usePartEditing } from '@/web/editing/part-editing';
import { ResultDownloads } from '@/web/generator/result-header';
import { ResultSection, ToolScreen } from '@/web/generator/tool-screen';
import { useLeaveGuard } from '@/web/lib/leave-guard';
import { linkedSlide } from '@/web/lib/part-links';
import { prefetchWhenIdle } from '@/web/lib/idle-prefetch';
import { preloadable } from '@/web/lib/preloadable';
import type { InputValues } from '@/web/generator/use-generator';
import type { SavedWork } from '@/web/workspace/saved-loader';
import type { EditOutcome } from '@/web/workspace/use-save-edit';
import { useToolSession } from '@/web/workspace/use-tool-session';
import type { DeckResultProps } from './pitch-deck/deck-result';
import { useSavesInOrder, useSlideActions } from './pitch-deck/slide-actions';
import { useDeck } from './pitch-deck/use-deck';

/**
 * The deck once there is one (its slides designed, stage, toolbar, thumbnails) is a chunk of its
 * own: the designed slides' layout and the figure finder it uses are not the form's first load.
 * Fetched before the screen renders when it opens on a deck (`preloadFor`, by the route's loader),
 * at once when a generation starts, and otherwise when the page is idle.
 */
const { Component: DeckResult, preload: loadDeckResult } = preloadable<DeckResultProps>(() =>
  import('./pitch-deck/deck-result').then((module) => module.DeckResult),
);

/**
 * The deck's code, for the route's loader when the screen opens on a saved deck or on a generation
 * still running: it arrives with the screen, so the deck shows whole, with no frame in its place first.
 */
export function preloadFor(saved: SavedWork): Promise<unknown> | undefined {
  if (saved.status === 'ready' && (saved.latest !== null || saved.running !== null)) return loadDeckResult();
  return undefined;
}

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
  useLinkedSlide(deck, session.saved.shown?.id);
  const rewriting = useSlideRewriting(session, deck);
  const editing = useDeckEditing(deck, saveEdit);
  const act = useSlideActions(deck.act, saveEdit);
  const stage = useRef<HTMLDivElement>(null);
  const newDeck = useRef<HTMLButtonElement>(null);
  const form = useNewDeckForm(generate, { loading, hasDeck: result !== null, newDeck });
  useDeckCode(loading || deck.count > 0);
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
          onUseFact={session.saveUsedFacts}
          downloads={false}
        >
          <PartEditingProvider value={rewriting}>
            <Suspense fallback={<SlideFrame />}>
              <DeckResult
                {...{ deck, loading, act, stage, newDeck, editing }}
                documentId={session.saved.shown?.id}
                newDeckShown={!form.shown}
                onNewDeck={form.open}
                downloads={<ResultDownloads tool={pitchDeckClient} result={deck.final} />}
              />
            </Suspense>
          </PartEditingProvider>
        </ResultSection>
      )}
    </ToolScreen>
  );
}

/** The deck's code: fetched at once while a deck is on its way or on screen, otherwise when the page is idle. */
function useDeckCode(wanted: boolean) {
  useEffect(() => {
    // A failed fetch is asked again by the deck's render, which shows the screen's error if it fails too.
    if (wanted) loadDeckResult().catch(() => undefined);
    else prefetchWhenIdle(loadDeckResult);
  }, [wanted]);
}

/**
 * What stands in the slide's place in the moment the deck's code may still be on its way (the first
 * slide of a generation that started before it arrived): the slide's frame at 16:9 and the row of
 * Previous and Next under it, so the slide takes the place it will keep.
 */
function SlideFrame() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2">
      <div className="aspect-video w-full rounded-xl bg-base-100 shadow-lg ring-1 ring-base-200" />
      <div className="h-9" />
    </div>
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

/**
 * Opens the deck on the slide its address names (`?slide=`, the Investor Review's Open the slide; a
 * comment's place, once its deck is the one shown), once per link followed; a slide it no longer
 * has leaves it on the slide it opens on.
 */
function useLinkedSlide(deck: Deck, shown: string | undefined) {
  const { search } = useLocation();
  const linked = linkedSlide(search);
  const deckLinked = new URLSearchParams(search).get('document');
  const followed = useRef<number | null>(null);
  const ready = deck.final !== null && (!deckLinked || deckLinked === shown);
  const { jump, count } = deck;
  useEffect(() => {
    if (linked === null || !ready || followed.current === linked) return;
    followed.current = linked;
    // A slide the deck no longer has (removed since the comment): the deck as it opens, nothing picked.
    if (linked < count) jump(linked);
  }, [linked, ready, jump, count]);
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
