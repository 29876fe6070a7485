/** An email as accounts are keyed by it: Lena@Example.com and lena@example.com are one account. */
export const emailKey = (email: string): string => email.trim().normalize('NFC').toLowerCase();
