import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { MAX_PAUSED_MESSAGE } from '#lib/settings/store-settings.ts';
import {
  LICENCE_KIND_LABELS,
  STOCK_APART_LICENCE_KINDS,
  STORE_STATUS_LABELS,
  type StoreDetail,
} from '#lib/stores/store-admin.ts';
import { $session } from '#stores/session.ts';
import { foundOr404 } from '../../api/client.ts';
import { listStores, loadStore } from '../../api/stores.ts';
import { useDashboardStores } from '../../shell/store-switch.ts';
import { ActionMessage } from '../../ui/ActionMessage.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { CheckboxField } from '../../ui/CheckboxField.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { useAction, type ActionOf } from '../../writes/use-action.ts';
import { storesAction } from './actions.ts';
import { switchableStores } from './open-stores.ts';
import { StoreForm } from './StoreForm.tsx';
import { BackLink } from '../../ui/BackLink.tsx';

export function loader({ params }: LoaderFunctionArgs) {
  return foundOr404(loadStore(params.id ?? ''), 'Not found');
}

export { storesAction as action };

/**
 * One store: its form (facts, licences, hours, pickup), the switch that pauses its online
 * ordering, the one that keeps its medical stock apart, and for an admin, making it the default store or closing it for good.
 */
export function Component() {
  const store = useLoaderData<typeof loader>();
  // Another store's page starts afresh (the route stays mounted from one store to the next).
  return <StoreView key={`${store.id}:${JSON.stringify(store)}`} store={store} />;
}

function StoreView({ store }: { store: StoreDetail }) {
  const [params] = useSearchParams();
  const session = useStore($session);
  const { replace } = useDashboardStores();
  const change = useAction<typeof storesAction>({
    onDone: (done) => {
      // The header's switcher follows a store closed or made the default.
      if (done.intent === 'closeStore' || done.intent === 'makeDefault' || done.intent === 'saveStore') {
        void listStores().then((stores) => replace(switchableStores(stores)));
      }
    },
  });
  const admin = session?.role === 'admin';
  const closed = store.closedAt !== null;
  const added =
    params.get('added') && !change.sent
      ? 'Store added. It has no stock yet: enter its stock on the menu board with the store chosen in the header.'
      : null;

  return (
    <>
      {admin && <BackLink to="/dashboard/stores">All stores</BackLink>}
      <PageHeader
        title={store.name}
        description={
          <>
            /stores/{store.slug} · {STORE_STATUS_LABELS[store.status]}
            {store.isDefault ? ' · the default store' : ''}
            {store.closedAt && (
              <>
                {' '}
                since <DateTime iso={store.closedAt} />
              </>
            )}
          </>
        }
      />
      {(change.problem || change.notice || added) && (
        <div className="mb-6 max-w-4xl">
          {added ? <Alert tone="success">{added}</Alert> : <ActionMessage action={change} />}
        </div>
      )}
      {closed ? (
        <p className="max-w-4xl text-ink-muted">A closed store keeps its records; its details stay as they were.</p>
      ) : (
        <div className="flex max-w-4xl flex-col gap-8">
          <OrderingSection store={store} change={change} />
          <MedicalStockSection store={store} change={change} />
          <StoreForm
            values={store}
            label="Store details"
            submitLabel="Save the store"
            busy={change.busy && change.sent?.intent === 'saveStore'}
            problem={change.sent?.intent === 'saveStore' ? change.problem : null}
            fields={change.sent?.intent === 'saveStore' ? change.fields : {}}
            onSubmit={(values) => change.send('saveStore', { id: store.id, values }, { done: 'Store saved.' })}
          />
          {admin && <AdminSection store={store} change={change} />}
        </div>
      )}
    </>
  );
}

function OrderingSection({ store, change }: { store: StoreDetail; change: ActionOf<typeof storesAction> }) {
  const [paused, setPaused] = useState(store.ordering.paused);
  const [message, setMessage] = useState(store.ordering.message);
  const mine = change.sent?.intent === 'setOrdering';
  return (
    <section aria-labelledby="ordering-title" className="rounded-xl border border-ink/15 bg-surface p-4 md:p-6">
      <h2 id="ordering-title" className="text-xl font-bold text-brand-900">
        Online ordering
      </h2>
      <p className="mt-1 text-ink-muted">
        {store.ordering.paused
          ? 'Paused: shoppers cannot place orders at this store. The other stores take orders as usual.'
          : 'Shoppers can place orders for pickup at this store.'}
      </p>
      <form
        className="mt-4 flex flex-col gap-4"
        noValidate
        aria-label="Online ordering"
        onSubmit={(event) => {
          event.preventDefault();
          change.send(
            'setOrdering',
            { id: store.id, paused, message },
            { done: paused ? 'Online ordering paused.' : 'Online ordering is on.' },
          );
        }}
      >
        <CheckboxField
          label="Pause online ordering"
          checked={paused}
          onChange={(event) => setPaused(event.target.checked)}
        />
        <TextAreaField
          label="Message to shoppers"
          rows={2}
          maxLength={MAX_PAUSED_MESSAGE}
          required={paused}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          error={mine ? change.fields.message : undefined}
        />
        <div>
          <Button type="submit" busy={mine && change.busy}>
            Save online ordering
          </Button>
        </div>
      </form>
    </section>
  );
}

/**
 * The switch "Keep medical and adult-use stock apart" (decision 73), for a store holding an
 * adult-use retailer or a medical provisioning center licence: usable while it holds both.
 */
function MedicalStockSection({ store, change }: { store: StoreDetail; change: ActionOf<typeof storesAction> }) {
  const held = STOCK_APART_LICENCE_KINDS.filter((kind) => store.licences.some((licence) => licence.kind === kind));
  const [apart, setApart] = useState(store.medicalStockApart);
  if (held.length === 0 && !store.medicalStockApart) return null;
  const both = held.length === STOCK_APART_LICENCE_KINDS.length;
  const missing = STOCK_APART_LICENCE_KINDS.find((kind) => !held.includes(kind));
  const mine = change.sent?.intent === 'setMedicalStock';
  return (
    <section aria-labelledby="medical-stock-title" className="rounded-xl border border-ink/15 bg-surface p-4 md:p-6">
      <h2 id="medical-stock-title" className="text-xl font-bold text-brand-900">
        Medical and adult-use stock
      </h2>
      <p className="mt-1 text-ink-muted">
        {store.medicalStockApart
          ? 'Each size has an adult-use stock and a medical stock: patients buy from the medical one, everyone else from the adult-use one.'
          : 'One stock: patients and adult-use customers buy from the same count of each size.'}
      </p>
      <form
        className="mt-4 flex flex-col gap-4"
        noValidate
        aria-label="Medical and adult-use stock"
        onSubmit={(event) => {
          event.preventDefault();
          change.send(
            'setMedicalStock',
            { id: store.id, apart },
            {
              done: apart
                ? `${store.name} keeps medical and adult-use stock apart. Enter its medical stock on the menu board.`
                : `${store.name} keeps one stock.`,
            },
          );
        }}
      >
        <CheckboxField
          label="Keep medical and adult-use stock apart"
          checked={apart}
          disabled={!both && !store.medicalStockApart}
          onChange={(event) => setApart(event.target.checked)}
          hint={
            both
              ? 'For a store whose two licences keep their own inventory (R 420.205). Medical stock starts at 0; it can go back to one stock once its medical stock is 0.'
              : `Needs both an adult-use retailer and a medical provisioning center licence; this store has no ${LICENCE_KIND_LABELS[missing!].toLowerCase()} licence. Add it under Licences below first.`
          }
        />
        {(both || store.medicalStockApart) && (
          <div>
            <Button type="submit" busy={mine && change.busy} disabled={apart === store.medicalStockApart}>
              Save stock keeping
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}

function AdminSection({ store, change }: { store: StoreDetail; change: ActionOf<typeof storesAction> }) {
  const [sure, setSure] = useState(false);
  if (store.isDefault) {
    return (
      <p className="text-ink-muted">
        This is the default store: the home page and orders without a store are its. To close it, make another store the
        default first.
      </p>
    );
  }
  return (
    <section aria-labelledby="admin-title" className="rounded-xl border border-ink/15 bg-surface p-4 md:p-6">
      <h2 id="admin-title" className="text-xl font-bold text-brand-900">
        Default store and closing
      </h2>
      <div className="mt-4 flex flex-col gap-4">
        <div>
          <Button
            type="button"
            tone="secondary"
            busy={change.busy && change.sent?.intent === 'makeDefault'}
            onClick={() =>
              change.send(
                'makeDefault',
                { id: store.id, name: store.name },
                { done: `${store.name} is the default store.` },
              )
            }
          >
            Make {store.name} the default store
          </Button>
        </div>
        <CheckboxField
          label={`${store.name} closes for good: it leaves the storefront and keeps its records`}
          checked={sure}
          onChange={(event) => setSure(event.target.checked)}
        />
        <div>
          <Button
            type="button"
            tone="danger"
            disabled={!sure}
            busy={change.busy && change.sent?.intent === 'closeStore'}
            onClick={() =>
              change.send('closeStore', { id: store.id, name: store.name }, { done: `${store.name} is closed.` })
            }
          >
            Close the store for good
          </Button>
        </div>
      </div>
    </section>
  );
}
