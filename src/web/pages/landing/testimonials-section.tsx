import { Quote } from 'lucide-react';
import { SectionHeading } from './section-heading';

/** Sample quotes: marketing copy, not real customers. */
const testimonials = [
  {
    quote:
      'Venturekit turned a napkin idea into a business plan I could actually show people. It saved me weeks of staring at a blank document.',
    name: 'Maya Chen',
    role: 'Founder & CEO, Brightloop',
  },
  {
    quote:
      'The market research and SWOT gave our team a shared picture of the competition before our first investor meeting.',
    name: 'Daniel Okafor',
    role: 'Co-founder, Fieldnote Health',
  },
  {
    quote:
      'I built my pitch deck in an afternoon, edited a few slides, and walked into our seed round with confidence.',
    name: 'Sofia Martínez',
    role: 'Founder, Pantry Pals',
  },
] as const;

export function TestimonialsSection() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-heading" className="scroll-mt-20 bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-heading"
          title="What Founders Are Saying"
          lead="Founders use Venturekit to move faster from idea to launch."
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col rounded-xl border border-base-200 bg-base-50 p-6 shadow-sm">
                <Quote aria-hidden="true" className="size-8 text-primary-300" />
                <blockquote className="mt-4 flex-1 text-base-700">
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-700"
                  >
                    {item.name.charAt(0)}
                  </span>
                  <span>
                    <span className="block font-semibold text-base-900">{item.name}</span>
                    <span className="block text-sm text-base-500">{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
