import { z } from 'zod';
import { StoresInput } from '#lib/users/users-input.ts';
import { staffOf, endpoint, json } from '#server/http/index.ts';
import { requireUserDetail, setManagerStores } from '#server/users/admin/index.ts';

const params = z.object({ id: z.uuid('There is no such account.') });

/** Gives a manager exactly the stores sent: the only stores whose data they see and change. */
export const PUT = endpoint(
  { params, body: StoresInput, maxBytes: 16 * 1024, invalid: 'Choose stores from the list.' },
  async ({ params, body }, context) => {
    await setManagerStores(context.locals.db, staffOf(context), params.id, body.storeIds);
    return json(await requireUserDetail(context.locals.db, params.id));
  },
);
