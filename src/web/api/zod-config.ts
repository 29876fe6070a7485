import * as z from 'zod/mini';

// zod compiles fast parsers with `new Function` unless told not to. Our CSP allows no eval, and
// even zod's guarded probe for it is reported as a violation, so the browser runs zod without it.
z.config({ jitless: true });
