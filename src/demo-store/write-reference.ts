import type { Queryable } from '#server/db/index.ts';
import { BRANDS } from './brands.ts';
import { CATEGORIES } from './categories.ts';
import { DEMO_HOURS, DEMO_STORE } from './store.ts';
import { STRAINS } from './strains.ts';

/**
 * Writes the store's facts and the reference tables. Every insert skips rows that already exist
 * (by natural key), so staff edits survive a re-seed. Each function returns how many rows it added.
 * Rows travel as one JSON array per statement: one round trip per table on either database.
 * JSON parameters are cast `::text::jsonb`: postgres.js would JSON-encode a string a second time
 * if the server reported the parameter as jsonb.
 */

export async function insertStoreSettings(tx: Queryable): Promise<number> {
  const s = DEMO_STORE;
  const rows = await tx.query(
    `insert into public.store_settings (
       id, name, legal_name, tagline, street_address, city, region, postal_code, country, latitude, longitude,
       phone, email, license_number, medical_license_number, timezone, merch_slug, theme)
     values (true, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17::text::jsonb)
     on conflict (id) do nothing
     returning id`,
    [
      s.name,
      s.legalName,
      s.tagline,
      s.streetAddress,
      s.city,
      s.region,
      s.postalCode,
      s.country,
      s.latitude,
      s.longitude,
      s.phone,
      s.email,
      s.licenseNumber,
      s.medicalLicenseNumber,
      s.timezone,
      s.merchSlug,
      JSON.stringify(s.theme),
    ],
  );
  return rows.length;
}

/** Hours are a whole week staff set up together, so they are only added to a store that has none. */
export async function insertStoreHours(tx: Queryable): Promise<number> {
  const rows = await tx.query(
    `insert into public.store_hours (weekday, opens_at, closes_at)
     select x.weekday, x.opens_at::time, x.closes_at::time
     from jsonb_to_recordset($1::text::jsonb) as x(weekday smallint, opens_at text, closes_at text)
     where not exists (select 1 from public.store_hours)
     on conflict (store_id, service, weekday, opens_at) do nothing
     returning id`,
    [JSON.stringify(DEMO_HOURS.map((h) => ({ weekday: h.weekday, opens_at: h.opensAt, closes_at: h.closesAt })))],
  );
  return rows.length;
}

/** Parents first, then children, since a child row looks its parent up by slug. */
export async function insertCategories(tx: Queryable): Promise<number> {
  let inserted = 0;
  for (const level of [CATEGORIES.filter((c) => !c.parentSlug), CATEGORIES.filter((c) => c.parentSlug)]) {
    const rows = await tx.query(
      `insert into public.categories (parent_id, slug, name, description, position, menu_filters)
       select parent.id, x.slug, x.name, x.description, x.position, x.menu_filters
       from jsonb_to_recordset($1::text::jsonb)
         as x(slug text, parent_slug text, name text, description text, position integer, menu_filters text[])
       left join public.categories parent on parent.slug = x.parent_slug
       where x.parent_slug is null or parent.id is not null
       on conflict (slug) do nothing
       returning id`,
      [
        JSON.stringify(
          level.map((c) => ({
            slug: c.slug,
            parent_slug: c.parentSlug,
            name: c.name,
            description: c.description,
            position: c.position,
            menu_filters: c.menuFilters,
          })),
        ),
      ],
    );
    inserted += rows.length;
  }
  return inserted;
}

export async function insertBrands(tx: Queryable): Promise<number> {
  const rows = await tx.query(
    `insert into public.brands (slug, name, description, website)
     select x.slug, x.name, x.description, x.website
     from jsonb_to_recordset($1::text::jsonb) as x(slug text, name text, description text, website text)
     on conflict (slug) do nothing
     returning id`,
    [JSON.stringify(BRANDS.map(({ slug, name, description, website }) => ({ slug, name, description, website })))],
  );
  return rows.length;
}

export async function insertStrains(tx: Queryable): Promise<number> {
  const rows = await tx.query(
    `insert into public.strains (slug, name, type, lineage, description, terpenes, effects, flavors,
       typical_thc_percent, typical_cbd_percent)
     select x.slug, x.name, x.type, x.lineage, x.description, x.terpenes, x.effects, x.flavors,
       x.typical_thc_percent, x.typical_cbd_percent
     from jsonb_to_recordset($1::text::jsonb) as x(slug text, name text, type text, lineage text, description text,
       terpenes jsonb, effects text[], flavors text[], typical_thc_percent numeric, typical_cbd_percent numeric)
     on conflict (slug) do nothing
     returning id`,
    [
      JSON.stringify(
        STRAINS.map((s) => ({
          slug: s.slug,
          name: s.name,
          type: s.type,
          lineage: s.lineage,
          description: s.description,
          terpenes: s.terpenes,
          effects: s.effects,
          flavors: s.flavors,
          typical_thc_percent: s.typicalThcPercent,
          typical_cbd_percent: s.typicalCbdPercent,
        })),
      ),
    ],
  );
  return rows.length;
}
