import { useCallback, useEffect, useState } from 'react';
import type { TeamView } from '@/core/account/team';
import { messageOf } from '@/web/account/account-list';
import { useChangeCount } from '@/web/live/events';
import { teamApi } from './team-api';

export type TeamLoad =
  { status: 'loading' } | { status: 'ready'; team: TeamView } | { status: 'failed'; message: string };

/**
 * The request's team, read when the screen opens and when it changes; `run` makes one change and shows the team the
 * server answers, or puts its refusal in `problem` and keeps what is on screen.
 */
export function useTeam() {
  const [load, setLoad] = useState<TeamLoad>({ status: 'loading' });
  const [problem, setProblem] = useState('');
  // Read again when another owner changes the team (live-changes.ts).
  const teamChanges = useChangeCount((change) => change.kind === 'team' || change.kind === 'access');
  useEffect(() => {
    const controller = new AbortController();
    teamApi.team(controller.signal).then(
      (team) => setLoad({ status: 'ready', team }),
      (failure: unknown) => !controller.signal.aborted && setLoad({ status: 'failed', message: messageOf(failure) }),
    );
    return () => controller.abort();
  }, [teamChanges]);
  const run = useCallback(async (change: () => Promise<TeamView | void>): Promise<boolean> => {
    setProblem('');
    try {
      const team = await change();
      if (team) setLoad({ status: 'ready', team });
      return true;
    } catch (failure) {
      setProblem(messageOf(failure));
      return false;
    }
  }, []);
  return { load, problem, run };
}
