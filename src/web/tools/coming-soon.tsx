import { Clock } from 'lucide-react';
import type { ToolListing } from '@/core/tools/define-tool';
import { Card, CardContent } from '@/web/components/ui/card';
import { ToolPage } from '@/web/generator/tool-page';

/** The screen of a tool that is announced but not built yet: no form, no fake results. */
export default function ComingSoon({ tool }: { tool: ToolListing }) {
  return (
    <ToolPage tool={tool}>
      <Card>
        <CardContent className="flex items-center gap-3 pt-6 text-slate-600">
          <Clock aria-hidden="true" className="size-5 shrink-0 text-indigo-500" />
          <p>This tool is arriving soon. Meanwhile, the Idea Generator is ready to use.</p>
        </CardContent>
      </Card>
    </ToolPage>
  );
}
