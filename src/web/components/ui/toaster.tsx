import { Toaster as Sonner } from 'sonner';

/** Where every toast appears; errors are shown in the destructive (red) style. */
export function Toaster() {
  return <Sonner richColors closeButton position="bottom-right" duration={5000} />;
}
