import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ScopeStore } from '#lib/stores/store-scope.ts';
import { chooseStore, chosenStore, currentStore, withStore } from './store-switch.ts';

/**
 * The header's store switcher, shown with two or more stores: the pages show and change the
 * chosen store's orders, stock, hours and settings. Choosing one keeps the page and puts the store
 * in its address; every API call from then on carries it.
 */
export function StoreSwitcher({ stores }: { stores: readonly ScopeStore[] }) {
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const current = currentStore(stores, chosenStore());

  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="font-semibold">
        Store
      </label>
      <select
        id={id}
        value={current?.slug ?? ''}
        onChange={(event) => {
          chooseStore(event.target.value);
          void navigate(withStore(`${location.pathname}${location.search}`, event.target.value));
        }}
        className="rounded-lg border-2 border-ink/30 bg-surface px-2 py-1 font-semibold text-brand-900"
      >
        {stores.map((store) => (
          <option key={store.id} value={store.slug}>
            {store.name}
            {store.isDefault ? ' (default)' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}
