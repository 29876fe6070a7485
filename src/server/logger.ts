import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/** Structured pino logs with request ids; credentials a request carries are never written. */
export function loggerOptions(level: Config['logLevel'], stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}
