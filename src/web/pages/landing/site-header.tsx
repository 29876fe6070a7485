import { Link } from 'react-router';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { SIGN_IN_PATH, SIGN_UP_PATH } from '@/web/account/account-paths';
import { BrandLogo } from './brand-logo';

const anchors = [
  { href: '#features', label: 'Features' },
  { href: '#how-it-works', label: 'How It Works' },
  { href: '#pricing', label: 'Pricing' },
] as const;

export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-base-200 bg-white/90 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
        >
          <BrandLogo />
        </Link>
        {/* In-page links only fit from md up; on phones the sections are a short scroll away. */}
        <ul className="hidden items-center gap-8 md:flex">
          {anchors.map((anchor) => (
            <li key={anchor.href}>
              <a
                href={anchor.href}
                className="text-sm font-medium text-base-600 transition-colors hover:text-primary-600"
              >
                {anchor.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          {/* To Sign In and Sign Up: a deliberate difference from the spec, whose two led to the dashboard (docs/product.md §16). */}
          <Link to={SIGN_IN_PATH} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            Log In
          </Link>
          <Link to={SIGN_UP_PATH} className={buttonVariants({ variant: 'primary', size: 'sm' })}>
            Sign Up
          </Link>
        </div>
      </nav>
    </header>
  );
}
