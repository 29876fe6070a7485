import type { ShareLinkView } from '@/core/share/schema';

/** A share link as the owner's API lists it: active, no passcode, for the deck `deck-1` unless overridden. */
export const shareLink = (overrides: Partial<ShareLinkView> = {}): ShareLinkView => ({
  id: 'link-1',
  documentId: 'deck-1',
  label: 'Seed investors',
  hint: 'AbCd',
  createdAt: '2026-11-24T10:00:00Z',
  expiresAt: null,
  revokedAt: null,
  hasPasscode: false,
  status: 'active',
  ...overrides,
});
