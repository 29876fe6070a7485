import { useNavigate } from 'react-router';
import { DASHBOARD_PATH } from '@/core/tools/listings';
import type { Role } from '@/core/account/roles';
import { ROLE_LABELS } from '@/core/account/role-texts';
import type { MemberView, TeamView } from '@/core/account/team';
import { Button } from '@/web/components/ui/button';
import { Select } from '@/web/components/ui/input';
import { toast } from '@/web/components/ui/toaster';
import { MemberSignInLink } from './member-sign-in-link';
import { teamApi } from './team-api';
import { sectionClass } from './section-class';
import type { useTeam } from './use-team';

interface MembersProps {
  team: TeamView;
  /** An owner: changes roles and removes members. */
  manages: boolean;
  run: ReturnType<typeof useTeam>['run'];
  onLeft: () => Promise<void>;
}

/** The workspace's members with their roles; an owner changes a role or removes a member, anyone may leave. */
export function MembersSection({ team, manages, run, onLeft }: MembersProps) {
  const navigate = useNavigate();
  async function leave() {
    if (!(await run(() => teamApi.leave()))) return;
    await onLeft();
    await navigate(DASHBOARD_PATH);
    toast.success(`You left ${team.workspace?.name ?? 'the workspace'}.`);
  }
  return (
    <section aria-labelledby="team-members" className={sectionClass}>
      <h2 id="team-members" className="text-lg font-semibold text-base-900">
        Members
      </h2>
      <ul className="mt-3 divide-y divide-base-200" aria-label="Members">
        {team.members.map((member) => (
          <li key={member.accountId} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0 text-sm">
              <p className="font-medium text-base-900">
                {member.name}
                {member.you && <span className="ml-2 text-base-600">(you)</span>}
              </p>
              <p className="truncate text-base-600">{member.email}</p>
            </div>
            <MemberActions member={member} manages={manages} run={run} onLeave={() => void leave()} />
            {manages && !member.you && member.role !== 'owner' && <MemberSignInLink member={member} run={run} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

function MemberActions({
  member,
  manages,
  run,
  onLeave,
}: Pick<MembersProps, 'manages' | 'run'> & { member: MemberView; onLeave: () => void }) {
  return (
    <div className="flex items-center gap-2">
      {manages ? (
        <Select
          aria-label={`Role of ${member.name}`}
          className="w-36"
          value={member.role}
          onChange={(event) => void run(() => teamApi.changeRole(member.accountId, event.target.value as Role))}
        >
          {(Object.keys(ROLE_LABELS) as Role[]).map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </Select>
      ) : (
        <span className="rounded bg-base-100 px-2 py-1 text-sm text-base-800">{ROLE_LABELS[member.role]}</span>
      )}
      {member.you ? (
        <Button variant="outline" size="sm" onClick={onLeave}>
          Leave Workspace
        </Button>
      ) : (
        manages && (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Remove ${member.name}`}
            onClick={() => void run(() => teamApi.removeMember(member.accountId))}
          >
            Remove
          </Button>
        )
      )}
    </div>
  );
}
