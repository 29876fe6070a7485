/**
 * A fact's comments on the Venture screen (docs/product.md §16 "Comments"): for a member, its
 * Comment button and count beside Pin, and its threads' panel after the fact's row; nothing for a
 * guest, whose browser never fetches their code (comments/fact-comments.tsx). What
 * editing/comments-slot.tsx is for a result's part, in a module of the Venture screen's own:
 * reaching that one (or the tool pages' ControlButton) from here split modules of every tool
 * page's first load into scripts of their own, past their budget (README, "First load").
 */
import { lazy, Suspense } from 'react';
import type { FactId } from '@/core/venture/fact-ids';
import { factsOn } from '@/web/comments/threads-on';
import { useRouteLoaderData } from 'react-router';
import type { DashboardData } from '@/web/dashboard/dashboard-loader';
import { DASHBOARD_ROUTE_ID } from '@/web/dashboard/route-id';

const FactComments = lazy(() => import('@/web/comments/fact-comments'));

interface FactCommentsSlotProps {
  place: 'controls' | 'panel';
  ventureId: string;
  id: FactId;
  /** The fact's label ("Monthly price per customer"). */
  label: string;
}

export function FactCommentsSlot({ place, ventureId, id, label }: FactCommentsSlotProps) {
  // useMemberMay's read (workspace/use-can.ts), here too: importing it split it into a chunk of its own.
  const may = (useRouteLoaderData(DASHBOARD_ROUTE_ID) as DashboardData | undefined)?.membership?.may;
  if (!may) return null;
  return (
    <Suspense fallback={null}>
      <FactComments
        place={place}
        on={factsOn(ventureId)}
        path={[id]}
        label={label}
        mayComment={may.includes('comment')}
      />
    </Suspense>
  );
}
