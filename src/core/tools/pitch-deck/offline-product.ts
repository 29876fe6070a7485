/** The pitch deck's product and channel words for each sector (core/offline/sectors.ts): slides 5 and 7. */
import type { SectorId } from '../../offline/sectors';

export interface ProductWords {
  features: readonly string[];
  /** Ways to reach customers, first to last. */
  channels: readonly string[];
}

export const PRODUCT_WORDS: Record<SectorId, ProductWords> = {
  pets: {
    features: [
      'Profiles of vetted walkers, sitters and groomers, with reviews',
      'Booking and payment in the app',
      'Tracked walks with photo updates',
      'Reminders for vaccinations and vet visits',
      'A profile for each pet with diet, habits and emergency contacts',
    ],
    channels: [
      'Partnerships with vet practices and pet shops',
      'Dog-park meetups and local events',
      'Referral credits for owners',
      'Creators with pet audiences on social media',
      'Breeders and rescue centres welcoming new owners',
    ],
  },
  food: {
    features: [
      'Weekly menu personalised to tastes and diets',
      'Flexible delivery or pick-up slots',
      'Ingredients sourced from nearby producers',
      'An app to skip, swap or pause in one tap',
      'Recipes and cooking guides with every order',
    ],
    channels: [
      'Social media and food creators',
      'Referral credits for existing customers',
      'Pop-up tastings and local markets',
      'Partnerships with gyms and offices',
      'Seasonal gift campaigns',
    ],
  },
  health: {
    features: [
      'Online booking with smart reminders',
      'Secure messaging between patients and care teams',
      'Care plans patients can follow from their phone',
      'Outcome tracking dashboards for clinics',
      'Integrations with existing practice software',
    ],
    channels: [
      'Direct sales to independent clinics',
      'Partnerships with professional associations',
      'Referrals from early clinic champions',
      'Conference talks and clinical case studies',
      'Insurer and employer wellness programmes',
    ],
  },
  education: {
    features: [
      'Adaptive exercises that adjust after every answer',
      'Automatic marking with feedback learners understand',
      'Progress dashboards for teachers and parents',
      'Live sessions with vetted tutors',
      'Content aligned with the local curriculum',
    ],
    channels: [
      'Pilots with forward-looking schools',
      'Teacher ambassadors and communities',
      'Parent word of mouth and reviews',
      'Partnerships with education publishers',
      'Free tier for individual teachers',
    ],
  },
  fintech: {
    features: [
      'Invoicing with automatic payment reminders',
      'Bank feeds that categorise every transaction',
      'Cash-flow forecast for the next 90 days',
      'Tax set-asides calculated as money comes in',
      'Exports for accountants in one click',
    ],
    channels: [
      'Partnerships with accountants and bookkeepers',
      'Content and search for small-business questions',
      'Integrations with the tools small businesses already use',
      'Referral rewards between customers',
      'Bank and marketplace partnerships',
    ],
  },
  retail: {
    features: [
      'Personal recommendations from a short style profile',
      'Fit and sizing guidance on every product',
      'Curated collections from independent brands',
      'Transparent sourcing labels',
      'Easy returns and resale of used items',
    ],
    channels: [
      'Creator partnerships and social commerce',
      'Search and shopping ads on high-intent keywords',
      'Email and loyalty programme',
      'Pop-up shops in key cities',
      'Collaborations with aligned brands',
    ],
  },
  travel: {
    features: [
      'Personal itineraries from a short travel profile',
      'Bookable local guides and experiences',
      'One place for bookings, tickets and changes',
      'Offline maps and tips during the trip',
      'Group planning with a shared budget',
    ],
    channels: [
      'Travel creators and bloggers',
      'Partnerships with boutique hotels and hosts',
      'Search on destination questions',
      'Referral rewards after each trip',
      'Campaigns with tourism boards',
    ],
  },
  climate: {
    features: [
      'A remote energy audit in under an hour',
      'Recommendations ranked by payback time',
      'Vetted installers booked through the platform',
      'Live monitoring of savings and emissions',
      'Financing options built into the quote',
    ],
    channels: [
      'Partnerships with utilities and local councils',
      'Installer networks that refer customers',
      'Content on savings and grants',
      'Employer and landlord programmes',
      'Community group-buying campaigns',
    ],
  },
  'real-estate': {
    features: [
      'Repair requests from tenants, with photos',
      'Vetted contractors with fixed quotes',
      'Online tenant checks and contracts',
      'Rent tracking and reminders',
      'A maintenance history for each property',
    ],
    channels: [
      'Landlord associations and forums',
      'Partnerships with mortgage brokers',
      'Search on tenancy and repair questions',
      'Referrals between landlords',
      'Letting agents that pass on small landlords',
    ],
  },
  logistics: {
    features: [
      'Route planning that updates in real time',
      'A booking and tracking page for every customer',
      'A driver app with proof of delivery',
      'Utilisation reports per vehicle',
      'Integrations with shops and order systems',
    ],
    channels: [
      'Direct sales to regional operators',
      'Partnerships with vehicle and fuel providers',
      'Integrations in e-commerce app stores',
      'Industry events and trade press',
      'Referrals between operators',
    ],
  },
  creative: {
    features: [
      'A portfolio that doubles as a booking page',
      'Quotes, contracts and payments in one flow',
      'Client feedback on drafts in one place',
      'One calendar of deadlines across projects',
      'Usage rights tracked for every piece of work',
    ],
    channels: [
      'Creator communities and online courses',
      'Partnerships with creative tools',
      'Referrals between creators',
      'Showcases at festivals and events',
      'Content on pricing and contracts',
    ],
  },
  software: {
    features: [
      'Workflows that automate repetitive tasks',
      'A shared workspace with search across everything',
      'Ready-made templates for common processes',
      'Live dashboards and weekly summaries',
      'Integrations with the tools teams already use',
    ],
    channels: [
      'Free trial and self-serve sign-up',
      'Content and search on the problems we solve',
      'Integration marketplaces',
      'Partnerships with consultants and agencies',
      'Founder-led sales to the first customers',
    ],
  },
  general: {
    features: [
      'Simple online booking and payment',
      'Vetted, reviewed providers',
      'Status updates at every step',
      'A customer account with history and receipts',
      'Satisfaction guarantee with fast support',
    ],
    channels: [
      'Local search and reviews',
      'Referral rewards',
      'Partnerships with complementary businesses',
      'Community events and sponsorships',
      'Targeted social media campaigns',
    ],
  },
};
