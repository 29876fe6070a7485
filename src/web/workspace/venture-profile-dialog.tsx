import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/web/components/ui/toaster';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from '@/core/limits';
import { EMPTY_PROFILE, profileOf, type VentureProfile } from '@/core/venture/sources';
import type { VentureSummary } from '@/core/workspace/schema';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Input, Label, Textarea } from '@/web/components/ui/input';
import { WORKSPACE_TEXTS } from './texts';
import { useWorkspace } from './workspace-context';

/** The profile's parts after the name, as the dialog asks for them; the tools' forms start from these. */
const OPTIONAL_PARTS = [
  { part: 'industry', label: 'Industry (optional)', placeholder: 'e.g. Healthcare, Fintech, Food' },
  { part: 'targetMarket', label: 'Target Market (optional)', placeholder: 'e.g. Freelancers, Small restaurants' },
  { part: 'region', label: 'Region (optional)', placeholder: 'e.g. Portugal, North America' },
] as const satisfies readonly { part: keyof VentureProfile; label: string; placeholder: string }[];

export interface VentureProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The venture whose profile is edited; absent for New Venture. */
  venture?: VentureSummary | null;
}

/**
 * New Venture and Edit Venture Profile: a name (required), a description, industry, target market
 * and region. A new venture becomes the current one; an edited profile fills the forms of tools
 * with nothing saved yet.
 */
export function VentureProfileDialog({ open, onOpenChange, venture }: VentureProfileDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={venture ? 'Edit Venture Profile' : 'New Venture'}
      description={
        venture ? 'The tools’ forms start from this profile.' : 'Each venture keeps its own results for every tool.'
      }
    >
      {/* Mounted while open only, so each opening starts from the venture as it is. */}
      {open && <ProfileForm venture={venture ?? null} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ProfileForm({ venture, onDone }: { venture: VentureSummary | null; onDone: () => void }) {
  const workspace = useWorkspace();
  const id = useId();
  const [profile, setProfile] = useState<VentureProfile>(() =>
    venture ? profileOf(venture) : { ...EMPTY_PROFILE, name: '' },
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (part: keyof VentureProfile) => (value: string) => setProfile((old) => ({ ...old, [part]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!profile.name.trim()) {
      setError('Give the venture a name.');
      return;
    }
    // The server trims each part.
    setBusy(true);
    try {
      if (venture) {
        await workspace.updateVenture(venture.id, profile);
        toast.success(WORKSPACE_TEXTS.profileSaved.title, { description: WORKSPACE_TEXTS.profileSaved.description });
      } else {
        const created = await workspace.createVenture(profile);
        toast.success(WORKSPACE_TEXTS.ventureCreated, { description: `${created.name} is now your current venture.` });
      }
      onDone();
    } catch (failure) {
      // What was typed stays in the dialog.
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ProfileFields id={id} profile={profile} set={set} error={error} />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {venture ? 'Save Profile' : 'Create Venture'}
        </Button>
      </div>
    </form>
  );
}

interface ProfileFieldsProps {
  id: string;
  profile: VentureProfile;
  set: (part: keyof VentureProfile) => (value: string) => void;
  error: string | null;
}

/** The name (required), the description and the optional parts, each with its visible label. */
function ProfileFields({ id, profile, set, error }: ProfileFieldsProps) {
  return (
    <>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-name`}>Venture Name</Label>
        <Input
          id={`${id}-name`}
          value={profile.name}
          maxLength={SHORT_TEXT_MAX}
          onChange={(event) => set('name')(event.target.value)}
          aria-invalid={error !== null && !profile.name.trim()}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-description`}>Description (optional)</Label>
        <Textarea
          id={`${id}-description`}
          className="min-h-20"
          value={profile.description}
          maxLength={LONG_TEXT_MAX}
          onChange={(event) => set('description')(event.target.value)}
        />
      </div>
      {OPTIONAL_PARTS.map(({ part, label, placeholder }) => (
        <div key={part} className="flex flex-col gap-2">
          <Label htmlFor={`${id}-${part}`}>{label}</Label>
          <Input
            id={`${id}-${part}`}
            value={profile[part]}
            placeholder={placeholder}
            maxLength={SHORT_TEXT_MAX}
            onChange={(event) => set(part)(event.target.value)}
          />
        </div>
      ))}
    </>
  );
}
