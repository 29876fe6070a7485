import { AtSign, Briefcase, Users } from 'lucide-react';
import { Link } from 'react-router';
import { tools } from '@/core/tools/listings';
import { BrandLogo } from './brand-logo';

// Placeholders until the pages and profiles exist (docs/product.md §2).
const companyLinks = ['About Us', 'Contact', 'Privacy Policy', 'Terms of Service'] as const;
// lucide ships no brand marks; neutral icons stand in, and each link carries the network's name.
const socialLinks = [
  { label: 'Twitter', Icon: AtSign },
  { label: 'LinkedIn', Icon: Briefcase },
  { label: 'Facebook', Icon: Users },
] as const;

const linkClass = 'text-sm text-base-400 transition-colors hover:text-white';

export function SiteFooter() {
  return (
    <footer className="bg-base-900 text-base-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-4">
        <div className="md:col-span-2">
          <BrandLogo inverted />
          <p className="mt-4 max-w-sm text-sm text-base-400">
            AI-powered business planning for founders and startups: ideas, plans, market research, pitch decks and
            financial models in one place.
          </p>
          <ul className="mt-6 flex gap-4">
            {socialLinks.map(({ label, Icon }) => (
              <li key={label}>
                <a href="#" aria-label={label} className="text-base-400 transition-colors hover:text-white">
                  <Icon aria-hidden="true" className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Tools</h2>
          <ul className="mt-4 space-y-2">
            {tools.map((tool) => (
              <li key={tool.id}>
                {/* docs/product.md §2 fixes these short paths, without the /dashboard prefix; keep them as written. */}
                <Link to={`/${tool.route}`} className={linkClass}>
                  {tool.navLabel}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Company</h2>
          <ul className="mt-4 space-y-2">
            {companyLinks.map((label) => (
              <li key={label}>
                <a href="#" className={linkClass}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-base-800">
        {/* Prerendered at build time: in a later year the browser's text replaces the build's, as intended. */}
        <p suppressHydrationWarning className="mx-auto max-w-6xl px-4 py-6 text-center text-sm text-base-400 sm:px-6">
          {`© ${new Date().getFullYear()} Venturekit. All rights reserved.`}
        </p>
      </div>
    </footer>
  );
}
