import { EXPORT_FORMATS, type ToolExport } from '@/core/exports/formats';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import type { MenuArrival } from '@/web/components/ui/lazy-menu';

interface ExportMenuItemsProps extends MenuArrival {
  exports: readonly ToolExport[];
  busy: boolean;
  onExport: (entry: ToolExport) => void;
}

/** The Export menu itself (export-menu.tsx loads it when the founder reaches for the button). */
export default function ExportMenuItems({ trigger, defaultOpen, exports, busy, onExport }: ExportMenuItemsProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-48">
        {exports.map((entry) => (
          <DropdownMenuItem key={entry.format} disabled={busy} onSelect={() => onExport(entry)}>
            {EXPORT_FORMATS[entry.format].menuLabel}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
