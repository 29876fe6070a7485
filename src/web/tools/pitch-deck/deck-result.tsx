import { Suspense, useEffect, type ReactNode, type Ref } from 'react';
import type { SlideDesign } from '@/core/deck-design/boxes';
import type { SlideAction } from '@/core/tools/pitch-deck/client';
import { EditablePart } from '@/web/editing/part-editing';
import { prefetchWhenIdle } from '@/web/lib/idle-prefetch';
import { preloadable } from '@/web/lib/preloadable';
import { DeckActions, type DeckToolbarProps } from './deck-actions';
import { SlideStage } from './slide-stage';
import { SlideThumbnails } from './slide-thumbnails';
import { SpeakerNotes } from './speaker-notes';
import { useDesignedDeck } from './use-deck-look';
import type { useDeck } from './use-deck';

type Deck = ReturnType<typeof useDeck>;

// The slide's editor is only needed once Edit Slide is pressed: fetched when the page is idle, not with it.
const { Component: SlideEditor, preload: loadSlideEditor } = preloadable(() =>
  import('./slide-editor').then((module) => module.SlideEditor),
);

export type DeckResultProps = DeckToolbarProps;

/**
 * The deck once there is one: each slide designed in the venture's design (core/deck-design, with
 * the figure finder its line breaks use), on stage with the deck's toolbar under it, the slide's
 * editor or its notes, and the thumbnails. A chunk of its own (pitch-deck-view.tsx): the page
 * with only the form does not load it.
 */
export function DeckResult(props: DeckResultProps) {
  const { deck, loading, act, stage, editing } = props;
  const { ventureId, look, designs } = useDesignedDeck(deck);
  useEffect(() => prefetchWhenIdle(loadSlideEditor), []);
  return (
    <DeckParts
      deck={deck}
      designs={designs}
      logoUrl={look.logoUrl}
      {...{ loading, onCancel: editing.cancel, onAct: act, stage }}
      toolbar={<DeckActions {...props} designs={designs} look={look} ventureId={ventureId} />}
    />
  );
}

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
