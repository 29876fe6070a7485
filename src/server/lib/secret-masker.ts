/**
 * Everything the server knows about hiding one secret (the provider key): the forms it can take in
 * text a provider or gateway sends back, masking them, and spotting them in streamed text without
 * re-reading what was already checked.
 *
 * Forms covered, case-insensitively: the secret itself; without its vendor prefix (`sk-`,
 * `sk-proj-`...), which is the whole secret in effect; its base64 and base64url encodings at each
 * of the three byte alignments (so the key inside an encoded `Bearer ...` or `user:key` is found
 * too); and a hint such as `sk-abcd...wxyz` that shows 8 or more of its characters.
 */
export const MASK = '***';

/** A secret shorter than this cannot be told apart from ordinary text; it is not masked by value. */
const MIN_SECRET = 8;
/** Shortest encoded run searched for: shorter runs could match ordinary base64 by chance. */
const MIN_ENCODED = 12;
/** A hint that shows this many of the secret's characters gives too much away. */
const HINT_REVEALS = 8;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The base64 run that encodes `secret` whatever bytes stand before and after it (offset 0, 1 or 2). */
function encodedCores(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const cores: string[] = [];
  for (const offset of [0, 1, 2]) {
    const shifted = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64').replace(/=+$/, '');
    // Characters that mix in the bytes around the secret vary: drop them at both ends.
    const start = offset === 0 ? 0 : offset + 1;
    const end = (offset + bytes.length) % 3 === 0 ? shifted.length : shifted.length - 1;
    const core = shifted.slice(start, end);
    if (core.length >= MIN_ENCODED) cores.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return cores;
}

/** The secret without a vendor prefix such as `sk-`, `sk-proj-` or `org_`, when there is one. */
function withoutPrefix(secret: string): string[] {
  const forms: string[] = [];
  for (const match of secret.matchAll(/[-_]/g)) {
    const rest = secret.slice(match.index + 1);
    // Only a short, letters-only prefix is a vendor's; what follows must still be a secret's worth.
    if (match.index <= 12 && /^[a-z]+([-_][a-z]+)*$/i.test(secret.slice(0, match.index)) && rest.length >= MIN_SECRET) forms.push(rest);
  }
  return forms;
}

export interface SecretMasker {
  /** Every form searched for, longest first. */
  readonly forms: readonly string[];
  /** `text` with every form of the secret, and every revealing hint, replaced by `***`. */
  mask(text: string): string;
  /** Whether `text` holds any form of the secret. */
  contains(text: string): boolean;
  /**
   * A checker for text that arrives in pieces: each call looks only at the new piece and the tail
   * of the previous ones that a form could straddle, so a long stream is read once.
   */
  streamChecker(): (piece: string) => boolean;
}

/** A masker for `secret`; with no secret (or one too short to recognise) it changes nothing. */
export function secretMasker(secret: string | undefined): SecretMasker {
  if (!secret || secret.length < MIN_SECRET) {
    return { forms: [], mask: (text) => text, contains: () => false, streamChecker: () => () => false };
  }
  const forms = [...new Set([secret, ...withoutPrefix(secret), ...encodedCores(secret)])].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(forms.map(escape).join('|'), 'gi');
  const lowered = secret.toLowerCase();
  const longest = forms[0]!.length;

  /** A `head...tail` (or `head***tail`, `head…tail`) hint whose visible ends are the secret's. */
  const hints = /([A-Za-z0-9_-]+)(?:\.{2,}|…|\*{2,})([A-Za-z0-9_-]+)/g;
  const revealed = (head: string, tail: string) => {
    const h = head.toLowerCase();
    const t = tail.toLowerCase();
    let shown = 0;
    for (let n = Math.min(h.length, lowered.length); n > 0; n--) {
      if (lowered.startsWith(h.slice(h.length - n))) {
        shown += n;
        break;
      }
    }
    for (let n = Math.min(t.length, lowered.length); n > 0; n--) {
      if (lowered.endsWith(t.slice(0, n))) {
        shown += n;
        break;
      }
    }
    return shown;
  };

  const mask = (text: string) =>
    text.replace(pattern, MASK).replace(hints, (hint: string, head: string, tail: string) => (revealed(head, tail) >= HINT_REVEALS ? MASK : hint));
  const contains = (text: string) => {
    pattern.lastIndex = 0;
    return pattern.test(text);
  };
  return {
    forms,
    mask,
    contains,
    streamChecker() {
      let tail = '';
      return (piece) => {
        const window = tail + piece;
        tail = window.slice(-(longest - 1));
        return contains(window);
      };
    },
  };
}

/** `url` with any user name and password shown as `***`, for logs and messages. */
export function redactUrl(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@\s]*@/i, `$1${MASK}@`);
}
