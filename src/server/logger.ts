import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { secretMasker } from './lib/secret-masker';

export interface LoggerSettings {
  /** Where lines go; stdout by default. */
  stream?: NodeJS.WritableStream;
  /** Credentials no line may hold in any form (the provider key, a password in AI_BASE_URL). */
  secrets?: (string | undefined)[];
}

/** Structured pino logs with request ids; credentials a request carries are never written, nor the server's own in any form. */
export function loggerOptions(
  level: Config['logLevel'],
  { stream, secrets = [] }: LoggerSettings = {},
): FastifyServerOptions['logger'] {
  const masker = secretMasker(...secrets);
  return {
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
    // The last step before a line is written, so no field, message or error stack escapes it.
    ...(masker.forms.length > 0 ? { hooks: { streamWrite: (line: string) => masker.mask(line) } } : {}),
    ...(stream ? { stream } : {}),
  };
}
