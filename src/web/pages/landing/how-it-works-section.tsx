import { Link } from 'react-router';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { SectionHeading } from './section-heading';

const steps = [
  { title: 'Choose a Tool', text: 'Pick the generator you need, from business ideas to a full financial model.' },
  { title: 'Input Details', text: 'Answer a few short questions about your business, market and goals.' },
  { title: 'Generate Content', text: 'Our AI drafts structured, tailored content for you in seconds.' },
  { title: 'Edit & Export', text: 'Refine the result to fit your vision and download it as a text file.' },
] as const;

export function HowItWorksSection() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-heading"
      className="scroll-mt-20 bg-base-50 py-20 sm:py-28"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="how-it-works-heading"
          title="How It Works"
          lead="Four simple steps from a blank page to a plan you can act on."
        />
        <ol className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="flex flex-col items-center text-center">
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-primary-600 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-base-900">{step.title}</h3>
              <p className="mt-2 text-base-600">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-14 text-center">
          <Link to="/dashboard" className={buttonVariants({ size: 'lg' })}>
            Get Started Now
          </Link>
        </div>
      </div>
    </section>
  );
}
