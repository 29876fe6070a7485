import type { LookRequest } from '../exports/render-messages';
import type { VentureRead } from '../store/venture-reads';

/**
 * The venture's deck design for a deck that leaves the app (an export, a share link): its theme,
 * brand colour, logo, and its facts, against which the render thread checks the deck's words for
 * the figures it draws (exports/pool-tasks.ts, `designedLook`).
 */
export async function lookRequestOf(read: VentureRead): Promise<LookRequest> {
  const logo = await read.logo();
  const { theme, brand } = read.design;
  return { theme, brand, ...(logo ? { logo } : {}), facts: read.facts() };
}
