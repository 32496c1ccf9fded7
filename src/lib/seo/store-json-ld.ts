import { WEEKDAY_NAMES, type HolidayClosure, type StoreHoursInterval } from '../settings/store-hours.ts';
import { absoluteUrl, type JsonLd } from './json-ld.ts';

/** The store facts search engines show in a local listing (a subset of the store settings). */
export interface StoreFacts {
  name: string;
  legalName: string;
  tagline: string;
  address: {
    street: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
    latitude: number | null;
    longitude: number | null;
    mapUrl: string;
  };
  phone: string;
  email: string;
  licenseNumber: string;
  medicalLicenseNumber: string | null;
  hours: readonly StoreHoursInterval[];
}

/**
 * Opening hours as schema.org wants them: one specification per distinct opening interval, with
 * every weekday that has it. A midnight closing ('24:00') is written '23:59', as Google asks.
 */
export function openingHoursSpecification(hours: readonly StoreHoursInterval[]): JsonLd[] {
  const byInterval = new Map<string, number[]>();
  for (const interval of hours) {
    const key = `${interval.opens}-${interval.closes}`;
    byInterval.set(key, [...(byInterval.get(key) ?? []), interval.weekday]);
  }
  return [...byInterval].map(([key, weekdays]) => {
    const [opens, closes] = key.split('-') as [string, string];
    return {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...new Set(weekdays)].sort((a, b) => a - b).map((day) => WEEKDAY_NAMES[day]!),
      opens,
      closes: closes === '24:00' ? '23:59' : closes,
    };
  });
}

/**
 * Holidays as schema.org special hours, one day each: the reduced hours, or 00:00 to 00:00 for a
 * day closed all day, as Google reads it.
 */
export function specialOpeningHoursSpecification(holidays: readonly HolidayClosure[]): JsonLd[] {
  return holidays.map((holiday) => ({
    '@type': 'OpeningHoursSpecification',
    validFrom: holiday.date,
    validThrough: holiday.date,
    opens: holiday.hours?.opens ?? '00:00',
    closes: !holiday.hours ? '00:00' : holiday.hours.closes === '24:00' ? '23:59' : holiday.hours.closes,
  }));
}

/**
 * The store as a schema.org Store (a LocalBusiness) for the home page, or for one location's page
 * (`location`): name, address, map position, phone, hours (with the holidays ahead) and its state
 * licence numbers, which Michigan requires on every ad.
 */
export function storeJsonLd(
  store: StoreFacts,
  origin: string,
  options: {
    logoUrl?: string;
    holidays?: readonly HolidayClosure[];
    /** One of the organization's stores, at its own page: named after the brand and its town. */
    location?: { name: string; path: string };
  } = {},
): JsonLd {
  const { location } = options;
  const path = location?.path ?? '/';
  const { address } = store;
  const identifiers: JsonLd[] = [
    {
      '@type': 'PropertyValue',
      propertyID: 'Michigan adult-use marihuana retailer license',
      value: store.licenseNumber,
    },
  ];
  if (store.medicalLicenseNumber) {
    identifiers.push({
      '@type': 'PropertyValue',
      propertyID: 'Michigan medical marihuana provisioning center license',
      value: store.medicalLicenseNumber,
    });
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    '@id': absoluteUrl(`${path}#store`, origin),
    name: location ? `${store.name} ${location.name}` : store.name,
    legalName: store.legalName,
    ...(location ? { brand: { '@type': 'Brand', name: store.name } } : {}),
    ...(store.tagline ? { description: store.tagline } : {}),
    url: absoluteUrl(path, origin),
    telephone: store.phone,
    email: store.email,
    ...(options.logoUrl ? { logo: options.logoUrl, image: options.logoUrl } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    ...(address.latitude !== null && address.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: address.latitude, longitude: address.longitude } }
      : {}),
    hasMap: address.mapUrl,
    openingHoursSpecification: openingHoursSpecification(store.hours),
    ...(options.holidays?.length
      ? { specialOpeningHoursSpecification: specialOpeningHoursSpecification(options.holidays) }
      : {}),
    identifier: identifiers,
  };
}
