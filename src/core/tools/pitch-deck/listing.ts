import type { ToolListing } from '../tool-listing';

export const pitchDeckListing = {
  id: 'pitch-deck',
  route: 'pitch-deck',
  title: 'Pitch Deck Builder',
  subtitle: 'Create a professional 10-slide pitch deck from your business name and description.',
  navLabel: 'Pitch Deck',
  feature: 'Build a professional 10-slide investor deck with speaker notes, then edit every slide in place.',
  icon: 'presentation',
} as const satisfies ToolListing;
