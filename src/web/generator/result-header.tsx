import { Download } from 'lucide-react';
import { toast } from '@/web/components/ui/toaster';
import type { ReactNode } from 'react';
import type { ToolExport } from '@/core/exports/formats';
import type { ToolDownload } from '@/core/tools/define-tool';
import { Button } from '@/web/components/ui/button';
import { useConflictQuestion } from './conflict-question';
import { downloadText, DOWNLOADED } from './download';
import { ExportMenu } from './export-menu';
import { ResultHeading } from './generation-focus';

interface ResultHeaderProps<R> {
  title: string;
  /** The heading's id, for what moves focus to it (the conflicts panel, once its last figure is fixed). */
  headingId?: string;
  /** The tool: its download and its Export menu show only once the result is final. */
  tool: { id: string; navLabel: string; download?: ToolDownload<R>; exports?: readonly ToolExport[] };
  result: R | null;
  /** More buttons before Download and Export. */
  children?: ReactNode;
  /** Download and Export beside the heading (the default), or left to the view, which places them (the deck's toolbar). */
  downloads?: boolean;
}

/**
 * A result's heading with its Download button and Export menu, the same on every tool (the deck
 * draws them in its toolbar under the slide: `downloads={false}`, `ResultDownloads`). The heading
 * is where focus goes when a generation ends with a result (generation-focus.tsx).
 */
export function ResultHeader<R>({ title, headingId, tool, result, children, downloads = true }: ResultHeaderProps<R>) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <ResultHeading id={headingId} className="text-xl font-semibold text-base-900 focus:outline-none">
        {title}
      </ResultHeading>
      {(children || downloads) && (
        <div className="flex flex-wrap gap-2">
          {children}
          {downloads && <ResultDownloads tool={tool} result={result} />}
        </div>
      )}
    </div>
  );
}

/** The tool's Download button and its Export menu, once the result is final. */
export function ResultDownloads<R>({ tool, result }: Pick<ResultHeaderProps<R>, 'tool' | 'result'>) {
  const { download } = tool;
  const question = useConflictQuestion();
  const save = async () => {
    if (!download || result === null) return;
    // A result whose figures differ from the venture's facts asks first (Use All Facts, Review, Download Anyway).
    const answer = await question.ask('download');
    if (!answer.go) return;
    downloadText(download.fileName, await download.toText((answer.result ?? result) as R));
    toast.success(DOWNLOADED, { description: download.toast });
  };
  if (!download || result === null) return null;
  return (
    <>
      <Button variant="outline" onClick={() => void save()}>
        <Download aria-hidden="true" />
        {download.label}
      </Button>
      {tool.exports && (
        <ExportMenu
          toolId={tool.id}
          title={tool.navLabel}
          exports={tool.exports}
          result={result}
          toast={download.toast}
        />
      )}
    </>
  );
}
