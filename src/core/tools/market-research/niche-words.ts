/**
 * A niche as the offline research writes it. A founder's niche may be a noun phrase ("plant-based
 * pet food"), a phrase with its audience ("weekly meal kits for busy parents") or a sentence from
 * the venture's profile ("LedgerLoop automates bookkeeping for small cafes and bakeries"); pasted
 * whole before a noun ("… decisions") or as a subject ("… is part of"), the last two do not read:
 * the research writes the niche after "the market for", and before a noun only a short head.
 */
import { inSentence, withArticle } from '../../offline/text';

export interface NicheWords {
  /** A noun phrase, after a verb or "for": "bookkeeping for small cafes and bakeries". */
  market: string;
  /**
   * Before a noun ("the global … market", "… start-ups"): "bookkeeping"; the sector's label when the
   * niche has none, or names a thing rather than a market ("the global mobile app market" is not pet care's).
   */
  kind: string;
}

/** Verbs whose object is what the business sells: "X automates bookkeeping" is about bookkeeping. Not also plural nouns ("offers", "plans"). */
const THING_VERBS = new Set(
  'automates simplifies streamlines digitises digitizes provides sells delivers makes builds creates manages produces reduces improves brings operates develops'.split(
    ' ',
  ),
);
/** Verbs whose object is people: "X connects dog owners with walkers" is about connecting them. */
const PEOPLE_VERBS: Record<string, string> = {
  helps: 'helping',
  connects: 'connecting',
  lets: 'letting',
  enables: 'enabling',
  allows: 'allowing',
  teaches: 'teaching',
  serves: 'serving',
  insures: 'insuring',
  empowers: 'empowering',
  gives: 'giving',
};
/** Words that end a noun phrase's head: a preposition or a relative word ("bookkeeping | for cafes"). */
const HEAD_ENDS = new Set(
  'for that which who whom whose where in with to by on from at of near across through via so while without into within between like'.split(
    ' ',
  ),
);
/** A head of more words than this reads badly before a noun. */
const KIND_WORDS = 4;
/** Things counted one by one: "the market for an app that books nurses", not "for app that books". */
const COUNTABLE = new Set(
  'app tool platform marketplace service kit box shop store agency studio network subscription club brand device product assistant solution system website portal bot course programme program community'.split(
    ' ',
  ),
);

const withoutArticle = (text: string) => text.replace(/^(?:a|an|the)\s+/i, '');

/** The niche's subject and verb, when it is a sentence ("LedgerLoop automates …"): the rest, as a noun phrase. */
function asPhrase(words: readonly string[]): { market: string; head?: string } | undefined {
  // The subject is a name of one to three words, capitalised as names are.
  if (!/^\p{Lu}/u.test(words[0] ?? '')) return undefined;
  for (let at = 1; at <= 3 && at < words.length - 1; at += 1) {
    const verb = words[at]!.toLowerCase();
    const rest = words.slice(at + 1).join(' ');
    if (THING_VERBS.has(verb)) return { market: withoutArticle(rest), head: withoutArticle(rest) };
    const gerund = PEOPLE_VERBS[verb];
    if (gerund) return { market: `${gerund} ${rest}` };
    if ((verb === 'is' || verb === 'are') && /^(?:a|an|the)\s/i.test(rest))
      return { market: withoutArticle(rest), head: withoutArticle(rest) };
  }
  return undefined;
}

/** The words before the phrase's first preposition or relative word, if few enough to stand before a noun. */
function headOf(phrase: string): string | undefined {
  const words = phrase.split(' ');
  const end = words.findIndex((word, index) => index > 0 && HEAD_ENDS.has(word.toLowerCase()));
  const head = (end < 0 ? words : words.slice(0, end)).join(' ').replace(/[,;:]$/, '');
  return head !== '' && head.split(' ').length <= KIND_WORDS ? head : undefined;
}

/**
 * The niche's words: "Fintech: LedgerLoop automates bookkeeping for small cafes" (a niche named by
 * its industry) reads "bookkeeping for small cafes" as a market and "bookkeeping" before a noun;
 * "plant-based pet food" reads as itself in both. `sectorLabel` stands before a noun when the niche
 * offers nothing short enough ("connecting dog owners with walkers" → "pet care start-ups").
 */
export function nicheWords(niche: string, sectorLabel: string): NicheWords {
  const afterIndustry = /^[^:]{1,40}:\s*(\S.*)$/.exec(niche)?.[1] ?? niche;
  const text = afterIndustry.replace(/[.!?]+$/, '').trim();
  const sentence = asPhrase(text.split(/\s+/));
  const phrase = sentence?.market ?? withoutArticle(inSentence(text));
  const head = sentence ? sentence.head : phrase;
  const kind = head && headOf(head);
  const counted = kind !== undefined && COUNTABLE.has(kind.split(' ').at(-1)!.toLowerCase());
  const market = counted ? withArticle(phrase) : phrase;
  return { market, kind: counted ? sectorLabel : (kind ?? sectorLabel) };
}
