import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';

export interface ControlButtonProps {
  /** Its controlKey (part-editing.tsx): focus comes back to it when `returnFocus` names it. */
  id: string;
  returnFocus: string | null;
  /** Called once it has taken focus back. */
  onFocused: () => void;
  name: string;
  /** Whether the panel it opens is open (aria-expanded); undefined for Edit, which replaces the part. */
  expanded: boolean | undefined;
  onPress: () => void;
  children: ReactNode;
}

/** One of a part's buttons (Edit, Rewrite with AI, Regenerate, Comment and the comments' count), named after the part. */
export function ControlButton({ id, returnFocus, onFocused, name, expanded, onPress, children }: ControlButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (returnFocus !== id) return;
    button.current?.focus();
    onFocused();
  }, [returnFocus, id, onFocused]);
  return (
    <Button ref={button} variant="outline" size="sm" aria-label={name} aria-expanded={expanded} onClick={onPress}>
      {children}
    </Button>
  );
}
