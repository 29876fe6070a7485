import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from '../limits';
import { EMPTY_PROFILE, type VentureProfile } from '../venture/sources';
import { allToolDefinitions } from './registry';

const text = (max: number) => fc.string({ maxLength: max });
const profiles = fc.record<VentureProfile>({
  name: text(SHORT_TEXT_MAX).filter((name) => name.trim() !== ''),
  description: text(LONG_TEXT_MAX),
  industry: text(SHORT_TEXT_MAX),
  targetMarket: text(SHORT_TEXT_MAX),
  region: text(SHORT_TEXT_MAX),
});

describe('a tool’s form from the venture’s profile', () => {
  const linked = allToolDefinitions.filter((tool) => tool.profile);

  it('fills only the tool’s own fields, each with a value its input schema takes', () => {
    fc.assert(
      fc.property(profiles, (profile) => {
        for (const tool of linked) {
          const form = tool.profile!.toForm(profile) as Record<string, string>;
          for (const [field, value] of Object.entries(form)) {
            expect(Object.keys(tool.fields)).toContain(field);
            expect(z.safeParse(tool.inputs.shape[field]!, value).success).toBe(true);
          }
        }
      }),
    );
  });

  it('fills nothing from a profile that is only a name, except the deck’s business name', () => {
    for (const tool of linked) {
      const form = tool.profile!.toForm({ ...EMPTY_PROFILE, name: 'Harvest Table' });
      expect(form).toEqual(tool.id === 'pitch-deck' ? { businessName: 'Harvest Table' } : {});
    }
  });

  it('fills each tool as the issue says', () => {
    const profile = {
      name: 'Harvest Table',
      description: 'Weekly meal kits for busy parents in Lisbon.',
      industry: 'Food',
      targetMarket: 'Busy parents',
      region: 'Portugal',
    };
    const forms = Object.fromEntries(linked.map((tool) => [tool.id, tool.profile!.toForm(profile)]));
    expect(forms).toEqual({
      ideas: { industry: 'Food', targetMarket: 'Busy parents', region: 'Portugal' },
      'business-plan': { idea: 'Harvest Table: Weekly meal kits for busy parents in Lisbon.' },
      'market-research': { niche: 'Food: Weekly meal kits for busy parents in Lisbon' },
      'pitch-deck': {
        businessName: 'Harvest Table',
        businessDescription: 'Weekly meal kits for busy parents in Lisbon.',
      },
    });
  });
});
