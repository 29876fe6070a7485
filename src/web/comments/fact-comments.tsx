/**
 * A fact's comments on the Venture screen (docs/product.md §16 "Comments"), loaded on demand for
 * members only (venture/fact-comments-slot.tsx): its buttons beside Pin, and its panel after the
 * fact's row (part-threads.tsx).
 */
import { useEffect, useRef } from 'react';
import { Button } from '@/web/components/ui/button';
import type { ControlButtonProps } from '@/web/editing/control-button';
import { PartThreads, type PartCommentsProps } from './part-threads';

/**
 * editing/control-button.tsx's behaviour, for the Venture screen: that module is in the tool pages'
 * first chunk, and reaching it from here made it a script of its own on every tool page, 0.4 KiB
 * more each, past the financial model's and the Investor Review's budget (README, "First load").
 */
function FactControl({ id, returnFocus, onFocused, name, expanded, onPress, children }: ControlButtonProps) {
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

export default function FactComments(props: PartCommentsProps) {
  return <PartThreads Control={FactControl} {...props} />;
}
