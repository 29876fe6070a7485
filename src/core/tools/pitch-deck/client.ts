import { defineClientTool, formFromProfile } from '../define-tool';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from '../fields';
import { pitchDeckToText } from './export';
import { pitchDeckListing } from './listing';
import { pitchDeckParts } from './parts';
import { pitchDeckInput, pitchDeckOutput, pitchDeckSaved } from './schema';

export type { PitchDeckInput, PitchDeckResult, Slide } from './schema';
export { MAX_SLIDES, SLIDE_TITLES, SLIDES_PER_DECK } from './schema';
export {
  clampIndex,
  deckReducer,
  initialDeck,
  isEditing,
  NEW_SLIDE,
  type DeckAction,
  type DeckState,
  type SlideAction,
} from './deck';

/** What the browser needs of the Pitch Deck Builder; index.ts adds the prompt and offline generator for the server. */
export const pitchDeckClient = defineClientTool({
  ...pitchDeckListing,
  inputs: pitchDeckInput,
  fields: {
    businessName: {
      label: 'Business Name',
      kind: 'text',
      placeholder: 'e.g. Harvest Table',
      help: 'The name investors will see on the title slide; a working name is fine.',
      maxLength: SHORT_TEXT_MAX,
    },
    businessDescription: {
      label: 'Business Description',
      kind: 'textarea',
      placeholder:
        'e.g. A weekly meal-kit service for busy parents in Lisbon, with recipes from local cooks and ingredients from nearby farms.',
      help: 'What the business does, for whom, and how it earns money. The more concrete, the sharper each slide.',
      maxLength: LONG_TEXT_MAX,
    },
  },
  output: pitchDeckOutput,
  // Generated with exactly ten slides; saved with the founder's own number of them.
  result: pitchDeckSaved,
  checksFigures: true,
  editableParts: pitchDeckParts,
  partLabel: ([, index, field], deck) => {
    const number = Number(index) + 1;
    const slide = `Slide ${number}: ${deck.slides[Number(index)]?.title ?? ''}`.trim();
    return field === 'notes' ? `${slide}, speaker notes` : slide;
  },
  download: {
    label: 'Download Deck',
    fileName: 'pitch-deck.txt',
    toText: pitchDeckToText,
    toast: 'Pitch deck has been downloaded.',
  },
  share: { title: 'Pitch Deck', page: 'slides', slides: (deck) => deck.slides },
  exports: [
    { format: 'pptx', fileName: 'pitch-deck.pptx' },
    { format: 'pdf', fileName: 'pitch-deck.pdf' },
  ],
  profile: {
    toForm: (profile) => formFromProfile(profile, { businessName: 'name', businessDescription: 'description' }),
    fromForm: ({ businessDescription }) => ({ description: businessDescription }),
  },
  texts: {
    submit: 'Generate Pitch Deck',
    submitting: 'Generating Deck...',
    busy: 'Creating your pitch deck...',
    missing: 'Please provide both business name and description.',
    success: { title: 'Pitch Deck Generated', description: 'Successfully generated your pitch deck.' },
    error: 'Failed to generate pitch deck. Please try again.',
  },
});
