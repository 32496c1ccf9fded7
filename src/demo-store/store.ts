/** The demo store's facts. All of them are settings staff can change; none is read by code as a constant. */

export const DEMO_STORE = {
  name: 'River Raisin Cannabis Co.',
  legalName: 'River Raisin Cannabis Company LLC',
  tagline: 'Monroe’s riverside dispensary for adult-use and medical cannabis.',
  streetAddress: '418 E Front St',
  city: 'Monroe',
  region: 'MI',
  postalCode: '48162',
  country: 'US',
  latitude: 41.9156,
  longitude: -83.3941,
  // 555-01xx numbers are reserved for fiction, so no real line gets demo calls.
  phone: '(734) 555-0142',
  email: 'hello@riverraisin.test',
  licenseNumber: 'AU-R-000418',
  medicalLicenseNumber: 'PC-000418',
  timezone: 'America/Detroit',
  merchSlug: 'river-raisin',
  theme: {
    // White text on primary is 9.2:1 and dark text on accent 6.6:1, both above WCAG AA (4.5:1).
    primary: '#1f5130',
    primaryText: '#ffffff',
    accent: '#c9a227',
    accentText: '#1c2421',
    background: '#faf7f0',
    surface: '#ffffff',
    text: '#1c2421',
    mutedText: '#55605a',
    danger: '#a4262c',
  },
} as const;

export interface OpeningInterval {
  /** 0 = Sunday, as in the store_hours table. */
  weekday: number;
  opensAt: string;
  closesAt: string;
}

export const DEMO_HOURS: readonly OpeningInterval[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
  weekday === 0 ? { weekday, opensAt: '10:00', closesAt: '18:00' } : { weekday, opensAt: '09:00', closesAt: '21:00' },
);
