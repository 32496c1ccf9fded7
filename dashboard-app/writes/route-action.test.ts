import type { ActionFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HttpError } from '#lib/http/http-client.ts';
import { routeAction } from './route-action.ts';

const PAGE = 'http://localhost/dashboard/page';

function jsonArgs(body: unknown): ActionFunctionArgs {
  const request = new Request(PAGE, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { request, params: {}, context: {} } as ActionFunctionArgs;
}

/** What a refused change answered (or threw): React Router's `data(...)`, with its status. */
function answered(result: unknown): { status: number | undefined; body: unknown } {
  const wrapped = result as { type?: string; data: unknown; init: ResponseInit | null };
  expect(wrapped.type).toBe('DataWithResponseInit');
  return { status: wrapped.init?.status, body: wrapped.data };
}

async function thrown(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('routeAction', () => {
  it('runs the change the intent names with its input, and answers with what it returned', async () => {
    const action = routeAction({
      rename: ({ name }: { name: string }) => Promise.resolve({ renamed: name.toUpperCase() }),
    });
    expect(await action(jsonArgs({ intent: 'rename', input: { name: 'kush' } }))).toEqual({
      intent: 'rename',
      value: { renamed: 'KUSH' },
    });
  });

  it('reads a multipart form (a file upload) with its intent as a field', async () => {
    const action = routeAction({ upload: (form: FormData) => Promise.resolve(form.get('alt')) });
    const form = new FormData();
    form.set('intent', 'upload');
    form.set('alt', 'A jar of flower');
    const request = new Request(PAGE, { method: 'POST', body: form });
    expect(await action({ request, params: {}, context: {} } as ActionFunctionArgs)).toEqual({
      intent: 'upload',
      value: 'A jar of flower',
    });
  });

  it('answers a refused change with its status, sentence, first message of each field and whole body', async () => {
    const body = { error: 'Not saved.', fields: { price: ['Enter a price.', 'Too low.'] }, preview: { rows: [] } };
    const action = routeAction({ save: () => Promise.reject(new HttpError('Not saved.', 422, body)) });
    expect(answered(await action(jsonArgs({ intent: 'save', input: {} })))).toEqual({
      status: 422,
      body: { error: 'Not saved.', fields: { price: 'Enter a price.' }, body },
    });
  });

  it('answers 503 with the connection sentence when no answer came', async () => {
    const action = routeAction({ save: () => Promise.reject(new HttpError('offline', null, null)) });
    const { status, body } = answered(await action(jsonArgs({ intent: 'save', input: {} })));
    expect(status).toBe(503);
    expect(body).toMatchObject({
      error: 'The store could not be reached. Check the connection and try again.',
      fields: {},
    });
  });

  it('throws an ended session (401) to the route, and answers it as a refusal where no session is needed', async () => {
    const ended = new HttpError('Sign in again.', 401, { error: 'Sign in again.', fields: {} });
    const staff = routeAction({ save: () => Promise.reject(ended) });
    expect(await thrown(() => staff(jsonArgs({ intent: 'save', input: {} })))).toBe(ended);

    const signIn = routeAction(
      {
        signIn: () =>
          Promise.reject(
            new HttpError('Wrong email or password.', 401, { error: 'Wrong email or password.', fields: {} }),
          ),
      },
      { sessionRequired: false },
    );
    expect(answered(await signIn(jsonArgs({ intent: 'signIn', input: {} })))).toMatchObject({
      status: 401,
      body: { error: 'Wrong email or password.' },
    });
  });

  it('refuses an intent the page does not make with 400, running nothing', async () => {
    let ran = false;
    const action = routeAction({
      save: () => {
        ran = true;
        return Promise.resolve(null);
      },
    });
    for (const intent of ['delete', 'toString', '__proto__']) {
      expect(answered(await thrown(() => action(jsonArgs({ intent, input: {} })))).status).toBe(400);
    }
    expect(ran).toBe(false);
  });

  it('lets an error that is not an answer (a bug) reach the route', async () => {
    const bug = new TypeError('undefined is not a function');
    const action = routeAction({ save: () => Promise.reject(bug) });
    expect(await thrown(() => action(jsonArgs({ intent: 'save', input: {} })))).toBe(bug);
  });
});
