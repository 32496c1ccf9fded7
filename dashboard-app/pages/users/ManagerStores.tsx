import { useState } from 'react';
import type { UserStore } from '#lib/users/users.ts';
import { Button } from '../../ui/Button.tsx';
import { CheckboxField } from '../../ui/CheckboxField.tsx';

interface StoresProps {
  stores: readonly UserStore[];
  busy: boolean;
  /** Sends every ticked store. */
  onSave: (storeIds: string[]) => void;
}

/**
 * A manager's stores: the only stores whose orders, stock, hours and reports they see and change.
 * Saving sends every ticked store; a manager left with none sees only the organization's pages.
 * With one store there is nothing to choose: every manager manages it.
 */
export function ManagerStores({ stores, busy, onSave }: StoresProps) {
  return (
    <section aria-labelledby="stores-title" className="rounded-xl border border-ink/15 bg-surface p-4">
      <h2 id="stores-title" className="text-lg font-bold text-brand-900">
        Stores
      </h2>
      {stores.length === 1 ? (
        <p className="mt-1">Every manager manages {stores[0]!.name || stores[0]!.slug}, the only store.</p>
      ) : (
        <StoresForm stores={stores} busy={busy} onSave={onSave} />
      )}
    </section>
  );
}

function StoresForm({ stores, busy, onSave }: StoresProps) {
  const [ticked, setTicked] = useState(() => stores.filter((store) => store.assigned).map((store) => store.id));
  const unchanged =
    ticked.length === stores.filter((store) => store.assigned).length &&
    stores.every((store) => store.assigned === ticked.includes(store.id));
  return (
    <>
      <p className="mt-1">A manager sees and changes the orders, stock, hours and reports of these stores only.</p>
      <form
        className="mt-3"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(stores.filter((store) => ticked.includes(store.id)).map((store) => store.id));
        }}
      >
        <fieldset>
          <legend className="sr-only">Stores this manager manages</legend>
          <div className="grid gap-2">
            {stores.map((store) => (
              <CheckboxField
                key={store.id}
                label={store.name || store.slug}
                name="storeIds"
                value={store.id}
                checked={ticked.includes(store.id)}
                onChange={(event) =>
                  setTicked((current) =>
                    event.target.checked ? [...current, store.id] : current.filter((id) => id !== store.id),
                  )
                }
              />
            ))}
          </div>
        </fieldset>
        {ticked.length === 0 && (
          <p className="mt-2 text-ink-muted">
            With no store, this manager sees none of a store’s orders, stock or hours.
          </p>
        )}
        <Button type="submit" className="mt-3" busy={busy} disabled={unchanged}>
          {busy ? 'Saving…' : 'Save stores'}
        </Button>
      </form>
    </>
  );
}
