/**
 * Share links (docs/product.md §12): what the founder's API says about a link and its
 * analytics. Which results can be shared, and how their page draws them, each tool declares
 * (`share` in its client part, core/tools/define-tool.ts). The raw token is answered once, when the link is made; afterwards a link is known by
 * its label, its dates and a hint (the token's first characters).
 */
import * as z from 'zod/mini';
import { isDateTime } from '../text/date-time';

/**
 * A passcode's bounds: short enough to type, long enough that guessing it within the tries allowed
 * (share/limits.ts) is hopeless. Links made before the minimum was 6 keep their passcodes.
 */
export const PASSCODE_LENGTH = { min: 6, max: 100 } as const;
/** What the API answers for a shorter passcode (docs/product.md §12). */
export const PASSCODE_TOO_SHORT = `A passcode has at least ${PASSCODE_LENGTH.min} characters.`;
/** Most links one document keeps (revoked ones count until the document goes). */
export const MAX_LINKS_PER_DOCUMENT = 50;

export const shareLinkDraft = z.strictObject({
  label: z.optional(z.string().check(z.trim(), z.maxLength(80))),
  /** The last moment the link opens, as an ISO date-time; none: it never expires. (A refine, not z.iso: lighter in every page's contract.) */
  expiresAt: z.optional(
    z
      .string()
      .check(z.maxLength(40), z.refine(isDateTime, 'must be a date and time that exists (2026-12-31T23:59:59Z)')),
  ),
  passcode: z.optional(
    z.string().check(z.minLength(PASSCODE_LENGTH.min, PASSCODE_TOO_SHORT), z.maxLength(PASSCODE_LENGTH.max)),
  ),
  /** The founder was told of the result's figure conflicts and chose Share Anyway. */
  conflictsAccepted: z.optional(z.literal(true)),
});
export type ShareLinkDraft = z.infer<typeof shareLinkDraft>;

export const shareLinkStatus = z.enum(['active', 'expired', 'revoked']);

export const shareLinkView = z.object({
  id: z.string(),
  documentId: z.string(),
  label: z.string(),
  /** The token's first characters, to tell links apart: never enough to open one. */
  hint: z.string(),
  createdAt: z.string(),
  expiresAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
  hasPasscode: z.boolean(),
  status: shareLinkStatus,
});
export type ShareLinkView = z.infer<typeof shareLinkView>;

/** A link just made: the only answer that carries its token and its path. */
export const createdShareLink = z.object({ link: shareLinkView, token: z.string(), path: z.string() });

export const shareLinkAnalytics = z.object({
  views: z.number(),
  /** Distinct viewers per day, summed: a viewer's hash changes every UTC day. */
  uniqueViewers: z.number(),
  /** For a deck: total seconds on each slide, by its position in the deck as it is now. */
  slides: z.array(z.object({ index: z.number(), title: z.string(), seconds: z.number() })),
});
export type ShareLinkAnalytics = z.infer<typeof shareLinkAnalytics>;

/** The path of a link's page. */
export const sharePath = (token: string) => `/s/${token}`;
