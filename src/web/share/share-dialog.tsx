import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { PASSCODE_LENGTH, type ShareLinkDraft, type ShareLinkView } from '@/core/share/schema';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Input, Label } from '@/web/components/ui/input';
import { toast } from '@/web/components/ui/toaster';
import { refusedConflicts } from '@/web/generator/conflict-question';
import { LEAVE_TEXTS } from '@/web/generator/leaving';
import { shareApi } from './share-api';
import { ShareLinkList } from './share-link-list';
import { SHARE_TEXTS } from './texts';

export interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  documentId: string;
  /** The founder chose Share Anyway over the result's figure conflicts. */
  conflictsAccepted?: boolean;
  /** The conflicts panel, where Review takes the founder when the server refuses a link for conflicts. */
  conflictsPanel?: () => HTMLElement | null;
}

/** The end of the chosen day in the founder's time zone, as the API takes it. */
const endOfDay = (date: string) => new Date(`${date}T23:59:59.999`).toISOString();
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** Share: make a link (label, expiry, passcode), copy it once, and the document's links with Revoke and their analytics. */
export default function ShareDialog({
  open,
  onOpenChange,
  documentId,
  conflictsAccepted = false,
  conflictsPanel,
}: ShareDialogProps) {
  const [links, setLinks] = useState<ShareLinkView[] | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const reviewing = useRef(false);
  const reload = useCallback(() => {
    shareApi.links(documentId).then(
      (answer) => setLinks(answer.links),
      () => toast.error(SHARE_TEXTS.loadFailed),
    );
  }, [documentId]);
  useEffect(() => {
    if (open) reload();
  }, [open, reload]);
  // The new link is shown once: closing the dialog forgets it.
  const openChange = (next: boolean) => {
    if (!next) setCreated(null);
    else reviewing.current = false;
    onOpenChange(next);
  };
  const review = () => {
    reviewing.current = true;
    openChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={openChange}
      title={SHARE_TEXTS.title}
      description={SHARE_TEXTS.description}
      finalFocus={() => (reviewing.current ? conflictsPanel?.() : null)}
    >
      {open && (
        <>
          <p className="text-sm text-base-700">{SHARE_TEXTS.live}</p>
          <CreateLinkForm
            documentId={documentId}
            conflictsAccepted={conflictsAccepted}
            onReview={review}
            onCreated={(link, url) => {
              setLinks((old) => [link, ...(old ?? [])]);
              setCreated(url);
            }}
          />
          {created && <NewLink url={created} />}
          <ShareLinkList
            links={links}
            onRevoked={(link) => setLinks((old) => old?.map((each) => (each.id === link.id ? link : each)) ?? null)}
          />
        </>
      )}
    </Dialog>
  );
}

/** Creating a link: busy while it goes, the server's sentence if refused; the new link's whole address to `onCreated`. */
function useCreate(documentId: string, onCreated: (link: ShareLinkView, url: string) => void) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The server counted figure conflicts this screen had not asked about: Review or Share Anyway.
  const [refused, setRefused] = useState(false);
  const create = async (draft: ShareLinkDraft) => {
    setBusy(true);
    setError(null);
    setRefused(false);
    try {
      const answer = await shareApi.create(documentId, draft);
      onCreated(answer.link, new URL(answer.path, window.location.origin).href);
      return true;
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setRefused(refusedConflicts(caught) !== undefined);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, refused, create };
}

function CreateLinkForm({
  documentId,
  conflictsAccepted,
  onCreated,
  onReview,
}: {
  documentId: string;
  conflictsAccepted: boolean;
  onCreated: (link: ShareLinkView, url: string) => void;
  onReview: () => void;
}) {
  const id = useId();
  const [label, setLabel] = useState('');
  const [expires, setExpires] = useState('');
  const [passcode, setPasscode] = useState('');
  const { busy, error, refused, create } = useCreate(documentId, onCreated);
  const send = async (accepted: boolean) => {
    const made = await create({
      ...(label.trim() && { label: label.trim() }),
      ...(expires && { expiresAt: endOfDay(expires) }),
      ...(passcode && { passcode }),
      ...(accepted && { conflictsAccepted: true as const }),
    });
    if (made) setPasscode('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(conflictsAccepted);
  };
  return (
    <form onSubmit={submit} className="grid gap-3" aria-busy={busy}>
      <Field id={`${id}-label`} label={SHARE_TEXTS.label}>
        <Input
          id={`${id}-label`}
          value={label}
          maxLength={80}
          placeholder={SHARE_TEXTS.labelPlaceholder}
          onChange={(event) => setLabel(event.target.value)}
        />
      </Field>
      <Field id={`${id}-expires`} label={SHARE_TEXTS.expires}>
        <Input
          id={`${id}-expires`}
          type="date"
          min={today()}
          value={expires}
          onChange={(event) => setExpires(event.target.value)}
        />
      </Field>
      <PasscodeField id={`${id}-passcode`} value={passcode} onChange={setPasscode} />
      <SubmitRow busy={busy} error={error} refused={refused} onReview={onReview} onAnyway={() => void send(true)} />
    </form>
  );
}

/** The passcode, with its rule under it. */
function PasscodeField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <Field id={id} label={SHARE_TEXTS.passcode} hint={SHARE_TEXTS.passcodeHint}>
      <Input
        id={id}
        type="password"
        autoComplete="new-password"
        minLength={PASSCODE_LENGTH.min}
        maxLength={PASSCODE_LENGTH.max}
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/**
 * The refusal, if any, and Create Link; refused for figure conflicts ("2 figures differ from your
 * venture’s facts."), Review (to the conflicts panel) and Share Anyway in its place.
 */
function SubmitRow({
  busy,
  error,
  refused,
  onReview,
  onAnyway,
}: {
  busy: boolean;
  error: string | null;
  refused: boolean;
  onReview: () => void;
  onAnyway: () => void;
}) {
  // Create Link, which had focus, gives way to Review: focus goes there, not to the page.
  const review = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (refused) review.current?.focus();
  }, [refused]);
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {refused ? (
          <>
            <Button ref={review} variant="outline" onClick={onReview}>
              {LEAVE_TEXTS.review}
            </Button>
            <Button disabled={busy} onClick={onAnyway}>
              {LEAVE_TEXTS.anyway.share}
            </Button>
          </>
        ) : (
          <Button type="submit" disabled={busy}>
            {busy ? SHARE_TEXTS.creating : SHARE_TEXTS.create}
          </Button>
        )}
      </div>
    </>
  );
}

/** A labelled field, with a hint under it (`<id>-hint`, which the field names as its description). */
function Field({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-base-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The new link, shown once: focus moves to it so it can be copied at once. */
function NewLink({ url }: { url: string }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, [url]);
  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => toast.success(SHARE_TEXTS.copied),
      () => toast.error(SHARE_TEXTS.copyFailed),
    );
  };
  return (
    <div className="grid gap-1 rounded-lg border border-primary-200 bg-primary-50 p-3">
      <Label htmlFor={id}>{SHARE_TEXTS.linkField}</Label>
      <p className="text-xs text-base-700">{SHARE_TEXTS.created}</p>
      <div className="flex gap-2">
        <Input id={id} ref={field} readOnly value={url} />
        <Button type="button" variant="outline" onClick={copy}>
          {SHARE_TEXTS.copy}
        </Button>
      </div>
    </div>
  );
}
