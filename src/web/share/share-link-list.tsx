import { useId, useRef, useState } from 'react';
import type { ShareLinkAnalytics, ShareLinkView } from '@/core/share/schema';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/toaster';
import { formatDateTime } from '@/web/workspace/format-date';
import { shareApi } from './share-api';
import { SHARE_TEXTS } from './texts';

/** The document's links, newest first: each by its label, hint, dates and status, with Revoke and Analytics. */
export function ShareLinkList({
  links,
  onRevoked,
}: {
  links: ShareLinkView[] | null;
  onRevoked: (link: ShareLinkView) => void;
}) {
  const id = useId();
  if (links === null) return null;
  return (
    <section aria-labelledby={`${id}-links`} className="grid gap-2">
      <h3 id={`${id}-links`} className="text-sm font-semibold text-base-900">
        {SHARE_TEXTS.links}
      </h3>
      {links.length === 0 ? (
        <p className="text-sm text-base-600">{SHARE_TEXTS.none}</p>
      ) : (
        <ul className="grid gap-2">
          {links.map((link) => (
            <LinkItem key={link.id} link={link} onRevoked={onRevoked} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LinkItem({ link, onRevoked }: { link: ShareLinkView; onRevoked: (link: ShareLinkView) => void }) {
  const name = link.label || SHARE_TEXTS.untitled;
  const heading = useRef<HTMLParagraphElement>(null);
  const [analytics, setAnalytics] = useState<ShareLinkAnalytics | null>(null);
  const revoke = () => {
    shareApi.revoke(link.id).then(
      (revoked) => {
        onRevoked(revoked);
        toast.success(SHARE_TEXTS.revoked);
        // Revoke is gone with the link's state: focus stays in the link's row.
        heading.current?.focus();
      },
      (error: unknown) => toast.error(error instanceof Error ? error.message : String(error)),
    );
  };
  const toggleAnalytics = () => {
    if (analytics) return setAnalytics(null);
    shareApi
      .analytics(link.id)
      .then(setAnalytics, (error: unknown) => toast.error(error instanceof Error ? error.message : String(error)));
  };
  return (
    <li aria-label={name} className="grid gap-2 rounded-lg border border-base-200 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p ref={heading} tabIndex={-1} className="font-medium text-base-900 focus-visible:outline-none">
            {name} <span className="text-xs text-base-600">/s/{link.hint}…</span>
          </p>
          <p className="text-xs text-base-600">
            {SHARE_TEXTS.status[link.status]} · {formatDateTime(link.createdAt)}
            {link.expiresAt && ` → ${formatDateTime(link.expiresAt)}`}
            {link.hasPasscode && ` · ${SHARE_TEXTS.withPasscode}`}
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" aria-expanded={analytics !== null} onClick={toggleAnalytics}>
            {analytics ? SHARE_TEXTS.hideAnalytics : SHARE_TEXTS.analytics}
          </Button>
          {link.status !== 'revoked' && (
            <Button variant="outline" size="sm" onClick={revoke}>
              {SHARE_TEXTS.revoke}
            </Button>
          )}
        </div>
      </div>
      {analytics && <AnalyticsView analytics={analytics} />}
    </li>
  );
}

/** Views, unique viewers, and for a deck a bar per slide: its length the share of the most-read slide's time. */
function AnalyticsView({ analytics }: { analytics: ShareLinkAnalytics }) {
  const id = useId();
  const longest = Math.max(1, ...analytics.slides.map((slide) => slide.seconds));
  const read = analytics.slides.some((slide) => slide.seconds > 0);
  return (
    <div className="grid gap-2">
      <p className="text-base-800">
        {SHARE_TEXTS.views(analytics.views)} · {SHARE_TEXTS.viewers(analytics.uniqueViewers)}
      </p>
      {analytics.slides.length > 0 && (
        <figure aria-labelledby={id} className="grid gap-1">
          <figcaption id={id} className="text-xs font-medium text-base-700">
            {SHARE_TEXTS.slideTime}
          </figcaption>
          {read ? (
            <ol className="grid gap-1">
              {analytics.slides.map((slide) => (
                <li key={slide.index} className="grid grid-cols-[8rem_1fr_4.5rem] items-center gap-2 text-xs">
                  <span className="truncate text-base-700">
                    {slide.index + 1}. {slide.title}
                  </span>
                  <span aria-hidden="true" className="h-2 rounded bg-base-100">
                    <span
                      className="block h-2 rounded bg-primary-600"
                      style={{ width: `${(slide.seconds / longest) * 100}%` }}
                    />
                  </span>
                  <span className="text-right tabular-nums text-base-700">{SHARE_TEXTS.seconds(slide.seconds)}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-xs text-base-600">{SHARE_TEXTS.noSlideTime}</p>
          )}
        </figure>
      )}
    </div>
  );
}
