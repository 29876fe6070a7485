/**
 * A result's part's comments (docs/product.md §16 "Comments"), loaded on demand for members only
 * (editing/comments-slot.tsx): its buttons, drawn as the part's other controls, and its panel
 * (part-threads.tsx).
 */
import { ControlButton } from '@/web/editing/control-button';
import { PartThreads, type PartCommentsProps } from './part-threads';

export type { PartCommentsProps };

export default function PartComments(props: PartCommentsProps) {
  return <PartThreads Control={ControlButton} {...props} />;
}
