/**
 * Accounts (issue 36, docs/product.md §16): what a founder sends to sign up and sign in, and what
 * the API says about their account and its sessions. A first visit needs no account: it works in a
 * guest workspace, which Sign Up keeps whole.
 */
import * as z from 'zod/mini';

/**
 * A password's bounds: 12 characters at least (NIST SP 800-63B asks for 8 at the very least and more
 * for a password used alone; a passphrase of three words passes), at most 256 so that hashing one
 * costs a bounded time. Common passwords are refused by the server (accounts/passwords.ts).
 */
export const PASSWORD_LENGTH = { min: 12, max: 256 } as const;
export const PASSWORD_TOO_SHORT = `A password has at least ${PASSWORD_LENGTH.min} characters.`;
/** The one answer to a sign-in that fails, whether the email has an account or not. */
export const SIGN_IN_FAILED = 'That email and password do not match an account.';

export const email = z.string().check(
  z.trim(),
  z.maxLength(254),
  // The shape only: whether it receives mail is for the sign-in link to find out.
  z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter an email address, like lena@example.com.'),
);
const password = z
  .string()
  .check(z.minLength(PASSWORD_LENGTH.min, PASSWORD_TOO_SHORT), z.maxLength(PASSWORD_LENGTH.max));

/** The longest name an account may have. */
export const ACCOUNT_NAME_MAX = 80;

export const signUpDraft = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1, 'Enter your name.'), z.maxLength(ACCOUNT_NAME_MAX)),
  email,
  password,
});
export type SignUpDraft = z.infer<typeof signUpDraft>;

/** A password the account has already (signing in, or proving it is you): any length is checked, as it was valid when set. */
const currentPassword = z.string().check(z.minLength(1), z.maxLength(PASSWORD_LENGTH.max));

export const signInDraft = z.strictObject({ email, password: currentPassword });
export type SignInDraft = z.infer<typeof signInDraft>;

export const accountView = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type AccountView = z.infer<typeof accountView>;

/** Who is at the keyboard: a member with an account, or a guest (null). */
export const whoAmI = z.object({ account: z.nullable(accountView) });
export type WhoAmI = z.infer<typeof whoAmI>;

/** One signed-in device, as the account screen lists it. */
export const sessionView = z.object({
  id: z.string(),
  /** The browser and system, read from its User-Agent when it signed in ("Chrome on macOS"). */
  device: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionView>;

/** A passkey as the account screen lists it. */
export const passkeyView = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
});
export type PasskeyView = z.infer<typeof passkeyView>;

export const passkeyName = z.string().check(z.trim(), z.minLength(1, 'Name the passkey.'), z.maxLength(60));

/**
 * What the browser's WebAuthn ceremony answers, as @simplewebauthn/browser gives it: checked here for
 * its shape and size only; the server's WebAuthn library checks everything it says.
 */
export const passkeyResponse = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(1400)),
  rawId: z.string().check(z.maxLength(1400)),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().check(z.maxLength(4096)) }),
  clientExtensionResults: z.optional(z.record(z.string(), z.unknown())),
});

/** A passkey sign-up's first step: who the account is for (no password). */
export const passkeySignUpDraft = z.strictObject({ name: signUpDraft.shape.name, email });

/** Links by email (core/account/email-links.ts): asking for a sign-in link, and a link's token. */
export const emailLinkRequest = z.strictObject({ email });
/** 32 random bytes in base64url, as the email's link carries them. */
export const emailLinkToken = z.strictObject({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)) });
export const emailVerification = z.object({ verified: z.boolean() });
/**
 * The account screen's Profile: a new name and email. Changing the email of an account with a
 * password asks for that password (`currentPassword`); the server says when it is missing.
 */
export const profileChange = z.strictObject({
  name: signUpDraft.shape.name,
  email,
  currentPassword: z.optional(currentPassword),
});
export type ProfileChange = z.infer<typeof profileChange>;

/**
 * Whether the account has a password (a passkey-made account has none until it sets one), and
 * whether this session, opened by a link an owner handed over, may set a new one without it.
 */
export const passwordStatus = z.object({ hasPassword: z.boolean(), resetting: z.boolean() });

/** Change the password (the current one, then the new), or set one on a passkey-only account (no current one). */
export const passwordChange = z.strictObject({ currentPassword: z.optional(currentPassword), newPassword: password });
export type PasswordChange = z.infer<typeof passwordChange>;

/** A changed password ends every other session of the account: how many it ended. */
export const passwordChanged = z.object({ endedSessions: z.number() });

/** What a passkey-only account types to confirm Delete My Account (an account with a password gives it). */
export const DELETE_CONFIRMATION = 'DELETE';

/**
 * What Delete My Account would delete, and what it asks: each workspace the account owns alone, named by its
 * ventures (oldest first), with how many other members lose it; and how many workspaces it belongs
 * to are kept (another owner keeps them; the account only leaves).
 */
export const accountDeletionPreview = z.object({
  /** Whether the deletion asks for the password (else DELETE typed). */
  hasPassword: z.boolean(),
  workspaces: z.array(z.object({ ventures: z.array(z.string()), otherMembers: z.number() })),
  keptWorkspaces: z.number(),
});
export type AccountDeletionPreview = z.infer<typeof accountDeletionPreview>;

export const accountDeletion = z.strictObject({
  password: z.optional(currentPassword),
  confirmation: z.optional(z.string().check(z.maxLength(40))),
});
export type AccountDeletion = z.infer<typeof accountDeletion>;
