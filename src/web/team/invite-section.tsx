import { useState } from 'react';
import type { Role } from '@/core/account/roles';
import { ROLE_LABELS, ROLE_SUMMARIES } from '@/core/account/role-texts';
import { INVITE_DAYS, type TeamView } from '@/core/account/team';
import { Button } from '@/web/components/ui/button';
import { Input, Label, Select } from '@/web/components/ui/input';
import { toast } from '@/web/components/ui/toaster';
import { useDashboardMailOn } from '@/web/account/email-verification';
import { formatDateTime } from '@/web/workspace/format-date';
import { copyLink } from './copy-link';
import { teamApi } from './team-api';
import { sectionClass } from './section-class';
import type { useTeam } from './use-team';

interface InviteProps {
  team: TeamView;
  run: ReturnType<typeof useTeam>['run'];
}

/**
 * An owner's invitation links: one per person, for a role, working once for INVITE_DAYS days, made to
 * hand over or (when the server sends email) mailed; the open ones, revocable.
 */
export function InviteSection({ team, run }: InviteProps) {
  const [role, setRole] = useState<Role>('editor');
  const [link, setLink] = useState('');
  const mailOn = useDashboardMailOn();

  async function create() {
    await run(async () => {
      const made = await teamApi.invite(role);
      setLink(new URL(made.path, window.location.origin).href);
      // The open invitations, with the new one.
      return teamApi.team();
    });
  }

  return (
    <section aria-labelledby="team-invite" className={sectionClass}>
      <h2 id="team-invite" className="text-lg font-semibold text-base-900">
        Invite
      </h2>
      <p className="mt-1 text-sm text-base-600">
        An invitation link works once, for {INVITE_DAYS} days. Send it to one person
        {mailOn ? ', or type their email and Send Invitation.' : '.'}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Label htmlFor="invite-role">Role</Label>
          <Select id="invite-role" value={role} onChange={(event) => setRole(event.target.value as Role)}>
            {(Object.keys(ROLE_LABELS) as Role[]).map((each) => (
              <option key={each} value={each}>
                {ROLE_LABELS[each]}: {ROLE_SUMMARIES[each]}
              </option>
            ))}
          </Select>
        </div>
        {mailOn && <EmailInvite role={role} run={run} />}
        <Button type="button" variant={mailOn ? 'outline' : 'primary'} onClick={() => void create()}>
          Create Invite Link
        </Button>
      </div>
      {link && (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Label htmlFor="invite-link">Invitation link</Label>
            <Input id="invite-link" readOnly value={link} onFocus={(event) => event.target.select()} />
          </div>
          <Button type="button" variant="outline" onClick={() => void copyLink(link, 'Invitation link copied.')}>
            Copy Link
          </Button>
        </div>
      )}
      <OpenInvites team={team} run={run} />
    </section>
  );
}

/** The invitee's email and Send Invitation: the server mails the invitation's link to it. */
function EmailInvite({ role, run }: { role: Role; run: InviteProps['run'] }) {
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);

  async function send() {
    const to = email.trim();
    setMissing(!to);
    if (!to) return;
    const sent = await run(async () => {
      await teamApi.invite(role, to);
      return teamApi.team();
    });
    if (!sent) return;
    toast.success(`Invitation sent to ${to}.`);
    setEmail('');
  }

  return (
    <>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Label htmlFor="invite-email">Email</Label>
        <Input
          id="invite-email"
          type="email"
          autoComplete="off"
          placeholder="sam@example.com"
          value={email}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? 'invite-email-missing' : undefined}
          onChange={(event) => setEmail(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && void send()}
        />
        {missing && (
          <p id="invite-email-missing" role="alert" className="text-sm text-red-700">
            Enter the email to send the invitation to.
          </p>
        )}
      </div>
      <Button type="button" onClick={() => void send()}>
        Send Invitation
      </Button>
    </>
  );
}

function OpenInvites({ team, run }: InviteProps) {
  if (team.invites.length === 0) return null;
  return (
    <ul className="mt-4 divide-y divide-base-200" aria-label="Open invitations">
      {team.invites.map((invite) => (
        <li key={invite.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
          <p className="text-base-800">
            {invite.email && `Sent to ${invite.email} · `}
            {ROLE_LABELS[invite.role]} · made {formatDateTime(invite.createdAt)} · works until{' '}
            {formatDateTime(invite.expiresAt)}
          </p>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Revoke the ${ROLE_LABELS[invite.role].toLowerCase()} invitation made ${formatDateTime(invite.createdAt)}`}
            onClick={() =>
              void run(async () => {
                await teamApi.revokeInvite(invite.id);
                return teamApi.team();
              })
            }
          >
            Revoke
          </Button>
        </li>
      ))}
    </ul>
  );
}
