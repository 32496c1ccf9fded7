import { useNavigate } from 'react-router';
import { listStores } from '../../api/stores.ts';
import { useDashboardStores } from '../../shell/store-switch.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useAction } from '../../writes/use-action.ts';
import { storesAction } from './actions.ts';
import { switchableStores } from './open-stores.ts';
import { NEW_STORE, StoreForm } from './StoreForm.tsx';
import { BackLink } from '../../ui/BackLink.tsx';

export { storesAction as action };

/** Adding a store: its facts, licences, hours and pickup slots. It starts with no stock. */
export function Component() {
  const navigate = useNavigate();
  const { replace } = useDashboardStores();
  const add = useAction<typeof storesAction>({
    onDone: (done) => {
      if (done.intent !== 'addStore') return;
      // The switcher offers the new store at once.
      void listStores().then((stores) => replace(switchableStores(stores)));
      void navigate(`/dashboard/stores/${done.value.id}?added=1`);
    },
  });
  return (
    <>
      <BackLink to="/dashboard/stores">All stores</BackLink>
      <PageHeader title="Add a store" description="A new licensed location of the organization." />
      <div className="mb-6 max-w-4xl">
        <Alert tone="info">
          A new store has no stock: it sells nothing until its stock is entered, size by size, on the menu board with
          the store chosen in the header.
        </Alert>
      </div>
      <StoreForm
        values={NEW_STORE}
        label="New store"
        submitLabel="Add the store"
        busy={add.busy}
        problem={add.problem}
        fields={add.fields}
        onSubmit={(values) => add.send('addStore', values, { revalidate: false, leaving: true })}
      />
    </>
  );
}
