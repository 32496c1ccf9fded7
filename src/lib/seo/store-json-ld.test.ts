import { describe, expect, it } from 'vitest';
import { openingHoursSpecification, storeJsonLd, type StoreFacts } from './store-json-ld.ts';

const store: StoreFacts = {
  name: 'River Raisin Cannabis Co.',
  legalName: 'River Raisin Cannabis Company LLC',
  tagline: 'Riverside dispensary.',
  address: {
    street: '418 E Front St',
    city: 'Monroe',
    region: 'MI',
    postalCode: '48162',
    country: 'US',
    latitude: 41.9156,
    longitude: -83.3941,
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=River',
  },
  phone: '(734) 555-0142',
  email: 'hello@riverraisin.test',
  licenseNumber: 'AU-R-000418',
  medicalLicenseNumber: 'PC-000418',
  hours: [
    { weekday: 0, opens: '10:00', closes: '18:00' },
    ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '09:00', closes: '21:00' })),
    { weekday: 6, opens: '09:00', closes: '24:00' },
  ],
};

describe('openingHoursSpecification', () => {
  it('groups the days that share hours and writes a midnight closing as 23:59', () => {
    expect(openingHoursSpecification(store.hours)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '10:00', closes: '18:00' },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '21:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '23:59' },
    ]);
  });

  it('lists nothing for a store with no hours', () => {
    expect(openingHoursSpecification([])).toEqual([]);
  });
});

describe('special opening hours', () => {
  it('gives each holiday its own day: reduced hours, or 00:00 to 00:00 when closed all day', () => {
    const json = storeJsonLd(store, 'https://shop.example', {
      holidays: [
        { date: '2026-12-24', name: 'Christmas Eve', hours: { opens: '09:00', closes: '15:00' } },
        { date: '2026-12-25', name: 'Christmas Day', hours: null },
      ],
    });
    expect(json.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-24',
        validThrough: '2026-12-24',
        opens: '09:00',
        closes: '15:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
        opens: '00:00',
        closes: '00:00',
      },
    ]);
    expect(storeJsonLd(store, 'https://shop.example')).not.toHaveProperty('specialOpeningHoursSpecification');
  });
});

describe('storeJsonLd', () => {
  it('describes the store with its address, position, phone and both licence numbers', () => {
    const json = storeJsonLd(store, 'https://shop.example');
    expect(json).toMatchObject({
      '@type': 'Store',
      '@id': 'https://shop.example/#store',
      name: 'River Raisin Cannabis Co.',
      url: 'https://shop.example/',
      telephone: '(734) 555-0142',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '418 E Front St',
        addressLocality: 'Monroe',
        postalCode: '48162',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 41.9156, longitude: -83.3941 },
    });
    expect(JSON.stringify(json.identifier)).toContain('AU-R-000418');
    expect(JSON.stringify(json.identifier)).toContain('PC-000418');
  });

  it('leaves out what the store has not set', () => {
    const json = storeJsonLd(
      { ...store, medicalLicenseNumber: null, address: { ...store.address, latitude: null }, tagline: '' },
      'https://shop.example',
    );
    expect(json).not.toHaveProperty('geo');
    expect(json).not.toHaveProperty('description');
    expect(json.identifier).toHaveLength(1);
  });

  it('describes one location at its own page: named after the brand and its town, the brand beside it', () => {
    const json = storeJsonLd(store, 'https://shop.example', { location: { name: 'Monroe', path: '/stores/monroe' } });
    expect(json).toMatchObject({
      '@id': 'https://shop.example/stores/monroe#store',
      name: 'River Raisin Cannabis Co. Monroe',
      url: 'https://shop.example/stores/monroe',
      brand: { '@type': 'Brand', name: 'River Raisin Cannabis Co.' },
    });
    expect(storeJsonLd(store, 'https://shop.example')).not.toHaveProperty('brand');
  });
});
