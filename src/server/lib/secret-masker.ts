/**
 * Everything the server knows about hiding one secret (the provider key): the forms it can take in
 * text a provider or gateway sends back, masking them, and spotting them in streamed text without
 * re-reading what was already checked.
 *
 * Forms covered, case-insensitively: the secret itself; without its vendor prefix (`sk-`,
 * `sk-proj-`...), which is the whole secret in effect; its base64 and base64url encodings at each
 * of the three byte alignments (so the key inside an encoded `Bearer ...` or `user:key` is found
 * too); and a hint such as `sk-abcd...wxyz` that shows 8 or more of its characters.
 *
 * Streamed text is checked by a guard that holds back only a tail that could still become a form:
 * the start of one, or a run of key characters that begins like a secret (a hint in the making).
 * Text it lets through can never be part of a form that completes later, and ordinary text, which
 * never looks like that, passes at once.
 */
import { escapeRegExp } from '@/core/escape-reg-exp';

export const MASK = '***';

/** A secret shorter than this cannot be told apart from ordinary text; it is not masked by value. */
const MIN_SECRET = 8;
/** Shortest encoded run searched for: shorter runs could match ordinary base64 by chance. */
const MIN_ENCODED = 12;
/** A hint that shows this many of the secret's characters gives too much away. */
const HINT_REVEALS = 8;

/** The base64 run that encodes `secret` whatever bytes stand before and after it (offset 0, 1 or 2). */
function encodedCores(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const cores: string[] = [];
  for (const offset of [0, 1, 2]) {
    const shifted = Buffer.concat([Buffer.alloc(offset), bytes])
      .toString('base64')
      .replace(/=+$/, '');
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
    if (match.index <= 12 && /^[a-z]+([-_][a-z]+)*$/i.test(secret.slice(0, match.index)) && rest.length >= MIN_SECRET)
      forms.push(rest);
  }
  return forms;
}

export interface SecretMasker {
  /** Every form searched for, longest first. */
  readonly forms: readonly string[];
  /** `text` with every form of the secrets, and every revealing hint, replaced by `***`. */
  mask(text: string): string;
  /** Whether `text` holds any form of the secrets, or a hint that reveals too much of one. */
  contains(text: string): boolean;
  /**
   * A guard for text that arrives in pieces. Each call looks only at the new piece and the
   * held-back tail (at most two forms long), so a long stream is read once; it returns the text that is safe to pass on,
   * or `undefined` once a form of a secret shows up. `end()` releases the tail at the end.
   */
  streamGuard(): StreamGuard;
}

export interface StreamGuard {
  take(piece: string): string | undefined;
  end(): string;
}

const passThrough: StreamGuard = { take: (piece) => piece, end: () => '' };

/** A `head...tail` (or `head***tail`, `head…tail`) hint. */
// The lookbehind starts a match only where a run of key characters starts: without it a long run
// (a model can send one) is retried from every position, which is quadratic.
const HINT = /(?<![A-Za-z0-9_-])([A-Za-z0-9_-]+)(?:\.{2,}|…|\*{2,})([A-Za-z0-9_-]+)/g;

/** How many of `secret`'s characters a hint shows: the head's end that starts it, the tail's start that ends it. */
function revealed(secret: string, head: string, tail: string): number {
  const h = head.toLowerCase();
  const t = tail.toLowerCase();
  let shown = 0;
  for (let n = Math.min(h.length, secret.length); n > 0; n--) {
    if (secret.startsWith(h.slice(h.length - n))) {
      shown += n;
      break;
    }
  }
  for (let n = Math.min(t.length, secret.length); n > 0; n--) {
    if (secret.endsWith(t.slice(0, n))) {
      shown += n;
      break;
    }
  }
  return shown;
}

/**
 * How many characters at the end of `window` could still grow into one of `forms` or into a hint
 * that reveals one of `secrets`: the stream guard holds those back until the next piece decides.
 */
function pendingTail(forms: readonly string[], secrets: readonly string[]) {
  const holdBack = forms[0]!.length - 1;
  const loweredForms = forms.map((form) => form.toLowerCase());
  const firstChars = new Set(loweredForms.map((form) => form[0]));
  /** A hint's head shows at least this much of a secret's start. */
  const secretStarts = secrets.map((secret) => secret.slice(0, 4));
  return (window: string) => {
    const tail = window.slice(-holdBack).toLowerCase();
    let keep = 0;
    for (let i = 0; i < tail.length; i++) {
      if (!firstChars.has(tail[i])) continue;
      const rest = tail.slice(i);
      if (loweredForms.some((form) => form.startsWith(rest))) {
        keep = rest.length;
        break;
      }
    }
    const run = /(?<![a-z0-9_.*…-])[a-z0-9_.*…-]+$/i.exec(window.slice(-2 * holdBack))?.[0].toLowerCase();
    if (run && run.length > keep && secretStarts.some((start) => run.includes(start))) keep = run.length;
    return keep;
  };
}

/** A guard over a stream of text: each piece passed on at once but for a tail that could still become a credential. */
function streamGuardOf(contains: (text: string) => boolean, pendingLength: (window: string) => number) {
  let held = '';
  return {
    take(piece: string) {
      const window = held + piece;
      if (contains(window)) return undefined;
      const cut = window.length - pendingLength(window);
      held = window.slice(cut);
      return window.slice(0, cut);
    },
    end() {
      const rest = held;
      held = '';
      return rest;
    },
  };
}

/** A masker for the given secrets; those missing or too short to recognise are skipped, and with none it changes nothing. */
export function secretMasker(...candidates: (string | undefined)[]): SecretMasker {
  const secrets = candidates.filter((secret): secret is string => !!secret && secret.length >= MIN_SECRET);
  if (secrets.length === 0) {
    return { forms: [], mask: (text) => text, contains: () => false, streamGuard: () => passThrough };
  }
  const forms = [
    ...new Set(secrets.flatMap((secret) => [secret, ...withoutPrefix(secret), ...encodedCores(secret)])),
  ].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(forms.map(escapeRegExp).join('|'), 'gi');
  const lowered = secrets.map((secret) => secret.toLowerCase());
  const pendingLength = pendingTail(forms, lowered);
  const tooRevealing = (head: string, tail: string) =>
    lowered.some((secret) => revealed(secret, head, tail) >= HINT_REVEALS);

  const mask = (text: string) =>
    text
      .replace(pattern, MASK)
      .replace(HINT, (hint: string, head: string, tail: string) => (tooRevealing(head, tail) ? MASK : hint));
  const contains = (text: string) => {
    pattern.lastIndex = 0;
    if (pattern.test(text)) return true;
    for (const [, head = '', tail = ''] of text.matchAll(HINT)) if (tooRevealing(head, tail)) return true;
    return false;
  };
  return { forms, mask, contains, streamGuard: () => streamGuardOf(contains, pendingLength) };
}

/** Tokens shaped like vendor keys (`sk-...`, `rk-...`, `pk-...`), whoever's they are, for text passed on from a provider. */
export function maskKeyLike(text: string): string {
  return text.replace(/\b(sk|rk|pk)-[A-Za-z0-9_*-]{6,}/g, `$1-${MASK}`);
}

/** `url` with any user name and password shown as `***`, for logs and messages. */
export function redactUrl(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@\s]*@/i, `$1${MASK}@`);
}
