import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { categoryOptions } from '#lib/catalog/category-tree.ts';
import { useCatalog } from '../../../catalog.ts';
import { NewItemForm } from '../../../ui/NewItemForm.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { SlugField } from '../../../ui/SlugField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useSuggestedSlug } from '../../../ui/use-suggested-slug.ts';
import { useAction } from '../../../writes/use-action.ts';
import type { productsAction } from './actions.ts';

/**
 * Adds a product: its name, web address (suggested from the name), category and brand. It starts
 * as a draft, and the editor opens to give it sizes, a lab batch and images.
 */
export function NewProductForm() {
  const { categories, brands } = useCatalog();
  const navigate = useNavigate();
  const address = useSuggestedSlug(120);
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
    <NewItemForm
      summary="Add a product"
      columns={2}
      problem={problem}
      busy={busy}
      submitLabel={busy ? 'Adding…' : 'Add as a draft and edit'}
      onSubmit={submit}
    >
      <TextField label="Name" name="name" required error={fields.name} onChange={address.fromName} />
      <SlugField address={address} hint="The product's page will be /products/ and this." error={fields.slug} />
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
        options={[{ value: '', label: 'No brand' }, ...brands.map((brand) => ({ value: brand.id, label: brand.name }))]}
      />
    </NewItemForm>
  );
}
