import type { Queryable } from '../db/database.ts';
import type { CoveredProduct } from './deal-coverage.ts';
import type { PriceMove } from './facet-prices.ts';
import type { MenuPlan } from './sql.ts';

/**
 * One statement that reads the stored facet counts a menu needs (menu_facet_summary.ts decides
 * which), takes away the products whose last lot lapsed since their rows were written, works out
 * the spans of the counted scope, and brings along the few rows deals must be read for.
 */

/** The nil uuid: the scope of the whole menu in `menu_facet_counts`. */
export const WHOLE_MENU = '00000000-0000-0000-0000-000000000000';

/** Keys wanted from one scope, as a LIKE pattern. */
export interface WantedKeys {
  id: string;
  /** 0 for the whole menu, 1 for a top-level category, … */
  depth: number;
  pattern: string;
}

/** Net counts by scope and key (never zero); brand keys carry the brand's name. */
export type SummaryCounts = Map<string, Map<string, { n: number; inStock: number; label?: string }>>;

export function countOf(counts: SummaryCounts, scope: string, key: string): number {
  return counts.get(scope)?.get(key)?.n ?? 0;
}

export interface SummaryRead {
  counts: SummaryCounts;
  /** Over the counted scope, in the keys' own units: whole percents and cents. */
  spans: { thc: [number, number] | null; cbd: [number, number] | null; price: [number, number] | null };
  moves: PriceMove[];
  covered: CoveredProduct[];
}

interface SummaryRow {
  [column: string]: unknown;
  counts: string | null;
  thc_min: string | null;
  thc_max: string | null;
  cbd_min: string | null;
  cbd_max: string | null;
  price_min: number | null;
  price_max: number | null;
  brands: Record<string, string> | null;
  moves: PriceMove[] | null;
  covered: CoveredProduct[] | null;
}

const pair = (low: unknown, high: unknown): [number, number] | null =>
  low === null || high === null ? null : [Number(low), Number(high)];

/**
 * @param counted Position in `scopes` of the scope whose spans are wanted; its THC and CBD keys
 *   (and its price keys, when `pricesInSql`) are reduced to those spans instead of listed.
 */
export async function readSummary(
  db: Queryable,
  plan: MenuPlan,
  options: {
    inStockOnly: boolean;
    scopes: WantedKeys[];
    counted: number;
    pricesInSql: boolean;
    movesSql: string | null;
    coveredSql: string | null;
  },
): Promise<SummaryRead> {
  const { params } = plan;
  const { scopes, counted } = options;
  const prefix = plan.mode === 'adult' ? 'adult' : 'medical';
  const counter = options.inStockOnly ? `${prefix}_in_stock` : `${prefix}_all`;
  const otherPrices = plan.mode === 'adult' ? 'medical:%' : 'adult:%';
  const lapsed = [...plan.audience.filter((condition) => !condition.includes('sellable_until')), 'm.sellable_until < current_date'];
  if (options.inStockOnly) lapsed.push('m.in_stock');
  // One primary-key range per scope (a join on a list of scopes reads the whole table instead);
  // rows name their scope by its position in `scopes`, cheaper to print than a uuid.
  const ids = scopes.map((scope) => params.add(scope.id, 'uuid'));
  const wanted = scopes.map((scope, index) =>
    scope.pattern === '%'
      ? `(f.scope_id = ${ids[index]} and f.key not like '${otherPrices}')`
      : `(f.scope_id = ${ids[index]} and f.key like ${params.add(scope.pattern, 'text')})`,
  );
  // By scope and pattern, as the lapsed rows below are: one scope can be wanted with several
  // patterns, and its stored and lapsed counts of a key must net out at one position.
  const position = `case ${wanted.map((condition, index) => `when ${condition} then ${index}`).join(' ')} end`;
  /** The keys of the counted scope that become spans. */
  const spanKey = (key: string) =>
    `(${key} like 'thc%' or ${key} like 'cbd%'${options.pricesInSql ? ` or ${key} like '${prefix}:%'` : ''})`;
  const priceAt = prefix.length + 2;
  // Hundreds of keys cost PGlite more to hand over row by row than to count: they travel as one
  // string of records ("position count in-stock key", the key last as it may hold anything).
  const { text, values } = params.render(
    `with scopes (scope_id, depth, pattern, position) as (
       select * from unnest(${params.add(scopes.map((scope) => scope.id), 'uuid[]')},
                            ${params.add(scopes.map((scope) => scope.depth), 'integer[]')},
                            ${params.add(scopes.map((scope) => scope.pattern), 'text[]')},
                            ${params.add(scopes.map((_, index) => index), 'integer[]')})
     ),
     counts (position, key, n, n_in_stock) as (
       select ${position}, f.key, f.${counter}, f.${prefix}_in_stock
         from menu_facet_counts f
        where (${wanted.join(' or ')})
          and (f.${counter} <> 0 or f.${prefix}_in_stock <> 0)
       union all
       select s.position, k.key, -count(*)::int, -(count(*) filter (where m.in_stock))::int
         from menu_products m
         join scopes s on s.depth = 0 or m.category_path[s.depth] = s.scope_id
         cross join lateral (
           select unnest(m.facet_keys) as key
           union all
           select 'category:' || m.category_path[s.depth + 1] where s.depth < cardinality(m.category_path)
         ) k
        where ${lapsed.join(' and ')} and k.key like s.pattern
        group by s.position, k.key
     ),
     net (position, key, n, n_in_stock) as (
       select position, key, sum(n)::int, sum(n_in_stock)::int from counts group by position, key
       having sum(n) <> 0 or sum(n_in_stock) <> 0
     ),
     spans as (
       select min(substr(key, 5)::numeric) filter (where key like 'thc:%') as thc_min,
              max(substr(key, 6)::numeric) filter (where key like 'thc+:%') as thc_max,
              min(substr(key, 5)::numeric) filter (where key like 'cbd:%') as cbd_min,
              max(substr(key, 6)::numeric) filter (where key like 'cbd+:%') as cbd_max,
              min(substr(key, ${priceAt})::int) filter (where key like '${prefix}:%') as price_min,
              max(substr(key, ${priceAt})::int) filter (where key like '${prefix}:%') as price_max
         from net where position = ${counted} and n > 0 and ${spanKey('key')}
     )
     select (select string_agg(c.position || ' ' || c.n || ' ' || c.n_in_stock || ' ' || c.key, chr(30))
               from net c where not (c.position = ${counted} and ${spanKey('c.key')})) as counts,
            spans.*,
            (select json_object_agg(b.slug, b.name) from brands b
              where 'brand:' || b.slug in (select c.key from net c where c.key like 'brand:%')) as brands,
            ${options.movesSql ? `(select json_agg(x) from (${options.movesSql}) as x)` : 'null::json'} as moves,
            ${options.coveredSql ? `(select json_agg(x) from (${options.coveredSql}) as x)` : 'null::json'} as covered
       from spans`,
  );
  const [row] = await db.query<SummaryRow>(text, values);
  const brandNames = row?.brands ?? {};
  const counts: SummaryCounts = new Map();
  for (const record of row?.counts ? row.counts.split('\u001e') : []) {
    const [at = '', n = '0', inStock = '0'] = record.split(' ', 3);
    const key = record.slice(at.length + n.length + inStock.length + 3);
    const scopeId = scopes[Number(at)]!.id;
    const byKey = counts.get(scopeId) ?? new Map<string, { n: number; inStock: number; label?: string }>();
    const label = key.startsWith('brand:') ? brandNames[key.slice('brand:'.length)] : undefined;
    byKey.set(key, { n: Number(n), inStock: Number(inStock), ...(label ? { label } : {}) });
    counts.set(scopeId, byKey);
  }
  return {
    counts,
    spans: {
      thc: pair(row?.thc_min ?? null, row?.thc_max ?? null),
      cbd: pair(row?.cbd_min ?? null, row?.cbd_max ?? null),
      price: pair(row?.price_min ?? null, row?.price_max ?? null),
    },
    moves: row?.moves ?? [],
    covered: row?.covered ?? [],
  };
}
