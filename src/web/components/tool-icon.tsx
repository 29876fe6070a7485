import { BarChart3, Calculator, FileText, Lightbulb, Presentation, type LucideProps } from 'lucide-react';
import type { ToolListing } from '@/core/tools/tool-listing';

const ICONS = {
  lightbulb: Lightbulb,
  'file-text': FileText,
  'bar-chart': BarChart3,
  presentation: Presentation,
  calculator: Calculator,
} as const satisfies Record<ToolListing['icon'], unknown>;

/** The icon a tool is shown with everywhere (sidebar, landing cards). */
export function ToolIcon({ icon, ...props }: { icon: ToolListing['icon'] } & LucideProps) {
  const Icon = ICONS[icon];
  return <Icon aria-hidden="true" {...props} />;
}
