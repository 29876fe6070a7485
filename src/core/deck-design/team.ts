/**
 * The Team slide: each line a person ("Dr. Lena Vogt: Advisor", "Advisor: Dr. Lena Vogt") read as
 * a name and a role, whichever side the name is on, drawn as cards that use the slide's body.
 */
import type { Box } from './boxes';
import { text, textHeight, tight, type Area } from './layouts';
import type { Palette } from './themes';

export interface Person {
  name: string;
  role: string;
}

/** "Name: role", "Name – role", "Name - role", "Name, role" (either side may be the name). */
export const PAIR = /^(.{1,60}?)\s*(?::|\s[–—-]\s|,)\s*(.+)$/;

/** A title before a name, left out of the initials. */
const HONORIFIC = /^(?:dr|prof|mr|mrs|ms|mx|sir|dame)\.?$/i;
/** Words inside a name that are not its initials' ("Ludwig van Beethoven": LB). */
const PARTICLE = /^(?:von|van|de|da|del|der|den|di|du|la|le|bin|al|ter|zu|y)$/;
/** Words that make a text a role, not a name ("Head of Sales", "Co-founder & CTO"). */
const ROLE_WORD =
  /\b(?:ceo|cto|coo|cfo|cmo|cpo|vp|founder|co-founder|cofounder|advis[eo]rs?|head|lead|engineer(?:ing)?|director|manager|chief|officer|president|partner|designer|developer|scientist|marketing|sales|operations|product|board|mentor|investor|chair|hire|researcher|analyst|consultant|specialist|intern|team|member)\b/i;
/** A capitalised word of a name, hyphens and apostrophes included ("Anne-Marie", "O'Neil"). */
const NAME_WORD = /^\p{Lu}[\p{L}\p{M}'’.-]*$/u;
/** Names in scripts without capitals, written without spaces (李明, 김민준, やまだ). */
const UNCASED_NAME = /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]{2,6}$/u;

/** Whether a text reads as a person's name: two to four capitalised words (a title and particles aside), and no role's word. */
export function looksLikeName(candidate: string): boolean {
  const textValue = candidate.trim();
  if (UNCASED_NAME.test(textValue)) return true;
  if (ROLE_WORD.test(textValue)) return false;
  const words = textValue.split(/\s+/).filter((word) => !HONORIFIC.test(word));
  const named = words.filter((word) => !PARTICLE.test(word));
  return named.length >= 2 && named.length <= 4 && named.every((word) => NAME_WORD.test(word));
}

/** A name at the start of a text, up to a comma or a dash ("Dr. Lena Vogt, ex-CFO at Zalando"), and what follows it. */
function leadingName(textValue: string): { name: string; rest: string } | undefined {
  if (looksLikeName(textValue)) return { name: textValue.trim(), rest: '' };
  const match = /^(.{3,60}?)\s*(?:,|\s[–—-]\s|\()\s*(.+?)\)?$/.exec(textValue);
  return match && looksLikeName(match[1]!) ? { name: match[1]!.trim(), rest: match[2]!.trim() } : undefined;
}

/**
 * One line of the Team slide as a person. "Advisor: Dr. Lena Vogt" names Dr. Lena Vogt, an
 * advisor, not a person called "Advisor"; a line that names no one (the draft's "Founder & CEO:
 * vision and the first sales") is a role with what it does.
 */
export function personOf(line: string): Person {
  const match = PAIR.exec(line);
  if (!match) return { name: line.trim(), role: '' };
  const [left, right] = [match[1]!.trim(), match[2]!.trim()];
  if (looksLikeName(left) || !ROLE_WORD.test(left)) return { name: left, role: right };
  const named = leadingName(right);
  if (!named) return { name: left, role: right };
  return { name: named.name, role: named.rest ? `${left}, ${named.rest}` : left };
}

/**
 * Up to two initials: a name's first and last words' first letters, titles and particles aside
 * ("Dr. Lena Vogt": LV); a role's first two words' ("Founder & CEO": FC).
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word) && !HONORIFIC.test(word) && !PARTICLE.test(word));
  if (words.length === 1 && UNCASED_NAME.test(words[0]!)) return [...words[0]!].slice(0, 2).join('');
  const picked = looksLikeName(name) ? [words[0], words[words.length - 1]] : words.slice(0, 2);
  return picked
    .map((word) => [...(word ?? '')][0] ?? '')
    .join('')
    .toUpperCase();
}

const PAD = 20;

/** A disc with the person's initials. */
function disc(x: number, y: number, diameter: number, person: Person, palette: Palette): Box[] {
  const size = diameter * 0.38;
  return [
    { kind: 'ellipse', x, y, w: diameter, h: diameter, fill: palette.accent },
    text({ x, y: y + (diameter - size * 1.2) / 2, w: diameter, h: size * 1.2 }, [initialsOf(person.name)], {
      size,
      floor: 8,
      bold: true,
      color: palette.onAccent,
      align: 'center',
      decorative: true,
    }),
  ];
}

/** The sizes every card sets its name and role at, so the cards read alike. */
interface CardType {
  name: number;
  role: number;
}

const nameRule = (size: number, floor: number, palette: Palette, align: 'left' | 'center') =>
  ({ size, floor, bold: true, wrap: 'after-floor', lineHeight: 1.15, color: palette.text, align }) as const;
const roleRule = (size: number, floor: number, palette: Palette, align: 'left' | 'center') =>
  ({ size, floor, wrap: 'always', lineHeight: 1.25, color: palette.muted, align }) as const;

/** The largest sizes at which every person's name (one line, down to 16 points) and role fit `width`. */
function cardType(people: readonly Person[], width: number, scale: number, palette: Palette): CardType {
  const area = { x: 0, y: 0, w: width, h: 120 * scale };
  const most = (sizes: number[]) => (sizes.length > 0 ? Math.min(...sizes) : 0);
  return {
    name: most(people.map((person) => text(area, [person.name], nameRule(26 * scale, 16, palette, 'left')).size)),
    role: most(
      people
        .filter((person) => person.role)
        .map((person) => text(area, [person.role], roleRule(19 * scale, 11, palette, 'left')).size),
    ),
  };
}

/** The person's name, bold, and their role under it, at the cards' sizes, each cut to its lines. */
function words(width: number, person: Person, type: CardType, palette: Palette, align: 'left' | 'center') {
  const area = { x: 0, y: 0, w: width, h: 200 };
  const name = tight(text(area, [person.name], nameRule(type.name, type.name, palette, align)));
  if (!person.role) return { boxes: [name], height: name.h };
  const role = tight(text({ ...area, y: name.h + 6 }, [person.role], roleRule(type.role, type.role, palette, align)));
  return { boxes: [name, role], height: name.h + 6 + textHeight(role) };
}

/** One or two people: wide cards, the disc beside the words. */
function wideCards(area: Area, people: readonly Person[], palette: Palette): Box[] {
  const gap = 24;
  const width = people.length === 1 ? Math.min(area.w, 620) : (area.w - gap) / 2;
  const left = area.x + (area.w - people.length * width - (people.length - 1) * gap) / 2;
  const diameter = 140;
  const wordsWidth = width - 2 * PAD - diameter - 24;
  const type = cardType(people, wordsWidth, 1.15, palette);
  const drafts = people.map((person, index) => {
    const x = left + index * (width + gap);
    return { x, person, ...words(wordsWidth, person, type, palette, 'left') };
  });
  const height = 2 * PAD + Math.max(diameter, ...drafts.map((draft) => draft.height));
  const y = area.y + (area.h - height) / 2;
  return drafts.flatMap(({ x, person, boxes, height: wordsHeight }): Box[] => [
    { kind: 'rect', x, y, w: width, h: height, fill: palette.panel },
    ...disc(x + PAD, y + (height - diameter) / 2, diameter, person, palette),
    ...boxes.map((box) => ({ ...box, x: x + PAD + diameter + 24, y: box.y + y + (height - wordsHeight) / 2 })),
  ]);
}

/** Three people or more: a row of cards (two rows past four), the disc above the words, as tall as their words. */
function gridCards(area: Area, people: readonly Person[], palette: Palette): Box[] {
  const columns = people.length <= 4 ? people.length : Math.ceil(people.length / 2);
  const rows = Math.ceil(people.length / columns);
  const gap = 20;
  const width = (area.w - gap * (columns - 1)) / columns;
  const most = (area.h - gap * (rows - 1)) / rows;
  const scale = rows === 1 ? 1 : 0.8;
  const diameter = Math.min(120 * scale, width * 0.5);
  const type = cardType(people, width - 2 * 12, scale, palette);
  const drafts = people.map((person) => words(width - 2 * 12, person, type, palette, 'center'));
  const tallest = Math.max(...drafts.map((draft) => draft.height));
  const height = Math.min(most, 2 * PAD + diameter + 14 + tallest);
  const top = area.y + (area.h - rows * height - (rows - 1) * gap) / 2;
  return drafts.flatMap((draft, index): Box[] => {
    const x = area.x + (index % columns) * (width + gap);
    const y = top + Math.floor(index / columns) * (height + gap);
    const below = y + PAD + diameter + 14;
    return [
      { kind: 'rect', x, y, w: width, h: height, fill: palette.panel },
      ...disc(x + (width - diameter) / 2, y + PAD, diameter, people[index]!, palette),
      ...draft.boxes.map((box) => ({ ...box, x: x + 12, y: box.y + below })),
    ];
  });
}

/** Each person as a card: a disc with their initials, their name and their role. */
export function team(area: Area, people: readonly Person[], palette: Palette): Box[] {
  return people.length <= 2 ? wideCards(area, people, palette) : gridCards(area, people, palette);
}
