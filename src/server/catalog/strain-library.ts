import type { Queryable } from '../db/database.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import { STRAIN_TYPES, type StrainType } from '#lib/vocabulary/catalog.ts';
import { parseTerpenes } from './lab-batches.ts';
import { toNumber } from './potency.ts';
import { SELLABLE_PRODUCT } from '#lib/catalog/sellable.ts';

/**
 * The strain library: every strain the store knows, searchable by name (typos forgiven through
 * trigram similarity), filtered by type, effect and terpene from the URL, each with the products
 * of that strain on the menu right now. Like the menu, a malformed parameter is dropped, never an
 * error, so any hand-edited URL still shows a library.
 */
export const STRAIN_PAGE_SIZE = 48;
const MAX_SEARCH = 100;
const MAX_PAGE = 1000;
const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The URL parameters of the library (the menu's names where the meaning is the same). */
export const STRAIN_PARAMS = {
  searchTerm: 'searchTerm',
  type: 'type',
  effect: 'effect',
  terpene: 'terpene',
  page: 'page',
} as const;

export interface StrainLibraryQuery {
  searchTerm: string;
  type: StrainType | null;
  effect: string | null;
  terpene: string | null;
  page: number;
}

export interface StrainProduct {
  slug: string;
  name: string;
  brandName: string | null;
}

export interface StrainEntry {
  slug: string;
  name: string;
  type: StrainType;
  lineage: string;
  description: string;
  /** Dominant terpenes, most abundant first; percent as commonly reported for the strain. */
  terpenes: { name: string; percent: number | null }[];
  effects: string[];
  typicalThcPercent: number | null;
  typicalCbdPercent: number | null;
  /** On the menu now, in the shopper's menu (medical-only products only on the medical menu). */
  products: StrainProduct[];
}

export interface StrainLibraryPage {
  query: StrainLibraryQuery;
  strains: StrainEntry[];
  total: number;
  page: number;
  pageCount: number;
  /** Every effect and terpene some strain has, for the filter form. */
  effects: string[];
  terpenes: string[];
}

function key(value: string | null): string | null {
  const normalised = value?.trim().toLowerCase() ?? '';
  return KEY.test(normalised) ? normalised : null;
}

export function parseStrainLibraryQuery(params: URLSearchParams): StrainLibraryQuery {
  const type = key(params.get(STRAIN_PARAMS.type));
  const page = Math.trunc(Number(params.get(STRAIN_PARAMS.page) ?? 1));
  return {
    searchTerm: (params.get(STRAIN_PARAMS.searchTerm) ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH),
    type: (STRAIN_TYPES as readonly string[]).includes(type ?? '') ? (type as StrainType) : null,
    effect: key(params.get(STRAIN_PARAMS.effect)),
    terpene: key(params.get(STRAIN_PARAMS.terpene)),
    page: Number.isFinite(page) ? Math.min(MAX_PAGE, Math.max(1, page)) : 1,
  };
}

/** The canonical query string: fixed order, defaults left out. */
export function serializeStrainLibraryQuery(query: StrainLibraryQuery): string {
  const params = new URLSearchParams();
  if (query.searchTerm) params.set(STRAIN_PARAMS.searchTerm, query.searchTerm);
  if (query.type) params.set(STRAIN_PARAMS.type, query.type);
  if (query.effect) params.set(STRAIN_PARAMS.effect, query.effect);
  if (query.terpene) params.set(STRAIN_PARAMS.terpene, query.terpene);
  if (query.page > 1) params.set(STRAIN_PARAMS.page, String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

interface StrainRow {
  [column: string]: unknown;
  slug: string;
  name: string;
  type: StrainType;
  lineage: string;
  description: string;
  terpenes: unknown;
  effects: string[];
  typical_thc_percent: string | null;
  typical_cbd_percent: string | null;
  products: unknown;
  total: number;
}

/**
 * A strain (alias `s`) matching $1 the lower-case search term ($2 its LIKE pattern: name or
 * lineage contain it; else a name close to it, which forgives a typo), $3 type, $4 effect and
 * $5 terpene; a null filter matches everything.
 */
const STRAIN_MATCHES = `
  ($1 = '' or s.name ilike $2 or s.lineage ilike $2 or word_similarity($1, lower(s.name)) >= 0.5)
  and ($3::text is null or s.type = $3)
  and ($4::text is null or $4 = any (s.effects))
  and ($5::text is null or exists (select 1 from jsonb_array_elements(s.terpenes) t where lower(t ->> 'name') = $5))`;

/** `%` and `_` typed by a shopper are letters, not wildcards. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** One page of the library for a query, in the shopper's menu. */
export async function getStrainLibrary(
  db: Queryable,
  query: StrainLibraryQuery,
  { mode }: { mode: MenuMode },
): Promise<StrainLibraryPage> {
  const offset = (query.page - 1) * STRAIN_PAGE_SIZE;
  // $1 term, $2 its LIKE pattern, $3 type, $4 effect, $5 terpene, $6 menu, $7 limit, $8 offset.
  const params = [
    query.searchTerm.toLowerCase(),
    likePattern(query.searchTerm),
    query.type,
    query.effect,
    query.terpene,
    mode,
    STRAIN_PAGE_SIZE,
    offset,
  ];
  const [rows, options] = await Promise.all([
    db.query<StrainRow>(
      `select s.slug, s.name, s.type, s.lineage, s.description, s.terpenes, s.effects,
              s.typical_thc_percent::text, s.typical_cbd_percent::text,
              count(*) over ()::int as total,
              coalesce((
                select jsonb_agg(jsonb_build_object('slug', p.slug, 'name', p.name, 'brandName', br.name)
                                 order by p.name, p.slug)
                  from products p left join brands br on br.id = p.brand_id
                 where p.strain_id = s.id and ($6 = 'medical' or not p.medical_only) and ${SELLABLE_PRODUCT}
              ), '[]'::jsonb) as products
         from strains s
        where ${STRAIN_MATCHES}
        order by case when $1 = '' then 0
                      when s.name ilike $2 then 2
                      else word_similarity($1, lower(s.name)) end desc,
                 s.name, s.slug
        limit $7 offset $8`,
      params,
    ),
    db.query<{ [column: string]: unknown; effects: string[]; terpenes: string[] }>(
      `select coalesce((select array_agg(distinct e order by e) from strains, unnest(effects) e), '{}') as effects,
              coalesce((select array_agg(distinct lower(t ->> 'name') order by lower(t ->> 'name'))
                          from strains, jsonb_array_elements(terpenes) t where t ->> 'name' <> ''), '{}') as terpenes`,
    ),
  ]);
  const total = rows[0]?.total ?? (offset > 0 ? await countStrains(db, params) : 0);
  return {
    query,
    strains: rows.map(strainEntry),
    total: Number(total),
    page: query.page,
    pageCount: Math.max(1, Math.ceil(Number(total) / STRAIN_PAGE_SIZE)),
    effects: options[0]?.effects ?? [],
    terpenes: options[0]?.terpenes ?? [],
  };
}

/** A page past the end has no rows to carry the total; count on its own then. */
async function countStrains(db: Queryable, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ [column: string]: unknown; total: number }>(
    `select count(*)::int as total from strains s
      where ${STRAIN_MATCHES}`,
    params.slice(0, 5),
  );
  return Number(row?.total ?? 0);
}

function strainEntry(row: StrainRow): StrainEntry {
  const products = Array.isArray(row.products) ? (row.products as StrainProduct[]) : [];
  return {
    slug: row.slug,
    name: row.name,
    type: row.type,
    lineage: row.lineage,
    description: row.description,
    terpenes: parseTerpenes(row.terpenes),
    effects: row.effects,
    typicalThcPercent: toNumber(row.typical_thc_percent),
    typicalCbdPercent: toNumber(row.typical_cbd_percent),
    products: products.map((product) => ({
      slug: product.slug,
      name: product.name,
      brandName: product.brandName ?? null,
    })),
  };
}
