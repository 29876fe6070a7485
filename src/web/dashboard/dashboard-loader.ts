import type { Answered, Contract } from '@/core/api/contract';
import type { AccountView } from '@/core/account/schema';
import type { MemberAccess } from '@/core/account/team';
import type { WorkspaceView } from '@/core/workspace/schema';
import { redirect } from 'react-router';
import { ApiError, call } from '@/web/api/client';
import { SIGN_IN_PATH } from '@/web/account/account-paths';
import { workspaceApi } from '@/web/workspace/api';

/** What /api/health says about the model behind the tools. */
export type ProviderHealth = Answered<Contract['health']>;

/** The workspace as the dashboard loaded it: its ventures, or why they could not be read. */
export type WorkspaceLoad = { view: WorkspaceView; error?: undefined } | { view?: undefined; error: string };

export interface DashboardData {
  /** Null when the check failed: no offline notice rather than no dashboard. */
  health: ProviderHealth | null;
  workspace: WorkspaceLoad;
  /** Who is signed in: null for a guest, undefined when it could not be read (the top bar then names no one). */
  account: AccountView | null | undefined;
  /** The workspace a member works in and their role there; null for a guest (who owns theirs). */
  membership: MemberAccess | null | undefined;
}

const messageOf = (failure: unknown) => (failure instanceof ApiError ? failure.message : String(failure));

/**
 * The dashboard's loader: which provider answers (so the offline notice is there at the first
 * paint) and the workspace's ventures, in parallel with the dashboard's code. It runs again when
 * the workspace changes under the screens (a venture made or switched, an import, Delete All My
 * Data: `useWorkspace().refresh()`), and with it every tool screen's loader. routes.tsx loads this
 * module with the dashboard: it brings the API client and its schemas, which the landing page never needs.
 */
export async function loadDashboard({ request }: { request: Request }): Promise<DashboardData> {
  const [answer, workspace, account] = await Promise.all([
    call('health', { signal: request.signal }).catch(() => null),
    workspaceApi.workspace(request.signal).then(
      (view): WorkspaceLoad => ({ view }),
      (failure: unknown): WorkspaceLoad => {
        if (request.signal.aborted) throw failure;
        // A server that requires sign-in (REQUIRE_SIGN_IN) opens nothing to a guest.
        if (failure instanceof ApiError && failure.status === 401) throw redirect(SIGN_IN_PATH);
        return { error: messageOf(failure) };
      },
    ),
    call('account', { signal: request.signal }).then(
      (who) => who,
      () => undefined,
    ),
  ]);
  return { health: answer, workspace, account: account?.account, membership: account?.workspace };
}
