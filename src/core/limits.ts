/**
 * Field lengths, free of zod so that screens which only show limits (the dashboard shell's
 * dialogs) do not pull the validation library into their chunk.
 */

/** Longest value a single-line field accepts, in characters. */
export const SHORT_TEXT_MAX = 200;
/** Longest value a multi-line field accepts, in characters. */
export const LONG_TEXT_MAX = 4000;

/** Most items an edited list (milestones, trends, a competitor's strengths) may hold. */
export const EDIT_LIST_MAX = 30;
