/** The ideas offline generator's words for each sector (core/offline/sectors.ts). */
import type { SectorId } from '../../offline/sectors';
import type { ArchetypeKind } from './offline-content';

/** What the ideas are built from in one sector. */
export interface IdeaWords {
  /** Brand-name stems. */
  roots: readonly string[];
  /** Things this industry's customers handle, plural nouns. */
  things: readonly string[];
  /** Who supplies the service in a marketplace. */
  providers: readonly string[];
  /** Pains worth solving, as verb phrases. */
  pains: readonly string[];
  /** Kinds of business that read oddly here (a subscription box of tax filings). */
  avoid: readonly ArchetypeKind[];
}

export const IDEA_WORDS: Record<SectorId, IdeaWords> = {
  pets: {
    roots: ['Paw', 'Wag', 'Whisker', 'Fetch', 'Bark', 'Tail', 'Kibble', 'Snout'],
    things: ['dog walks', 'grooming visits', 'pet-sitting stays', 'vet reminders', 'treat boxes', 'training classes'],
    providers: ['dog walkers', 'groomers', 'pet sitters'],
    pains: [
      'find a walker they trust',
      'keep up with vaccinations and vet visits',
      'find someone to look after their pet while they travel',
      'keep an anxious pet calm when it is home alone',
    ],
    avoid: [],
  },
  food: {
    roots: ['Harvest', 'Pantry', 'Ladle', 'Sprout', 'Crumb', 'Table', 'Basil', 'Spoon'],
    things: [
      'weekly meal plans',
      'lunchboxes',
      'fresh produce boxes',
      'family recipes',
      'snack boxes',
      'grocery lists',
    ],
    providers: ['local cooks', 'family farms', 'bakers'],
    pains: [
      'plan good meals on busy weeknights',
      'cut food waste',
      'find food the whole family will eat',
      'shop fresh on a budget',
    ],
    avoid: [],
  },
  health: {
    roots: ['Pulse', 'Vita', 'Well', 'Thrive', 'Care', 'Balance', 'Heal', 'Kind'],
    things: [
      'care plans',
      'appointments',
      'health records',
      'therapy sessions',
      'medication schedules',
      'wellness check-ins',
    ],
    providers: ['licensed therapists', 'nurses', 'certified coaches'],
    pains: [
      'get seen without a long wait',
      'keep track of treatments',
      'stay motivated between visits',
      'understand their options',
    ],
    avoid: ['box'],
  },
  education: {
    roots: ['Scholar', 'Quill', 'Bright', 'Mentor', 'Chalk', 'Spark', 'Atlas', 'Owl'],
    things: ['lesson plans', 'practice quizzes', 'study groups', 'micro-courses', 'progress reports', 'certifications'],
    providers: ['tutors', 'industry mentors', 'teachers'],
    pains: [
      'learn at their own pace',
      'prove new skills to employers',
      'find a trustworthy tutor',
      'stay consistent with study',
    ],
    avoid: ['app'],
  },
  fintech: {
    roots: ['Ledger', 'Tally', 'Vault', 'Coin', 'Mint', 'Fiscal', 'Penny', 'Clear'],
    things: ['invoices', 'tax filings', 'cash-flow forecasts', 'client payments', 'expense receipts', 'savings goals'],
    providers: ['tax advisers', 'bookkeepers', 'financial planners'],
    pains: [
      'chase late payments',
      'set money aside for tax',
      'reconcile income from several clients',
      'get credit without a payslip',
    ],
    avoid: ['box'],
  },
  retail: {
    roots: ['Thread', 'Cart', 'Aisle', 'Bloom', 'Loom', 'Tag', 'Parcel', 'Luxe'],
    things: [
      'product drops',
      'size recommendations',
      'curated boxes',
      'loyalty rewards',
      'resale listings',
      'gift bundles',
    ],
    providers: ['independent makers', 'stylists', 'local boutiques'],
    pains: ['find products that fit', 'shop sustainably', 'avoid costly returns', 'discover independent brands'],
    avoid: [],
  },
  travel: {
    roots: ['Voyage', 'Compass', 'Wander', 'Roam', 'Harbor', 'Journey', 'Trail', 'Nomad'],
    things: ['itineraries', 'local experiences', 'group bookings', 'travel insurance', 'guided tours', 'stays'],
    providers: ['local guides', 'boutique hosts', 'tour operators'],
    pains: [
      'plan trips without hours of research',
      'find authentic local experiences',
      'travel on a fixed budget',
      'handle last-minute changes',
    ],
    avoid: [],
  },
  climate: {
    roots: ['Verdant', 'Solace', 'Ember', 'Canopy', 'Tide', 'Terra', 'Gaia', 'Volt'],
    things: [
      'energy audits',
      'solar installations',
      'carbon reports',
      'refill stations',
      'recycling pick-ups',
      'efficiency upgrades',
    ],
    providers: ['certified installers', 'energy auditors', 'recycling partners'],
    pains: [
      'lower their energy bills',
      'measure their carbon footprint',
      'switch to cleaner options',
      'meet new reporting rules',
    ],
    avoid: ['box', 'app'],
  },
  'real-estate': {
    roots: ['Keystone', 'Nest', 'Brick', 'Haven', 'Gable', 'Dwell', 'Beam', 'Porch'],
    things: [
      'rental listings',
      'maintenance requests',
      'tenant screenings',
      'renovation quotes',
      'property valuations',
      'lease renewals',
    ],
    providers: ['vetted contractors', 'property managers', 'inspectors'],
    pains: [
      'find reliable tradespeople',
      'manage a property remotely',
      'compare renovation costs',
      'rent without endless paperwork',
    ],
    avoid: ['box'],
  },
  logistics: {
    roots: ['Route', 'Relay', 'Swift', 'Cargo', 'Axle', 'Dock', 'Convoy', 'Hub'],
    things: [
      'deliveries',
      'shared rides',
      'fleet schedules',
      'parcel lockers',
      'vehicle maintenance',
      'last-mile drops',
    ],
    providers: ['independent couriers', 'fleet owners', 'mechanics'],
    pains: [
      'get deliveries on time',
      'cut fuel and fleet costs',
      'track shipments in one place',
      'move around without owning a car',
    ],
    avoid: ['box'],
  },
  creative: {
    roots: ['Frame', 'Canvas', 'Reel', 'Studio', 'Echo', 'Palette', 'Muse', 'Story'],
    things: ['video edits', 'podcast episodes', 'brand assets', 'photo shoots', 'social posts', 'licensing deals'],
    providers: ['freelance editors', 'illustrators', 'session musicians'],
    pains: [
      'get paid fairly for their work',
      'find clients without an agency',
      'publish on a steady schedule',
      'keep track of rights and licences',
    ],
    avoid: ['box'],
  },
  software: {
    roots: ['Stack', 'Pixel', 'Byte', 'Loop', 'Node', 'Sync', 'Cobalt', 'Vector'],
    things: ['workflows', 'dashboards', 'integrations', 'support tickets', 'data pipelines', 'team wikis'],
    providers: ['implementation partners', 'freelance developers', 'automation consultants'],
    pains: [
      'stop copying data between tools',
      'see what is working in one place',
      'automate repetitive admin',
      'set up software without an IT team',
    ],
    avoid: ['box'],
  },
  general: {
    roots: ['Nova', 'Pioneer', 'Bridge', 'Keystone', 'Summit', 'Beacon', 'Forge', 'Anchor'],
    things: ['workflows', 'bookings', 'client records', 'service requests', 'reports', 'memberships'],
    providers: ['specialists', 'independent experts', 'certified partners'],
    pains: [
      'save time on routine work',
      'find trustworthy providers',
      'make better decisions with data',
      'reach more customers',
    ],
    avoid: ['box'],
  },
};
