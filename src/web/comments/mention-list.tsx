/**
 * The @mention list of a comment field (comment-form.tsx), as the WAI-ARIA combobox pattern has it:
 * typing @ and the start of a member's name lists the members it matches under the field; ArrowDown
 * and ArrowUp move the highlight, Enter or Tab (or a click) puts `@Full Name ` in place of what was
 * typed, Escape closes the list only. Focus stays in the field throughout.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { cn } from '@/web/lib/cn';
import { membersMatching, mentionAt, teamMembers, withMention, type Mentionable } from './mentions';
import { COMMENT_TEXTS } from './texts';

type Field = RefObject<HTMLTextAreaElement | null>;

/** The team, read when the field first has an @ being typed. */
function useTeam(wanted: boolean): readonly Mentionable[] {
  const [members, setMembers] = useState<readonly Mentionable[] | null>(null);
  useEffect(() => {
    if (!wanted || members) return;
    let current = true;
    teamMembers().then(
      (team) => current && setMembers(team),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, members]);
  return members ?? [];
}

/** Puts the caret where a pick left it, once the field shows the new text. */
function useCaretAfterPick(field: Field, text: string) {
  const pendingRef = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (pendingRef.current === null) return;
    field.current?.setSelectionRange(pendingRef.current, pendingRef.current);
    pendingRef.current = null;
  }, [field, text]);
  return (caret: number) => {
    pendingRef.current = caret;
  };
}

/**
 * The field's mention list: the props its textarea takes (the combobox's attributes, and `onSelect`
 * to follow the caret), `onKeyDown` (true when it used the key), `caretMoved` for its onChange, and the list.
 */
export function useMentionList(field: Field, text: string, setText: (text: string) => void) {
  const listId = useId();
  const [caret, setCaret] = useState(0);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [highlight, setHighlight] = useState({ key: '', index: 0 });
  const query = mentionAt(text, caret);
  const members = useTeam(query !== null);
  const options = query ? membersMatching(members, query.fragment) : [];
  const key = query ? `${query.start}:${query.fragment}` : '';
  const open = focused && options.length > 0 && dismissed !== key;
  const index = highlight.key === key ? Math.min(highlight.index, options.length - 1) : 0;
  const placeCaret = useCaretAfterPick(field, text);
  const optionId = (at: number) => `${listId}-${at}`;

  const pick = (member: Mentionable) => {
    const next = withMention(text, query!, member.name);
    placeCaret(next.caret);
    setCaret(next.caret);
    setText(next.text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open || event.nativeEvent.isComposing) return false;
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step) setHighlight({ key, index: (index + step + options.length) % options.length });
    else if (event.key === 'Enter' || (event.key === 'Tab' && !event.shiftKey)) pick(options[index]!);
    else if (event.key === 'Escape') setDismissed(key);
    else return false;
    event.preventDefault();
    event.stopPropagation();
    return true;
  };
  // A textarea's role (textbox) allows no aria-expanded, and takes no combobox role: the open list
  // is told by aria-controls and the highlighted option by aria-activedescendant, which it allows.
  const fieldProps = {
    'aria-autocomplete': 'list' as const,
    'aria-controls': open ? listId : undefined,
    'aria-activedescendant': open ? optionId(index) : undefined,
    onSelect: (event: { currentTarget: HTMLTextAreaElement }) => setCaret(event.currentTarget.selectionStart),
    // The list shows only while the field has focus (a press on an option keeps it there).
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  };
  const list = open && (
    <MentionOptions id={listId} options={options} active={index} optionId={optionId} onPick={pick} />
  );
  return { fieldProps, onKeyDown, caretMoved: setCaret, list };
}

interface MentionOptionsProps {
  id: string;
  options: readonly Mentionable[];
  active: number;
  optionId: (at: number) => string;
  onPick: (member: Mentionable) => void;
}

/** The listbox under the field; a press on an option keeps focus in the field, a click picks it. */
function MentionOptions({ id, options, active, optionId, onPick }: MentionOptionsProps) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={COMMENT_TEXTS.mentionList}
      className="absolute inset-x-0 top-full z-20 mt-1 rounded-md border border-base-300 bg-white py-1 shadow-md"
    >
      {options.map((member, at) => (
        <li
          key={member.accountId}
          id={optionId(at)}
          role="option"
          aria-selected={at === active}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(member)}
          className={cn('cursor-pointer px-3 py-1.5 text-base-800', at === active && 'bg-primary-100 text-primary-900')}
        >
          {member.name}
        </li>
      ))}
    </ul>
  );
}
