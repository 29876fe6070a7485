import { LogOut } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { VentureMenu } from '@/web/workspace/venture-menu';

/** Accounts are not part of the product yet (spec §6): the user is fixed sample data. */
export const SAMPLE_USER = { name: 'Alex Founder' };

export function TopBar() {
  return (
    <header className="sticky top-0 z-10 flex h-16 items-center justify-end gap-3 border-b border-slate-200 bg-white/90 px-6 backdrop-blur">
      <div className="mr-auto min-w-0">
        <VentureMenu />
      </div>
      <span className="text-sm font-medium text-slate-700">{SAMPLE_USER.name}</span>
      <span aria-hidden="true" className="size-9 rounded-full border border-slate-300 bg-slate-200" data-testid="avatar" />
      <Button variant="ghost" size="icon" aria-label="Log out" onClick={() => console.log('Logout clicked')}>
        <LogOut aria-hidden="true" />
      </Button>
    </header>
  );
}
