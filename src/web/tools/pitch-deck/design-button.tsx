import { Palette } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { DeckDesign } from '@/core/deck-design/schema';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';

/** The design's controls, fetched on the first open: the deck page's first load does not carry them. */
const DesignPanel = lazy(() => import('./design-panel'));

export const DESIGN_TEXTS = {
  button: 'Design',
  title: 'Deck Design',
  description: 'The theme, brand colour and logo of every slide, on screen and in the downloaded files.',
} as const;

/** Design, with the deck's actions: the theme, the brand colour and the logo, kept with the venture (docs/product.md §14). */
export function DesignButton({
  ventureId,
  design,
  onChange,
}: {
  ventureId: string;
  design: DeckDesign;
  onChange: (design: DeckDesign) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Palette aria-hidden="true" />
        {DESIGN_TEXTS.button}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={DESIGN_TEXTS.title} description={DESIGN_TEXTS.description}>
        <Suspense fallback={<Spinner />}>
          <DesignPanel ventureId={ventureId} design={design} onChange={onChange} />
        </Suspense>
      </Dialog>
    </>
  );
}
