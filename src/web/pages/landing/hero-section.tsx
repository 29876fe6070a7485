import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/web/components/ui/button-variants';

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-linear-to-b from-primary-50 via-white to-white pt-32 pb-20 sm:pt-40 sm:pb-28"
    >
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <p className="mb-4 inline-block rounded-full bg-primary-100 px-3 py-1 text-sm font-medium text-primary-700">
          AI business planning for founders
        </p>
        <h1 id="hero-heading" className="text-4xl font-extrabold tracking-tight text-base-900 sm:text-5xl lg:text-6xl">
          Transform Your Business Ideas with <span className="text-primary-600">AI</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-base-600 sm:text-xl">
          Venturekit helps founders, startups and business owners find a business idea, then turn it into a full plan,
          market research, a pitch deck and a financial model, in minutes.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to="/dashboard" className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}>
            Get Started
            <ArrowRight aria-hidden="true" />
          </Link>
          <a
            href="#features"
            className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full sm:w-auto' })}
          >
            Learn More
          </a>
        </div>
      </div>
    </section>
  );
}
