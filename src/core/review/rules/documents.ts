/**
 * Which of the four documents are missing or out of date. Out of date is the app's own reading
 * (venture/sources.ts `changedSources`, the "Out of date" line under every result): a source it
 * was built on was regenerated or edited since.
 */
import { joinList } from '../../offline/text';
import { toolNameInProse } from '../../tools/listings';
import type { ReviewInput } from '../input';
import { DOCUMENT_KINDS, DOCUMENT_LABELS, type Area, type DocumentKind, type Severity } from '../types';
import { finding, type ReviewRule } from './common';

/** What a missing document costs: no model, no figures to check; no deck, nothing to pitch. */
const MISSING: Record<DocumentKind, { area: Area; severity: Severity; why: string }> = {
  model: { area: 'finances', severity: 'blocker', why: 'no figure of the business can be checked' },
  deck: { area: 'ask', severity: 'blocker', why: 'there is nothing to pitch' },
  research: { area: 'market', severity: 'major', why: 'the market is not sized' },
  plan: { area: 'product', severity: 'major', why: 'the business is not written down' },
};

const rule = {
  id: 'documents',
  text: 'An investor reads the plan, the deck, the model and the research, each up to date with the others.',
} as const;

function missing(input: ReviewInput, kind: DocumentKind) {
  const { area, severity, why } = MISSING[kind];
  const tool = input.tools[kind];
  return finding(rule, {
    about: `missing:${kind}`,
    area,
    severity,
    text: `The venture has no ${toolNameInProse(tool)}: ${why}.`,
    action: `Make the ${toolNameInProse(tool)}`,
    figures: [],
    where: { document: kind, path: [], label: DOCUMENT_LABELS[kind] },
    fix: { kind: 'regenerate', tool },
  });
}

function outOfDate(input: ReviewInput, kind: DocumentKind) {
  const document = input[kind];
  if (!document || document.changedSince.length === 0) return [];
  const changed = joinList(document.changedSince.map((tool) => `the ${toolNameInProse(tool)}`));
  return [
    finding(rule, {
      about: `outOfDate:${kind}`,
      area: MISSING[kind].area,
      severity: 'minor',
      text: `The ${toolNameInProse(document.tool)} is out of date: ${changed} changed since it was made.`,
      action: `Regenerate the ${toolNameInProse(document.tool)}`,
      figures: [],
      where: { document: kind, path: [], label: DOCUMENT_LABELS[kind] },
      fix: { kind: 'regenerate', tool: document.tool },
    }),
  ];
}

export const documentsRule: ReviewRule = {
  ...rule,
  check: (input) => DOCUMENT_KINDS.flatMap((kind) => (input[kind] ? outOfDate(input, kind) : [missing(input, kind)])),
};
