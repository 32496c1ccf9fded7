import { useId, useState, type FormEvent } from 'react';
import type { EditorVariant } from '#lib/catalog/product-editor.ts';
import type { ScopeStore } from '#lib/stores/store-scope.ts';
import { LIMIT_CATEGORIES, LIMIT_CATEGORY_LABELS } from '#lib/vocabulary/catalog.ts';
import { ActionMessage, NOT_SAVED } from '../../../ui/ActionMessage.tsx';
import { Button } from '../../../ui/Button.tsx';
import { CheckboxField } from '../../../ui/CheckboxField.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useAction } from '../../../writes/use-action.ts';
import type { productEditorAction } from './actions.ts';
import { StorePricesForm } from './StorePricesForm.tsx';
import { changedFields, NEW_SIZE, readSize, sizeText, type SizeText } from './size-fields.ts';

/**
 * One size of the product (or, without `variant`, a new one): its fields, saved together; removable.
 * With several stores (`store`, the dashboard's), its stock is that store's, and the store's own
 * prices are set below it.
 */
export function SizeForm({
  productId,
  variant,
  store = null,
}: {
  productId: string;
  variant?: EditorVariant;
  store?: ScopeStore | null;
}) {
  const [text, setText] = useState<SizeText>(() => (variant ? sizeText(variant) : NEW_SIZE));
  // A size added, the form is empty again for the next one.
  const save = useAction<typeof productEditorAction>({
    onDone: (done) => done.intent === 'addSize' && setText(NEW_SIZE),
  });
  const headingId = useId();
  const title = variant ? `${variant.sizeLabel} (${variant.sku})` : 'Add a size';
  const set = (changes: Partial<SizeText>) => setText({ ...text, ...changes });
  const apart = variant?.medicalStock !== null && variant?.medicalStock !== undefined;
  const stockLabel = `${apart ? 'Adult-use stock' : 'Stock'}${store ? ` at ${store.name}` : ''}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readSize(text);
    if (!read.ok) return save.refuse(read.fields, NOT_SAVED);
    if (!variant) {
      save.send('addSize', { productId, input: read.value }, { done: `Added ${read.value.sizeLabel}.` });
      return;
    }
    const changes = changedFields(variant, read.value);
    if (Object.keys(changes).length === 0) return;
    save.send('changeSize', { productId, variantId: variant.id, changes }, { done: 'Size saved.' });
  }

  function remove() {
    if (
      !variant ||
      !window.confirm(`Remove the size ${variant.sizeLabel} (${variant.sku})? Past orders keep their lines.`)
    )
      return;
    save.send('removeSize', { productId, variantId: variant.id });
  }

  const field = (name: keyof SizeText, serverName: string, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={String(text[name])}
      onChange={(event) => set({ [name]: event.target.value })}
      error={save.fields[serverName]}
      {...extra}
    />
  );

  const form = (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} className="rounded-lg border border-ink/15 p-4">
      <h3 id={headingId} className="text-lg font-bold text-brand-900">
        {title}
      </h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {field('sizeLabel', 'sizeLabel', 'Size label', { required: true })}
        {field('sku', 'sku', 'SKU', { required: true })}
        {field('weight', 'weightMg', 'Weight (g)', { inputMode: 'decimal' })}
        {field('stock', 'stock', stockLabel, { required: true, inputMode: 'numeric' })}
        {field('adultUsePrice', 'adultUsePriceCents', 'Adult-use price ($)', { required: true, inputMode: 'decimal' })}
        {field('medicalPrice', 'medicalPriceCents', 'Medical price ($)', {
          inputMode: 'decimal',
          hint: 'Blank: the adult-use price.',
        })}
        <SelectField
          label="Limit category"
          value={text.limitCategory}
          onChange={(event) => set({ limitCategory: event.target.value as SizeText['limitCategory'] })}
          error={save.fields.limitCategory}
        >
          {LIMIT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {LIMIT_CATEGORY_LABELS[category]}
            </option>
          ))}
        </SelectField>
        {field('limitAmount', 'limitAmount', 'Limit amount per unit', {
          required: true,
          inputMode: 'numeric',
          hint: 'Milligrams (microlitres for liquids).',
        })}
        <CheckboxField
          label="For sale"
          checked={text.active}
          onChange={(event) => set({ active: event.target.checked })}
        />
        <CheckboxField
          label="Excise tax applies"
          checked={text.exciseTaxable}
          onChange={(event) => set({ exciseTaxable: event.target.checked })}
          hint="Cannabis yes; accessories and merch no."
        />
      </div>
      <div className="mt-3 flex flex-col gap-2">
        <ActionMessage action={save} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={save.busy}>
            {variant ? 'Save size' : 'Add size'}
          </Button>
          {variant && (
            <Button tone="danger" busy={save.busy} onClick={remove}>
              Remove size
            </Button>
          )}
        </div>
      </div>
    </form>
  );
  if (!store || !variant) return form;
  return (
    <div className="flex flex-col gap-2">
      {form}
      <StorePricesForm productId={productId} variant={variant} store={store} />
    </div>
  );
}
