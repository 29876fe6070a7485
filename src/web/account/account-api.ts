import type { AccountDeletion, PasswordChange, ProfileChange, SignInDraft, SignUpDraft } from '@/core/account/schema';
import { call } from '@/web/api/client';

/** The browser's WebAuthn ceremonies, loaded with the first one (only the account's pages need them). */
const webAuthn = () => import('@simplewebauthn/browser');

/** The account's calls, each one endpoint of the contract (core/api/contract.ts). */
export const accountApi = {
  whoAmI: (signal?: AbortSignal) => call('account', { signal }),
  signUp: (draft: SignUpDraft) => call('signUp', { body: draft }),
  signIn: (draft: SignInDraft) => call('signIn', { body: draft }),
  signOut: () => call('signOut', {}),
  sessions: (signal?: AbortSignal) => call('sessions', { signal }),
  endSession: (id: string) => call('endSession', { params: { id } }),
  signOutEverywhere: () => call('signOutEverywhere', {}),
  passkeys: (signal?: AbortSignal) => call('passkeys', { signal }),
  renamePasskey: (id: string, name: string) => call('renamePasskey', { params: { id }, body: { name } }),
  removePasskey: (id: string) => call('removePasskey', { params: { id } }),
  /** Whether the server sends email (SMTP_URL): the links by email are offered only then. */
  mailOn: (signal?: AbortSignal) => call('health', { signal }).then((health) => health.mail),
  emailSignInLink: (email: string) => call('emailSignInLink', { body: { email } }),
  emailSignIn: (token: string) => call('emailSignIn', { body: { token } }),
  handoverSignIn: (token: string) => call('handoverSignIn', { body: { token } }),
  emailVerification: (signal?: AbortSignal) => call('emailVerification', { signal }),
  sendVerification: () => call('sendVerification', {}),
  verifyEmail: (token: string) => call('verifyEmail', { body: { token } }),
  changeProfile: (change: ProfileChange) => call('changeProfile', { body: change }),
  passwordStatus: (signal?: AbortSignal) => call('passwordStatus', { signal }),
  changePassword: (change: PasswordChange) => call('changePassword', { body: change }),
  deletionPreview: (signal?: AbortSignal) => call('accountDeletion', { signal }),
  deleteAccount: (confirmation: AccountDeletion) => call('deleteAccount', { body: confirmation }),
  notificationSettings: (signal?: AbortSignal) => call('notificationSettings', { signal }),
  changeNotifications: (emailMentions: boolean) => call('changeNotifications', { body: { emailMentions } }),

  /** Add a Passkey: the authenticator makes one for this account, kept under `name`. */
  async addPasskey(name: string) {
    const { startRegistration } = await webAuthn();
    const { options } = await call('passkeyOptions', {});
    const response = await startRegistration({ optionsJSON: options as never });
    return call('addPasskey', { body: { name, response: response as never } });
  },

  /** Sign In with a Passkey: any passkey of this site the authenticator holds. */
  async signInWithPasskey() {
    const { startAuthentication } = await webAuthn();
    const { options } = await call('passkeySignInOptions', {});
    const response = await startAuthentication({ optionsJSON: options as never });
    return call('passkeySignIn', { body: { response: response as never } });
  },

  /** Sign Up with a Passkey: an account for `draft` whose only way in is the new passkey. */
  async signUpWithPasskey(draft: { name: string; email: string }) {
    const { startRegistration } = await webAuthn();
    const { options } = await call('passkeySignUpOptions', { body: draft });
    const response = await startRegistration({ optionsJSON: options as never });
    return call('passkeySignUp', { body: { response: response as never } });
  },
};
