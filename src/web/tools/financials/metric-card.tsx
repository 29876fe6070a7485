import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';

interface MetricCardProps {
  title: string;
  value: string;
  /** What the figure means, under the value. */
  description: ReactNode;
  /** Extra content, such as the LTV:CAC verdict. */
  children?: ReactNode;
}

/** One headline figure with its name and meaning. */
export function MetricCard({ title, value, description, children }: MetricCardProps) {
  return (
    // min-w-0: a grid item may shrink below its content, so a long figure wraps instead of widening the page.
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-sm font-medium text-base-500">{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-1">
        <p className="text-2xl font-bold tracking-tight text-base-900 [overflow-wrap:anywhere]">{value}</p>
        <p className="text-sm text-base-600">{description}</p>
        {children}
      </CardContent>
    </Card>
  );
}
