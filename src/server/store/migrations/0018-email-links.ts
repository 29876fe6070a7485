import type { Migration } from './migration';

/**
 * Links by email (issue 36, when SMTP_URL is set): when an account's email was verified (a link
 * mailed to it was opened), and the links' tokens, each kept by its sha256 only, for the email it
 * was sent to (a link for an address the account no longer has verifies nothing), until it is
 * used once or expires.
 */
export const emailLinks: Migration = {
  version: 18,
  name: 'email verification and the tokens of links sent by email',
  sql: `alter table accounts add column email_verified_at timestamptz;
        create table email_tokens (
          token_hash text primary key,
          purpose text not null check (purpose in ('sign-in', 'verify')),
          account_id text not null references accounts (id) on delete cascade,
          email_key text not null,
          expires_at timestamptz not null
        );
        create index email_tokens_by_account on email_tokens (account_id);`,
};
