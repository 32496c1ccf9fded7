import type { MenuCard, MenuFilter } from '../../lib/menu-result.ts';
import type { MenuQuery } from '../../lib/menu-query.ts';
import type { TaxRates } from '../../lib/pricing/taxes.ts';
import type { Queryable } from '../db/database.ts';
import { cardsAggregate, parseCards, type CardRow } from './cards.ts';
import type { MenuCategory, MenuDeal } from './context.ts';
import type { FacetTally } from './facet-options.ts';
import { FACETS_AGGREGATE, facetCtes, parseFacets } from './facets.ts';
import { withClause, type FilterGroup, type MenuPlan } from './sql.ts';

/**
 * A filtered or searched menu in one statement: the page of cards and the live facet counts side
 * by side, sharing the search's matches (menu_hits), which are found once.
 */
export async function queryLiveMenu(
  db: Queryable,
  options: {
    plan: MenuPlan;
    query: MenuQuery;
    context: { deals: readonly MenuDeal[]; categories: readonly MenuCategory[] };
    rates: TaxRates;
    filters: readonly MenuFilter[];
    facetDepth: number;
    /** A group whose own facet the stored counts give (see facetCtes). */
    stored: FilterGroup | null;
  },
): Promise<{ cards: MenuCard[]; tally: FacetTally }> {
  const { plan } = options;
  const sql = `${withClause(plan, ...facetCtes(plan, options.filters, options.facetDepth, options.stored))}
     select ${cardsAggregate(plan, options.query, options.context)} as cards, ${FACETS_AGGREGATE} as facets`;
  const { text, values } = plan.params.render(sql);
  const [row] = await db.query<{ cards: CardRow[]; facets: string[] | null }>(text, values);
  return {
    cards: parseCards(row?.cards ?? [], plan, options.context.deals, options.rates),
    tally: parseFacets(row?.facets ?? null),
  };
}
