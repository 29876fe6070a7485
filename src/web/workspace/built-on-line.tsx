import { tools } from '@/core/tools/listings';
import type { BuiltOn } from '@/core/venture/sources';

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

/** The line under a result naming the venture's saved results it was built on. */
export function BuiltOnLine({ sources }: { sources: readonly BuiltOn[] }) {
  const text = builtOnText(sources);
  return text ? <p className="text-sm text-slate-600">{text}</p> : null;
}
