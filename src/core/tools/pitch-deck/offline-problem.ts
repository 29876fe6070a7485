/** The pitch deck's problem, solution and market words for each sector (core/offline/sectors.ts): slides 2 to 4. */
import type { SectorId } from '../../offline/sectors';

export interface ProblemWords {
  /** Pains worth solving, each a sentence of its own. */
  pains: readonly string[];
  benefits: readonly string[];
  /** Reasons the timing is right. */
  whyNow: readonly string[];
  /** The global market in billions of US dollars, as a range. */
  market: readonly [number, number];
}

export const PROBLEM_WORDS: Record<SectorId, ProblemWords> = {
  pets: {
    pains: [
      'Owners struggle to find a walker or sitter they can trust with their pet.',
      'Last-minute cancellations leave dogs alone at home for a whole working day.',
      'Grooming and vet visits are booked by phone, one provider at a time.',
      'Owners hear nothing about their pet while they are at work or away.',
    ],
    benefits: [
      'Trusted, vetted carers a few taps away',
      'Cover guaranteed, even when plans change',
      'Walks, grooming and sitting booked in one place',
      'Photo updates after every visit',
    ],
    whyNow: [
      'Pet ownership rose sharply in the last few years and has stayed high.',
      'Owners now spend on their pets as they would on a member of the family.',
      'Hybrid work leaves pets alone on office days and owners looking for help.',
    ],
    market: [120, 300],
  },
  food: {
    pains: [
      'Cooking well every day takes time most households no longer have.',
      'A third of the food people buy ends up thrown away.',
      'Good, local options cost more and are harder to find than fast food.',
      'Families struggle to plan meals everyone will actually eat.',
    ],
    benefits: [
      'Good food with a fraction of the planning',
      'Less waste: only what you need, when you need it',
      'Local, seasonal ingredients at a fair price',
      'Choices tailored to each household’s tastes',
    ],
    whyNow: [
      'Online grocery habits formed during the pandemic have stuck.',
      'Shoppers increasingly pay more for local and sustainable food.',
      'Rising food prices make waste reduction a selling point.',
    ],
    market: [150, 400],
  },
  health: {
    pains: [
      'Patients wait weeks for an appointment and drop out of treatment in between.',
      'Clinicians spend up to a third of their day on paperwork instead of care.',
      'Health records are scattered across providers, so nobody sees the whole picture.',
      'Follow-up depends on phone calls and paper reminders that are easy to miss.',
    ],
    benefits: [
      'Shorter waits and fewer missed appointments',
      'Less admin for every clinician',
      'One shared record of each patient’s care',
      'Follow-ups that happen on time, automatically',
    ],
    whyNow: [
      'Patients now expect to manage their health online.',
      'Reimbursement for remote care has become routine.',
      'Staff shortages push clinics to automate admin.',
    ],
    market: [90, 220],
  },
  education: {
    pains: [
      'One-size-fits-all lessons leave many learners bored or behind.',
      'Teachers spend evenings marking and planning instead of teaching.',
      'Progress is measured too late to help the learners who need it most.',
      'Good tutoring is expensive and hard to find outside big cities.',
    ],
    benefits: [
      'Lessons that adapt to each learner’s level',
      'Hours of marking and planning saved every week',
      'Early warnings when a learner falls behind',
      'Quality support available anywhere, at any time',
    ],
    whyNow: [
      'Schools have devices and connectivity they did not have five years ago.',
      'AI makes personalised feedback affordable at scale.',
      'Governments are funding catch-up programmes.',
    ],
    market: [120, 350],
  },
  fintech: {
    pains: [
      'Late payments leave small businesses short of cash every month.',
      'Bookkeeping and tax preparation eat hours of the owner’s time.',
      'Banks rarely lend to businesses without years of records.',
      'Financial data is spread across bank accounts, apps and spreadsheets.',
    ],
    benefits: [
      'Getting paid faster, with less chasing',
      'Books that keep themselves up to date',
      'A clear view of cash flow, today and next month',
      'Access to fair financing based on real data',
    ],
    whyNow: [
      'Open banking makes financial data available with the customer’s consent.',
      'E-invoicing mandates are rolling out across many markets.',
      'The number of freelancers and micro-businesses keeps growing.',
    ],
    market: [110, 310],
  },
  retail: {
    pains: [
      'Shoppers are overwhelmed by choice and still struggle to find what fits them.',
      'Up to 30% of online orders are returned, at a cost to everyone.',
      'Independent brands cannot reach buyers without expensive ads.',
      'Buyers want to shop sustainably but cannot tell which products are.',
    ],
    benefits: [
      'A curated selection that fits each shopper',
      'Fewer returns thanks to better recommendations',
      'A fair route to market for independent makers',
      'Clear information on how every product is made',
    ],
    whyNow: [
      'Social platforms now sell directly, not just advertise.',
      'Shoppers increasingly choose brands on sustainability.',
      'Better recommendation tools cut the cost of personalisation.',
    ],
    market: [300, 800],
  },
  travel: {
    pains: [
      'Planning a trip takes hours of research across dozens of sites.',
      'Travellers end up in tourist traps instead of the places locals love.',
      'Plans change at the last minute, and rebooking is slow and costly.',
      'Small hosts and guides are hard to find and harder to trust.',
    ],
    benefits: [
      'Trips planned in minutes, not evenings',
      'Local experiences worth travelling for',
      'Changes handled in a few taps',
      'Fair prices with no hidden fees',
    ],
    whyNow: [
      'Travel demand has fully recovered and keeps growing.',
      'Remote work lets people travel for longer and out of season.',
      'AI planning tools are changing how travellers search and book.',
    ],
    market: [300, 700],
  },
  climate: {
    pains: [
      'Energy bills keep rising and most buildings waste a large share of what they use.',
      'Going green feels complicated: too many options and no trusted advice.',
      'New reporting rules ask small companies for carbon data they do not have.',
      'Upfront costs put off investments that would pay back within a few years.',
    ],
    benefits: [
      'Lower energy bills within the first year',
      'One trusted guide from audit to installation',
      'Carbon numbers ready for reports and customers',
      'Financing that makes upgrades pay for themselves',
    ],
    whyNow: [
      'Energy prices have made savings a priority, not a nice-to-have.',
      'Subsidies and tax credits for upgrades are at record levels.',
      'Climate disclosure rules are reaching smaller companies.',
    ],
    market: [200, 600],
  },
  'real-estate': {
    pains: [
      'Finding a reliable tradesperson takes weeks of calls and no-shows.',
      'Small repairs turn into large bills because they start late.',
      'Every tenancy brings contracts, checks and paperwork by hand.',
      'Landlords who live far away have no clear view of their properties.',
    ],
    benefits: [
      'Repairs booked with vetted trades within a day',
      'Problems caught while they are small',
      'Tenancies handled online, from listing to renewal',
      'Every property at a glance',
    ],
    whyNow: [
      'New safety and energy-efficiency rules add work for every landlord.',
      'Tenants now expect to report problems and pay rent online.',
      'Rising repair costs reward catching problems early.',
    ],
    market: [150, 400],
  },
  logistics: {
    pains: [
      'Deliveries and trips are still planned by phone, email and guesswork.',
      'Empty kilometres and idle vehicles waste fuel and money.',
      'Customers expect live tracking that small operators cannot offer.',
      'Last-minute changes ripple into delays for everyone downstream.',
    ],
    benefits: [
      'Faster, more reliable trips and deliveries',
      'Lower fuel and fleet costs',
      'Live tracking customers can trust',
      'Plans that adjust automatically when things change',
    ],
    whyNow: [
      'Same-day delivery has become the norm customers expect.',
      'Telematics and smartphones are in every vehicle.',
      'Cities are restricting traffic and emissions, rewarding efficient operators.',
    ],
    market: [140, 450],
  },
  creative: {
    pains: [
      'Creators spend hours on admin that should go into their work.',
      'Clients pay late, and chasing them costs time and goodwill.',
      'Income swings from month to month with no way to plan.',
      'Good work goes unseen without an agency or a large following.',
    ],
    benefits: [
      'More hours for creative work',
      'Getting paid on time, every time',
      'Steadier income from repeat clients',
      'Work seen by the clients who need it',
    ],
    whyNow: [
      'The creator economy has become a mainstream way to earn a living.',
      'Brands need far more content than their in-house teams can make.',
      'Cheaper tools let small studios compete with agencies.',
    ],
    market: [100, 300],
  },
  software: {
    pains: [
      'Teams lose hours every week to copy-paste work between tools.',
      'Important information lives in inboxes and spreadsheets nobody can find.',
      'Existing software is built for large enterprises and takes months to set up.',
      'Managers cannot see what is working until it is too late to act.',
    ],
    benefits: [
      'Hours of manual work automated every week',
      'One place where the whole team finds what it needs',
      'Set up in an afternoon, not a quarter',
      'Clear insight into what is working, as it happens',
    ],
    whyNow: [
      'Teams already pay for many tools and want fewer, better ones.',
      'AI makes automation possible without technical staff.',
      'Remote and hybrid work need shared, written processes.',
    ],
    market: [180, 500],
  },
  general: {
    pains: [
      'Customers spend too much time finding a provider they can trust.',
      'Prices and quality vary widely, and it is hard to compare them.',
      'Most providers still run on phone calls, paper and word of mouth.',
      'When something goes wrong, there is nobody accountable to call.',
    ],
    benefits: [
      'A service customers can trust, every time',
      'Clear, upfront pricing',
      'Booking and follow-up in a few clicks',
      'Support that answers when it matters',
    ],
    whyNow: [
      'Customers now expect to book and pay for everything online.',
      'Reviews and reputation travel faster than ever.',
      'Incumbents have been slow to modernise.',
    ],
    market: [60, 250],
  },
};
