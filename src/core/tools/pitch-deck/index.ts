import { defineTool } from '../define-tool';
import { titleFrom } from '../../workspace/schema';
import { pitchDeckClient } from './client';
import { offlinePitchDeck } from './offline';
import { pitchDeckPersona, pitchDeckPrompt } from './prompt';
import { pitchDeckDocuments } from './documents';
import { pitchDeckSources, withModelFigures } from './context';

import { pitchDeckEdit } from './edit';
import { pitchDeckVersionParts } from './parts';
import { pitchDeckSource } from './source';

export * from './client';

/** The full Pitch Deck Builder, for the server: the client part plus the prompt and the offline generator. */
export const pitchDeck = defineTool({
  ...pitchDeckClient,
  schemaName: 'pitch_deck',
  editable: pitchDeckEdit,
  versionParts: pitchDeckVersionParts,
  persona: pitchDeckPersona,
  prompt: pitchDeckPrompt,
  offline: offlinePitchDeck,
  documents: pitchDeckDocuments,
  designedDeck: true,
  sources: pitchDeckSources,
  asSource: pitchDeckSource,
  quotesFacts: true,
  reconcile: withModelFigures,
  documentTitle: (_result, input) => titleFrom(input.businessName),
});
