import { useState, type FormEvent } from 'react';
import { useRevalidator, useRouteLoaderData } from 'react-router';
import type { TeamView } from '@/core/account/team';
import { SignUpPrompt } from '@/web/account/sign-up-prompt';
import { PageTitle } from '@/web/components/page-title';
import { Button } from '@/web/components/ui/button';
import { Input, Label } from '@/web/components/ui/input';
import type { DashboardData } from '@/web/dashboard/dashboard-loader';
import { can } from '@/core/account/roles';
import { DASHBOARD_ROUTE_ID } from '@/web/dashboard/route-id';
import { InviteSection } from './invite-section';
import { MembersSection } from './members-section';
import { teamApi } from './team-api';
import { useTeam } from './use-team';

import { sectionClass } from './section-class';

/**
 * The Team screen (docs/product.md §16 "A team"): the workspace's name, its members and their roles,
 * and, for an owner, invitation links. A guest is told that a team needs an account.
 */
export default function TeamScreen() {
  const account = (useRouteLoaderData(DASHBOARD_ROUTE_ID) as DashboardData | undefined)?.account;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageTitle page="Team" />
      <h1 className="text-2xl font-bold tracking-tight text-base-900 sm:text-3xl">Team</h1>
      {account === null ? (
        <SignUpPrompt why="Sign up to invite co-founders and advisors: each gets their own sign-in and a role in your workspace, and your work comes with you." />
      ) : (
        <MemberTeam />
      )}
    </div>
  );
}

function MemberTeam() {
  const { load, problem, run } = useTeam();
  // The dashboard's data read again, as the workspace context's refresh does (its module stays in the dashboard's chunk).
  const { revalidate } = useRevalidator();
  if (load.status === 'loading') return <p className="text-sm text-base-600">Loading the team…</p>;
  if (load.status === 'failed')
    return (
      <p role="alert" className="text-sm text-red-700">
        {load.message}
      </p>
    );
  const { team } = load;
  const manages = team.workspace !== null && can(team.workspace.role, 'manage');
  return (
    <>
      <p role="alert" className="text-sm text-red-700 empty:hidden">
        {problem}
      </p>
      <WorkspaceName team={team} manages={manages} onRename={(name) => run(() => teamApi.rename(name))} />
      <MembersSection
        team={team}
        manages={manages}
        run={run}
        // Leaving or losing one's place changes the workspace the whole dashboard shows.
        onLeft={revalidate}
      />
      {manages && <InviteSection team={team} run={run} />}
    </>
  );
}

function WorkspaceName({
  team,
  manages,
  onRename,
}: {
  team: TeamView;
  manages: boolean;
  onRename: (name: string) => Promise<boolean>;
}) {
  const [name, setName] = useState(team.workspace?.name ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onRename(name);
  };
  return (
    <section aria-labelledby="team-workspace" className={sectionClass}>
      <h2 id="team-workspace" className="text-lg font-semibold text-base-900">
        Workspace
      </h2>
      {manages ? (
        <form className="mt-3 flex flex-wrap items-end gap-2" onSubmit={submit}>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Label htmlFor="workspace-name">Workspace name</Label>
            <Input id="workspace-name" value={name} maxLength={80} onChange={(event) => setName(event.target.value)} />
          </div>
          <Button type="submit" variant="outline">
            Save Name
          </Button>
        </form>
      ) : (
        <p className="mt-2 text-base-700">{team.workspace?.name}</p>
      )}
    </section>
  );
}
