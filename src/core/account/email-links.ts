/**
 * Links by email (when the server has SMTP_URL): a sign-in link, working once for 15 minutes, and an
 * email's verification link, once for 24 hours. The token is the link's fragment, which no request
 * carries: the page it opens sends it with a POST (docs/decisions.md, "Links by email").
 */
export const EMAIL_LINKS = {
  signInPath: '/sign-in/link',
  verifyPath: '/verify-email',
  signInMinutes: 15,
  verifyHours: 24,
} as const;
/** What a link that expired, was used, or was never made reads: never which. */
export const EMAIL_LINK_FAILED = 'This link has expired or was used already. Ask for a new one.';

/**
 * A one-time sign-in link an owner hands over (no email needed; docs/decisions.md, "Links an owner
 * hands over"): its page posts the token from the fragment, as the email's; it works once within
 * `linkHours`, and the session it opens sets a new password without the old one within `resetMinutes`.
 */
export const HANDOVER_LINK = { path: '/sign-in/handover', linkHours: 24, resetMinutes: 15 } as const;
