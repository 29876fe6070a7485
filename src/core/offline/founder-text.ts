/** What a founder's description says about the venture: its name, its customers, its region. */
import { inSentence, oneLine } from './text';

/** Capitalised words that start a sentence without naming anything ("It is a ..."). */
const NOT_NAME = /^(?:it|this|that|there|here|we|our|my|they|he|she|one|which|what|who)$/i;

/**
 * The venture's name, when the text carries one: a short head before a colon ("LedgerLoop: invoicing
 * for ...", as Use This Idea sends it) or capitalised words before "is a" ("LedgerLoop is an app ...").
 * `description` is the rest, ready to follow "{name} is ..." or to stand alone.
 */
export function splitName(text: string): { name: string | undefined; description: string } {
  const trimmed = text.trim();
  const headed = /^([^:\n]{2,60}):\s*(\S[\s\S]*)$/.exec(trimmed);
  const head = headed?.[1]?.trim();
  if (head && headed?.[2] && head.split(/\s+/).length <= 6) return { name: head, description: headed[2] };
  const named = /^((?:[\p{Lu}\d][\p{L}\d'&.-]*\s+){0,3}[\p{Lu}\d][\p{L}\d'&.-]*)\s+is\s+((?:a|an)\s[\s\S]+)$/u.exec(
    trimmed,
  );
  if (named?.[1] && named[2] && !NOT_NAME.test(named[1])) return { name: named[1], description: named[2] };
  return { name: undefined, description: trimmed };
}

/** Plural nouns for people and for the organisations that buy. */
const PEOPLE =
  /^(?:\p{L}+(?:ers|ors|ists|ians|ees|ents|ants)|people|parents|famil(?:y|ies)|children|kids|adults|seniors|couples|teens|women|men|mums|moms|dads|individuals|professionals|executives|nomads|hosts|guests|locals|expats|athletes|businesses|companies|firms|startups|start-ups|smes|teams|brands|shops|clinics|practices|schools|universities|hotels|cafes|cafés|bakeries|salons|gyms|studios|agencies|charities|households|farms|venues|councils|organisations|organizations|nonprofits)$/iu;
/** Plural nouns with those endings that are things, not customers. */
const THINGS =
  /^(?:orders|papers|letters|containers|computers|burgers|flowers|stickers|printers|filters|covers|chargers|lockers|matters|offers|others|answers|numbers|corners|waters|doors|floors|colou?rs|errors|sensors|flavou?rs|monitors|motors|outdoors|indoors|events|payments|documents|treatments|appointments|moments|components|supplements|garments|instruments|investments|ingredients|elements|assignments|shipments|contents|rents|plants|pants|fees|coffees|trees|degrees)$/i;
/** Words a customer phrase never starts with: "for a fraction of the cost", "for example", "for years". */
const NOT_CUSTOMERS =
  /^(?:a|an|the|their|your|our|its|his|her|every|each|all|one|more|less|example|instance|years|months|weeks|days|hours|free|now|ever|good|sale|everyone|it|them|us|you|this|that|those|these)$/i;
/** Words that introduce the customers. */
const LEAD =
  /\b(for|helps?|helping|serves?|serving|connects?|connecting|lets|tailored to|aimed at)\s+(?=([^.,;:!?()\n]+))/giu;

const isPeople = (word: string) => PEOPLE.test(word) && !THINGS.test(word);

/** One lead's words as a customer phrase: up to the first people noun, then "with ..." or "and {people}". */
function customersAfter(lead: string, words: readonly string[]): string | undefined {
  if (!words[0] || NOT_CUSTOMERS.test(words[0])) return undefined;
  const head = words.slice(0, 4).findIndex(isPeople);
  if (head < 0) return undefined;
  let end = head + 1;
  const next = words[end]?.toLowerCase();
  if (next === 'and' || next === 'or') {
    const other = words.slice(end + 1, end + 4).findIndex(isPeople);
    if (other >= 0) end += other + 2;
  } else if (next && /^(?:with|aged|over|under)$/.test(next) && !/^connect/i.test(lead)) {
    const stop = words.findIndex((word, index) => index > end && /^(?:who|that|which|to|by|so|in|across)$/i.test(word));
    end = Math.min(stop < 0 ? words.length : stop, 7);
  }
  return inSentence(words.slice(0, end).join(' '));
}

/** The customers the description names ("for busy parents in Lisbon" -> "busy parents"), if it names any. */
export function customersIn(description: string): string | undefined {
  for (const [, lead = '', rest = ''] of oneLine(description).matchAll(LEAD)) {
    const found = customersAfter(lead, rest.trim().split(' '));
    if (found) return found;
  }
  return undefined;
}

/** A capitalised place after "in", "across" or "throughout" ("... in Lisbon" -> "Lisbon"), if the text names one. */
export function regionIn(description: string): string | undefined {
  return /\b(?:in|across|throughout)\s+((?:\p{Lu}[\p{L}-]+)(?:\s+\p{Lu}[\p{L}-]+){0,2})/u.exec(description)?.[1];
}
