import { useId } from 'react';
import {
  Link,
  useLoaderData,
  useSearchParams,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { MappableSize, PackageListItem } from '#lib/inventory/inventory-admin.ts';
import { listPackages } from '../../api/inventory.ts';
import { ActionMessage } from '../../ui/ActionMessage.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { CheckboxField } from '../../ui/CheckboxField.tsx';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useAction, type ActionOf } from '../../writes/use-action.ts';
import { inventoryAction } from './actions.ts';

export function loader(_: LoaderFunctionArgs) {
  return listPackages();
}

export { inventoryAction as action };

/** Showing only the packages not on the menu filters the list in hand: nothing to load again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod !== undefined || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const [current, next] = [new URLSearchParams(currentUrl.search), new URLSearchParams(nextUrl.search)];
  current.delete('show');
  next.delete('show');
  return current.toString() === next.toString() ? false : defaultShouldRevalidate;
}

const quantityOf = (item: PackageListItem) =>
  `${item.quantity} ${item.unitOfMeasure === 'Each' ? 'each' : item.unitOfMeasure.toLowerCase()}`;

/**
 * The store's packages as its source holds them (managers and admins): each one's item, tag,
 * category, quantity, lab state, hold and expiry, the size it is sold as, and why it is not on
 * the menu; a package is mapped to a size here, and an unusual unit weight confirmed.
 */
export function Component() {
  const page = useLoaderData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const change = useAction<typeof inventoryAction>();
  const unlistedOnly = params.get('show') === 'unlisted';
  const rows = unlistedOnly ? page.packages.filter((item) => item.unlisted !== null) : page.packages;
  const columns = packageColumns(page.sizes, change);
  return (
    <>
      <PageHeader
        title="Packages"
        description={`Every package ${page.storeName} holds, as its source says, and why any is not on the menu.`}
      />
      <div className="mb-4 flex max-w-4xl flex-col gap-4">
        {page.sourceKind === 'own' && (
          <Alert tone="info">
            {page.storeName} keeps its own count, so its packages do not decide its menu.{' '}
            <Link to="/dashboard/inventory/source" className="font-semibold underline">
              Inventory source
            </Link>
          </Alert>
        )}
        {(change.problem || change.notice) && <ActionMessage action={change} />}
        <CheckboxField
          label="Only packages not on the menu"
          checked={unlistedOnly}
          onChange={(event) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (event.target.checked) next.set('show', 'unlisted');
                else next.delete('show');
                return next;
              },
              { replace: true },
            )
          }
        />
      </div>
      <DataTable
        caption={unlistedOnly ? 'Packages not on the menu' : 'Packages, active ones first'}
        columns={columns}
        rows={rows}
        rowKey={(item) => item.id}
        csvExport={{ fileName: unlistedOnly ? 'packages-not-on-the-menu.csv' : 'packages.csv' }}
        empty={unlistedOnly ? 'Every package is on the menu.' : 'No packages yet: they arrive with the first sync.'}
        framed
      />
    </>
  );
}

function packageColumns(
  sizes: readonly MappableSize[],
  change: ActionOf<typeof inventoryAction>,
): readonly Column<PackageListItem>[] {
  return [
    { label: 'Item', rowHeader: true, cell: (item) => item.itemName, csv: (item) => item.itemName },
    {
      label: 'Tag',
      cell: (item) => <span className="font-mono text-sm">{item.label}</span>,
      csv: (item) => item.label,
    },
    { label: 'Category', cell: (item) => item.category, csv: (item) => item.category },
    { label: 'Quantity', numeric: true, cell: quantityOf, csv: quantityOf },
    { label: 'Lab state', cell: (item) => item.labState || 'Unknown', csv: (item) => item.labState },
    { label: 'Hold', cell: (item) => (item.onHold ? 'On hold' : '—'), csv: (item) => (item.onHold ? 'On hold' : '') },
    { label: 'Expires', cell: (item) => item.expiresOn ?? '—', csv: (item) => item.expiresOn },
    {
      label: 'Sold as',
      cell: (item) => <SizeChoice item={item} sizes={sizes} change={change} />,
      csv: (item) => item.sizeName,
    },
    {
      label: 'On the menu',
      cell: (item) =>
        item.unlisted === null ? (
          'Yes'
        ) : (
          <div className="flex min-w-48 flex-col gap-2">
            <span>{item.unlistedSentence}</span>
            {item.unlisted === 'weight-unconfirmed' && (
              <Button
                tone="secondary"
                busy={change.busy}
                onClick={() =>
                  change.send(
                    'changePackage',
                    { id: item.id, change: { confirmWeight: true } },
                    { done: `Unit weight of ${item.label} confirmed.` },
                  )
                }
              >
                Confirm {item.unitWeightGrams} g
              </Button>
            )}
          </div>
        ),
      csv: (item) => item.unlistedSentence ?? 'On the menu',
    },
  ];
}

function SizeChoice({
  item,
  sizes,
  change,
}: {
  item: PackageListItem;
  sizes: readonly MappableSize[];
  change: ActionOf<typeof inventoryAction>;
}) {
  const id = useId();
  return (
    <div className="relative flex min-w-48 flex-col gap-1">
      <label htmlFor={id} className="sr-only">
        Size {item.label} is sold as
      </label>
      <select
        id={id}
        className="rounded border border-ink/30 bg-surface px-2 py-1"
        value={item.variantId ?? ''}
        disabled={change.busy}
        onChange={(event) =>
          change.send(
            'changePackage',
            { id: item.id, change: { variantId: event.target.value || null } },
            { done: `${item.label} mapped.` },
          )
        }
      >
        <option value="">No size yet</option>
        {sizes.map((size) => (
          <option key={size.id} value={size.id}>
            {size.name}
          </option>
        ))}
      </select>
    </div>
  );
}
