import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { categoryOptions } from '#lib/catalog/category-tree.ts';
import { slugify } from '#lib/slug.ts';
import { useCatalog } from '../../../catalog.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useAction } from '../../../writes/use-action.ts';
import type { productsAction } from './actions.ts';

/**
 * Adds a product: its name, web address (suggested from the name), category and brand. It starts
 * as a draft, and the editor opens to give it sizes, a lab batch and images.
 */
export function NewProductForm() {
  const { categories, brands } = useCatalog();
  const navigate = useNavigate();
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  // Added, its editor opens to give it sizes, a lab batch and images.
  const { busy, problem, fields, send } = useAction<typeof productsAction>({
    onDone: (done) => done.intent === 'create' && void navigate(`/dashboard/products/${done.value.id}`),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      name: String(form.get('name') ?? ''),
      slug: String(form.get('slug') ?? ''),
      categoryId: String(form.get('categoryId') ?? ''),
      brandId: String(form.get('brandId') ?? '') || null,
    };
    send('create', input, { revalidate: false, leaving: true });
  }

  return (
    <details className="mb-6 rounded-xl border border-ink/10 bg-surface p-4">
      <summary className="cursor-pointer font-semibold text-brand-900">Add a product</summary>
      <form className="mt-4 grid gap-4 md:grid-cols-2" noValidate onSubmit={submit}>
        {problem && (
          <div className="md:col-span-2">
            <Alert tone="error">{problem}</Alert>
          </div>
        )}
        <TextField
          label="Name"
          name="name"
          required
          error={fields.name}
          onChange={(event) => {
            if (!slugEdited) setSlug(slugify(event.target.value, 120));
          }}
        />
        <TextField
          label="Web address name"
          name="slug"
          required
          value={slug}
          hint="The product's page will be /products/ and this."
          error={fields.slug}
          onChange={(event) => {
            setSlugEdited(true);
            setSlug(event.target.value);
          }}
        />
        <SelectField
          label="Category"
          name="categoryId"
          required
          defaultValue=""
          error={fields.categoryId}
          options={[{ value: '', label: 'Choose a category' }, ...categoryOptions(categories)]}
        />
        <SelectField
          label="Brand"
          name="brandId"
          defaultValue=""
          error={fields.brandId}
          options={[
            { value: '', label: 'No brand' },
            ...brands.map((brand) => ({ value: brand.id, label: brand.name })),
          ]}
        />
        <div className="md:col-span-2">
          <Button type="submit" busy={busy}>
            {busy ? 'Adding…' : 'Add as a draft and edit'}
          </Button>
        </div>
      </form>
    </details>
  );
}
