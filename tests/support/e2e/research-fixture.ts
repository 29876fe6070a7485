/** A market research answer for the fake upstream to stream. */

/** Words no offline result holds, so what shows came from the fake upstream. */
export const FIXTURE_RESEARCH = {
  industryOverview: 'Quorvane overview: island ferries are switching to batteries.',
  marketSize: 'Quorvane size: about $3 billion.',
  trends: ['Quorvane trend: cheaper batteries'],
  customerSegments: [{ segment: 'Quorvane islanders', characteristics: 'Daily commuters.', painPoints: 'Few boats.' }],
  competitors: [{ name: 'Quorvane State Ferries', strengths: ['Every route'], weaknesses: ['Old diesel fleet'] }],
  swot: {
    strengths: ['Quiet boats'],
    weaknesses: ['Small fleet'],
    opportunities: ['Green subsidies'],
    threats: ['Battery supply'],
  },
};
