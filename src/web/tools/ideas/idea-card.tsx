import { Bookmark, Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DeepPartial } from '@/core/stream/partial-shape';
import type { BusinessIdea } from '@/core/tools/ideas/client';
import type { PartPath } from '@/core/venture/document-figures';
import { FigureText } from '@/web/generator/figure-marks';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/web/components/ui/card';

interface IdeaCardProps {
  idea: DeepPartial<BusinessIdea>;
  /** Where the idea stands in the result (`['ideas', 1]`), so its figures are marked. */
  path: PartPath;
  /** Its Edit button, once the idea is final (docs/product.md §11). */
  edit?: ReactNode;
  /** Absent while the idea is still streaming in: actions wait for the final result. */
  onSave?: () => void;
  onUse?: () => void;
}

/** One generated idea; model text is rendered as text, never as HTML. */
export function IdeaCard({ idea, path, edit, onSave, onUse }: IdeaCardProps) {
  const final = onSave !== undefined;
  return (
    <Card className="flex flex-col" aria-busy={!final}>
      <CardHeader>
        <div className="flex size-9 items-center justify-center rounded-lg bg-primary-50 text-primary-600">
          <Lightbulb aria-hidden="true" className="size-5" />
        </div>
        <CardTitle>
          {(idea.name && <FigureText path={[...path, 'name']} text={idea.name} />) || (
            <>
              <span className="sr-only">Generating idea...</span>
              <span aria-hidden="true" className="block h-5 w-2/3 animate-pulse rounded bg-base-200" />
            </>
          )}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4 text-sm">
        {idea.description && (
          <p className="leading-relaxed text-base-600">
            <FigureText path={[...path, 'description']} text={idea.description} />
          </p>
        )}
        {idea.revenueStreams && idea.revenueStreams.length > 0 && (
          <div>
            <h4 className="font-semibold text-base-800">Revenue Streams</h4>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-base-600">
              {idea.revenueStreams.map((stream, index) => (
                <li key={index}>{stream && <FigureText path={[...path, 'revenueStreams', index]} text={stream} />}</li>
              ))}
            </ul>
          </div>
        )}
        {idea.initialInvestment && (
          <div>
            <h4 className="font-semibold text-base-800">Initial Investment</h4>
            <p className="mt-1 text-base-600">
              <FigureText path={[...path, 'initialInvestment']} text={idea.initialInvestment} />
            </p>
          </div>
        )}
      </CardContent>
      {final && (
        <CardFooter>
          {edit}
          <Button variant="outline" size="sm" onClick={onSave}>
            <Bookmark aria-hidden="true" />
            Save Idea
          </Button>
          <Button size="sm" onClick={onUse}>
            Use This Idea
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
