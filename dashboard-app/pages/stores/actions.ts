import {
  addStore,
  closeStore,
  makeDefaultStore,
  saveStore,
  setMedicalStockApart,
  setStoreOrdering,
} from '../../api/stores.ts';
import { routeAction } from '../../writes/route-action.ts';

/** The stores pages' changes; the server parses what the forms send, and the page's data reloads. */
export const storesAction = routeAction({
  addStore: (values: unknown) => addStore(values),
  saveStore: ({ id, values }: { id: string; values: unknown }) => saveStore(id, values),
  setOrdering: ({ id, paused, message }: { id: string; paused: boolean; message: string }) =>
    setStoreOrdering(id, { paused, message }),
  setMedicalStock: ({ id, apart }: { id: string; apart: boolean }) => setMedicalStockApart(id, apart),
  closeStore: ({ id }: { id: string; name: string }) => closeStore(id),
  makeDefault: ({ id }: { id: string; name: string }) => makeDefaultStore(id),
});
