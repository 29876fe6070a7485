import { useId } from 'react';
import { Card, CardContent } from '@/web/components/ui/card';
import { FigureText } from '@/web/generator/figure-marks';

/** What the founder says while the current slide is up. */
export function SpeakerNotes({ notes, index }: { notes: string | undefined; index: number }) {
  const id = useId();
  return (
    <Card>
      <CardContent className="pt-6">
        <section aria-labelledby={id}>
          <h3 id={id} className="text-sm font-semibold text-base-800">
            Speaker Notes
          </h3>
          <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-base-600">
            {notes ? <FigureText path={['slides', index, 'notes']} text={notes} /> : '\u00a0'}
          </p>
        </section>
      </CardContent>
    </Card>
  );
}
