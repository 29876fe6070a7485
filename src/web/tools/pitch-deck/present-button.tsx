import { Presentation } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { Slide } from '@/core/tools/pitch-deck/client';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/toaster';
import type { SlideDesign } from '@/core/deck-design/boxes';
import type { PresentModeProps } from './present/present-mode';

const loadPresentMode = () => import('./present/present-mode');
const prefetch = () => {
  loadPresentMode().catch(() => undefined);
};

/**
 * Present, with the deck's other actions: Present mode's code is fetched on the first press, so
 * the deck page's first load does not carry it. Leaving puts the deck on the slide presented
 * last and focus back on this button.
 */
export function PresentButton({
  slides,
  designs,
  logoUrl,
  index,
  onExit,
  ventureId,
}: {
  slides: readonly Slide[];
  /** Each slide as designed: Present shows the same slides as the screen and the files. */
  designs: readonly SlideDesign[];
  logoUrl: string | undefined;
  index: number;
  onExit: (index: number) => void;
  /** The deck's venture: its questions to rehearse go to the Presenter View. */
  ventureId?: string | null;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const [Mode, setMode] = useState<ComponentType<PresentModeProps>>();
  const [open, setOpen] = useState(false);
  const wasOpen = useRef(false);
  useEffect(() => {
    // After the presentation's own clean-up has made the page reachable again.
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const present = () => {
    loadPresentMode().then(
      (module) => {
        setMode(() => module.default);
        setOpen(true);
      },
      (error: unknown) => {
        console.warn('Present mode did not load.', error);
        toast.error('Present mode did not load. Please try again.');
      },
    );
  };
  const exit = (at: number) => {
    setOpen(false);
    onExit(at);
  };
  return (
    <>
      {/* Fetched as the pointer or focus reaches the button, so the press finds it (and full screen its user gesture). */}
      <Button ref={button} variant="outline" onClick={present} onPointerEnter={prefetch} onFocus={prefetch}>
        <Presentation aria-hidden="true" />
        Present
      </Button>
      {open && Mode && (
        <Mode
          slides={slides}
          designs={designs}
          logoUrl={logoUrl}
          startIndex={index}
          onExit={exit}
          ventureId={ventureId}
        />
      )}
    </>
  );
}
