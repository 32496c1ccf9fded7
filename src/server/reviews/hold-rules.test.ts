import { describe, expect, it } from 'vitest';
import { reviewTextHoldReasons } from './hold-rules.ts';

const held = (body: string, title = '') => reviewTextHoldReasons({ title, body });

describe('the review hold rules', () => {
  it('hold a health or cure claim, in the title or the text', () => {
    expect(held('This gummy cured my anxiety.')).toEqual(['health_claim']);
    expect(held('Lovely flavour.', 'Relieves pain fast')).toEqual(['health_claim']);
  });

  it('hold contact details as personal information and links or noise as spam', () => {
    expect(held('Text me at 734-555-0100 for more')).toEqual(['personal_information']);
    expect(held('Write to dana@example.com')).toEqual(['personal_information']);
    expect(held('Cheaper at www.example.com')).toEqual(['spam']);
    expect(held('Best deals on https://cheap-weed.example')).toEqual(['spam']);
    expect(held('Greaaaaaaaaat!!!')).toEqual(['spam']);
  });

  it('let ordinary praise and complaints through, whatever they say of the product', () => {
    expect(held('Harsh smoke, dry buds, not worth $35. Would not buy again.', 'Disappointed')).toEqual([]);
    expect(held('Sweet citrus nose, smooth and relaxing. Staff were great.', 'Love it')).toEqual([]);
    expect(held('Picked up 3.5 g on 11/02, 2 jars at 10:30.')).toEqual([]);
  });
});
