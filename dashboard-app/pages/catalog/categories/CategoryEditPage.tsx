import { useId, useState, type FormEvent } from 'react';
import { data, Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { categoryInputSchema, type CategoryNode } from '#lib/catalog/categories.ts';
import { bySiblingOrder, categoryOptions, subtreeOf } from '#lib/catalog/category-tree.ts';
import { slugify } from '#lib/slug.ts';
import { loadCategoryTree } from '../../../api/catalog.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useAction } from '../../../writes/use-action.ts';
import { categoryEditAction } from './actions.ts';

interface EditData {
  categories: CategoryNode[];
  /** Null: a new category. */
  category: CategoryNode | null;
}

export async function loader({ params }: LoaderFunctionArgs): Promise<EditData> {
  const { categories } = await loadCategoryTree();
  if (params.id === 'new') return { categories, category: null };
  const category = categories.find((candidate) => candidate.id === params.id);
  if (!category) throw data('That category does not exist.', { status: 404 });
  return { categories, category };
}

export { categoryEditAction as action };

const FIELD =
  'rounded-lg border-2 border-ink/30 bg-surface px-3 py-2 focus:border-brand-700 aria-invalid:border-danger';

/** One category: name, address, description, parent and place among its siblings; or a new one. */
export function Component() {
  const { categories, category } = useLoaderData<typeof loader>();
  // A fresh form for each category opened.
  return <CategoryForm key={category?.id ?? 'new'} categories={categories} category={category} />;
}

function CategoryForm({ categories, category }: EditData) {
  const navigate = useNavigate();
  const ids = { description: useId(), parent: useId(), place: useId() };
  const [name, setName] = useState(category?.name ?? '');
  const [slug, setSlug] = useState(category?.slug ?? '');
  const [slugEdited, setSlugEdited] = useState(category !== null);
  const [description, setDescription] = useState(category?.description ?? '');
  const [parentId, setParentId] = useState<string | null>(category?.parentId ?? null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // Saved or deleted, the list opens and says so.
  const { busy, problem, fields, refuse, send } = useAction<typeof categoryEditAction>({
    onDone: (done) => {
      const notice = done.intent === 'save' ? `${done.value.name} saved.` : `${category?.name} deleted.`;
      void navigate('/dashboard/product-categories', { state: { notice } });
    },
    onRefused: (_, sent) => {
      if (sent.intent === 'delete') setConfirmingDelete(false);
    },
  });

  // A category cannot go inside itself or its own subcategories.
  const excluded = category ? subtreeOf(categories, category.id) : new Set<string>();
  const parents = categoryOptions(categories, { exclude: excluded });
  const siblings = categories
    .filter((candidate) => candidate.parentId === parentId && candidate.id !== category?.id)
    .sort(bySiblingOrder);
  const currentPlace =
    category && category.parentId === parentId
      ? categories
          .filter((candidate) => candidate.parentId === parentId)
          .sort(bySiblingOrder)
          .findIndex((candidate) => candidate.id === category.id)
      : siblings.length;
  const [place, setPlace] = useState(currentPlace);
  const title = category ? `Edit ${category.name}` : 'Add a category';

  function chooseParent(value: string) {
    const next = value || null;
    setParentId(next);
    setPlace(categories.filter((candidate) => candidate.parentId === next && candidate.id !== category?.id).length);
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { name, slug, description, parentId, position: place };
    const checked = categoryInputSchema.safeParse(input);
    if (!checked.success) {
      refuse(Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    send('save', { id: category?.id ?? null, input }, { revalidate: false, leaving: true });
  }

  return (
    <>
      <PageHeader
        title={title}
        description={
          category ? (
            <>
              Shoppers find it at{' '}
              <a className="text-brand-800 underline" href={`/category/${category.slug}`}>
                /category/{category.slug}
              </a>
              .
            </>
          ) : (
            'A new category shows on the menu once products are filed under it.'
          )
        }
      />
      <form noValidate onSubmit={save} className="flex max-w-2xl flex-col gap-4">
        {problem && <Alert tone="error">{problem}</Alert>}
        <TextField
          label="Name"
          name="name"
          required
          maxLength={80}
          value={name}
          error={fields.name}
          onChange={(event) => {
            setName(event.target.value);
            if (!slugEdited) setSlug(slugify(event.target.value, 80));
          }}
        />
        <TextField
          label="Address"
          name="slug"
          required
          maxLength={80}
          hint={`Shoppers find it at ${slug ? `/category/${slug}` : 'this address under /category/'}. Lower-case letters, digits and hyphens.${category ? ' Links to the old address stop working when it changes.' : ''}`}
          value={slug}
          error={fields.slug}
          onChange={(event) => {
            setSlug(event.target.value);
            setSlugEdited(true);
          }}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.description} className="font-semibold">
            Description <span className="font-normal text-ink-muted">(optional)</span>
          </label>
          <p id={`${ids.description}-hint`} className="text-sm text-ink-muted">
            Shown at the top of the category page and to search engines.
          </p>
          <textarea
            id={ids.description}
            name="description"
            rows={4}
            maxLength={1000}
            value={description}
            aria-invalid={fields.description ? true : undefined}
            aria-describedby={[`${ids.description}-hint`, fields.description && `${ids.description}-error`]
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => setDescription(event.target.value)}
            className={FIELD}
          />
          {fields.description && (
            <p id={`${ids.description}-error`} className="font-semibold text-danger">
              {fields.description}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.parent} className="font-semibold">
            Parent category
          </label>
          <select
            id={ids.parent}
            name="parentId"
            value={parentId ?? ''}
            aria-invalid={fields.parentId ? true : undefined}
            aria-describedby={fields.parentId ? `${ids.parent}-error` : undefined}
            onChange={(event) => chooseParent(event.target.value)}
            className={FIELD}
          >
            <option value="">None: a top-level category</option>
            {parents.map((parent) => (
              <option key={parent.value} value={parent.value}>
                {parent.label}
              </option>
            ))}
          </select>
          {fields.parentId && (
            <p id={`${ids.parent}-error`} className="font-semibold text-danger">
              {fields.parentId}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.place} className="font-semibold">
            Place among its siblings
          </label>
          <select
            id={ids.place}
            name="position"
            value={place}
            aria-invalid={fields.position ? true : undefined}
            aria-describedby={fields.position ? `${ids.place}-error` : undefined}
            onChange={(event) => setPlace(Number(event.target.value))}
            className={FIELD}
          >
            <option value={0}>First</option>
            {siblings.map((sibling, index) => (
              <option key={sibling.id} value={index + 1}>
                After {sibling.name}
              </option>
            ))}
          </select>
          {fields.position && (
            <p id={`${ids.place}-error`} className="font-semibold text-danger">
              {fields.position}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" busy={busy}>
            {category ? 'Save changes' : 'Add category'}
          </Button>
          <Link to="/dashboard/product-categories" className="font-semibold text-brand-800 underline">
            Back to categories
          </Link>
        </div>
      </form>
      {category && (
        <section aria-labelledby="delete-category" className="mt-10 max-w-2xl rounded-xl border-2 border-danger/40 p-4">
          <h2 id="delete-category" className="text-lg font-bold text-ink">
            Delete this category
          </h2>
          <p className="mt-1 text-ink-muted">
            Only a category with no products, no subcategories, no deals aimed at it and no search words finding it can
            be deleted.
          </p>
          {confirmingDelete ? (
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <p className="font-semibold">Delete {category.name}? This cannot be undone.</p>
              <Button
                tone="danger"
                busy={busy}
                onClick={() => send('delete', { id: category.id }, { revalidate: false, leaving: true })}
              >
                Yes, delete {category.name}
              </Button>
              <Button tone="secondary" onClick={() => setConfirmingDelete(false)}>
                Keep it
              </Button>
            </div>
          ) : (
            <Button tone="danger" className="mt-3" onClick={() => setConfirmingDelete(true)}>
              Delete category
            </Button>
          )}
        </section>
      )}
    </>
  );
}
