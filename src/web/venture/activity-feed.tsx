import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ActivityItem, VentureActivity } from '@/core/activity/schema';
import { toolPath, tools, type ToolId } from '@/core/tools/listings';
import { call } from '@/web/api/client';
import { formatDateTime } from '@/web/dashboard/dashboard-layout';
import { useChangeCount } from '@/web/live/events';
import { ACTIVITY_TEXTS } from './venture-texts';

const toolLabel = (tool: string) => tools.find((each) => each.id === tool)?.navLabel ?? tool;
const knownTool = (tool: string): tool is ToolId => tools.some((each) => each.id === tool);

/** One line of the feed: who did what to which document. */
const lineOf = (item: ActivityItem) =>
  ACTIVITY_TEXTS.line(item.mine ? ACTIVITY_TEXTS.you : item.who, item.kind, toolLabel(item.tool));

/**
 * The venture's activity (docs/product.md §16 "Activity"): what the team made, edited, restored,
 * commented on and shared, newest first, each line leading to its tool; how much is new since the
 * member last looked, which this visit then marks seen. Read again when a member saves a change.
 */
export function ActivityFeed({ ventureId }: { ventureId: string }) {
  const [activity, setActivity] = useState<VentureActivity | null>(null);
  const changes = useChangeCount(
    (change) => change.kind === 'resync' || ('ventureId' in change && change.ventureId === ventureId),
  );
  // The venture whose activity this visit marked seen.
  const marked = useRef<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    call('ventureActivity', { params: { id: ventureId }, signal: controller.signal }).then(
      (answer) => setActivity(answer),
      () => undefined,
    );
    return () => controller.abort();
  }, [ventureId, changes]);
  // Seen once the first answer is on screen: what was new stays counted for this visit.
  useEffect(() => {
    if (!activity || marked.current === ventureId) return;
    marked.current = ventureId;
    call('markActivitySeen', { params: { id: ventureId } }).catch(() => undefined);
  }, [activity, ventureId]);
  return (
    <section aria-labelledby="venture-activity" className="flex flex-col gap-3">
      <h2 id="venture-activity" className="text-lg font-semibold text-base-900">
        {ACTIVITY_TEXTS.heading}
      </h2>
      {activity && activity.newCount > 0 && (
        <p className="text-sm text-base-700">{ACTIVITY_TEXTS.new(activity.newCount)}</p>
      )}
      {activity?.items.length === 0 && <p className="text-sm text-base-600">{ACTIVITY_TEXTS.none}</p>}
      {activity && activity.items.length > 0 && (
        <ul
          aria-labelledby="venture-activity"
          className="divide-y divide-base-200 rounded-lg border border-base-200 bg-white"
        >
          {activity.items
            .filter((item) => knownTool(item.tool))
            .map((item, index) => (
              <li
                key={`${item.at}-${index}`}
                className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-2 text-sm"
              >
                <Link to={toolPath(item.tool as ToolId)} className="text-base-900 underline-offset-2 hover:underline">
                  {lineOf(item)}
                </Link>
                <span className="text-base-600">{formatDateTime(item.at)}</span>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
