import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from '@/core/limits';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Input, Label, Textarea } from '@/web/components/ui/input';
import { WORKSPACE_TEXTS } from './texts';
import { useWorkspace } from './workspace-context';

/** New Venture: a name (required) and a short description; the new venture becomes the current one. */
export function NewVentureDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const workspace = useWorkspace();
  const id = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Give the venture a name.');
      return;
    }
    setBusy(true);
    try {
      const venture = await workspace.createVenture(name.trim(), description.trim());
      toast.success(WORKSPACE_TEXTS.ventureCreated, { description: `${venture.name} is now your current venture.` });
      setName('');
      setDescription('');
      setError(null);
      onOpenChange(false);
    } catch (failure) {
      // What was typed stays in the dialog.
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="New Venture"
      description="Each venture keeps its own results for every tool."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-name`}>Venture Name</Label>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={SHORT_TEXT_MAX}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={error !== null && !name.trim()}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-description`}>Description (optional)</Label>
          <Textarea
            id={`${id}-description`}
            className="min-h-20"
            value={description}
            maxLength={LONG_TEXT_MAX}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-rose-700">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            Create Venture
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
