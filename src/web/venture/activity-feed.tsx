import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  TEAM_EVENT_KINDS,
  type ActivityItem,
  type ActivityKind,
  type TeamEventKind,
  type VentureActivity,
} from '@/core/activity/schema';
import { TEAM_PATH } from '@/web/account/account-paths';
import { commentPlace } from '@/core/inbox/place';
import { toolPath, tools, type ToolId } from '@/core/tools/listings';
import { call } from '@/web/api/client';
import { formatDateTime } from '@/web/dashboard/dashboard-layout';
import { useChangeCount } from '@/web/live/events';
import { VENTURE_PATH } from './venture-path';
import { ACTIVITY_TEXTS } from './venture-texts';

const toolLabel = (tool: string) => tools.find((each) => each.id === tool)?.navLabel ?? tool;
const knownTool = (tool: string | null): tool is ToolId => tools.some((each) => each.id === tool);
const isTeamEvent = (kind: ActivityKind): kind is TeamEventKind =>
  (TEAM_EVENT_KINDS as readonly string[]).includes(kind);

/**
 * One line of the feed and where it leads: a result's tool (a comment's line to its thread, open on
 * its result: core/inbox/place.ts), the fact's thread here, or the Team screen for the team's lines.
 */
function lineOf(item: ActivityItem): { text: string; to: string } | null {
  const who = item.mine ? ACTIVITY_TEXTS.you : item.who;
  if (isTeamEvent(item.kind))
    return { text: ACTIVITY_TEXTS.teamLine(who, item.kind, item.subject, item.role), to: TEAM_PATH };
  if (item.kind === 'commented' && item.tool === null && item.subject)
    return { text: ACTIVITY_TEXTS.factLine(who, item.subject), to: commentPlace(VENTURE_PATH, null, item.anchor) };
  if (!knownTool(item.tool)) return null;
  const text = ACTIVITY_TEXTS.line(who, item.kind, toolLabel(item.tool));
  const to =
    item.kind === 'commented' ? commentPlace(toolPath(item.tool), item.documentId, item.anchor) : toolPath(item.tool);
  return { text, to };
}

/**
 * The venture's activity (docs/product.md §16 "Activity"): what the team made, edited, restored,
 * commented on and shared, each line leading to its tool, and what happened to the team, leading
 * to the Team screen, newest first; how much is new since the
 * member last looked, which this visit then marks seen. Read again when a member saves a change.
 */
export function ActivityFeed({ ventureId }: { ventureId: string }) {
  const [activity, setActivity] = useState<VentureActivity | null>(null);
  const changes = useChangeCount(
    (change) =>
      change.kind === 'resync' || change.kind === 'team' || ('ventureId' in change && change.ventureId === ventureId),
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
          {activity.items.map((item, index) => {
            const line = lineOf(item);
            return (
              line && (
                <li
                  key={`${item.at}-${index}`}
                  className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-2 text-sm"
                >
                  <Link to={line.to} className="text-base-900 underline-offset-2 hover:underline">
                    {line.text}
                  </Link>
                  <span className="text-base-600">{formatDateTime(item.at)}</span>
                </li>
              )
            );
          })}
        </ul>
      )}
    </section>
  );
}
