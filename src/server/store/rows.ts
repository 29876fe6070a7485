import { createHash, randomUUID } from 'node:crypto';

/** New row ids: random, so one workspace cannot guess another's. */
export const newId = (): string => randomUUID();

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Timestamps leave the store as ISO strings, whichever driver read them. */
export const iso = (value: unknown): string => new Date(value as string | Date).toISOString();

/** JSONB parameters go in as text, cast in the SQL (`$1::jsonb`): both drivers then agree. */
export const json = (value: unknown): string => JSON.stringify(value);
