/** The deck's design a founder chooses, kept with the venture: the theme, the brand colour, and whether a logo is stored. */
import * as z from 'zod/mini';

/** The deck's themes (their colours are in themes.ts, which only the deck's screen and the exports load). */
export const THEME_IDS = ['light', 'dark', 'bold'] as const;
export type ThemeId = (typeof THEME_IDS)[number];

/** Six hex digits, no `#`, upper case once parsed. */
export const brandColour = z.string().check(z.regex(/^[0-9A-Fa-f]{6}$/), z.toUpperCase());

export const deckDesignChoice = z.strictObject({ theme: z.enum(THEME_IDS), brand: brandColour });
export type DeckDesignChoice = z.infer<typeof deckDesignChoice>;

/** What the venture's design answers: the choice, and the logo's type and time (its cache key) when there is one. */
export const deckDesign = z.object({
  theme: z.enum(THEME_IDS),
  brand: z.string(),
  logo: z.nullable(z.object({ type: z.enum(['image/png', 'image/jpeg']), updatedAt: z.string() })),
});
export type DeckDesign = z.infer<typeof deckDesign>;

/** The largest logo: 1 MB. */
export const LOGO_MAX_BYTES = 1024 * 1024;
