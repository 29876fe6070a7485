import * as z from 'zod/mini';

/** An id in a path: our ids are UUIDs; longer than this is no id of ours (a 400, not a lookup). */
export const idText = z.string().check(z.minLength(1), z.maxLength(100));
export const idParams = z.strictObject({ id: idText });
