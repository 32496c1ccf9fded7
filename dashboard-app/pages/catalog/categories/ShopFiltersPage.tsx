import { useId, useState } from 'react';
import {
  useLoaderData,
  useSearchParams,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { SHOP_FILTER_LABELS, SHOP_FILTERS, type CategoryNode, type ShopFilter } from '#lib/catalog/categories.ts';
import { categoryOptions } from '#lib/catalog/category-tree.ts';
import { loadCategoryTree } from '../../../api/catalog.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useAction } from '../../../writes/use-action.ts';
import { filterSummary } from './filter-summary.ts';
import { shopFiltersAction } from './actions.ts';

export function loader(_: LoaderFunctionArgs) {
  return loadCategoryTree();
}

/**
 * The tree is the same whichever category is chosen: choosing one (the address's `category`) shows
 * it at once instead of loading the tree again, during which the list would show the old choice.
 * A save, a retry after an error or any other page loads it again as usual.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const choosing =
    formMethod === undefined && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return choosing ? false : defaultShouldRevalidate;
}

export { shopFiltersAction as action };

/** Which filters each category's menu shows, and in what order (categories.menu_filters). */
export function Component() {
  const { categories } = useLoaderData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const selectId = useId();
  const options = categoryOptions(categories);
  const byId = (id: string | null | undefined) => categories.find((category) => category.id === id);
  const chosen = byId(params.get('category')) ?? byId(options[0]?.value);

  return (
    <>
      <PageHeader
        title="Shop filters"
        description="Choose which filters each category’s menu offers shoppers, and in what order."
      />
      {!chosen ? (
        <p>There are no categories yet.</p>
      ) : (
        <>
          <div className="mb-6 flex max-w-md flex-col gap-1">
            <label htmlFor={selectId} className="font-semibold">
              Category
            </label>
            <select
              id={selectId}
              value={chosen.id}
              onChange={(event) => setParams({ category: event.target.value }, { replace: true })}
              className="rounded-lg border-2 border-ink/30 bg-surface px-3 py-2 focus:border-brand-700"
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <FilterEditor key={chosen.id} categories={categories} category={chosen} />
        </>
      )}
    </>
  );
}

/** Shown filters first, in their order; the others after, in the menu's usual order. */
function initialOrder(own: readonly ShopFilter[]): ShopFilter[] {
  return [...own, ...SHOP_FILTERS.filter((filter) => !own.includes(filter))];
}

function FilterEditor({ categories, category }: { categories: CategoryNode[]; category: CategoryNode }) {
  const saving = useAction<typeof shopFiltersAction>();
  const legendId = useId();
  const parent = categories.find((candidate) => candidate.id === category.parentId);
  const inheritedChoice = parent ? `Use the same filters as ${parent.name}` : 'Show all filters';
  const [own, setOwn] = useState(category.menuFilters.length > 0);
  const [order, setOrder] = useState<ShopFilter[]>(() =>
    initialOrder(category.menuFilters.length > 0 ? category.menuFilters : SHOP_FILTERS),
  );
  const [shown, setShown] = useState<Set<ShopFilter>>(
    () => new Set(category.menuFilters.length > 0 ? category.menuFilters : SHOP_FILTERS),
  );
  const selected = order.filter((filter) => shown.has(filter));

  function toggle(filter: ShopFilter, on: boolean) {
    const next = new Set(shown);
    if (on) next.add(filter);
    else next.delete(filter);
    setShown(next);
    // A filter switched on joins the end of the shown ones.
    const rest = order.filter((candidate) => candidate !== filter);
    const shownCount = rest.filter((candidate) => next.has(candidate)).length;
    setOrder(
      on
        ? [...rest.slice(0, shownCount), filter, ...rest.slice(shownCount)]
        : [
            ...rest.filter((candidate) => next.has(candidate)),
            filter,
            ...rest.filter((candidate) => !next.has(candidate)),
          ],
    );
  }

  function move(filter: ShopFilter, step: -1 | 1) {
    const index = order.indexOf(filter);
    const next = [...order];
    [next[index], next[index + step]] = [next[index + step]!, next[index]!];
    setOrder(next);
  }

  function save() {
    if (own && selected.length === 0) {
      saving.refuse({}, `Choose at least one filter, or choose “${inheritedChoice}”.`);
      return;
    }
    saving.send(
      'saveFilters',
      { id: category.id, filters: own ? selected : [] },
      {
        done: (saved) =>
          own
            ? `${saved.name} now shows ${selected.map((filter) => SHOP_FILTER_LABELS[filter]).join(', ')}.`
            : `${saved.name} now uses ${parent ? `the same filters as ${parent.name}` : 'all filters'}.`,
      },
    );
  }

  return (
    <section aria-labelledby={legendId} className="max-w-2xl rounded-xl border border-ink/10 bg-surface p-4">
      <h2 id={legendId} className="text-lg font-bold text-ink">
        Filters on{' '}
        <a className="text-brand-800 underline" href={`/category/${category.slug}`}>
          {category.name}
        </a>
      </h2>
      <fieldset className="mt-3">
        <legend className="sr-only">Where {category.name} takes its filters from</legend>
        <label className="flex items-center gap-2 py-1">
          <input
            type="radio"
            name="filter-source"
            checked={!own}
            onChange={() => setOwn(false)}
            className="size-4 accent-brand-700"
          />
          <span>
            {inheritedChoice}
            {parent && <span className="text-sm text-ink-muted"> ({filterSummary(categories, parent).text})</span>}
          </span>
        </label>
        <label className="flex items-center gap-2 py-1">
          <input
            type="radio"
            name="filter-source"
            checked={own}
            onChange={() => setOwn(true)}
            className="size-4 accent-brand-700"
          />
          Choose the filters for {category.name}
        </label>
      </fieldset>
      {own && (
        <fieldset className="mt-4">
          <legend className="font-semibold">Filters shown, in this order</legend>
          <ol className="mt-2 flex flex-col gap-1">
            {order.map((filter, index) => {
              const on = shown.has(filter);
              const label = SHOP_FILTER_LABELS[filter];
              return (
                <li
                  key={filter}
                  className={`flex items-center justify-between gap-2 rounded-lg px-2 py-1 ${on ? 'bg-brand-50' : ''}`}
                >
                  <label className="flex flex-1 items-center gap-2">
                    <input
                      type="checkbox"
                      checked={on}
                      onChange={(event) => toggle(filter, event.target.checked)}
                      className="size-4 accent-brand-700"
                    />
                    {label}
                  </label>
                  {on && (
                    <span className="flex gap-1">
                      <button
                        type="button"
                        aria-label={`Move ${label} up`}
                        title={`Move ${label} up`}
                        disabled={index === 0}
                        onClick={() => move(filter, -1)}
                        className="size-8 rounded-full border-2 border-brand-700 font-bold text-brand-900 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-ink/20 disabled:text-ink-muted"
                      >
                        <span aria-hidden="true">↑</span>
                      </button>
                      <button
                        type="button"
                        aria-label={`Move ${label} down`}
                        title={`Move ${label} down`}
                        disabled={index === selected.length - 1}
                        onClick={() => move(filter, 1)}
                        className="size-8 rounded-full border-2 border-brand-700 font-bold text-brand-900 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-ink/20 disabled:text-ink-muted"
                      >
                        <span aria-hidden="true">↓</span>
                      </button>
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </fieldset>
      )}
      <p className="mt-4 text-sm text-ink-muted">
        Category pages always offer their subcategories as tabs, whatever filters are chosen.
      </p>
      <div aria-live="polite" className="mt-4 empty:hidden">
        {saving.problem ? (
          <Alert tone="error">{saving.problem}</Alert>
        ) : (
          saving.notice && <Alert tone="success">{saving.notice}</Alert>
        )}
      </div>
      <Button className="mt-4" busy={saving.busy} onClick={save}>
        Save filters
      </Button>
    </section>
  );
}
