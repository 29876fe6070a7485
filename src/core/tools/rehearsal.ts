/**
 * A question to rehearse, with its draft answer, beside one slide of the venture's deck: what a
 * tool's `rehearsal` gives (define-tool.ts), the venture's overview carries and the deck's
 * Presenter View shows.
 */
export interface RehearsalQuestion {
  /** The slide it belongs to, index 0 first. */
  slide: number;
  question: string;
  answer: string;
}
