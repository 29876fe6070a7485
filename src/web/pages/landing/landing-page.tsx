import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { PageTitle } from '@/web/components/page-title';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { PricingSection } from './pricing-section';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TestimonialsSection } from './testimonials-section';

/** What a screen that leads here may ask the page to say: a toast (Delete My Account's). */
export interface LandingArrival {
  toast?: { title: string; description?: string };
}

// Loaded only when a toast comes with the visit: the page itself has no toasts (README, Performance).
const ArrivalToast = lazy(() => import('./arrival-toast'));

/** The public marketing page at /. */
export default function LandingPage() {
  const arrival = useLocation().state as LandingArrival | null;
  return (
    <div className="min-h-screen bg-white text-base-900">
      <PageTitle />
      <SiteHeader />
      <main>
        <HeroSection />
        <FeaturesSection />
        <HowItWorksSection />
        <TestimonialsSection />
        <PricingSection />
      </main>
      <SiteFooter />
      {arrival?.toast && (
        <Suspense fallback={null}>
          <ArrivalToast {...arrival.toast} />
        </Suspense>
      )}
    </div>
  );
}
