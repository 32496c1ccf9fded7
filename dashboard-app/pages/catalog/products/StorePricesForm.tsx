import { useId, useState, type FormEvent } from 'react';
import type { EditorVariant, StorePrices } from '#lib/catalog/product-editor.ts';
import { formatCents } from '#lib/money.ts';
import type { ScopeStore } from '#lib/stores/store-scope.ts';
import { dollarsText, parseDollars, parseStock } from '#lib/staff/typed-numbers.ts';
import { ActionMessage, NOT_SAVED } from '../../../ui/ActionMessage.tsx';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useAction } from '../../../writes/use-action.ts';
import type { productEditorAction } from './actions.ts';

type PriceField = keyof StorePrices;
type StoreField = PriceField | 'medicalStock';

const ownText = (cents: number | null | undefined) => (cents === null || cents === undefined ? '' : dollarsText(cents));

/**
 * A size's prices at the dashboard's store (decision 64): each is the catalog's until the store
 * sets its own; a blank field returns it to the catalog's, whatever that becomes. Where the store
 * keeps its medical stock apart (decision 73), its medical stock too.
 */
export function StorePricesForm({
  productId,
  variant,
  store,
}: {
  productId: string;
  variant: EditorVariant;
  store: ScopeStore;
}) {
  const medical = variant.medicalStock !== null && variant.medicalStock !== undefined;
  const [typed, setTyped] = useState<Record<StoreField, string>>({
    storeAdultUsePriceCents: ownText(variant.storeAdultUsePriceCents),
    storeMedicalPriceCents: ownText(variant.storeMedicalPriceCents),
    medicalStock: medical ? String(variant.medicalStock) : '',
  });
  const save = useAction<typeof productEditorAction>();
  const headingId = useId();
  const catalogs = {
    storeAdultUsePriceCents: formatCents(variant.adultUsePriceCents),
    storeMedicalPriceCents:
      variant.medicalPriceCents === null ? 'the adult-use price' : formatCents(variant.medicalPriceCents),
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changes: Partial<StorePrices> & { medicalStock?: number } = {};
    const problems: Record<string, string> = {};
    if (medical) {
      const read = parseStock(typed.medicalStock);
      if (!read.ok) problems.medicalStock = read.message;
      else if (read.value !== variant.medicalStock) changes.medicalStock = read.value;
    }
    for (const field of ['storeAdultUsePriceCents', 'storeMedicalPriceCents'] as const) {
      const text = typed[field].trim();
      const read = text === '' ? ({ ok: true, value: null } as const) : parseDollars(text);
      if (!read.ok) problems[field] = read.message;
      else if (read.value !== (variant[field] ?? null)) changes[field] = read.value;
    }
    if (Object.keys(problems).length > 0) return save.refuse(problems, NOT_SAVED);
    if (Object.keys(changes).length === 0) return;
    save.send('changeSize', { productId, variantId: variant.id, changes }, { done: `Saved at ${store.name}.` });
  }

  const field = (name: PriceField, label: string) => {
    const own = variant[name] !== null && variant[name] !== undefined;
    return (
      <TextField
        label={`${label} at ${store.name} ($)`}
        value={typed[name]}
        inputMode="decimal"
        onChange={(event) => setTyped({ ...typed, [name]: event.target.value })}
        error={save.fields[name]}
        hint={
          own
            ? `${store.name}’s own price. Blank: the catalog’s (${catalogs[name]}).`
            : `Follows the catalog’s (${catalogs[name]}). Type a price to set ${store.name}’s own.`
        }
      />
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} className="rounded-lg bg-brand-50 p-4">
      <h4 id={headingId} className="font-bold text-brand-900">
        {variant.sizeLabel} at {store.name}
      </h4>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {field('storeAdultUsePriceCents', 'Adult-use price')}
        {field('storeMedicalPriceCents', 'Medical price')}
        {medical && (
          <TextField
            label={`Medical stock at ${store.name}`}
            value={typed.medicalStock}
            inputMode="numeric"
            required
            onChange={(event) => setTyped({ ...typed, medicalStock: event.target.value })}
            error={save.fields.medicalStock}
            hint="What patients buy from; the stock above is adult-use customers’."
          />
        )}
      </div>
      <div className="mt-3 flex flex-col gap-2">
        <ActionMessage action={save} />
        <div>
          <Button type="submit" tone="secondary" busy={save.busy}>
            Save at {store.name}
          </Button>
        </div>
      </div>
    </form>
  );
}
