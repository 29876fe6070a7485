import { LogOut } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { VentureMenu } from '@/web/workspace/venture-menu';

/** Accounts are not part of the product yet (docs/product.md §6): the user is fixed sample data. */
export const SAMPLE_USER = { name: 'Alex Founder' };

export function TopBar() {
  return (
    <header className="sticky top-0 z-10 flex h-16 items-center gap-3 border-b border-base-200 bg-white/90 px-4 backdrop-blur sm:px-6">
      <div className="flex min-w-0 flex-1">
        <VentureMenu />
      </div>
      {/* On a phone the venture's name needs the room; the avatar still stands for the user. */}
      <span className="hidden shrink-0 text-sm font-medium text-base-700 sm:inline">{SAMPLE_USER.name}</span>
      <span
        aria-hidden="true"
        className="size-9 shrink-0 rounded-full border border-base-300 bg-base-200"
        data-testid="avatar"
      />
      <Button
        variant="ghost"
        size="icon"
        className="shrink-0"
        aria-label="Log out"
        onClick={() => console.log('Logout clicked')}
      >
        <LogOut aria-hidden="true" />
      </Button>
    </header>
  );
}
