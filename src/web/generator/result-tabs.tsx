import type { ReactNode } from 'react';
import { Card, CardContent } from '@/web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';

export interface ResultTab {
  /** Stable id of the tab, such as "executiveSummary". */
  value: string;
  /** The tab's name as docs/product.md gives it, such as "Summary". */
  label: string;
  content: ReactNode;
}

interface ResultTabsProps {
  tabs: readonly ResultTab[];
  /** Accessible name of the tab list, such as "Business plan sections". */
  label: string;
}

/**
 * A tabbed result, the same on every tool that has one: the first tab is the initial one (docs/product.md §4),
 * arrow keys move between tabs, and each panel sits in a card.
 */
export function ResultTabs({ tabs, label }: ResultTabsProps) {
  return (
    <Tabs defaultValue={tabs[0]?.value}>
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          <Card>
            <CardContent className="flex flex-col gap-4 pt-6">{tab.content}</CardContent>
          </Card>
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** Stands in for a part of the result that has not streamed in yet. */
export function PendingPart({ loading }: { loading: boolean }) {
  return loading ? <p className="text-sm italic text-base-600">Still writing this part...</p> : null;
}
