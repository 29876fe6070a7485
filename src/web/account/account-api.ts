import type { SignInDraft, SignUpDraft } from '@/core/account/schema';
import { call } from '@/web/api/client';

/** The account's calls, each one endpoint of the contract (core/api/contract.ts). */
export const accountApi = {
  whoAmI: (signal?: AbortSignal) => call('account', { signal }),
  signUp: (draft: SignUpDraft) => call('signUp', { body: draft }),
  signIn: (draft: SignInDraft) => call('signIn', { body: draft }),
  signOut: () => call('signOut', {}),
  sessions: (signal?: AbortSignal) => call('sessions', { signal }),
  endSession: (id: string) => call('endSession', { params: { id } }),
  signOutEverywhere: () => call('signOutEverywhere', {}),
};
