import { z } from 'zod';

/** How the environment's values are read (config.ts): each a zod schema from the text to its value. */
const DURATION_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Empty values count as unset, so `KEY=` in a .env file means "not configured". */
export const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

export const whole = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`)
    .default(fallback);

/** Milliseconds, written as a number of ms or with a unit: "90s", "10m", "1h". */
export const duration = (fallbackMs: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?\s*(ms|s|m|h)?$/i, 'must be a duration such as 30000, 30s, 10m or 1h')
    .transform((text) => {
      const [, amount = '0', unit = 'ms'] = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)?$/i.exec(text) ?? [];
      return Math.round(Number(amount) * (DURATION_UNITS[unit.toLowerCase()] ?? 1));
    })
    .pipe(z.number().min(1, 'must be more than 0'))
    .default(fallbackMs);

/** Fastify's trustProxy: false, true, a hop count, or addresses/CIDRs of the proxies to trust. */
export const trustProxy = z
  .string()
  .trim()
  .transform((text): boolean | number | string => {
    if (/^(|false|0|no)$/i.test(text)) return false;
    if (/^(true|yes)$/i.test(text)) return true;
    if (/^\d+$/.test(text)) return Number(text);
    return text;
  })
  .default(false);

/** A switch: true, false, 1 or 0. */
export const onOff = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
    .default(fallback ? 'true' : 'false')
    .transform((text) => text === 'true' || text === '1');

/** SMTP_URL: where email is sent, smtp:// (STARTTLS when the server offers it) or smtps:// (TLS from the start). */
export const smtpUrl = optionalText.pipe(
  z
    .url({
      protocol: /^smtps?$/,
      message: 'must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587',
    })
    .optional(),
);

/** MAIL_FROM: the sender of every email, an address with or without a name. */
export const mailFrom = z
  .string()
  .trim()
  .regex(
    /^([^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
    'must be an address such as Venturekit <no-reply@example.com>',
  )
  .default('Venturekit <no-reply@localhost>');
