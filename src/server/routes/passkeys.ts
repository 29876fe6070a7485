import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { contract } from '@/core/api/contract';
import type { AccountView } from '@/core/account/schema';
import type { memberIdentity } from '../accounts/member-identity';
import type { SessionCookies } from '../accounts/sessions';
import type { AccountRepository } from '../store/repositories/accounts';
import { CHALLENGE_TTL_MS, type ChallengePurpose, type PasskeyRepository } from '../store/repositories/passkeys';
import { newId } from '../store/rows';
import { hostCookie, setHostCookie, type GuestIdentity } from '../workspace/identity';
import { EMAIL_TAKEN, SIGNED_IN_ALREADY } from './account-texts';
import { signedInMember } from './account-member';
import { serve } from './serve';

/** The cookie that names a ceremony's challenge between its options and its answer. */
const CEREMONY_COOKIE = 'vk_ceremony';
const RP_NAME = 'Venturekit';
/** What a failed ceremony reads: never which step failed, nor whether a passkey exists. */
export const PASSKEY_FAILED = 'That passkey could not be used. Please try again.';
export const LAST_SIGN_IN_METHOD =
  'This passkey is your only way to sign in. Add another passkey before removing this one.';

export interface PasskeyRouteOptions {
  accounts: AccountRepository;
  passkeys: PasskeyRepository;
  sessions: SessionCookies;
  guest: GuestIdentity;
  identity: ReturnType<typeof memberIdentity>;
  write: RouteShorthandOptions;
  /** After a sign-up (account.ts). */
  afterSignUp?: (request: FastifyRequest, account: AccountView) => void;
}

/** A passkey sign-up whose credential some account holds already (the transaction is undone). */
class PasskeyKept extends Error {}

/** The relying party is the host the browser asked (request guards have checked it against ALLOWED_HOSTS). */
const relyingParty = (request: FastifyRequest) => ({
  rpID: request.hostname,
  origin: `${request.protocol}://${request.host}`,
});

async function remember(
  passkeys: PasskeyRepository,
  request: FastifyRequest,
  reply: FastifyReply,
  ...challenge: Parameters<PasskeyRepository['newChallenge']>
) {
  const id = await passkeys.newChallenge(...challenge);
  setHostCookie(request, reply, CEREMONY_COOKIE, id, CHALLENGE_TTL_MS / 1000);
}

/** The ceremony's challenge, taken once; the browser forgets its cookie either way. */
async function recall(
  passkeys: PasskeyRepository,
  request: FastifyRequest,
  reply: FastifyReply,
  purpose: ChallengePurpose,
) {
  const id = hostCookie(request, CEREMONY_COOKIE);
  setHostCookie(request, reply, CEREMONY_COOKIE, '', 0);
  return id ? passkeys.takeChallenge(id, purpose) : undefined;
}

/** Verifies a registration against the challenge; the credential to keep, or undefined. */
async function registered(request: FastifyRequest, response: unknown, challenge: string) {
  const { rpID, origin } = relyingParty(request);
  const verified = await verifyRegistrationResponse({
    response: response as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
  }).catch(() => undefined);
  if (!verified?.verified) return undefined;
  const { credential } = verified.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? [],
  };
}

/**
 * Passkeys (docs/product.md §16): added on the account screen, used to sign in, or to sign up with no
 * password. WebAuthn by @simplewebauthn/server; discoverable credentials, so signing in asks for no email.
 */
export function passkeyRoutes(app: FastifyInstance, options: PasskeyRouteOptions) {
  const { sessions, passkeys, write } = options;
  const member = signedInMember(sessions);

  serve(app, contract.passkeys, {}, async ({ request, reply }) => {
    const found = await member(request, reply);
    return found && { passkeys: await passkeys.list(found.account.id) };
  });

  serve(app, contract.renamePasskey, write, async ({ params, body, request, reply }) => {
    const found = await member(request, reply);
    if (!found) return;
    if (!(await passkeys.rename(found.account.id, params.id, body.name)))
      return reply.code(404).send({ error: 'No such passkey' });
    return { passkeys: await passkeys.list(found.account.id) };
  });

  serve(app, contract.removePasskey, write, async ({ params, request, reply }) => {
    const found = await member(request, reply);
    if (!found) return;
    const outcome = await passkeys.remove(found.account.id, params.id);
    if (outcome === 'missing') return reply.code(404).send({ error: 'No such passkey' });
    if (outcome === 'last') return reply.code(409).send({ error: LAST_SIGN_IN_METHOD });
  });

  addPasskeyRoutes(app, options, member);
  signInRoutes(app, options);
  signUpRoutes(app, options);
}

function addPasskeyRoutes(
  app: FastifyInstance,
  { passkeys, write }: PasskeyRouteOptions,
  member: (request: FastifyRequest, reply: FastifyReply) => ReturnType<SessionCookies['signedIn']>,
) {
  serve(app, contract.passkeyOptions, write, async ({ request, reply }) => {
    const found = await member(request, reply);
    if (!found) return;
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: relyingParty(request).rpID,
      userName: found.account.email,
      userDisplayName: found.account.name,
      userID: new TextEncoder().encode(found.account.id),
      excludeCredentials: await passkeys.credentialsOf(found.account.id),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await remember(passkeys, request, reply, options.challenge, 'add-passkey', found.account.id);
    return { options: options as unknown as Record<string, unknown> };
  });

  serve(app, contract.addPasskey, write, async ({ body, request, reply }) => {
    const found = await member(request, reply);
    if (!found) return;
    const challenge = await recall(passkeys, request, reply, 'add-passkey');
    const credential =
      challenge?.accountId === found.account.id
        ? await registered(request, body.response, challenge.challenge)
        : undefined;
    if (!credential || !(await passkeys.add({ ...credential, name: body.name }, found.account.id)))
      return reply.code(400).send({ error: PASSKEY_FAILED });
    return { passkeys: await passkeys.list(found.account.id) };
  });
}

function signInRoutes(app: FastifyInstance, { accounts, passkeys, sessions, write }: PasskeyRouteOptions) {
  serve(app, contract.passkeySignInOptions, write, async ({ request, reply }) => {
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(request).rpID,
      userVerification: 'preferred',
    });
    await remember(passkeys, request, reply, options.challenge, 'sign-in', null);
    return { options: options as unknown as Record<string, unknown> };
  });

  serve(app, contract.passkeySignIn, write, async ({ body, request, reply }) => {
    const challenge = await recall(passkeys, request, reply, 'sign-in');
    const stored = challenge && (await passkeys.byCredential(body.response.id));
    if (!challenge || !stored) return reply.code(401).send({ error: PASSKEY_FAILED });
    const { rpID, origin } = relyingParty(request);
    const verified = await verifyAuthenticationResponse({
      response: body.response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: stored.credentialId,
        publicKey: stored.publicKey,
        counter: stored.counter,
        transports: stored.transports,
      },
    }).catch(() => undefined);
    const account = verified?.verified ? await accounts.byId(stored.accountId) : undefined;
    if (!verified || !account) return reply.code(401).send({ error: PASSKEY_FAILED });
    await passkeys.used(stored.id, verified.authenticationInfo.newCounter);
    await sessions.start(request, reply, account.id, (await accounts.firstWorkspace(account.id)) ?? null);
    return { account };
  });
}

function signUpRoutes(app: FastifyInstance, options: PasskeyRouteOptions) {
  const { accounts, passkeys, sessions, guest, identity, write } = options;
  serve(app, contract.passkeySignUpOptions, write, async ({ body, request, reply }) => {
    if (await sessions.signedIn(request)) return reply.code(409).send({ error: SIGNED_IN_ALREADY });
    if (await accounts.emailTaken(body.email)) return reply.code(409).send({ error: EMAIL_TAKEN });
    const accountId = newId();
    const ceremony = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: relyingParty(request).rpID,
      userName: body.email,
      userDisplayName: body.name,
      userID: new TextEncoder().encode(accountId),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await remember(passkeys, request, reply, ceremony.challenge, 'sign-up', null, { accountId, ...body });
    return { options: ceremony as unknown as Record<string, unknown> };
  });

  serve(app, contract.passkeySignUp, write, async ({ body, request, reply }) => {
    if (await sessions.signedIn(request)) return reply.code(409).send({ error: SIGNED_IN_ALREADY });
    const challenge = await recall(passkeys, request, reply, 'sign-up');
    const details = challenge?.details;
    const credential = details && (await registered(request, body.response, challenge.challenge));
    if (!details || !credential) return reply.code(400).send({ error: PASSKEY_FAILED });
    // The guest's workspace with all it holds, as a password sign-up (account.ts).
    const workspaceId = await identity.forSignUp(request, reply);
    const account = await accounts
      .create(
        { id: details.accountId, name: details.name, email: details.email, passwordHash: null },
        workspaceId,
        async (tx, accountId) => {
          if (!(await passkeys.add({ ...credential, name: 'Passkey' }, accountId, tx))) throw new PasskeyKept();
        },
      )
      .catch((error: unknown) => {
        if (error instanceof PasskeyKept) return undefined;
        throw error;
      });
    if (!account) return reply.code(409).send({ error: EMAIL_TAKEN });
    await sessions.start(request, reply, account.id, workspaceId);
    guest.clear(request, reply);
    options.afterSignUp?.(request, account);
    return { account };
  });
}
