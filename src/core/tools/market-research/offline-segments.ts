/** The market research's customers and competition for each sector (core/offline/sectors.ts). */
import type { SectorId } from '../../offline/sectors';
import type { NicheWords } from './niche-words';
import type { CustomerSegment } from './schema';

/** Who buys in one sector, who already sells to them, and the rules a newcomer meets. */
export interface SegmentWords {
  /** `n`: the niche's words. */
  segments: readonly ((n: NicheWords) => CustomerSegment)[];
  /** The established players, as a competitor group's name. */
  incumbents: string;
  /** Rules a newcomer must meet. */
  regulation: string;
}

export const SEGMENT_WORDS: Record<SectorId, SegmentWords> = {
  pets: {
    segments: [
      (n) => ({
        segment: 'Busy dog owners',
        characteristics: `Working owners aged 25 to 45 who pay for ${n.market} so their dog is not alone all day.`,
        painPoints: 'Unreliable walkers and sitters, last-minute cancellations and no news while they are out.',
      }),
      () => ({
        segment: 'First-time pet parents',
        characteristics: 'New owners of a puppy or kitten who research everything online and buy what is recommended.',
        painPoints: 'Conflicting advice, costly mistakes and nobody to ask between vet visits.',
      }),
      () => ({
        segment: 'Older owners',
        characteristics: 'Retired owners whose dog or cat is their daily company, loyal to providers they trust.',
        painPoints: 'Walks and grooming get harder, and few services come to the home.',
      }),
    ],
    incumbents: 'Pet superstores and large pet-sitting apps',
    regulation: 'animal-welfare, licensing and pet-food labelling rules',
  },
  food: {
    segments: [
      (n) => ({
        segment: 'Busy urban professionals',
        characteristics: `Time-poor city dwellers aged 25 to 40 who order ${n.market} online several times a month.`,
        painPoints: 'Little time to plan meals, and delivery options that are greasy or expensive.',
      }),
      () => ({
        segment: 'Families who cook at home',
        characteristics: 'Parents who read labels, cook at home most days and shop in bulk for the week.',
        painPoints: 'Finding good food the whole family will eat, at a price that fits the budget.',
      }),
      () => ({
        segment: 'Cafes and small restaurants',
        characteristics: 'Independent venues buying in small volumes from several suppliers.',
        painPoints: 'Unreliable deliveries, minimum order sizes and thin margins.',
      }),
    ],
    incumbents: 'Supermarket chains and their own brands',
    regulation: 'food-safety and labelling rules',
  },
  health: {
    segments: [
      (n) => ({
        segment: 'Self-improvers',
        characteristics: `Adults aged 25 to 45 who already spend on ${n.market} and track their progress with apps.`,
        painPoints: 'Motivation that fades, generic advice and high prices for one-to-one support.',
      }),
      () => ({
        segment: 'People managing a long-term condition',
        characteristics: 'Patients who need regular follow-up and coordinate several providers.',
        painPoints: 'Long waits, scattered records and little support between appointments.',
      }),
      () => ({
        segment: 'Employers and HR teams',
        characteristics: 'Companies with 50 or more staff looking to reduce sick days and keep people.',
        painPoints: 'Low take-up of existing benefits and no way to measure their impact.',
      }),
    ],
    incumbents: 'Established clinics and health-care chains',
    regulation: 'medical-device, privacy and professional-licensing rules',
  },
  education: {
    segments: [
      (n) => ({
        segment: 'Career changers',
        characteristics: `Adults aged 25 to 40 paying for ${n.market} themselves to move into a new field.`,
        painPoints: 'Little time next to a job, and fear of paying for a course employers do not value.',
      }),
      () => ({
        segment: 'Students and their parents',
        characteristics: 'Families who pay for extra support before exams and compare tutors by reviews.',
        painPoints: 'Finding a trustworthy tutor and seeing real progress for the money.',
      }),
      () => ({
        segment: 'Corporate learning teams',
        characteristics: 'HR and training managers with yearly budgets for staff development.',
        painPoints: 'Low completion rates and no clear link between training and performance.',
      }),
    ],
    incumbents: 'Large online course platforms',
    regulation: 'accreditation requirements and child-safeguarding rules',
  },
  fintech: {
    segments: [
      (n) => ({
        segment: 'Freelancers and sole traders',
        characteristics: `Self-employed people with irregular income who make ${n.kind} decisions alone, mostly on their phone.`,
        painPoints: 'Irregular cash flow, surprise tax bills and no time for admin.',
      }),
      () => ({
        segment: 'Small business owners',
        characteristics:
          'Companies with 1 to 20 staff, often without an in-house finance person, relying on an external accountant.',
        painPoints: 'Late payments from customers, manual bookkeeping and expensive bank fees.',
      }),
      () => ({
        segment: 'Young professionals',
        characteristics: 'Digital-first earners aged 22 to 35 who compare providers online and switch easily.',
        painPoints: 'Hidden fees, confusing products and slow customer service.',
      }),
    ],
    incumbents: 'Traditional banks and insurers',
    regulation: 'licensing and anti-money-laundering checks',
  },
  retail: {
    segments: [
      (n) => ({
        segment: 'Conscious shoppers',
        characteristics: `Buyers aged 20 to 40 who research ${n.kind} brands and pay more for sustainable choices.`,
        painPoints: 'Greenwashing, poor quality and little information on where products come from.',
      }),
      () => ({
        segment: 'Gift buyers',
        characteristics: 'Occasional buyers shopping for others, mostly around holidays and birthdays.',
        painPoints: 'Too much choice, uncertain delivery times and awkward returns.',
      }),
      () => ({
        segment: 'Loyal enthusiasts',
        characteristics: 'Repeat customers who follow brands closely and buy new releases early.',
        painPoints: 'Limited editions that sell out, and little recognition for their loyalty.',
      }),
    ],
    incumbents: 'Large online marketplaces and high-street chains',
    regulation: 'consumer-protection, product-safety and returns rules',
  },
  travel: {
    segments: [
      (n) => ({
        segment: 'Independent travellers',
        characteristics: `Travellers aged 25 to 45 who plan ${n.market} themselves online and avoid package tours.`,
        painPoints: 'Hours of research, tourist traps and rigid cancellation terms.',
      }),
      () => ({
        segment: 'Remote workers',
        characteristics: 'Professionals who travel for weeks at a time and need reliable internet and a workspace.',
        painPoints: 'Unreliable listings and accommodation not set up for work.',
      }),
      () => ({
        segment: 'Group and family travellers',
        characteristics: 'Families and friend groups booking together, often months ahead.',
        painPoints: 'Coordinating many people, budgets and payments.',
      }),
    ],
    incumbents: 'Online travel agencies',
    regulation: 'package-travel, tourist-tax and short-let rules',
  },
  climate: {
    segments: [
      (n) => ({
        segment: 'Homeowners',
        characteristics: `Households with a roof and some savings who look into ${n.market} after a high energy bill.`,
        painPoints: 'Upfront costs, confusing grants and fear of choosing the wrong installer.',
      }),
      () => ({
        segment: 'Small and mid-sized companies',
        characteristics: 'Businesses asked by customers or regulators to report and cut emissions.',
        painPoints: 'No in-house expertise and reporting tools built for large corporations.',
      }),
      () => ({
        segment: 'Public bodies',
        characteristics: 'Councils and schools with climate targets and tendered budgets.',
        painPoints: 'Slow procurement and the need for proven, certified suppliers.',
      }),
    ],
    incumbents: 'Utilities and large installers',
    regulation: 'certification, grid-connection and reporting rules',
  },
  'real-estate': {
    segments: [
      (n) => ({
        segment: 'Small landlords',
        characteristics: `Owners of one to ten properties who manage ${n.market} themselves next to a job.`,
        painPoints: 'Finding reliable tradespeople, late rent and changing regulation.',
      }),
      () => ({
        segment: 'First-time buyers',
        characteristics: 'Young couples and singles saving for a deposit and comparing areas online.',
        painPoints: 'High prices, opaque processes and fear of hidden costs.',
      }),
      () => ({
        segment: 'Property managers',
        characteristics: 'Agencies managing dozens to hundreds of units for owners.',
        painPoints: 'Repair coordination, tenant communication and thin fees.',
      }),
    ],
    incumbents: 'Established letting and estate agencies',
    regulation: 'tenancy, building and energy-efficiency rules',
  },
  logistics: {
    segments: [
      (n) => ({
        segment: 'Small online sellers',
        characteristics: `Shops sending 50 to 2,000 orders a month that buy ${n.market} from whoever is cheapest this week.`,
        painPoints: 'Late or lost parcels, unclear pricing and nobody to call when something goes wrong.',
      }),
      () => ({
        segment: 'Local shops and restaurants',
        characteristics: 'High-street businesses that started delivering and need reliable drivers at peak times.',
        painPoints: 'Platform commissions that eat the margin, and no control over the customer experience.',
      }),
      () => ({
        segment: 'Fleet operators',
        characteristics: 'Regional companies running 5 to 100 vans or trucks and planning routes by hand.',
        painPoints: 'Empty miles, rising fuel costs and drivers who are hard to hire.',
      }),
    ],
    incumbents: 'National carriers and delivery platforms',
    regulation: 'transport-licensing, driver-employment and low-emission-zone rules',
  },
  creative: {
    segments: [
      (n) => ({
        segment: 'Independent creators',
        characteristics: `Freelancers who make a living from ${n.market} and find most of their work online.`,
        painPoints: 'Irregular income, late payments and hours lost to admin.',
      }),
      () => ({
        segment: 'Small brands',
        characteristics: 'Companies with 5 to 50 staff that need regular content but have no in-house studio.',
        painPoints: 'Agencies that cost too much, and freelancers of uneven quality.',
      }),
      () => ({
        segment: 'Agencies and studios',
        characteristics: 'Small creative teams juggling several clients and outside freelancers.',
        painPoints: 'Thin margins, scope creep and finding reliable talent at short notice.',
      }),
    ],
    incumbents: 'Large agencies and freelance marketplaces',
    regulation: 'copyright, licensing and advertising-disclosure rules',
  },
  software: {
    segments: [
      (n) => ({
        segment: 'Small teams',
        characteristics: `Companies with 5 to 50 staff that buy ${n.market} with a card after a free trial.`,
        painPoints: 'Too many disconnected tools, and no time for a long setup.',
      }),
      () => ({
        segment: 'Operations leads',
        characteristics: 'Managers in mid-sized companies who own a process and the budget to improve it.',
        painPoints: 'Manual work between systems, and reports that are out of date when they arrive.',
      }),
      () => ({
        segment: 'IT and procurement teams',
        characteristics: 'Larger buyers who review security and contracts before anything is bought.',
        painPoints: 'Overlapping licences, tools bought without IT, and vendors that fail security reviews.',
      }),
    ],
    incumbents: 'Enterprise software suites',
    regulation: 'data-protection and security-certification rules',
  },
  general: {
    segments: [
      (n) => ({
        segment: 'Early adopters',
        characteristics: `Digitally savvy buyers aged 25 to 40 who try new ${n.kind} offers and share them with friends.`,
        painPoints: 'Generic products that do not fit their needs, and slow service.',
      }),
      () => ({
        segment: 'Value seekers',
        characteristics: 'Price-conscious buyers who compare options carefully before committing.',
        painPoints: 'Hidden costs and prices that are hard to compare.',
      }),
      () => ({
        segment: 'Small businesses',
        characteristics: 'Owners of companies with 1 to 50 staff buying for their team.',
        painPoints: 'Little time to evaluate suppliers, and tools built for larger companies.',
      }),
    ],
    incumbents: 'Established brands',
    regulation: 'consumer-protection and data-privacy rules',
  },
};
