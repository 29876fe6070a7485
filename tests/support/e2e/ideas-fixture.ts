/** Model answers for the Idea Generator, as the fake upstream streams them. */

export interface FixtureIdea {
  name: string;
  description: string;
  revenueStreams: string[];
  initialInvestment: string;
}

/** Names no offline generation produces, so a card with one came from the fake upstream. */
export const FIXTURE_IDEA_NAMES = ['Quillfeather Ledger', 'Marrowbyte Couriers', 'Zephyrine Studios'] as const;

export function fixtureIdeas(names: readonly string[] = FIXTURE_IDEA_NAMES): FixtureIdea[] {
  return names.map((name, index) => ({
    name,
    // Long enough that the stream is still running well after the first name has arrived.
    description:
      `${name} is a fixture idea number ${index + 1} written for the browser tests. ` +
      'It exists to check that cards fill in while the answer streams, and that the final result matches what the model sent.',
    revenueStreams: [`Subscription tier ${index + 1}`, `Marketplace commission ${index + 1}`],
    initialInvestment: `$${(index + 1) * 10},000 - $${(index + 1) * 25},000`,
  }));
}

/** The JSON text of a valid ideas answer: `{ "ideas": [three ideas] }`. */
export function ideasJson(ideas: FixtureIdea[] = fixtureIdeas()): string {
  return JSON.stringify({ ideas });
}
