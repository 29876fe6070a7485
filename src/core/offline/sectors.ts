import { matchByKeywords } from './match-by-keywords';

/** "pet, dog walk, cat" -> ['pet', 'dog walk', 'cat']: a sector's keywords as a few lines of text. */
const stems = (list: string): readonly string[] =>
  list
    .trim()
    .split(/\s*,\s*/)
    .map((stem) => stem.replace(/\s+/g, ' '));

/** The industries the offline generators tell apart; every tool keys its phrases by these. */
export type SectorId =
  | 'pets'
  | 'food'
  | 'health'
  | 'education'
  | 'fintech'
  | 'retail'
  | 'travel'
  | 'real-estate'
  | 'climate'
  | 'logistics'
  | 'creative'
  | 'software'
  | 'general';

export interface Sector {
  id: SectorId;
  /** The industry as it reads mid-sentence, in every tool: "the wider pet care industry". */
  label: string;
  /**
   * Who buys, when the founder's text does not say, plural and mid-sentence; a fact about the sector
   * rather than a tool's phrase, so the plan and the deck name the same customers.
   */
  customers: string;
  /** Stems matched at word starts, short ones as whole words (see match-by-keywords.ts). */
  keywords: readonly string[];
}

/**
 * Each industry once. On a tie the earlier sector wins, so the specific ones come first: "pet care
 * app" is pets, not software, and "healthy meals" is food. "care" is nobody's keyword: pet care,
 * skin care and home care belong to other sectors than health care.
 */
export const SECTORS: readonly Sector[] = [
  {
    id: 'pets',
    label: 'pet care',
    customers: 'dog and cat owners',
    keywords: stems(`
      pet, dog, pupp, cat, kitten, vet, veterinar, groom, kennel, canine, feline, dog walk, pet sit, paw,
      leash, aquarium, equine`),
  },
  {
    id: 'food',
    label: 'food and beverage',
    customers: 'busy households',
    keywords: stems(`
      food, meal, restaurant, grocer, recipe, kitchen, cook, chef, bake, baking, bread, pastr, cake, cafe,
      café, coffee, tea, drink, beverage, snack, catering, vegan, agri, brew, beer, wine, chocolate, juice,
      dining`),
  },
  {
    id: 'health',
    label: 'health and wellness',
    customers: 'patients and the clinics that treat them',
    keywords: stems(`
      health, medic, clinic, patient, wellness, fitness, gym, therap, doctor, nurse$, nursing, dental,
      dentist, mental, pharma, hospital$, physio, telehealth, telemed, yoga, sleep, nutrition, diet, caregiv,
      carer, elderly`),
  },
  {
    id: 'education',
    label: 'education and training',
    customers: 'learners and the schools that teach them',
    keywords: stems(`
      educat, edtech, learn, school, tutor, course$, training, skill, student, teach, academ, universit,
      classroom, lesson, exam$, coding, bootcamp, language`),
  },
  {
    id: 'fintech',
    label: 'financial services',
    customers: 'freelancers and small businesses',
    keywords: stems(`
      fintech, financ, bank, payment, invoic, insur, accounting, accountant, bookkeep, tax, taxes, lending,
      loan, invest, crypto, wallet, payroll, money, ledger, pension, credit, mortgage`),
  },
  {
    id: 'retail',
    label: 'retail and e-commerce',
    customers: 'online shoppers who want quality without the hassle',
    keywords: stems(`
      retail, commerce, ecommerce, shop, store$, storefront, fashion, apparel, cloth, beauty, cosmetic,
      skincare, jewel, furniture, toy, gift, resale, sneaker, shoe, merch`),
  },
  {
    id: 'travel',
    label: 'travel and hospitality',
    customers: 'independent travellers',
    keywords: stems(`
      travel, touris, tour$, trip, hotel, hospitality, holiday, vacation, hostel, itinerar, airline, flight,
      cruise, airbnb, camping, event$, guesthouse`),
  },
  {
    id: 'climate',
    label: 'climate and clean energy',
    customers: 'households and small businesses cutting their energy use',
    keywords: stems(`
      climate, energy, solar, carbon, sustainab, green, recycl, upcycl, waste, environment, electrif, electric
      vehicle, ev, battery, refill, heat pump, insulat, emission, compost, renewable, net zero, wind turbine,
      wind farm`),
  },
  {
    id: 'real-estate',
    label: 'real estate and property',
    customers: 'small landlords and homeowners',
    keywords: stems(`
      real estate, propert, rent, tenant, landlord, housing, home$, homeowner, renovat, construction,
      contractor, apartment, architect, plumb, electrician, builder, interior, letting`),
  },
  {
    id: 'logistics',
    label: 'logistics and mobility',
    customers: 'online sellers and local delivery businesses',
    keywords: stems(`
      logistic, deliver, shipping, freight, courier, transport, mobility, fleet, parcel, ride, warehouse, last
      mile, last-mile, truck, van, car, bike, bicycle, scooter, taxi, cargo, automotive, vehicle, parking`),
  },
  {
    id: 'creative',
    label: 'media and creative services',
    customers: 'independent creators and small studios',
    keywords: stems(`
      designer, graphic design, web design, video, film, music, photo, media, podcast, art, artist, studio,
      creator, creative, animation, gaming, game, publish, writer, advertis, marketing, agency, brand,
      illustrat, influencer`),
  },
  {
    id: 'software',
    label: 'business software',
    customers: 'small and mid-sized teams',
    keywords: stems(`
      software, saas, app, platform, ai, data, cloud, api, automat, analytics, crm, erp, developer, machine
      learning, no-code, low-code, chatbot, cyber, dashboard, algorithm`),
  },
];

/** Where no sector's keywords are found: plain, broadly true phrases. */
export const GENERAL: Sector = {
  id: 'general',
  label: 'consumer and business services',
  customers: 'busy people and small businesses',
  keywords: [],
};

/** The sector a founder's text is about: the one with most keywords in it, else GENERAL. */
export function sectorOf(text: string): Sector {
  return matchByKeywords(text, SECTORS, GENERAL);
}
