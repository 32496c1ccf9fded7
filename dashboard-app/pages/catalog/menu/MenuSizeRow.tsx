import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { MenuBoardRow, VariantQuickEdit } from '#lib/catalog/menu-board.ts';
import type { ScopeStore } from '#lib/stores/store-scope.ts';
import { dollarsText, parseDollars, parseStock } from '#lib/staff/typed-numbers.ts';
import { NOT_SAVED } from '../../../ui/ActionMessage.tsx';
import { Button } from '../../../ui/Button.tsx';
import { TableCell, TableRow, TableRowHeader } from '../../../ui/DataTable.tsx';
import { useAction } from '../../../writes/use-action.ts';
import type { menuBoardAction } from './actions.ts';

type Field = 'stock' | 'medicalStock' | 'adultUsePriceCents' | 'medicalPriceCents';

/** The store's own price behind each price field. */
const OWN_PRICE = {
  adultUsePriceCents: 'storeAdultUsePriceCents',
  medicalPriceCents: 'storeMedicalPriceCents',
} as const;
type OwnPriceField = (typeof OWN_PRICE)[keyof typeof OWN_PRICE];

/** What a row's fields hold as typed. */
interface Typed {
  stock: string;
  /** '' where the store keeps one stock. */
  medicalStock: string;
  adultUsePriceCents: string;
  medicalPriceCents: string;
}

function typedOf(row: MenuBoardRow): Typed {
  return {
    stock: String(row.stock),
    medicalStock: row.medicalStock === null ? '' : String(row.medicalStock),
    adultUsePriceCents: dollarsText(row.adultUsePriceCents),
    medicalPriceCents: row.medicalPriceCents === null ? '' : dollarsText(row.medicalPriceCents),
  };
}

/** The typed fields that changed, read into an edit; or the message beside each field that does not read. */
function readEdit(
  row: MenuBoardRow,
  typed: Typed,
): { edit: VariantQuickEdit; problems: Partial<Record<Field, string>> } {
  const edit: VariantQuickEdit = {};
  const problems: Partial<Record<Field, string>> = {};
  const stock = parseStock(typed.stock);
  if (!stock.ok) problems.stock = stock.message;
  else if (stock.value !== row.stock) edit.stock = stock.value;
  if (row.medicalStock !== null) {
    const medicalStock = parseStock(typed.medicalStock);
    if (!medicalStock.ok) problems.medicalStock = medicalStock.message;
    else if (medicalStock.value !== row.medicalStock) edit.medicalStock = medicalStock.value;
  }
  const adult = parseDollars(typed.adultUsePriceCents);
  if (!adult.ok) problems.adultUsePriceCents = adult.message;
  else if (adult.value !== row.adultUsePriceCents) edit.adultUsePriceCents = adult.value;
  if (typed.medicalPriceCents.trim() === '') {
    if (row.medicalPriceCents !== null) edit.medicalPriceCents = null;
  } else {
    const medical = parseDollars(typed.medicalPriceCents);
    if (!medical.ok) problems.medicalPriceCents = medical.message;
    else if (medical.value !== row.medicalPriceCents) edit.medicalPriceCents = medical.value;
  }
  return { edit, problems };
}

const input =
  'w-24 rounded-lg border-2 border-ink/30 bg-surface px-2 py-1 focus:border-brand-700 aria-invalid:border-danger';

/**
 * One size on the menu board: stock and prices typed in place (dollars, saved as cents; a field
 * that does not read says so beside it), and the for-sale switch, which saves at once. With several
 * stores (`store`, the dashboard's), each price says whether it is the store's own, which can be
 * returned to the catalog's.
 */
export function MenuSizeRow({ initial, store = null }: { initial: MenuBoardRow; store?: ScopeStore | null }) {
  const [row, setRow] = useState(initial);
  const [typed, setTyped] = useState<Typed>(() => typedOf(initial));
  const saving = useAction<typeof menuBoardAction>({
    onDone: (done, sent) => {
      if (done.intent !== 'editSize' || sent.intent !== 'editSize') return;
      const saved = done.value;
      const next = {
        ...row,
        stock: saved.stock,
        medicalStock: saved.medicalStock === undefined ? row.medicalStock : saved.medicalStock,
        active: saved.active,
        adultUsePriceCents: saved.adultUsePriceCents,
        medicalPriceCents: saved.medicalPriceCents,
        // The catalog's size, when the edit was the catalog's, says nothing of the store's own prices.
        storeAdultUsePriceCents:
          saved.storeAdultUsePriceCents === undefined ? row.storeAdultUsePriceCents : saved.storeAdultUsePriceCents,
        storeMedicalPriceCents:
          saved.storeMedicalPriceCents === undefined ? row.storeMedicalPriceCents : saved.storeMedicalPriceCents,
      };
      setRow(next);
      // Fields the edit did not send keep what is typed in them (a switch flipped mid-typing loses nothing).
      const shown = typedOf(next);
      setTyped((typedNow) => {
        const kept = { ...typedNow };
        for (const sentKey of Object.keys(sent.input.edit)) {
          const key =
            (Object.keys(OWN_PRICE) as Field[]).find(
              (field) => OWN_PRICE[field as keyof typeof OWN_PRICE] === sentKey,
            ) ?? (sentKey as Field);
          if (key in shown) kept[key] = shown[key];
        }
        return kept;
      });
    },
  });
  const problems = saving.fields as Partial<Record<Field, string>>;
  const id = useId();
  const name = `${row.productName}, ${row.sizeLabel}`;
  const changed = JSON.stringify(typed) !== JSON.stringify(typedOf(row));

  // The row shows the answer itself: the board is not reloaded, so what is typed in other rows stays.
  const send = (edit: VariantQuickEdit) =>
    saving.send('editSize', { variantId: row.variantId, edit }, { revalidate: false, done: 'Saved' });

  function save() {
    const { edit, problems: found } = readEdit(row, typed);
    if (Object.keys(found).length > 0) {
      saving.refuse(found, NOT_SAVED);
      return;
    }
    if (Object.keys(edit).length === 0) return;
    send(edit);
  }

  const field = (key: Field, label: string) => <TableCell>{typedField(key, label)}</TableCell>;

  /** A field typed in place; `shown`, a word above it where a cell holds two. */
  function typedField(key: Field, label: string, shown?: string) {
    const fieldId = `${id}-${key}`;
    const problem = problems[key];
    return (
      <>
        {shown && (
          <span aria-hidden="true" className="block text-sm text-ink-muted">
            {shown}
          </span>
        )}
        <label htmlFor={fieldId} className="sr-only">
          {label} of {name}
        </label>
        <input
          id={fieldId}
          inputMode={key === 'stock' ? 'numeric' : 'decimal'}
          value={typed[key]}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${fieldId}-error` : undefined}
          onChange={(event) => setTyped({ ...typed, [key]: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save();
          }}
          className={input}
        />
        {problem && (
          <p id={`${fieldId}-error`} className="mt-1 max-w-40 text-sm font-semibold text-danger">
            {problem}
          </p>
        )}
        {store && (key === 'adultUsePriceCents' || key === 'medicalPriceCents') && ownPrice(OWN_PRICE[key], label)}
      </>
    );
  }

  /** Whether a price is the store's own or the catalog's; an own one can be returned to the catalog's. */
  const ownPrice = (own: OwnPriceField, label: string) =>
    row[own] === null ? (
      <span className="mt-1 block text-sm text-ink-muted">The catalog’s</span>
    ) : (
      <span className="mt-1 block text-sm">
        <span className="block font-semibold text-brand-900">{store?.name}’s own</span>
        <button
          type="button"
          disabled={saving.busy}
          onClick={() => send({ [own]: null })}
          aria-label={`Use the catalog’s ${label.toLowerCase()} for ${name}`}
          className="text-brand-800 underline"
        >
          Use the catalog’s
        </button>
      </span>
    );

  return (
    <TableRow data-sku={row.sku}>
      <TableRowHeader>
        <Link to={`/dashboard/products/${row.productId}`} className="font-semibold text-brand-800 underline">
          {row.productName}
        </Link>
        <span className="block text-sm text-ink-muted">
          {[row.brandName, row.categoryName].filter(Boolean).join(' · ')}
        </span>
      </TableRowHeader>
      <TableCell>
        {row.sizeLabel}
        <span className="block font-mono text-sm text-ink-muted">{row.sku}</span>
      </TableCell>
      {row.medicalStock === null ? (
        field('stock', 'Stock')
      ) : (
        <TableCell>
          {typedField('stock', 'Adult-use stock', 'Adult-use')}
          <div className="mt-2">{typedField('medicalStock', 'Medical stock', 'Medical')}</div>
        </TableCell>
      )}
      <TableCell>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={row.active}
            disabled={saving.busy}
            onChange={(event) => send({ active: event.target.checked })}
          />
          <span>
            <span className="sr-only">{name} </span>for sale
          </span>
        </label>
        <span className="block text-sm text-ink-muted">
          {row.productStatus !== 'active'
            ? `Product is ${row.productStatus}`
            : row.listed
              ? 'On the menu'
              : 'Not on the menu'}
        </span>
      </TableCell>
      {field('adultUsePriceCents', 'Adult-use price')}
      {field('medicalPriceCents', 'Medical price')}
      <TableCell>
        <Button
          tone="secondary"
          busy={saving.busy}
          disabled={!changed}
          onClick={save}
          aria-label={`Save ${name}`}
          className="px-3 py-1"
        >
          Save
        </Button>
        <p role="status" className={`mt-1 text-sm font-semibold ${saving.problem ? 'text-danger' : 'text-brand-800'}`}>
          {saving.problem ?? saving.notice}
        </p>
      </TableCell>
    </TableRow>
  );
}
