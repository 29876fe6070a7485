import { RefreshCw } from 'lucide-react';
import { tools } from '@/core/tools/listings';
import type { BuiltOn, SourceTool } from '@/core/venture/sources';
import { Button } from '@/web/components/ui/button';

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

/** "Market research": the source tool's name as a sentence reads it. */
function sourceName(id: string): string {
  const label = tools.find((tool) => tool.id === id)?.navLabel ?? id;
  return label.charAt(0) + label.slice(1).toLowerCase();
}

/** "Built on: Market research (22 Nov), Financial model (22 Nov)", or nothing for a result made from the form alone. */
export function builtOnText(sources: readonly BuiltOn[]): string | null {
  if (sources.length === 0) return null;
  return `Built on: ${sources.map((source) => `${sourceName(source.tool)} (${day.format(new Date(source.savedAt))})`).join(', ')}`;
}

/** "Out of date: the financial model and the business plan changed since this was made." */
export function outOfDateText(changed: readonly SourceTool[]): string | null {
  if (changed.length === 0) return null;
  const names = changed.map((tool) => `the ${sourceName(tool).toLowerCase()}`);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Out of date: ${list} changed since this was made.`;
}

interface BuiltOnLineProps {
  sources: readonly BuiltOn[];
  /** Those of `sources` regenerated or edited since. */
  changed?: readonly SourceTool[];
  /** Makes the result again from its inputs, on the venture's work as it is now. */
  onRegenerate?: () => void;
}

/** The line under a result naming what it was built on, and saying when those have changed since. */
export function BuiltOnLine({ sources, changed = [], onRegenerate }: BuiltOnLineProps) {
  const text = builtOnText(sources);
  const outOfDate = outOfDateText(changed);
  if (!text) return null;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-base-600">{text}</p>
      {outOfDate && (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-warning-300 bg-warning-50 px-4 py-2 text-sm text-warning-900">
          <p>{outOfDate}</p>
          {onRegenerate && (
            <Button variant="outline" size="sm" onClick={onRegenerate}>
              <RefreshCw aria-hidden="true" />
              Regenerate
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
