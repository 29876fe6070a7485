import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { EDIT_LIST_MAX } from '@/core/limits';
import { Button } from '@/web/components/ui/button';
import { Input, Label } from '@/web/components/ui/input';
import { FieldError } from './field-error';
import { newItem, type DraftErrors, type DraftItem } from './part-draft';

interface ListFieldProps {
  /** Prefix of the ids of its fields and buttons, unique in the page. */
  id: string;
  /** The list's visible name ("Key Milestones", "Strengths"). */
  label: string;
  /** One item, as its field's label says it with its number ("Milestone 2"). */
  itemLabel: string;
  items: DraftItem[];
  onChange: (items: DraftItem[]) => void;
  /** Problems by item id, and the list's own under `listKey`. */
  errors: DraftErrors;
  listKey: string;
}

type Control = 'field' | 'up' | 'down' | 'remove';

/** The list's changes, each saying where focus goes once it has rendered. */
function useListEdits({ id, items, onChange }: Pick<ListFieldProps, 'id' | 'items' | 'onChange'>) {
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const at = (item: DraftItem, control: Control) => `${id}-${item.id}-${control}`;
  const move = (index: number, by: -1 | 1, control: Control) => {
    const to = index + by;
    const item = items[index];
    if (!item || to < 0 || to >= items.length) return;
    const next = [...items];
    next.splice(index, 1);
    next.splice(to, 0, item);
    // A move button that would be disabled where the item lands hands focus to the other one.
    const last = items.length - 1;
    focusNext.current = at(
      item,
      control === 'up' && to === 0 ? 'down' : control === 'down' && to === last ? 'up' : control,
    );
    onChange(next);
  };
  const remove = (index: number) => {
    if (items.length <= 1) return;
    const next = items.filter((_item, each) => each !== index);
    focusNext.current = at(next[Math.min(index, next.length - 1)]!, 'field');
    onChange(next);
  };
  const add = () => {
    const item = newItem();
    focusNext.current = at(item, 'field');
    onChange([...items, item]);
  };
  const edit = (item: DraftItem, text: string) =>
    onChange(items.map((each) => (each.id === item.id ? { ...each, text } : each)));
  return { at, move, remove, add, edit };
}

/**
 * A list edited one field per item (milestones, trends, strengths...): each item labelled with its
 * number, Move Up, Move Down and Remove beside it, Add under them. By keyboard, the buttons, or
 * Alt+Arrow Up and Alt+Arrow Down in an item's field. Focus follows the item that moved, goes to the
 * next item after Remove, and to the new field after Add; a list keeps at least one item.
 */
export function ListField({ id, label, itemLabel, items, onChange, errors, listKey }: ListFieldProps) {
  const edits = useListEdits({ id, items, onChange });
  const listError = errors[listKey];
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={listError ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-base-800">{label}</legend>
      <ol className="flex flex-col gap-3">
        {items.map((item, index) => (
          <ListItem
            key={item.id}
            item={item}
            index={index}
            count={items.length}
            name={`${itemLabel} ${index + 1}`}
            error={errors[item.id]}
            edits={edits}
          />
        ))}
      </ol>
      <FieldError id={`${id}-error`} message={listError} />
      <div>
        <Button variant="outline" size="sm" disabled={items.length >= EDIT_LIST_MAX} onClick={edits.add}>
          <Plus aria-hidden="true" />
          Add {itemLabel}
        </Button>
      </div>
    </fieldset>
  );
}

interface ListItemProps {
  item: DraftItem;
  index: number;
  count: number;
  /** Its label, "Milestone 2". */
  name: string;
  error: string | undefined;
  edits: ReturnType<typeof useListEdits>;
}

/** One item: its labelled field, then Move Up, Move Down and Remove named after it. */
function ListItem({ item, index, count, name, error, edits }: ListItemProps) {
  const { at, move, remove, edit } = edits;
  const field = at(item, 'field');
  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? -1 : 1, 'field');
  };
  const control = (which: 'up' | 'down' | 'remove', text: string, disabled: boolean, run: () => void) => (
    <Button
      id={at(item, which)}
      variant="ghost"
      size="icon"
      aria-label={text.replace('{}', name)}
      title={text.replace(' {}', '')}
      disabled={disabled}
      onClick={run}
    >
      {which === 'up' ? (
        <ArrowUp aria-hidden="true" />
      ) : which === 'down' ? (
        <ArrowDown aria-hidden="true" />
      ) : (
        <Trash2 aria-hidden="true" />
      )}
    </Button>
  );
  return (
    <li className="flex flex-col gap-1">
      <Label htmlFor={field} className="text-xs text-base-600">
        {name}
      </Label>
      <div className="flex items-center gap-1">
        <Input
          id={field}
          value={item.text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${field}-error` : undefined}
          aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
          onKeyDown={keys}
          onChange={(event) => edit(item, event.target.value)}
        />
        {control('up', 'Move {} Up', index === 0, () => move(index, -1, 'up'))}
        {control('down', 'Move {} Down', index === count - 1, () => move(index, 1, 'down'))}
        {control('remove', 'Remove {}', count <= 1, () => remove(index))}
      </div>
      <FieldError id={`${field}-error`} message={error} />
    </li>
  );
}
