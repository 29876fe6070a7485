import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '@/web/components/page-title';
import { buttonVariants } from '@/web/components/ui/button-variants';

/** Shown for any path the router does not know. */
export default function NotFoundPage() {
  const location = useLocation();

  // docs/product.md §2 asks for the unknown path in the console, to spot broken links while testing.
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-base-50 px-4">
      <PageTitle page="Page not found" />
      <div className="text-center">
        <h1 className="text-6xl font-extrabold tracking-tight text-primary-600">404</h1>
        <p className="mt-4 text-xl text-base-600">Oops! Page not found</p>
        <Link to="/" className={buttonVariants({ variant: 'link', className: 'mt-6 text-base' })}>
          Return to Home
        </Link>
      </div>
    </main>
  );
}
