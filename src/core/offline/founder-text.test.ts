import { describe, expect, it } from 'vitest';
import { customersIn, regionIn, splitName } from './founder-text';

describe('splitName', () => {
  it('reads a short head before a colon as the name', () => {
    expect(splitName('LedgerLoop: A subscription app for freelancers.')).toEqual({
      name: 'LedgerLoop',
      description: 'A subscription app for freelancers.',
    });
  });

  it('reads capitalised words before "is a" as the name', () => {
    expect(splitName('Harvest Table is a weekly meal-kit service.')).toEqual({
      name: 'Harvest Table',
      description: 'a weekly meal-kit service.',
    });
  });

  it('finds no name in a plain description, a long head or a pronoun', () => {
    expect(splitName('dog walking app for busy professionals').name).toBeUndefined();
    expect(splitName('Pet care is a growing market').name).toBeUndefined();
    expect(splitName('It is an app for dog owners').name).toBeUndefined();
    expect(splitName('we help many many different small local shops here: an app').name).toBeUndefined();
  });
});

describe('customersIn', () => {
  it.each([
    ['A weekly meal-kit service for busy parents in Lisbon, with recipes.', 'busy parents'],
    ['Invoicing software for freelancers that chases late payments.', 'freelancers'],
    ['An online clinic for patients with chronic back pain.', 'patients with chronic back pain'],
    ['A marketplace that connects dog owners with vetted walkers.', 'dog owners'],
    ['A mobile app that lets dog owners manage walks and pay in a few taps.', 'dog owners'],
    ['Lunch boxes for parents and their kids.', 'parents and their kids'],
    ['Coaching for Small Business Owners', 'small business owners'],
  ])('finds the customers in "%s"', (text, customers) => {
    expect(customersIn(text)).toBe(customers);
  });

  it.each([
    'A game for a fraction of the cost.',
    'Treats for dogs.',
    'A booking tool for therapy sessions.',
    'Software for managing invoices.',
    'Catering for events.',
    'for example',
  ])('finds none in "%s"', (text) => {
    expect(customersIn(text)).toBeUndefined();
  });
});

describe('regionIn', () => {
  it('finds a capitalised place after "in", "across" or "throughout"', () => {
    expect(regionIn('for busy parents in Lisbon, with recipes')).toBe('Lisbon');
    expect(regionIn('freelancers across South East Asia')).toBe('South East Asia');
    expect(regionIn('meal kits in the city')).toBeUndefined();
  });
});
