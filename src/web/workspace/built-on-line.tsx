import { RefreshCw } from 'lucide-react';
import type { BuiltOn, SourceTool } from '@/core/venture/sources';
import { Button } from '@/web/components/ui/button';
import { builtOnText, outOfDateText } from './texts';

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
