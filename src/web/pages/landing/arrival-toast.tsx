import { useEffect } from 'react';
import { toast, Toaster } from '@/web/components/ui/toaster';

/** A toast the page was opened with (after Delete My Account), raised once, with the Toaster that shows it. */
export default function ArrivalToast({ title, description }: { title: string; description?: string }) {
  useEffect(() => toast.success(title, description === undefined ? undefined : { description }), [title, description]);
  return <Toaster />;
}
