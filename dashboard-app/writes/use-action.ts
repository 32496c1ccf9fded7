import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { Done, Intents, Refusal, RouteAction } from './route-action.ts';

type IntentsOf<A extends { intents: Intents }> = A['intents'];
type InputOf<I extends Intents, K extends keyof I> = Parameters<I[K]>[0];
type ValueOf<I extends Intents, K extends keyof I> = Awaited<ReturnType<I[K]>>;

/** A change on its way, or the last one sent: its intent and input. */
export type Sent<I extends Intents> = { [K in keyof I & string]: { intent: K; input: InputOf<I, K> } }[keyof I &
  string];

export interface SendOptions<V> {
  /** Reload the page's data afterwards (the default); off for a change the page shows itself, or when it leaves. */
  revalidate?: boolean;
  /** The page goes elsewhere once it is done: stay busy, so nothing is pressed twice on the way. */
  leaving?: boolean;
  /** What to say once it went through (the `notice`). */
  done?: string | ((value: V) => string);
}

export interface ActionHandlers<I extends Intents> {
  /** A change went through (and the page's data reloaded, unless the change said not to); `notice` is its `done`. */
  onDone?: (done: Done<I>, sent: Sent<I>, notice: string | null) => void;
  /** A change was refused; its messages are already in `problem` and `fields`. */
  onRefused?: (refusal: Refusal, sent: Sent<I>) => void;
}

export interface Action<I extends Intents> {
  /** A change is on its way, or the page's data is reloading after it (or the page is leaving). */
  busy: boolean;
  /** The change on its way, or the last one sent. */
  sent: Sent<I> | null;
  /** The sentence for the whole form, and messages beside fields: from a refusal, or from `refuse`. */
  problem: string | null;
  fields: Record<string, string>;
  /** The last refusal as the endpoint answered it, for a page that shows more than its sentence. */
  refusal: Refusal | null;
  /** What the last change that went through said (its `done`). */
  notice: string | null;
  /** Shows problems found before sending; nothing is sent. */
  refuse(fields: Record<string, string>, problem?: string | null): void;
  /** Forgets what the last answer said (the form has changed since). */
  reset(): void;
  /** Sends a change to the page's route action: JSON, or a FormData for a file upload. */
  send<K extends keyof I & string>(intent: K, input: InputOf<I, K>, options?: SendOptions<ValueOf<I, K>>): void;
}

/** The state of a page's action, for the components it hands it to. */
export type ActionOf<A extends { intents: Intents }> = Action<A['intents']>;

interface Shown {
  problem: string | null;
  fields: Record<string, string>;
  refusal: Refusal | null;
  notice: string | null;
}

const NOTHING: Shown = { problem: null, fields: {}, refusal: null, notice: null };

/**
 * The one way a dashboard page writes: a fetcher that sends named changes to the page's route
 * action (`routeAction`), with the form's state around it: busy while it runs, the refusal's
 * sentence and field messages, a notice once it went through, and callbacks for what the page
 * does next (focus, navigate). A component that the change itself removes (a deleted row) must
 * not own it: the answer arrives with the reloaded data, after the row is gone.
 */
export function useAction<A extends Pick<RouteAction<Intents>, 'intents'>>(
  handlers: ActionHandlers<IntentsOf<A>> = {},
): Action<IntentsOf<A>> {
  type I = IntentsOf<A>;
  const fetcher = useFetcher();
  const [sent, setSent] = useState<(Sent<I> & { options: SendOptions<unknown> }) | null>(null);
  const [shown, setShown] = useState<Shown>(NOTHING);
  const [leaving, setLeaving] = useState(false);
  const handled = useRef<unknown>(undefined);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  const answer = fetcher.data as Done<I> | Refusal | undefined;
  useEffect(() => {
    if (fetcher.state !== 'idle' || answer === undefined || answer === handled.current || !sent) return;
    handled.current = answer;
    if ('error' in answer) {
      setShown({ ...NOTHING, problem: answer.error, fields: answer.fields, refusal: answer });
      latest.current.onRefused?.(answer, sent);
      return;
    }
    const { done } = sent.options;
    const notice = typeof done === 'function' ? done(answer.value) : (done ?? null);
    setShown({ ...NOTHING, notice });
    if (sent.options.leaving) setLeaving(true);
    latest.current.onDone?.(answer, sent, notice);
  }, [fetcher.state, answer, sent]);

  return {
    busy: fetcher.state !== 'idle' || leaving,
    sent,
    ...shown,
    refuse(fields, problem = 'Check the highlighted fields.') {
      setLeaving(false);
      setShown({ ...NOTHING, problem, fields });
    },
    reset() {
      setShown(NOTHING);
    },
    send(intent, input, options = {}) {
      setShown(NOTHING);
      setSent({ intent, input, options } as Sent<I> & { options: SendOptions<unknown> });
      const how = {
        method: 'post',
        ...(options.revalidate === false ? { defaultShouldRevalidate: false } : {}),
      } as const;
      const value: unknown = input;
      if (value instanceof FormData) {
        value.set('intent', intent);
        void fetcher.submit(value, { ...how, encType: 'multipart/form-data' });
      } else {
        void fetcher.submit({ intent, input } as Parameters<typeof fetcher.submit>[0], {
          ...how,
          encType: 'application/json',
        });
      }
    },
  };
}
