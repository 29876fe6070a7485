import type { Role } from '@/core/account/roles';
import { call } from '@/web/api/client';

/** A workspace's team, each call one endpoint of the contract (core/api/contract.ts). */
export const teamApi = {
  team: (signal?: AbortSignal) => call('team', { signal }),
  rename: (name: string) => call('renameWorkspace', { body: { name } }),
  invite: (role: Role, email?: string) => call('createInvite', { body: email ? { role, email } : { role } }),
  revokeInvite: (id: string) => call('revokeInvite', { params: { id } }),
  changeRole: (accountId: string, role: Role) => call('changeRole', { params: { id: accountId }, body: { role } }),
  removeMember: (accountId: string) => call('removeMember', { params: { id: accountId } }),
  signInLink: (accountId: string) => call('memberSignInLink', { params: { id: accountId } }),
  leave: () => call('leaveWorkspace', {}),
  invitation: (token: string, signal?: AbortSignal) => call('invitation', { params: { id: token }, signal }),
  accept: (token: string) => call('acceptInvitation', { params: { id: token } }),
  workspaces: (signal?: AbortSignal) => call('workspaces', { signal }),
  switchTo: (workspaceId: string) => call('switchWorkspace', { body: { workspaceId } }),
};
