import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Role } from '@/core/account/roles';
import { browser } from './browser';

export const PASSWORD = 'correct horse battery staple';
export type Browser = ReturnType<typeof browser>;

/** A browser signed up as `name` (their email made from it), with one venture of their own when `venture` is given. */
export async function member(app: FastifyInstance, name: string, venture?: string): Promise<Browser> {
  const who = browser(app);
  if (venture) expect((await who.request('POST', '/api/ventures', { name: venture })).statusCode).toBe(201);
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  const answer = await who.request('POST', '/api/account/sign-up', { name, email, password: PASSWORD });
  expect(answer.statusCode, answer.body).toBe(201);
  return who;
}

/** The path of a new invitation of `owner`'s workspace granting `role`. */
export async function invite(owner: Browser, role: Role): Promise<string> {
  const answer = await owner.request('POST', '/api/team/invites', { role });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ path: string }>().path;
}

/** `who` accepts the invitation at `path` (`/invite/<token>`). */
export async function accept(who: Browser, path: string) {
  return who.request('POST', `/api/invitations/${path.split('/').at(-1)}/accept`);
}

/** `name` joins `owner`'s workspace with `role`, and works in it. */
export async function joined(app: FastifyInstance, owner: Browser, name: string, role: Role): Promise<Browser> {
  const who = await member(app, name);
  const answer = await accept(who, await invite(owner, role));
  expect(answer.statusCode, answer.body).toBe(200);
  return who;
}
