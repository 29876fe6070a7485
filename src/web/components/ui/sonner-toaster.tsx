import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

/** sonner's rich colours, darkened to reach WCAG AA contrast (4.5:1) on their pale backgrounds. */
const ACCESSIBLE_COLOURS = {
  '--success-text': '#14532d',
  '--error-text': '#7f1d1d',
  '--info-text': '#1e3a8a',
  '--warning-text': '#713f12',
} as CSSProperties;

/** Where every toast appears; errors are shown in the destructive (red) style. Loaded by toaster.tsx. */
export default function SonnerToaster() {
  return <Sonner richColors closeButton position="bottom-right" duration={5000} style={ACCESSIBLE_COLOURS} />;
}
