import { useId, useState } from 'react';
import { HANDOVER_LINK } from '@/core/account/email-links';
import type { MemberView } from '@/core/account/team';
import { Button } from '@/web/components/ui/button';
import { Input, Label } from '@/web/components/ui/input';
import { formatDateTime } from '@/web/workspace/format-date';
import { copyLink } from './copy-link';
import { teamApi } from './team-api';
import type { useTeam } from './use-team';

/**
 * Make Sign-In Link for a member who lost their password or passkey (docs/product.md §16 "A team"):
 * a link that signs them in once, for HANDOVER_LINK.linkHours hours, to hand over; the server refuses
 * it for owners and for members with work elsewhere, and says why.
 */
export function MemberSignInLink({ member, run }: { member: MemberView; run: ReturnType<typeof useTeam>['run'] }) {
  const id = useId();
  const [made, setMade] = useState<{ link: string; until: string }>();

  async function make() {
    await run(async () => {
      const answer = await teamApi.signInLink(member.accountId);
      setMade({ link: new URL(answer.path, window.location.origin).href, until: answer.expiresAt });
    });
  }

  return (
    <div className="flex w-full flex-col gap-2">
      <Button
        variant="outline"
        size="sm"
        className="self-end"
        aria-label={`Make a sign-in link for ${member.name}`}
        onClick={() => void make()}
      >
        Make Sign-In Link
      </Button>
      {made && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Label htmlFor={id}>Sign-in link for {member.name}</Label>
            <Input id={id} readOnly value={made.link} onFocus={(event) => event.target.select()} />
            <p className="text-sm text-base-600">
              It signs {member.name} in once, until {formatDateTime(made.until)}, to set a new password within{' '}
              {HANDOVER_LINK.resetMinutes} minutes. Hand it to them only.
            </p>
          </div>
          <Button type="button" variant="outline" onClick={() => void copyLink(made.link, 'Sign-in link copied.')}>
            Copy Link
          </Button>
        </div>
      )}
    </div>
  );
}
