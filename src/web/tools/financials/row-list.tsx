import { Plus, Trash2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { useRowFocus } from './use-row-focus';

interface RowListProps<Item> {
  legend: string;
  /** A line under the legend that says what the rows are for. */
  intro?: ReactNode;
  /** Said when there are no rows; absent where the list is never empty. */
  empty?: string;
  items: readonly Item[];
  /** One row: a `[data-row]` element. `remove` takes it away and moves focus to the row after it. */
  renderRow: (item: Item, index: number, remove: () => void) => ReactNode;
  onRemove: (index: number) => void;
  /** The Add buttons under the list; focus moves to the row one adds, and falls back to the first when no row is left. */
  adds: readonly AddRow[];
}

interface AddRow {
  label: string;
  icon?: LucideIcon;
  disabled: boolean;
  onAdd: () => void;
}

/**
 * An editable list of rows under a legend (the costs, the hiring plan, the funding events): Remove
 * on each row and Add below, with focus moving to the affected row so it never falls to the page.
 */
export function RowList<Item>({ legend, intro, empty, items, renderRow, onRemove, adds }: RowListProps<Item>) {
  const { listRef, addRef, focusRow } = useRowFocus();
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 font-semibold text-base-800">{legend}</legend>
      {intro && <p className="text-sm text-base-600">{intro}</p>}
      <div ref={listRef} className="flex flex-col gap-4">
        {items.length === 0 && empty && <p className="text-sm text-base-600">{empty}</p>}
        {items.map((item, index) =>
          renderRow(item, index, () => {
            focusRow(index);
            onRemove(index);
          }),
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {adds.map(({ label, icon: Icon = Plus, disabled, onAdd }, index) => (
          <Button
            key={label}
            ref={index === 0 ? addRef : undefined}
            variant="outline"
            size="sm"
            disabled={disabled}
            onClick={() => {
              focusRow(items.length);
              onAdd();
            }}
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}

interface RemoveRowButtonProps {
  /** What the row is called: the button's accessible name is "Remove <name>". */
  name: string;
  onRemove: () => void;
  disabled?: boolean;
  className?: string;
}

/** A row's Remove button, named for its row. */
export function RemoveRowButton({ name, onRemove, disabled, className }: RemoveRowButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn(className)}
      disabled={disabled}
      aria-label={`Remove ${name}`}
      onClick={onRemove}
    >
      <Trash2 aria-hidden="true" />
      Remove
    </Button>
  );
}
