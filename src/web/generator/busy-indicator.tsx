import { Spinner } from '@/web/components/ui/spinner';

/** The spinner with the tool's text while it generates ("Creating your business plan..."). */
export function BusyIndicator({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 rounded-xl border border-dashed border-base-300 bg-white p-8 text-base-600"
    >
      <Spinner className="size-5 text-primary-600" />
      {text}
    </div>
  );
}
