/**
 * What an `error` event says when the server, not the provider, ended a generation. The browser's
 * toast stays the tool's own text (docs/product.md §8); the event says what happened, for the console and logs.
 */
export const STOP_MESSAGES = {
  restarting: 'The server is restarting. Please try again shortly.',
  tooSlow: 'The AI service took too long to answer. Please try again.',
  tooLong: 'The AI service sent a longer answer than allowed, so it was stopped. Please try again.',
  stopped: 'The generation was stopped.',
  credentialInOutput: "The AI service's answer contained a credential, so it was stopped.",
} as const;
