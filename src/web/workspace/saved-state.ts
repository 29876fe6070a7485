import type { Dispatch, SetStateAction } from 'react';
import type { DocumentSummary, SavedDocument } from '@/core/workspace/schema';

/** A tool screen's saved work: whether it could be read, the History list, the result on screen. */
export interface SavedState {
  status: 'ready' | 'unavailable';
  /** Why saved work could not be read, when it could not. */
  message?: string;
  /** The tool's results in the venture, newest first: the History list. */
  documents: DocumentSummary[];
  /**
   * The saved result on screen, with the inputs that made it, the venture's results it was built
   * on and those of them changed since.
   */
  shown: ShownDocument | null;
}

type ShownDocument = DocumentSummary & Pick<SavedDocument, 'inputs' | 'builtOn' | 'changedSince'>;

/** What the saved-work hooks share: the state, its setter, and how a saved result is put on screen. */
export interface SavedWork {
  saved: SavedState;
  setSaved: Dispatch<SetStateAction<SavedState>>;
  /** Puts a saved result (or nothing) on screen, with its inputs in the form. */
  show: (document: SavedDocument | null) => void;
}

export const summaryOf = ({
  inputs: _inputs,
  result: _result,
  builtOn: _builtOn,
  changedSince: _changedSince,
  ...summary
}: SavedDocument): DocumentSummary => summary;

/** A saved result as the screen keeps it: all but the result, which the generator holds. */
export const shownOf = (document: SavedDocument): ShownDocument => ({
  ...summaryOf(document),
  inputs: document.inputs,
  builtOn: document.builtOn,
  changedSince: document.changedSince,
});

/** The message of something thrown, fit for a toast. */
export const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));
