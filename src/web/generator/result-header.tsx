import { Download } from 'lucide-react';
import { toast } from 'sonner';
import type { ReactNode, Ref } from 'react';
import type { ToolDownload } from '@/core/tools/define-tool';
import { Button } from '@/web/components/ui/button';
import { downloadText, DOWNLOADED } from './download';

interface ResultHeaderProps<R> {
  title: string;
  /** The tool's download; the button shows only once the result is final. */
  download?: ToolDownload<R>;
  result: R | null;
  /** More buttons beside Download (Edit Slide on the pitch deck). */
  children?: ReactNode;
  /** Where focus goes when the result replaces the form that had it (financial model, deck). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A result's heading with its download button, the same on every tool. */
export function ResultHeader<R>({ title, download, result, children, headingRef }: ResultHeaderProps<R>) {
  const save = () => {
    if (!download || result === null) return;
    downloadText(download.fileName, download.toText(result));
    toast.success(DOWNLOADED, { description: download.toast });
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
        {title}
      </h2>
      <div className="flex flex-wrap gap-2">
        {children}
        {download && result !== null && (
          <Button variant="outline" onClick={save}>
            <Download aria-hidden="true" />
            {download.label}
          </Button>
        )}
      </div>
    </div>
  );
}
