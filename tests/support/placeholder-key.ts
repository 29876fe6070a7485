/** A stand-in key for tests and benchmarks whose subject is not the key itself (the secrets tests use their own). */
export const PLACEHOLDER_API_KEY = 'placeholder-key-for-tests';
