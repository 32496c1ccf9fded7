import type { MenuFilter } from '../../lib/menu-result.ts';
import type { Queryable } from '../db/database.ts';
import { emptyTally, span, type FacetTally } from './facet-options.ts';
import { withClause, type FilterGroup, type MenuPlan } from './sql.ts';

/**
 * Facet counts of a filtered menu, counted live in one statement. Counting is disjunctive: each
 * group's options are counted with every other active filter applied but not the group's own, so
 * choosing "indica" still shows how many sativas there are. The matching rows are read once (a
 * materialised CTE carrying one boolean per active group); a row failing two groups counts in no
 * facet and is left out of it.
 */

/** Which facet each shown filter needs, by group. */
export const FACET_OF: Partial<Record<MenuFilter, FilterGroup>> = {
  category: 'category',
  brand: 'brand',
  strain_type: 'strainType',
  effects: 'effects',
  terpenes: 'terpenes',
  weight: 'weights',
  thc: 'thc',
  cbd: 'cbd',
  price: 'price',
};

/**
 * @param stored A group whose own facet is read from the stored counts instead (the only active
 *   filter of a query without search: its options are those of the unfiltered menu). Every row
 *   counted here then matches it, which keeps the live count to the rows it selects.
 */
export function facetCtes(
  plan: MenuPlan,
  filters: readonly MenuFilter[],
  facetDepth: number,
  stored: FilterGroup | null = null,
): string[] {
  const active = [...plan.groups.keys()];
  const flag = (group: FilterGroup) => `g_${group}`;
  /** Every active filter but `except`'s own. */
  const others = (except: FilterGroup | null) => {
    const flags = active.filter((group) => group !== except).map(flag);
    return flags.length > 0 ? flags.join(' and ') : 'true';
  };
  const shown = new Set(filters.map((filter) => FACET_OF[filter]).filter((group) => group && group !== stored));
  const where = [...plan.audience, ...(plan.search ? [plan.search.match] : []), ...(plan.scope ? [plan.scope] : [])];
  if (stored) where.push(plan.groups.get(stored)!);
  // A row failing two filters counts in no facet. Written as "all but one", an OR of ANDs, so the
  // planner can combine the filters' indexes instead of reading every row of the scope.
  const open = active.filter((group) => group !== stored);
  if (open.length >= 2) {
    const allBut = open.map((skipped) =>
      `(${open.filter((group) => group !== skipped).map((group) => plan.groups.get(group)).join(' and ')})`,
    );
    where.push(`(${allBut.join('\n                    or ')})`);
  }

  const grouped = (facet: string, group: FilterGroup, value: string, label = 'null::text') =>
    `select '${facet}', (${value})::text, ${label}, count(*)::int, null::numeric, null::numeric
       from base where (${value}) is not null and ${others(group)} group by 1, 2`;
  // A set-returning function in the select list is far cheaper than a lateral join per row.
  const unnested = (facet: string, group: FilterGroup, column: string) =>
    `select '${facet}', value::text, null::text, count(*)::int, null::numeric, null::numeric
       from (select unnest(${column}) as value from base where ${others(group)}) as x group by 1, 2`;
  const branches = [
    `select 'total' as facet, null::text as value, null::text as label, count(*) filter (where ${others(null)})::int as n,
            null::numeric as lo, null::numeric as hi from base`,
    `select 'inStock', null, null, count(*) filter (where ${others('inStock')} and in_stock)::int, null, null from base`,
  ];
  if (stored !== 'onDeal') {
    branches.push(`select 'onDeal', null, null, count(*) filter (where ${others('onDeal')} and on_deal)::int, null, null from base`);
  }
  if (shown.has('brand')) branches.push(grouped('brand', 'brand', 'brand_slug', 'max(brand_name)'));
  if (shown.has('strainType')) branches.push(grouped('strainType', 'strainType', 'strain_type'));
  if (shown.has('effects')) branches.push(unnested('effect', 'effects', 'effects'));
  if (shown.has('terpenes')) branches.push(unnested('terpene', 'terpenes', 'terpenes'));
  if (shown.has('weights')) branches.push(unnested('weight', 'weights', 'weights'));
  if (shown.has('category')) branches.push(grouped('category', 'category', 'category_key'));
  if (shown.has('thc')) {
    branches.push(`select 'thc', null, null, 0, floor(min(thc_percent) filter (where ${others('thc')})),
                          ceil(max(thc_percent) filter (where ${others('thc')})) from base`);
  }
  if (shown.has('cbd')) {
    branches.push(`select 'cbd', null, null, 0, floor(min(cbd_percent) filter (where ${others('cbd')})),
                          ceil(max(cbd_percent) filter (where ${others('cbd')})) from base`);
  }
  if (shown.has('price')) {
    branches.push(`select 'price', null, null, 0, floor(min(price) filter (where ${others('price')}) / 100.0),
                          ceil(max(price) filter (where ${others('price')}) / 100.0) from base`);
  }
  return [
    `base as materialized (
            select m.brand_slug, m.brand_name, m.strain_type, m.effects, m.terpenes, m.weights,
                   m.category_path[${facetDepth + 1}] as category_key, m.thc_percent, m.cbd_percent, m.in_stock,
                   ${plan.finalPrice} as price, ${plan.onDeal} as on_deal
                   ${active.map((group) => `, coalesce(${plan.groups.get(group)}, false) as ${flag(group)}`).join('')}
              from menu_products m
             where ${where.join('\n               and ')}
          )`,
    `facets (facet, value, label, n, lo, hi) as (
            ${branches.join('\n            union all\n            ')}
          )`,
  ];
}

/** The facets of facetCtes() as one value: PGlite hands over one array far faster than hundreds of rows. */
export const FACETS_AGGREGATE = `(select array_agg(concat_ws(chr(31), facet, coalesce(value, ''), coalesce(label, ''), n,
                                   coalesce(lo::text, ''), coalesce(hi::text, ''))) from facets)`;

export async function countFacets(
  db: Queryable,
  plan: MenuPlan,
  filters: readonly MenuFilter[],
  facetDepth: number,
  stored: FilterGroup | null = null,
): Promise<FacetTally> {
  const sql = `${withClause(plan, ...facetCtes(plan, filters, facetDepth, stored))} select ${FACETS_AGGREGATE} as facets`;
  const { text, values } = plan.params.render(sql);
  const [result] = await db.query<{ facets: string[] | null }>(text, values);
  return parseFacets(result?.facets ?? null);
}

export function parseFacets(entries: string[] | null): FacetTally {
  const tally = emptyTally();
  for (const entry of entries ?? []) {
    const [facet = '', value = '', label = '', n = '0', lo = '', hi = ''] = entry.split('\u001f');
    const count = Number(n);
    const range = () => span(lo === '' ? null : Number(lo), hi === '' ? null : Number(hi));
    switch (facet) {
      case 'total':
        tally.total = count;
        break;
      case 'inStock':
        tally.inStockCount = count;
        break;
      case 'onDeal':
        tally.onDealCount = count;
        break;
      case 'brand':
        tally.brands.set(value, count);
        if (label) tally.brandNames.set(value, label);
        break;
      case 'strainType':
        tally.strainTypes.set(value, count);
        break;
      case 'effect':
        tally.effects.set(value, count);
        break;
      case 'terpene':
        tally.terpenes.set(value, count);
        break;
      case 'weight':
        tally.weights.set(Number(value), count);
        break;
      case 'category':
        tally.categories.set(value, count);
        break;
      case 'thc':
        tally.thc = range();
        break;
      case 'cbd':
        tally.cbd = range();
        break;
      case 'price':
        tally.priceDollars = range();
        break;
    }
  }
  return tally;
}
