/**
 * Sentences as the offline provider writes them (its plan, deck, research and ideas), with the
 * figures of other ventures, sectors and currencies than the sample's: the check must read its own
 * documents as it reads a model's, since Use Fact and the offline drafts rewrite them alike.
 */
import {
  cac,
  funding,
  labelled,
  launch,
  margin,
  market,
  month12,
  price,
  raise,
  revenue,
  runway,
  sam,
  som,
  tam,
  type Entry,
} from './labels';

const ENTRIES: readonly Entry[] = [
  // The business plan.
  [
    'The plan is to launch a focused first version in month 5, win 900 paying customers in the first year and use that traction to raise a seed round of about $1,000,000.',
    launch(5),
    month12(900),
    raise(1_000_000, 'USD'),
  ],
  [
    'The plan is to launch a focused first version in month 3, win 1,200 paying customers in the first year and use that traction to raise a seed round of about €750,000.',
    launch(3),
    month12(1200),
    raise(750_000, 'EUR'),
  ],
  [
    'WagBox sells a monthly subscription at $17 per month, with a premium tier for advanced features and priority support, and two months free on annual billing.',
    price(17, 'USD'),
  ],
  [
    'Ledgerly sells a monthly subscription at £14 per month, with a premium tier for advanced features.',
    price(14, 'GBP'),
  ],
  [
    'ClinicFlow sells a monthly subscription at ¥9,800 per month, with two months free on annual billing.',
    price(9800, 'JPY'),
  ],
  ['Ledgerly charges a monthly retainer of £450 for a fixed scope of work.', price(450, 'GBP', 'none')],
  [
    'TaskBridge takes a 12% commission on every completed transaction, paid by the provider side, worth about $9 per customer per month.',
    price(9, 'USD'),
  ],
  [
    'GreenCrate sells its core product at about $150 with healthy gross margins and adds a $50 per month plan for refills.',
    price(50, 'USD'),
  ],
  [
    'We expect a customer acquisition cost of about $40 at launch, recovered within the first months of revenue.',
    cac(40, 'USD'),
  ],
  ['We expect a customer acquisition cost of about CHF 120 at launch.', cac(120, 'CHF')],
  ['By Month 12, at 285 customers, WagBox brings in €28,500 in monthly revenue.', month12(285)],
  ['By Month 12, at 1,040 customers, Ledgerly brings in £14,560 in monthly revenue.', month12(1040)],
  ['At 900 customers WagBox reaches roughly $9,000 in monthly revenue, enough to cover a small team.'],
  ['We estimate about 33,000 of them in Berlin alone, reachable through a handful of communities and channels.'],
  [
    'Launch starts with a paid pilot of 20 busy owners in Berlin, recruited by hand through interviews and personal networks.',
  ],
  [
    'From month 5, the public launch combines three channels: partnerships with independent pet shops and referrals.',
    launch(5),
  ],
  [
    'Once these work, vet practices become the second partner channel and paid search is tested with a strict cost-per-customer limit of $40.',
    cac(40, 'USD'),
  ],
  // The plan's milestones.
  ['Month 1: interview 30 busy owners and confirm the problem and the price'],
  ['Month 4: start the paid pilot with 20 customers', launch(4)],
  ['Month 5: public launch in Berlin with the first partner channel', launch(5)],
  ['Month 9: 450 paying customers and a customer acquisition cost under $40', cac(40, 'USD')],
  ['Month 9: the first partner channel proven at a customer acquisition cost of €300', cac(300, 'EUR')],
  ['Month 12: 900 paying customers and $9,000 in monthly revenue', month12(900)],
  ['Month 12: 1,040 paying customers and £14,560 in monthly revenue', month12(1040)],
  [
    'Month 18: raise a seed round of about $1,000,000 and open the second segment: groomers, kennels and pet shops',
    funding(18),
    raise(1_000_000, 'USD'),
  ],
  ['Month 3: raise a seed round of about €500,000 and open the second segment', funding(3), raise(500_000, 'EUR')],
  ['Month 2: interview 25 dental clinics in Tokyo and confirm the problem and the price'],
  // The deck.
  ['Total addressable market: $33.3B, as our market research sizes it', tam(33.3e9, 'USD')],
  ['Total addressable market: €12.4B in pet care worldwide', tam(12.4e9, 'EUR')],
  ['Serviceable market: $2.7B among dog and cat owners in Berlin', sam(2.7e9, 'USD')],
  ['Serviceable market: ¥310B among dental clinics in Tokyo', sam(310e9, 'JPY')],
  ['Obtainable in five years: $95.3M', som(95.3e6, 'USD')],
  ['Obtainable in five years: £41.8M', som(41.8e6, 'GBP')],
  ['The market grows about 20% a year'],
  ['Bookings and memberships averaging €100 a month per owner', price(100, 'EUR')],
  ['Orders and memberships averaging $32 a month per customer', price(32, 'USD')],
  ['Subscription per clinic: ¥4,800 a month, billed yearly', price(4800, 'JPY')],
  ['Tiered subscription averaging £45 a month per business', price(45, 'GBP')],
  ['Subscription per landlord: CHF 35 a month, plus a fee on booked repairs', price(35, 'CHF')],
  ['Per-vehicle subscription, about $310 a month for a typical operator', price(310, 'USD')],
  ['Subscription per team averaging A$120 a month across plans', price(120, 'AUD')],
  ['Subscription averaging ₹1,499 a month, plus a small fee on payments', price(1499, 'INR')],
  ['Revenue per customer: about €1,200 a year', price(1200, 'EUR', 'year')],
  ['Revenue per customer: about S$840 a year', price(840, 'SGD', 'year')],
  ['Target gross margin: 90%', margin(90)],
  ['Target gross margin: 74%', margin(74)],
  [
    'A customer worth €1,200 a year at a 90% margin pays back its acquisition cost of about €300 quickly; say how quickly.',
    price(1200, 'EUR', 'year'),
    margin(90),
    cac(300, 'EUR'),
  ],
  ['First: partnerships with vet practices and pet shops, to win the first 100 customers'],
  ['Target customer acquisition cost: about €300', cac(300, 'EUR')],
  ['Target customer acquisition cost: about C$85', cac(85, 'CAD')],
  ['Year 1: €342K revenue from 285 customers', revenue(1, 342_000, 'EUR'), month12(285)],
  ['Year 1: $1.1M revenue from 2,300 clinics', revenue(1, 1_100_000, 'USD'), month12(2300)],
  ['Year 2: €1.1M revenue', revenue(2, 1_100_000, 'EUR')],
  ['Year 3: €2.3M revenue', revenue(3, 2_300_000, 'EUR')],
  ['Year 3: ¥480M revenue', revenue(3, 480e6, 'JPY')],
  ['Raising €500K for 24 months of runway', raise(500_000, 'EUR'), runway(24)],
  ['Raising $1.5M for 18 months of runway', raise(1_500_000, 'USD'), runway(18)],
  ['Use of funds: 50% product and engineering, 40% sales and marketing, 10% operations and hiring'],
  ['Close with the ask: €500K to reach the milestones that make the next round easy.', raise(500_000, 'EUR')],
  // The research.
  [
    'Indicative estimate: the global dog walking market is worth about $33.3 billion today and growing at roughly 17% a year, which would take it to about $73.0 billion within five years.',
    market(33.3e9, 'USD'),
  ],
  [
    'Indicative estimate: the global pet care market is worth about €28.1 billion today and growing at roughly 7% a year.',
    market(28.1e9, 'EUR'),
  ],
  ['The serviceable market for a new entrant in one country is a small share of that, typically 1 to 3 percent.'],
  [
    'Indicative estimate: the global pet care market is worth about €19.5B a year today and growing at roughly 17% a year, which would take it to about €42.8B within five years.',
    market(19.5e9, 'EUR'),
  ],
  [
    'For a new entrant in one country, the serviceable market is about ¥58.5B a year, 3% of the total;',
    sam(58.5e9, 'JPY'),
  ],
  [
    'the obtainable market within five years is about CHF 29.3M a year, 5% of the serviceable market.',
    som(29.3e6, 'CHF'),
  ],
  ['Working owners aged 25 to 45 who pay for dog walking in Berlin so their dog is not alone all day.'],
  ['Shops sending 50 to 2,000 orders a month that buy shipping labels from whoever is cheapest this week.'],
  ['Companies with 5 to 50 staff that buy payroll software with a card after a free trial.'],
  ['Time-poor city dwellers aged 25 to 40 who order meal kits online several times a month.'],
  ['Owners of one to ten properties who manage repairs themselves next to a job.'],
  // The ideas.
  ['$40,000 - $105,000'],
  ['€25,000 - €70,000'],
  ['Monthly and annual memberships from €19 a month', price(19, 'EUR')],
  ['Freemium upgrade to a Plus plan at £6 a month', price(6, 'GBP')],
  ['Small fee on each in-app transaction'],
  ['A subscription at $19 a month per freelancer, with invoices and reminders in one place.', price(19, 'USD')],
  ['Premium add-ons for pet insurance at €4 a month'],
];

export const OFFLINE_SENTENCES = labelled('offline', ENTRIES);
