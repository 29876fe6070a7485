import { ChevronDown, FileDown } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/web/components/ui/toaster';
import type { ToolExport } from '@/core/exports/formats';
import { Button } from '@/web/components/ui/button';
import { LazyMenu } from '@/web/components/ui/lazy-menu';
import { downloadBlob, DOWNLOADED } from './download';
import { EXPORT_FAILED, fetchExport } from './export-file';
import { useWorkspace } from '@/web/workspace/workspace-context';

const loadExportMenuItems = () => import('./export-menu-items');

interface ExportMenuProps {
  toolId: string;
  exports: readonly ToolExport[];
  /** The result as shown, edits included. */
  result: unknown;
  /** The Downloaded toast's description: the tool's download text (docs/product.md §8). */
  toast: string;
}

/**
 * Export, beside Download: a menu of the tool's native formats. The server builds each file from
 * the result on screen, so no document library is in the page's JavaScript.
 */
export function ExportMenu({ toolId, exports, result, toast: downloadedText }: ExportMenuProps) {
  const [busy, setBusy] = useState(false);
  const ventureId = useWorkspace().view?.currentVentureId;
  const exportAs = async (entry: ToolExport) => {
    setBusy(true);
    try {
      downloadBlob(entry.fileName, await fetchExport(toolId, entry, result, ventureId));
      toast.success(DOWNLOADED, { description: downloadedText });
    } catch (error) {
      toast.error(EXPORT_FAILED, { description: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <LazyMenu
      load={loadExportMenuItems}
      trigger={
        <Button variant="outline" aria-busy={busy}>
          <FileDown aria-hidden="true" />
          Export
          <ChevronDown aria-hidden="true" />
        </Button>
      }
      props={{ exports, busy, onExport: (entry: ToolExport) => void exportAs(entry) }}
    />
  );
}
