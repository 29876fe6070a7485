import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { clsx } from 'clsx';
import { pricingPlans, type PricingPlan } from './pricing-plans';
import { SectionHeading } from './section-heading';

function PlanCard({ plan }: { plan: PricingPlan }) {
  const headingId = `plan-${plan.name.toLowerCase()}`;
  return (
    <article
      aria-labelledby={headingId}
      className={clsx(
        'relative flex h-full flex-col rounded-2xl border bg-white p-8 shadow-sm',
        plan.popular ? 'border-primary-600 shadow-lg ring-1 ring-primary-600' : 'border-base-200',
      )}
    >
      {plan.popular && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary-600 px-3 py-1 text-xs font-semibold text-white">
          Most Popular
        </p>
      )}
      <h3 id={headingId} className="text-xl font-semibold text-base-900">
        {plan.name}
      </h3>
      <p className="mt-2 text-sm text-base-600">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className="text-4xl font-extrabold tracking-tight text-base-900">{plan.price}</span>
        <span className="text-base-500">{plan.period}</span>
      </p>
      <ul className="mt-8 flex-1 space-y-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-3 text-base-700">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-600" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Link
        to="/dashboard"
        className={buttonVariants({
          variant: plan.popular ? 'primary' : 'outline',
          size: 'lg',
          className: 'mt-8 w-full',
        })}
      >
        {plan.cta}
      </Link>
    </article>
  );
}

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-20 bg-base-50 py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="pricing-heading"
          title="Simple, Transparent Pricing"
          lead="Start free and upgrade when your venture is ready to grow."
        />
        <ul className="mt-14 grid items-stretch gap-8 lg:grid-cols-3">
          {pricingPlans.map((plan) => (
            <li key={plan.name}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
