import { LOGO_MAX_BYTES } from '@/core/deck-design/schema';

export type LogoType = 'image/png' | 'image/jpeg';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, at) => bytes[at] === byte);

/** What a founder reads when a file is not a logo we take (docs/product.md §14). */
export const LOGO_REFUSED = {
  type: 'The logo must be a PNG or JPEG image.',
  size: 'The logo must be at most 1 MB.',
} as const;

/**
 * A logo's type, read from its first bytes (never from its name or a declared type), or why it
 * is refused: PNG or JPEG, at most 1 MB.
 */
export function checkLogo(bytes: Uint8Array): { ok: true; type: LogoType } | { ok: false; message: string } {
  if (bytes.length > LOGO_MAX_BYTES) return { ok: false, message: LOGO_REFUSED.size };
  if (startsWith(bytes, PNG)) return { ok: true, type: 'image/png' };
  if (startsWith(bytes, JPEG)) return { ok: true, type: 'image/jpeg' };
  return { ok: false, message: LOGO_REFUSED.type };
}
