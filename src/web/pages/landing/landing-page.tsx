import { PageTitle } from '@/web/components/page-title';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { PricingSection } from './pricing-section';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TestimonialsSection } from './testimonials-section';

/** The public marketing page at /. */
export default function LandingPage() {
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
    </div>
  );
}
