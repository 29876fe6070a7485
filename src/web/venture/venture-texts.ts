import type { Role } from '@/core/account/roles';
import type { ActivityKind, TeamEventKind } from '@/core/activity/schema';

type DocumentActivityKind = Exclude<ActivityKind, TeamEventKind>;
/** The Venture screen's texts (Venturekit's own: docs/product.md §10). */
import { VENTURE_NAV_LABEL } from './venture-path';

export const VENTURE_TEXTS = {
  navLabel: VENTURE_NAV_LABEL,
  title: 'Venture',
  subtitle: 'Your venture’s profile, the facts every document states alike, and what is out of date.',
  none: 'No venture yet. Generate a result with any tool, or choose New Venture in the venture menu, and it appears here.',
  factsHeading: 'Facts',
  factsHelp:
    'Every plan, deck and research report of this venture is checked against these figures. Pin a value to correct a tool’s figure or to add your own, such as the raise.',
  documentsHeading: 'Documents',
  notSet: 'Not set',
  pinned: { title: 'Fact Pinned', description: 'Documents are checked against your value from now on.' },
  unpinned: { title: 'Pin Removed', description: 'The tool’s value counts again.' },
  notMade: 'Not made yet',
  upToDate: 'Up to date',
  currencyHeading: 'Currency',
  currencyHint: 'Every amount of this venture is in it. Changing it changes the unit only: no amount is converted.',
  currencyNoModel: 'US dollars until the financial model proposes one; choose it there or here once the model exists.',
  currencyChanged: {
    title: 'Currency Updated',
    description: (name: string) => `Every amount now reads in ${name}. No amount was converted.`,
  },
} as const;

/** The Venture screen's Activity section (docs/product.md §16 "Activity"). */
export const ACTIVITY_TEXTS = {
  heading: 'Activity',
  you: 'You',
  none: 'Nothing yet.',
  new: (count: number) => `${count} new since your last visit.`,
  /** "Lena Park edited the Business Plan"; a share link's maker is not kept, nor a guest's name. */
  line: (who: string | null, kind: DocumentActivityKind, tool: string) => {
    if (kind === 'shared') return `A share link was made for the ${tool}`;
    if (kind === 'used a fact') return who ? `${who} used a fact in the ${tool}` : `A fact was used in the ${tool}`;
    if (kind === 'rewrote')
      return who ? `${who} rewrote part of the ${tool} with AI` : `Part of the ${tool} was rewritten with AI`;
    const verb = { generated: 'made', edited: 'edited', restored: 'restored a version of', commented: 'commented on' }[
      kind
    ];
    return who ? `${who} ${verb} the ${tool}` : `The ${tool} was ${kind === 'commented' ? 'commented on' : verb}`;
  },
  /** "Sam Lee commented on Market size": a thread on one of the venture's facts. */
  factLine: (who: string | null, fact: string) => `${who ?? 'A member'} commented on ${fact}`,
  /** "Olivia Chen made Sam Lee a viewer": what happened to the team, by name as it was. */
  teamLine: (who: string | null, kind: TeamEventKind, subject: string | null, role: Role | null) => {
    const actor = who ?? 'A member';
    const other = subject ?? 'a member';
    const aRole = role ? `${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}` : 'a member';
    return {
      invited: `${actor} invited ${role ? `a new ${role}` : 'a new member'}`,
      joined: `${actor} joined the workspace${role ? ` as ${aRole}` : ''}`,
      'role changed': `${actor} made ${other} ${aRole}`,
      removed: `${actor} removed ${other} from the workspace`,
      left: `${actor} left the workspace`,
    }[kind];
  },
} as const;
