import type { ReactNode } from 'react';
import type { ToolListing } from '@/core/tools/define-tool';

/** The frame of every tool screen: its heading, its subtitle, then its form and result. */
export function ToolPage({ tool, children }: { tool: Pick<ToolListing, 'title' | 'subtitle'>; children?: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{tool.title}</h1>
        <p className="mt-1 text-slate-600">{tool.subtitle}</p>
      </header>
      {children}
    </div>
  );
}
