import { useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { SearchWord } from '#lib/catalog/search-words.ts';
import { loadSearchWords } from '../../../api/catalog.ts';
import { useCatalog } from '../../../catalog.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useAction } from '../../../writes/use-action.ts';
import { SearchWordForm } from './SearchWordForm.tsx';
import { searchWordsAction } from './actions.ts';

export function loader(_: LoaderFunctionArgs) {
  return loadSearchWords();
}

export { searchWordsAction as action };

type Message = { tone: 'success' | 'error'; text: string };

/** The store's search vocabulary: what each word shoppers type finds; add, edit and remove words. */
export function Component() {
  const { words } = useLoaderData<typeof loader>();
  const { categories } = useCatalog();
  const [editing, setEditing] = useState<SearchWord | null>(null);
  // A new, empty form after each word added.
  const [formKey, setFormKey] = useState(0);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  // Removing lives here, not in the word's row: the row is gone when the answer comes.
  const removal = useAction<typeof searchWordsAction>({
    onDone: (_, sent) => {
      if (sent.intent !== 'remove') return;
      if (editing?.id === sent.input.id) setEditing(null);
      setConfirming(null);
      setMessage({ tone: 'success', text: `“${sent.input.term}” removed.` });
    },
    onRefused: (refusal) => {
      setConfirming(null);
      setMessage({ tone: 'error', text: refusal.error });
    },
  });
  const names = new Map(categories.map((category) => [category.slug, category.name]));
  const none = <span className="text-ink-muted">None</span>;
  const columns: Column<SearchWord>[] = [
    {
      label: 'Search word',
      rowHeader: true,
      className: 'font-semibold',
      cell: (word) => (
        <a href={`/?searchTerm=${encodeURIComponent(word.term)}`} className="text-brand-800 underline">
          {word.term}
        </a>
      ),
    },
    {
      label: 'Categories',
      cell: (word) =>
        word.categorySlugs.length === 0
          ? none
          : word.categorySlugs.map((slug) => names.get(slug) ?? `/category/${slug} (no such category)`).join(', '),
    },
    { label: 'Other words', cell: (word) => (word.alternatives.length === 0 ? none : word.alternatives.join(', ')) },
    {
      label: 'Actions',
      header: <span className="sr-only">Actions</span>,
      cell: (word) =>
        confirming === word.id ? (
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">Remove “{word.term}”?</span>
            <Button
              tone="danger"
              busy={removal.busy && removal.sent?.intent === 'remove' && removal.sent.input.id === word.id}
              onClick={() => remove(word)}
            >
              Yes, remove
            </Button>
            <Button tone="secondary" onClick={() => setConfirming(null)}>
              Keep it
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button tone="secondary" aria-label={`Edit “${word.term}”`} onClick={() => setEditing(word)}>
              Edit
            </Button>
            <Button tone="danger" aria-label={`Remove “${word.term}”`} onClick={() => setConfirming(word.id)}>
              Remove
            </Button>
          </div>
        ),
    },
  ];

  function saved(word: SearchWord) {
    setMessage({
      tone: 'success',
      text: `“${word.term}” ${editing ? 'saved' : 'added'}. The menu search uses it now.`,
    });
    setEditing(null);
    setFormKey((key) => key + 1);
  }

  function remove(word: SearchWord) {
    setMessage(null);
    removal.send('remove', { id: word.id, term: word.term });
  }

  return (
    <>
      <PageHeader
        title="Search words"
        description="Words shoppers type in the menu search that the products do not say themselves, and what each finds. The storefront follows every change at once."
      />
      <div aria-live="polite" className="mb-4 empty:hidden">
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
      </div>
      <SearchWordForm
        key={editing ? editing.id : `new-${formKey}`}
        categories={categories}
        word={editing}
        onSaved={saved}
        onCancel={() => setEditing(null)}
      />
      <h2 className="mt-8 mb-3 text-xl font-bold text-brand-900">
        {words.length} search word{words.length === 1 ? '' : 's'}
      </h2>
      <DataTable
        caption="Search words and what each finds"
        framed
        columns={columns}
        rows={words}
        rowKey={(word) => word.id}
        empty="There are no search words yet: the search finds products by their own text only."
      />
    </>
  );
}
