import { FolderMinus, Pencil } from 'lucide-react';
import { useState } from 'react';
import type { VentureSummary } from '@/core/workspace/schema';
import { Button } from '@/web/components/ui/button';
// From the dashboard's chunk, already loaded (dashboard-layout.tsx says why).
import { DeleteVentureDialog, VentureProfileDialog } from '@/web/dashboard/dashboard-layout';

const PARTS = [
  ['Description', 'description'],
  ['Industry', 'industry'],
  ['Target Market', 'targetMarket'],
  ['Region', 'region'],
] as const;

/** The venture's name and profile, with Edit Venture Profile and Delete Venture (the venture menu's dialogs). */
export function VentureProfileCard({ venture }: { venture: VentureSummary }) {
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  return (
    <section aria-labelledby="venture-profile" className="rounded-lg border border-base-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="venture-profile" className="text-lg font-semibold text-base-900">
          {venture.name}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setDialog('edit')}>
            <Pencil aria-hidden="true" />
            Edit Venture Profile
          </Button>
          <Button variant="outline" size="sm" className="text-danger-700" onClick={() => setDialog('delete')}>
            <FolderMinus aria-hidden="true" />
            Delete Venture
          </Button>
        </div>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {PARTS.map(([label, part]) => (
          <div key={part} className="contents">
            <dt className="font-medium text-base-700">{label}</dt>
            <dd className="text-base-800">{venture[part] || 'Not set'}</dd>
          </div>
        ))}
      </dl>
      <VentureProfileDialog
        open={dialog === 'edit'}
        onOpenChange={(open) => setDialog(open ? 'edit' : null)}
        venture={venture}
      />
      <DeleteVentureDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        venture={venture}
      />
    </section>
  );
}
