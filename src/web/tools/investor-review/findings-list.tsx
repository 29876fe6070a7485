import { Link } from 'react-router';
import { DOCUMENT_LABELS, FIX_LABELS, SEVERITIES, type Finding } from '@/core/review/types';
import { figureSource } from '@/core/tools/investor-review/export';
import { Button } from '@/web/components/ui/button';
import { assumptionLink, slideLink } from '@/web/lib/part-links';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { pathOf } from './documents-panel';
import { REVIEW_TEXTS } from './texts';

export interface FindingFixes {
  /** The tool that makes each document the review read. */
  toolOf: (document: Finding['where']['document']) => string;
  /** Use Fact on the finding's document; resolves once saved (or refused, with its toast). */
  onUseFact: (finding: Finding) => Promise<void>;
  /** Findings fixed since this review (Use Fact): their fix is done until the next review. */
  fixed: ReadonlySet<string>;
  busy: string | null;
}

const linkClass = buttonVariants({ variant: 'outline', size: 'sm' });

/** Where a link fix goes: the slide itself, the assumption's field, or the tool to regenerate. */
function fixLink(fix: Finding['fix'], path: string): string {
  if (fix.kind === 'openSlide') return slideLink(path, fix.slide);
  if (fix.kind === 'openAssumption') return assumptionLink(path, fix.assumption);
  return path;
}

/** The finding's one press: Use Fact, or a link to the assumption, the slide or the tool. */
function FixControl({ finding, fixes }: { finding: Finding; fixes: FindingFixes }) {
  const { fix } = finding;
  if (fixes.fixed.has(finding.id)) return <p className="text-sm font-medium text-success-700">{REVIEW_TEXTS.fixed}</p>;
  if (fix.kind === 'useFact')
    return (
      <Button size="sm" disabled={fixes.busy !== null} onClick={() => void fixes.onUseFact(finding)}>
        {FIX_LABELS.useFact}
      </Button>
    );
  const tool = fix.kind === 'regenerate' ? fix.tool : fixes.toolOf(fix.kind === 'openSlide' ? 'deck' : 'model');
  const path = pathOf(tool);
  if (!path) return null;
  return (
    <Link to={fixLink(fix, path)} className={linkClass}>
      {FIX_LABELS[fix.kind]}
    </Link>
  );
}

/** Where the finding stands, linked to it: the slide itself for a part of the deck, the document's screen otherwise. */
function PlaceLink({ where, toolOf }: { where: Finding['where']; toolOf: FindingFixes['toolOf'] }) {
  const text = `${DOCUMENT_LABELS[where.document]}, ${where.label}`;
  const path = pathOf(toolOf(where.document));
  if (!path) return text;
  const [part, slide] = where.path;
  const to = part === 'slides' && typeof slide === 'number' ? slideLink(path, slide) : path;
  return (
    <Link to={to} className="underline underline-offset-2 hover:text-base-900">
      {text}
    </Link>
  );
}

function FindingItem({ finding, fixes }: { finding: Finding; fixes: FindingFixes }) {
  return (
    <li id={`finding-${finding.id}`} className="rounded-md border border-base-200 p-3 text-sm">
      <p className="font-medium text-base-900">{finding.text}</p>
      <dl className="mt-2 grid gap-1 text-base-700">
        <div>
          <dt className="inline font-medium">{REVIEW_TEXTS.rule}: </dt>
          <dd className="inline">{finding.ruleText}</dd>
        </div>
        {finding.figures.length > 0 && (
          <div>
            <dt className="font-medium">{REVIEW_TEXTS.compared}:</dt>
            <dd>
              <ul className="list-disc pl-6">
                {finding.figures.map((figure, index) => (
                  <li key={index}>
                    {figure.label}: {figure.display} ({figureSource(figure.from)})
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        <div>
          <dt className="inline font-medium">{REVIEW_TEXTS.where}: </dt>
          <dd className="inline">
            <PlaceLink where={finding.where} toolOf={fixes.toolOf} />
          </dd>
        </div>
      </dl>
      <div className="mt-2">
        <FixControl finding={finding} fixes={fixes} />
      </div>
    </li>
  );
}

/** The findings grouped by severity, worst first, each with its rule, figures, place and fix. */
export function FindingsList({ findings, fixes }: { findings: readonly Finding[]; fixes: FindingFixes }) {
  return (
    <section aria-labelledby="review-findings">
      <h3 id="review-findings" className="text-lg font-semibold text-base-900">
        {REVIEW_TEXTS.findings}
      </h3>
      {findings.length === 0 && <p className="mt-2 text-sm text-base-600">{REVIEW_TEXTS.noFindings}</p>}
      {SEVERITIES.map((severity) => {
        const group = findings.filter((finding) => finding.severity === severity);
        if (group.length === 0) return null;
        return (
          <section key={severity} aria-labelledby={`review-${severity}`} className="mt-3">
            <h4 id={`review-${severity}`} className="font-semibold text-base-900">
              {REVIEW_TEXTS.severity[severity]} ({group.length})
            </h4>
            <ul className="mt-2 flex flex-col gap-2">
              {group.map((finding) => (
                <FindingItem key={finding.id} finding={finding} fixes={fixes} />
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
