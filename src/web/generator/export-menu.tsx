import { ChevronDown, FileDown } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/web/components/ui/toaster';
import { exportFileName } from '@/core/exports/file-name';
import type { ToolExport } from '@/core/exports/formats';
import { Button } from '@/web/components/ui/button';
import { LazyMenu } from '@/web/components/ui/lazy-menu';
import { useWorkspace } from '@/web/workspace/workspace-context';
import { useConflictQuestion } from './conflict-question';
import { downloadBlob, DOWNLOADED } from './download';

const loadExportMenuItems = () => import('./export-menu-items');

/** What the Export menu says when a file could not be made (not in docs/product.md, which had no native exports). */
export const EXPORT_FAILED = 'Export Failed';

interface ExportMenuProps {
  toolId: string;
  /** The tool's name for its document ("Pitch Deck"): with the venture's, the file's name. */
  title: string;
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
export function ExportMenu({ toolId, title, exports, result, toast: downloadedText }: ExportMenuProps) {
  const [busy, setBusy] = useState(false);
  const venture = useWorkspace().current;
  const question = useConflictQuestion();
  const exportAs = async (entry: ToolExport) => {
    setBusy(true);
    try {
      // The request's code is loaded with the first export, beside the menu's items.
      const { fetchExport } = await import('./export-file');
      // A result whose figures differ from the venture's facts asks first, here or when the server says so.
      const file = await question.leave('export', (answer) =>
        fetchExport(toolId, entry, answer.result ?? result, venture?.id, answer.accepted),
      );
      if (!file) return;
      // Named as the server names it (core/exports/file-name.ts): "WagBox – Pitch Deck.pptx".
      downloadBlob(exportFileName(title, entry, venture?.name), file);
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
