import type { FormEvent } from 'react';
import { categoryOptions } from '#lib/catalog/category-tree.ts';
import type { ProductDetailsInput, ProductEditorData } from '#lib/catalog/product-editor.ts';
import { POTENCY_UNITS } from '#lib/vocabulary/catalog.ts';
import { useCatalog } from '../../../catalog.ts';
import { ActionMessage } from '../../../ui/ActionMessage.tsx';
import { Button } from '../../../ui/Button.tsx';
import { CheckboxField } from '../../../ui/CheckboxField.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useAction } from '../../../writes/use-action.ts';
import type { productEditorAction } from './actions.ts';

/** The product's own fields: names, where it sits in the catalog, how it sells, and what search engines show. */
export function ProductDetailsForm({ data }: { data: ProductEditorData }) {
  const { categories, brands } = useCatalog();
  const save = useAction<typeof productEditorAction>();
  const { product } = data;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const input: ProductDetailsInput = {
      name: text('name'),
      slug: text('slug'),
      description: text('description'),
      brandId: text('brandId') || null,
      categoryId: text('categoryId'),
      strainId: text('strainId') || null,
      status: text('status') as ProductDetailsInput['status'],
      featured: form.has('featured'),
      medicalOnly: form.has('medicalOnly'),
      potencyUnit: text('potencyUnit') as ProductDetailsInput['potencyUnit'],
      seoTitle: text('seoTitle') || null,
      seoDescription: text('seoDescription') || null,
    };
    save.send('saveDetails', { productId: product.id, input }, { done: 'Product saved.' });
  }

  return (
    <section aria-labelledby="details-heading" className="rounded-xl border border-ink/10 bg-surface p-4 md:p-6">
      <h2 id="details-heading" className="text-xl font-bold text-brand-900">
        Details
      </h2>
      <form
        noValidate
        onSubmit={submit}
        className="mt-4 grid gap-4 md:grid-cols-2"
        key={JSON.stringify({ ...product, updatedAt: '' })}
      >
        <TextField label="Name" name="name" required defaultValue={product.name} error={save.fields.name} />
        <TextField
          label="Web address name"
          name="slug"
          required
          defaultValue={product.slug}
          error={save.fields.slug}
          hint={`The store shows it at /products/${product.slug}`}
        />
        <TextAreaField
          label="Description"
          name="description"
          rows={5}
          defaultValue={product.description}
          error={save.fields.description}
          className="md:col-span-2"
        />
        <SelectField
          label="Category"
          name="categoryId"
          defaultValue={product.categoryId}
          error={save.fields.categoryId}
        >
          {categoryOptions(categories).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Brand" name="brandId" defaultValue={product.brandId ?? ''} error={save.fields.brandId}>
          <option value="">No brand</option>
          {brands.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Strain" name="strainId" defaultValue={product.strainId ?? ''} error={save.fields.strainId}>
          <option value="">No strain</option>
          {data.strains.map((strain) => (
            <option key={strain.id} value={strain.id}>
              {strain.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Status"
          name="status"
          defaultValue={product.status}
          error={save.fields.status}
          hint="Only active products are on the menu."
        >
          <option value="active">Active</option>
          <option value="draft">Draft</option>
          <option value="archived">Archived</option>
        </SelectField>
        <SelectField
          label="Potency shown in"
          name="potencyUnit"
          defaultValue={product.potencyUnit}
          error={save.fields.potencyUnit}
        >
          {POTENCY_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {unit === 'percent' ? 'Percent (flower, concentrates, vapes)' : 'Milligrams per package (infused goods)'}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-col gap-3">
          <CheckboxField
            label="Featured"
            name="featured"
            defaultChecked={product.featured}
            hint="Shown first on the home page and menus."
          />
          <CheckboxField label="Medical patients only" name="medicalOnly" defaultChecked={product.medicalOnly} />
        </div>
        <TextField
          label="Search title"
          name="seoTitle"
          defaultValue={product.seoTitle ?? ''}
          maxLength={70}
          error={save.fields.seoTitle}
          hint="Up to 70 characters; the product name when blank."
        />
        <TextAreaField
          label="Search description"
          name="seoDescription"
          rows={2}
          defaultValue={product.seoDescription ?? ''}
          maxLength={160}
          error={save.fields.seoDescription}
          hint="Up to 160 characters."
        />
        <div className="flex flex-col gap-3 md:col-span-2">
          <ActionMessage action={save} />
          <div>
            <Button type="submit" busy={save.busy}>
              Save details
            </Button>
          </div>
        </div>
      </form>
    </section>
  );
}
