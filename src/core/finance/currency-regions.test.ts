import { describe, expect, it } from 'vitest';
import { currencyForPlace } from './currency-regions';

describe('currencyForPlace', () => {
  it.each([
    ['A bakery in Berlin', 'EUR'],
    ['Weekly meal kits for busy parents in Lisbon.', 'EUR'],
    ['Dog walking across London', 'GBP'],
    ['Tax set-asides for freelancers in Zürich', 'CHF'],
    ['Tutoring in Bengaluru', 'INR'],
    ['Ramen delivery, Tokyo', 'JPY'],
    ['Coworking in Singapore', 'SGD'],
    ['Bike repair in Toronto', 'CAD'],
    ['Surf school, Sydney', 'AUD'],
    ['A newsletter for indie hackers', 'USD'],
  ])('%s trades in %s', (text, currency) => {
    expect(currencyForPlace(text)).toBe(currency);
  });

  it('takes the first place named, and never a word inside another', () => {
    expect(currencyForPlace('From Paris to London')).toBe('EUR');
    expect(currencyForPlace('Parisian-style cafés in New York')).toBe('USD');
    expect(currencyForPlace(undefined)).toBe('USD');
  });
});
