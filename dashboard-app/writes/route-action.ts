import { data, type ActionFunctionArgs } from 'react-router';
import type { ApiErrorBody } from '#lib/http/http-client.ts';
import { fieldProblems, HttpError, problemMessage } from '../api/client.ts';
import { isSessionEnded } from '../shell/sign-out.ts';

/**
 * Every write in the dashboard goes through its page's route action: the page's components send a
 * named change (an intent) with its input through `useAction`; the action makes the change with
 * the page's API calls, React Router reloads the page's data after it (and the catalog, when the
 * change marked it), and a refused change comes back as the endpoint's `{ error, fields }`.
 */

/** The changes a page makes, by name: each takes what its form sent and returns what the endpoint answered. */
export type Intents = Record<string, (input: never, args: ActionFunctionArgs) => Promise<unknown>>;

/** A change the endpoint refused: its sentence, the first message of each field, and its whole answer. */
export interface Refusal {
  error: string;
  fields: Record<string, string>;
  body: ApiErrorBody | null;
}

/** What a change that went through answered, by intent. */
export type Done<I extends Intents> = {
  [K in keyof I & string]: { intent: K; value: Awaited<ReturnType<I[K]>> };
}[keyof I & string];

export interface RouteAction<I extends Intents> {
  (args: ActionFunctionArgs): Promise<Done<I> | ReturnType<typeof data<Refusal>>>;
  /** The changes it makes, so `useAction<typeof action>()` types what a page sends. */
  readonly intents: I;
}

/**
 * A page's route action from its changes. A refusal (any 4xx, or no answer at all) is answered
 * with its status, so the page's data is not reloaded for nothing; an ended session (401) is
 * thrown to the route's error screen, which opens the sign-in page, unless `sessionRequired` is
 * off (the sign-in screens, where 401 is a wrong password).
 */
export function routeAction<I extends Intents>(intents: I, { sessionRequired = true } = {}): RouteAction<I> {
  const action = async (args: ActionFunctionArgs) => {
    const { intent, input } = await readSubmission(args.request);
    const change = Object.hasOwn(intents, intent) ? intents[intent] : undefined;
    if (!change) throw data(`This page makes no change called “${intent}”.`, { status: 400 });
    try {
      return { intent, value: await change(input as never, args) } as Done<I>;
    } catch (error) {
      if (!(error instanceof HttpError) || (sessionRequired && isSessionEnded(error))) throw error;
      return data<Refusal>(
        { error: problemMessage(error), fields: fieldProblems(error), body: error.body },
        { status: error.status ?? 503 },
      );
    }
  };
  return Object.assign(action, { intents });
}

/** The intent and its input: JSON, or a multipart form (a file upload) that carries its intent as a field. */
async function readSubmission(request: Request): Promise<{ intent: string; input: unknown }> {
  if (request.headers.get('Content-Type')?.startsWith('application/json')) {
    const { intent, input } = (await request.json()) as { intent?: unknown; input?: unknown };
    return { intent: String(intent), input };
  }
  const form = await request.formData();
  return { intent: String(form.get('intent')), input: form };
}
