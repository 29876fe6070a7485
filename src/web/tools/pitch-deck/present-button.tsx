import { Presentation } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/toaster';
import type { PresentModeProps } from './present/present-mode';

const loadPresentMode = () => import('./present/present-mode');
const prefetch = () => {
  loadPresentMode().catch(() => undefined);
};

/** The deck as Present shows it (the slides as designed, the logo, the venture whose questions the Presenter View shows). */
type PresentButtonProps = Omit<PresentModeProps, 'startIndex'> & {
  /** The slide on stage, where Present starts. */
  index: number;
};

/**
 * Present, with the deck's other actions: Present mode's code is fetched on the first press, so
 * the deck page's first load does not carry it. Leaving puts the deck on the slide presented
 * last and focus back on this button.
 */
export function PresentButton({ index, onExit, ...deck }: PresentButtonProps) {
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
      {open && Mode && <Mode {...deck} startIndex={index} onExit={exit} />}
    </>
  );
}
