import { describe, expect, it } from 'vitest';
import { productArtSvg } from './product-art.ts';
import { generateCatalog } from './products.ts';
import { DEMO_HOURS, DEMO_STORE } from './store.ts';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('demo store facts', () => {
  it('uses theme colours with WCAG AA contrast for text', () => {
    const { theme } = DEMO_STORE;
    expect(contrast(theme.primary, theme.primaryText)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.accent, theme.accentText)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.background, theme.text)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.background, theme.mutedText)).toBeGreaterThanOrEqual(4.5);
  });

  it('opens Monday to Saturday 9–9 and Sunday 10–6', () => {
    expect(DEMO_HOURS).toHaveLength(7);
    expect(DEMO_HOURS.find((h) => h.weekday === 0)).toEqual({ weekday: 0, opensAt: '10:00', closesAt: '18:00' });
    for (const day of DEMO_HOURS.filter((h) => h.weekday !== 0)) {
      expect([day.opensAt, day.closesAt]).toEqual(['09:00', '21:00']);
    }
  });
});

describe('product art', () => {
  it('escapes names so the SVG stays well-formed', () => {
    const product = generateCatalog()[0]!;
    const svg = productArtSvg({ ...product, name: 'Salt & Pepper <Kush>' }, 'Straits & Co.');
    expect(svg).toContain('>Salt &#38; Pepper<');
    expect(svg).toContain('>&#60;Kush&#62;<');
    expect(svg).toContain('Straits &#38; Co.');
    expect(svg).not.toMatch(/&(?!#\d+;)/);
  });
});
