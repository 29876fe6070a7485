import type { SlideDesign } from '@/core/deck-design/boxes';
import type { Slide } from '@/core/tools/pitch-deck/client';
import { ShareButton } from '@/web/share/share-button';
import { DesignButton } from './design-button';
import { PresentButton } from './present-button';
import type { useDesignedDeck } from './use-deck-look';

interface DeckToolsProps {
  slides: readonly Slide[];
  designs: readonly SlideDesign[];
  look: ReturnType<typeof useDesignedDeck>['look'];
  ventureId: string | null | undefined;
  /** The slide on stage, where Present starts. */
  index: number;
  onExit: (index: number) => void;
  /** The saved deck Share links to; none while a deck is being made. */
  documentId: string | undefined;
}

/** What takes the deck out of the editor: Present, Design (the venture's theme and logo) and Share. */
export function DeckTools({ slides, designs, look, ventureId, index, onExit, documentId }: DeckToolsProps) {
  return (
    <>
      <PresentButton
        slides={slides}
        designs={designs}
        logoUrl={look.logoUrl}
        index={index}
        onExit={onExit}
        ventureId={ventureId}
      />
      {ventureId && <DesignButton ventureId={ventureId} design={look.design} onChange={look.setDesign} />}
      {documentId && <ShareButton documentId={documentId} />}
    </>
  );
}
