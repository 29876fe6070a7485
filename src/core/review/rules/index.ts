/** Every rule of the review, in the order its findings are listed within a severity. */
import { askNeedRule, askRunwayRule } from './ask';
import { cagrRule } from './cagr';
import type { ReviewRule } from './common';
import { datedConflictsRule, figureConflictsRule } from './conflicts';
import { deckOutlineRule, slideWordsRule } from './deck';
import { documentsRule } from './documents';
import { cacPaybackRule, grossMarginRule, hockeyStickRule, ltvCacRule } from './economics';
import { marketNestingRule, revenueSomRule } from './market';
import { planFiguresRule } from './plan';
import { burnTeamRule } from './team';

export type { ReviewRule } from './common';

export const REVIEW_RULES: readonly ReviewRule[] = [
  documentsRule,
  askNeedRule,
  askRunwayRule,
  figureConflictsRule,
  datedConflictsRule,
  marketNestingRule,
  revenueSomRule,
  cagrRule,
  hockeyStickRule,
  ltvCacRule,
  cacPaybackRule,
  grossMarginRule,
  burnTeamRule,
  deckOutlineRule,
  slideWordsRule,
  planFiguresRule,
];
