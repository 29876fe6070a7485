import { useId, useRef, useState, type FormEvent } from 'react';
import type { VentureSummary } from '@/core/workspace/schema';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Input, Label } from '@/web/components/ui/input';
import { toast } from '@/web/components/ui/toaster';
import { WORKSPACE_TEXTS } from './texts';
import { useWorkspace } from './workspace-context';

/** Delete Venture's texts (docs/product.md §10). */
export const DELETE_VENTURE_TEXTS = {
  title: 'Delete Venture',
  description: (name: string) =>
    `“${name}” is deleted for good with everything in it: its results and their versions, its pinned facts, its deck design and logo, and its share links with their analytics (the links stop working). Export Workspace first to keep a copy.`,
  confirm: (name: string) => `Type “${name}” to confirm`,
  deleted: (name: string) => `${name} and everything in it were deleted.`,
} as const;

export interface DeleteVentureDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The venture to delete; none, nothing to delete. */
  venture: VentureSummary | null | undefined;
}

/**
 * Delete Venture (the venture menu, the Venture screen): the venture's name typed to confirm, then
 * the venture and all it holds deleted on the server; the screens reload on the venture the server
 * makes current, or on none. A refusal keeps the dialog open and says why.
 */
export function DeleteVentureDialog({ open, onOpenChange, venture }: DeleteVentureDialogProps) {
  // Once deleted, the screen shows another venture (or none), and the button that opened the
  // dialog may go with the deleted one's screen: focus goes to the main region, where it starts over.
  const deleted = useRef(false);
  if (!venture) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={DELETE_VENTURE_TEXTS.title}
      description={DELETE_VENTURE_TEXTS.description(venture.name)}
      finalFocus={() => {
        const done = deleted.current;
        deleted.current = false;
        return done ? document.querySelector<HTMLElement>('main[tabindex]') : null;
      }}
    >
      {/* Mounted while open only, so each opening starts with an empty field. */}
      {open && (
        <ConfirmForm
          venture={venture}
          onDone={(done) => {
            deleted.current = done;
            onOpenChange(false);
          }}
        />
      )}
    </Dialog>
  );
}

function ConfirmForm({ venture, onDone }: { venture: VentureSummary; onDone: (deleted: boolean) => void }) {
  const workspace = useWorkspace();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmed = typed.trim() === venture.name.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    setBusy(true);
    setError(null);
    try {
      await workspace.deleteVenture(venture.id);
      onDone(true);
      toast.success(WORKSPACE_TEXTS.ventureDeleted, { description: DELETE_VENTURE_TEXTS.deleted(venture.name) });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-name`}>{DELETE_VENTURE_TEXTS.confirm(venture.name)}</Label>
        <Input
          id={`${id}-name`}
          value={typed}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setTyped(event.target.value)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={() => onDone(false)}>
          Cancel
        </Button>
        <Button type="submit" className="bg-danger-700 hover:bg-danger-800" disabled={!confirmed || busy}>
          {DELETE_VENTURE_TEXTS.title}
        </Button>
      </div>
    </form>
  );
}
