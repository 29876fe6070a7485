import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Card, CardContent } from '@/web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';

export interface ResultTab {
  /** Stable id of the tab, such as "executiveSummary". */
  value: string;
  /** The tab's name as docs/product.md gives it, such as "Summary". */
  label: string;
  content: ReactNode;
  /** The first keys of its parts' paths, when not its value alone: a comment's link opens the tab of its part. */
  holds?: readonly string[];
}

interface ResultTabsProps {
  tabs: readonly ResultTab[];
  /** Accessible name of the tab list, such as "Business plan sections". */
  label: string;
}

/**
 * A tabbed result, the same on every tool that has one: the first tab is the initial one (docs/product.md §4),
 * arrow keys move between tabs, and each panel sits in a card. A comment's place (`?part=`, the
 * inbox) opens on its part's tab instead, afresh on each link followed (its location's key).
 */
export function ResultTabs({ tabs, label }: ResultTabsProps) {
  const { search, key } = useLocation();
  const head = new URLSearchParams(search).get('part')?.split('.')[0] ?? '';
  const linked = tabs.find((tab) => (tab.holds ?? [tab.value]).includes(head))?.value;
  return (
    <Tabs key={linked && key} defaultValue={linked ?? tabs[0]?.value}>
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
