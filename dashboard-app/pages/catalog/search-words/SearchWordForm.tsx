import { useEffect, useId, useState, type FormEvent } from 'react';
import { flattenTree } from '#lib/catalog/category-tree.ts';
import type { DashboardCategory } from '#lib/catalog/dashboard-catalog.ts';
import { searchWordInputSchema, splitAlternatives, type SearchWord } from '#lib/catalog/search-words.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useAction } from '../../../writes/use-action.ts';
import type { searchWordsAction } from './actions.ts';

interface SearchWordFormProps {
  categories: readonly DashboardCategory[];
  /** Null: a new search word. */
  word: SearchWord | null;
  onSaved: (word: SearchWord) => void;
  onCancel: () => void;
}

/** A search word's term, the categories it finds and its other words; a new one, or one being edited. */
export function SearchWordForm({ categories, word, onSaved, onCancel }: SearchWordFormProps) {
  const ids = { heading: useId(), term: useId(), categories: useId() };
  const [term, setTerm] = useState(word?.term ?? '');
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(word?.categorySlugs ?? []));
  const [alternatives, setAlternatives] = useState(word?.alternatives.join(', ') ?? '');
  const { busy, problem, fields, refuse, send } = useAction<typeof searchWordsAction>({
    onDone: (done) => (done.intent === 'create' || done.intent === 'update') && onSaved(done.value),
  });
  const rows = flattenTree(categories);
  const known = new Set(categories.map((category) => category.slug));
  const missing = word?.categorySlugs.filter((slug) => !known.has(slug)) ?? [];

  // Editing starts in the form, with the word to change.
  useEffect(() => {
    if (word) document.getElementById(ids.term)?.focus();
  }, [word, ids.term]);

  function toggle(slug: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(slug);
    else next.delete(slug);
    setChosen(next);
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = {
      term,
      categorySlugs: rows.map((row) => row.category.slug).filter((slug) => chosen.has(slug)),
      alternatives: splitAlternatives(alternatives),
    };
    const checked = searchWordInputSchema.safeParse(input);
    if (!checked.success) {
      refuse(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0] ?? '_'), issue.message])));
      return;
    }
    if (word) send('update', { id: word.id, input });
    else send('create', input);
  }

  const categoriesError = fields.categorySlugs;
  return (
    <section aria-labelledby={ids.heading} className="max-w-3xl rounded-xl border border-ink/10 bg-surface p-4">
      <h2 id={ids.heading} className="text-lg font-bold text-ink">
        {word ? `Edit “${word.term}”` : 'Add a search word'}
      </h2>
      <form noValidate onSubmit={save} className="mt-3 flex flex-col gap-4">
        {problem && <Alert tone="error">{problem}</Alert>}
        <TextField
          id={ids.term}
          label="Search word"
          name="term"
          required
          maxLength={60}
          autoComplete="off"
          hint="What shoppers type, e.g. carts. Case, punctuation and plurals do not matter: “Pre-Rolls” is kept as “pre roll” and also finds “pre-roll”."
          value={term}
          error={fields.term}
          onChange={(event) => setTerm(event.target.value)}
        />
        <fieldset
          aria-describedby={[`${ids.categories}-hint`, categoriesError && `${ids.categories}-error`]
            .filter(Boolean)
            .join(' ')}
        >
          <legend className="font-semibold">
            Categories it finds <span className="font-normal text-ink-muted">(optional)</span>
          </legend>
          <p id={`${ids.categories}-hint`} className="text-sm text-ink-muted">
            Every product in a chosen category or its subcategories.
          </p>
          {missing.length > 0 && (
            <p className="mt-1 text-sm">
              No category has the address {missing.map((slug) => `/category/${slug}`).join(', ')} any more; saving
              leaves it out.
            </p>
          )}
          {categoriesError && (
            <p id={`${ids.categories}-error`} className="font-semibold text-danger">
              {categoriesError}
            </p>
          )}
          <ul className="mt-2 columns-1 gap-x-6 sm:columns-2 lg:columns-3">
            {rows.map(({ category, depth }) => (
              <li key={category.id} style={{ paddingLeft: `${depth * 1.25}rem` }} className="break-inside-avoid">
                <label className="flex min-h-8 items-center gap-2">
                  <input
                    type="checkbox"
                    name="categorySlugs"
                    value={category.slug}
                    checked={chosen.has(category.slug)}
                    onChange={(event) => toggle(category.slug, event.target.checked)}
                    className="size-5 accent-brand-700"
                  />
                  {category.name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <TextField
          label="Other words it finds"
          name="alternatives"
          maxLength={1300}
          autoComplete="off"
          hint="Separated by commas, e.g. pre roll, preroll. A product whose name, brand, strain or category has one of them is found."
          value={alternatives}
          error={fields.alternatives}
          onChange={(event) => setAlternatives(event.target.value)}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" busy={busy}>
            {word ? 'Save changes' : 'Add search word'}
          </Button>
          {word && (
            <Button tone="secondary" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
