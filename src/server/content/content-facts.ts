/**
 * The two paragraphs a content body may hold that are not prose: `::purchase-limits` and
 * `::referral-rewards`, each alone in its paragraph, become the store's figures from its settings
 * (the limits table, the referral terms), so no article types a number the settings could contradict.
 */
import type { Element, ElementContent, Root } from 'hast';
import { purchaseLimitFacts } from '#lib/limits/purchase-limit-facts.ts';
import type { PurchaseLimitSettings } from '#lib/limits/limit-settings.ts';
import { referralTerms } from '#lib/rewards/referral-terms.ts';
import type { RewardsSettings } from '#lib/rewards/rewards-settings.ts';

/** What the facts paragraphs are made from: the store's settings. */
export interface ContentFacts {
  storeName: string;
  limits: PurchaseLimitSettings;
  rewards: RewardsSettings;
}

/** The markers, each a paragraph of its own in the Markdown. */
export const FACT_MARKERS = ['::purchase-limits', '::referral-rewards'] as const;
export type FactMarker = (typeof FACT_MARKERS)[number];

const element = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({ type: 'text', value });

function limitsTable(facts: ContentFacts): Element {
  const rows = purchaseLimitFacts(facts.limits).map((fact) =>
    element('tr', {}, [element('th', { scope: 'row' }, [text(fact.limit)]), element('td', {}, [text(fact.amount)])]),
  );
  return element('table', {}, [
    element('caption', {}, [text(`Purchase limits at ${facts.storeName}`)]),
    element('thead', {}, [
      element('tr', {}, [
        element('th', { scope: 'col' }, [text('Limit')]),
        element('th', { scope: 'col' }, [text('Amount')]),
      ]),
    ]),
    element('tbody', {}, rows),
  ]);
}

function referralList(facts: ContentFacts): Element {
  return element(
    'ol',
    {},
    referralTerms(facts.rewards, facts.storeName).map((term) => element('li', {}, [text(term)])),
  );
}

/** The marker a paragraph is, if it is nothing but one. */
function markerOf(node: Element): FactMarker | null {
  if (node.tagName !== 'p' || node.children.length !== 1) return null;
  const [only] = node.children;
  if (only?.type !== 'text') return null;
  const value = only.value.trim();
  return (FACT_MARKERS as readonly string[]).includes(value) ? (value as FactMarker) : null;
}

/** A rehype plugin: replaces each marker paragraph (at the top level of the body) with its figures. */
export function rehypeContentFacts(facts: ContentFacts) {
  return (tree: Root): void => {
    tree.children = tree.children.map((node) => {
      if (node.type !== 'element') return node;
      const marker = markerOf(node);
      if (marker === '::purchase-limits') return limitsTable(facts);
      if (marker === '::referral-rewards') return referralList(facts);
      return node;
    });
  };
}
