/** "2 figures differ from your venture's facts": the count of a result's conflicts, on the result and on the Venture screen. */
export const conflictHeading = (count: number) =>
  count === 1 ? '1 figure differs from your venture’s facts' : `${count} figures differ from your venture’s facts`;
