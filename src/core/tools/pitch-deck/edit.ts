/** The shape of an edited result the server accepts (only the server imports this: index.ts). */
import * as z from 'zod/mini';
import { LONG_TEXT_MAX, shortText } from '../fields';
import { MAX_SLIDES } from './schema';

/** A slide's content or notes: may be empty (a slide just added), at most a long field's length. */
const slideText = () =>
  z.string().check(z.trim(), z.maxLength(LONG_TEXT_MAX, `must be at most ${LONG_TEXT_MAX} characters`));

/**
 * A deck the founder edited: one to MAX_SLIDES slides (added, duplicated, deleted, moved), each
 * slide's title limited like a short field, its content and notes like a long one, nothing else.
 */
export const pitchDeckEdit = z.strictObject({
  slides: z
    .array(z.strictObject({ title: shortText(), content: slideText(), notes: slideText() }))
    .check(z.minLength(1), z.maxLength(MAX_SLIDES)),
});
