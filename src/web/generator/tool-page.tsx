import type { ReactNode } from 'react';
import type { ToolListing } from '@/core/tools/tool-listing';
import { PageTitle } from '@/web/components/page-title';

interface ToolPageProps {
  tool: Pick<ToolListing, 'title' | 'subtitle' | 'navLabel'>;
  /** Buttons beside the heading, such as History. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of every tool screen: its heading, its subtitle, then its form and result. */
export function ToolPage({ tool, actions, children }: ToolPageProps) {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <PageTitle page={tool.navLabel} />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-base-900 sm:text-3xl">{tool.title}</h1>
          <p className="mt-1 text-base-600">{tool.subtitle}</p>
        </div>
        {actions && <div className="flex gap-2">{actions}</div>}
      </header>
      {children}
    </div>
  );
}
