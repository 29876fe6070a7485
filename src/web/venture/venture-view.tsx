import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { toolPath, tools } from '@/core/tools/listings';
import type { VentureOverview } from '@/core/workspace/schema';
import { PageTitle } from '@/web/components/page-title';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { conflictHeading } from '@/core/venture/conflicts';
import { formatDateTime } from '@/web/dashboard/dashboard-layout';
import { outOfDateText } from '@/web/workspace/texts';
import { useWorkspace } from '@/web/workspace/workspace-context';
import type { SourceTool } from '@/core/venture/sources';
import { CurrencyChooser } from './currency-chooser';
import { FactsTable } from './facts-table';
import { ActivityFeed } from './activity-feed';
import type { VentureData } from './venture-loader';
import { VENTURE_TEXTS } from './venture-texts';
import { VentureProfileCard } from './venture-profile-card';

/**
 * The Venture screen: the current venture's profile, its facts with their sources (pinned values
 * editable), and each tool's newest result with what is out of date, and Regenerate beside it.
 */
export default function VentureView() {
  const loaded = useLoaderData<{ data: VentureData }>().data;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <PageTitle page={VENTURE_TEXTS.navLabel} />
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-base-900 sm:text-3xl">{VENTURE_TEXTS.title}</h1>
        <p className="mt-1 text-base-600">{VENTURE_TEXTS.subtitle}</p>
      </header>
      {loaded.status === 'none' && <p className="text-base-700">{VENTURE_TEXTS.none}</p>}
      {loaded.status === 'unavailable' && (
        <p role="alert" className="text-base-700">
          {loaded.message}
        </p>
      )}
      {loaded.status === 'ready' && <VentureParts key={loaded.overview.ventureId} loaded={loaded.overview} />}
    </div>
  );
}

/** The venture's parts; a pin's answer (the overview again) replaces what the route loaded. */
function VentureParts({ loaded }: { loaded: VentureOverview }) {
  const [overview, setOverview] = useState(loaded);
  const [seen, setSeen] = useState(loaded);
  // A new load (another venture, an import, a revisit) replaces a pin's answer.
  if (seen !== loaded) {
    setSeen(loaded);
    setOverview(loaded);
  }
  const venture = useWorkspace().view?.ventures.find((each) => each.id === overview.ventureId);
  return (
    <>
      {venture && <VentureProfileCard venture={venture} />}
      <CurrencyChooser overview={overview} onChange={setOverview} />
      <FactsTable overview={overview} onChange={setOverview} />
      <DocumentsList overview={overview} />
      <ActivityFeed ventureId={overview.ventureId} />
    </>
  );
}

/** Each tool's newest result: when it was saved, whether it is up to date, and a way to it. */
function DocumentsList({ overview }: { overview: VentureOverview }) {
  return (
    <section aria-labelledby="venture-documents" className="flex flex-col gap-3">
      <h2 id="venture-documents" className="text-lg font-semibold text-base-900">
        {VENTURE_TEXTS.documentsHeading}
      </h2>
      <ul className="divide-y divide-base-200 rounded-lg border border-base-200 bg-white">
        {tools.map((tool) => {
          const document = overview.documents.find((each) => each.tool === tool.id);
          return (
            <li key={tool.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-medium text-base-900">{tool.navLabel}</p>
                <p className="text-sm text-base-600">
                  {document ? `${document.title} · ${formatDateTime(document.updatedAt)}` : VENTURE_TEXTS.notMade}
                </p>
                {document && <DocumentStatus document={document} />}
              </div>
              <DocumentActions tool={tool} stale={!!document && needsWork(document)} made={!!document} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

type OverviewDocument = VentureOverview['documents'][number];
const needsWork = (document: OverviewDocument) => document.changedSince.length > 0 || document.conflicts > 0;

function DocumentStatus({ document }: { document: OverviewDocument }) {
  const notes = [
    outOfDateText(document.changedSince as SourceTool[]),
    document.conflicts > 0 ? `${conflictHeading(document.conflicts)}.` : null,
  ].filter((note) => note !== null);
  return (
    <p className={notes.length > 0 ? 'text-sm font-medium text-warning-900' : 'text-sm text-base-600'}>
      {notes.length > 0 ? notes.join(' ') : VENTURE_TEXTS.upToDate}
    </p>
  );
}

function DocumentActions({ tool, stale, made }: { tool: (typeof tools)[number]; stale: boolean; made: boolean }) {
  const path = toolPath(tool.id);
  return (
    <div className="flex gap-2">
      <Link
        to={path}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
        aria-label={`${made ? 'Open' : 'Create'} ${tool.navLabel}`}
      >
        {made ? 'Open' : 'Create'}
      </Link>
      {stale && (
        <Link
          to={`${path}?regenerate`}
          className={buttonVariants({ size: 'sm' })}
          aria-label={`Regenerate ${tool.navLabel}`}
        >
          Regenerate
        </Link>
      )}
    </div>
  );
}
