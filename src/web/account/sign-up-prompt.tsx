import { Link } from 'react-router';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { SIGN_IN_PATH, SIGN_UP_PATH } from './account-paths';

/** What a guest sees on a screen that needs an account (Account, Team): why to sign up, then Sign Up and Sign In. */
export function SignUpPrompt({ why }: { why: string }) {
  return (
    <section className="rounded-xl border border-base-200 bg-white p-6 shadow-sm">
      <p className="text-base-700">{why}</p>
      <div className="mt-4 flex gap-2">
        <Link to={SIGN_UP_PATH} className={buttonVariants({ variant: 'primary', size: 'sm' })}>
          Sign Up
        </Link>
        <Link to={SIGN_IN_PATH} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Sign In
        </Link>
      </div>
    </section>
  );
}
