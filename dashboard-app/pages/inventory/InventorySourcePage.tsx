import { useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import {
  INVENTORY_SOURCE_KINDS,
  INVENTORY_SOURCE_LABELS,
  type InventorySourceKind,
  type InventorySourceView,
} from '#lib/inventory/inventory-admin.ts';
import { loadInventorySource } from '../../api/inventory.ts';
import { ActionMessage } from '../../ui/ActionMessage.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useAction, type ActionOf } from '../../writes/use-action.ts';
import { inventoryAction } from './actions.ts';

export function loader(_: LoaderFunctionArgs) {
  return loadInventorySource();
}

export { inventoryAction as action };

const CREDENTIALS_STATES: Record<InventorySourceView['credentialsState'], string> = {
  unset: 'No API key saved',
  ok: 'Accepted',
  attention: 'Refused by the source: save a new key',
};

/**
 * Where the store's stock comes from (admins): its own count, Metrc or its point of sale, with the
 * licence and the store's user API key. The key is write-only: the page shows when it was saved.
 */
export function Component() {
  const source = useLoaderData<typeof loader>();
  // The action outlives the form, which starts again from each saved source: its notice stays shown.
  const change = useAction<typeof inventoryAction>();
  return <SourceForm key={JSON.stringify(source)} source={source} change={change} />;
}

function SourceForm({ source, change }: { source: InventorySourceView; change: ActionOf<typeof inventoryAction> }) {
  const [kind, setKind] = useState<InventorySourceKind>(source.kind);
  const [licenceNumber, setLicenceNumber] = useState(source.licenceNumber);
  const [userApiKey, setUserApiKey] = useState('');
  return (
    <>
      <PageHeader
        title="Inventory source"
        description={`Where ${source.storeName}’s stock comes from. With Metrc or a point of sale, the menu lists only the packages it holds, synced about every 20 seconds.`}
      />
      <div className="flex max-w-2xl flex-col gap-6">
        {(change.problem || change.notice) && <ActionMessage action={change} />}
        {source.credentialsState === 'attention' && (
          <Alert tone="error">
            The source refused the store’s API key, so its stock is not syncing: {source.credentialsProblem} Save a new
            key to resume.
          </Alert>
        )}
        <section aria-labelledby="sync-title" className="rounded-xl border border-ink/15 bg-surface p-4 md:p-6">
          <h2 id="sync-title" className="text-xl font-bold text-brand-900">
            Sync
          </h2>
          <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">API key</dt>
            <dd>
              {CREDENTIALS_STATES[source.credentialsState]}
              {source.credentialsSavedAt && (
                <>
                  {' '}
                  · saved on <DateTime iso={source.credentialsSavedAt} />
                </>
              )}
            </dd>
            <dt className="font-semibold">Last synced</dt>
            <dd>{source.lastSyncedAt ? <DateTime iso={source.lastSyncedAt} /> : 'Never'}</dd>
            <dt className="font-semibold">Last error</dt>
            <dd>
              {source.lastError ? (
                <>
                  {source.lastError}
                  {source.lastErrorAt && (
                    <>
                      {' '}
                      (<DateTime iso={source.lastErrorAt} />)
                    </>
                  )}
                </>
              ) : (
                'None'
              )}
            </dd>
          </dl>
        </section>
        <form
          className="flex flex-col gap-4 rounded-xl border border-ink/15 bg-surface p-4 md:p-6"
          aria-label="Inventory source"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            change.send('saveSource', { kind, licenceNumber, userApiKey }, { done: 'Inventory source saved.' });
          }}
        >
          {!source.sourcesAvailable && (
            <Alert tone="info">
              Metrc and point-of-sale sources need INVENTORY_CREDENTIALS_KEY set on the server; until then every store
              keeps its own count.
            </Alert>
          )}
          <SelectField
            label="Stock comes from"
            value={kind}
            onChange={(event) => setKind(event.target.value as InventorySourceKind)}
            options={INVENTORY_SOURCE_KINDS.map((value) => ({ value, label: INVENTORY_SOURCE_LABELS[value] }))}
            error={change.fields.kind}
          />
          {kind !== 'own' && (
            <>
              <TextField
                label="Metrc licence number"
                value={licenceNumber}
                onChange={(event) => setLicenceNumber(event.target.value)}
                required
                autoComplete="off"
                error={change.fields.licenceNumber}
              />
              <TextField
                label="User API key"
                type="password"
                value={userApiKey}
                onChange={(event) => setUserApiKey(event.target.value)}
                autoComplete="new-password"
                required={source.credentialsSavedAt === null}
                hint={
                  source.credentialsSavedAt
                    ? 'A key is saved. Leave this empty to keep it, or enter a new one.'
                    : 'The key of a Metrc user with access to this licence. It is stored sealed and never shown again.'
                }
                error={change.fields.userApiKey}
              />
            </>
          )}
          <div>
            <Button type="submit" busy={change.busy}>
              Save the source
            </Button>
          </div>
        </form>
      </div>
    </>
  );
}
