import { readFileSync } from 'node:fs';
import { fetch as undiciFetch, MockAgent } from 'undici';
import { metrcDescription } from './metrc-description.ts';
import { queryProblems, requestProblems } from './openapi-shape.ts';

/** One answer of Metrc kept in `tests/fixtures/metrc/<name>.json`. */
export interface MetrcFixture {
  /** The operation that answered, e.g. `GET /packages/v2/active`. */
  request: string;
  note: string;
  status: number;
  headers: Record<string, string>;
  /** The JSON answer (null for an empty body)… */
  body?: unknown;
  /** …or the raw text of one that is not JSON. */
  text?: string;
}

/** A request as the replay received it. */
export interface SentToMetrc {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
}

export const METRC_ORIGIN = 'https://api-mi.metrc.com';

export function metrcFixture(name: string): MetrcFixture {
  return JSON.parse(readFileSync(new URL(`../fixtures/metrc/${name}.json`, import.meta.url), 'utf8')) as MetrcFixture;
}

interface Plan {
  method: string;
  path: RegExp;
  answer: (sent: SentToMetrc) => MetrcFixture;
}

/**
 * Metrc replayed from recorded answers through undici's MockAgent, with the network refused.
 * Each request takes the first planned answer for its method and path; every request body is
 * checked against the description's request schema, and anything unplanned or misshapen is kept
 * in `problems`.
 */
export function replayMetrc() {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const plans: Plan[] = [];
  const sent: SentToMetrc[] = [];
  const problems: string[] = [];

  agent
    .get(METRC_ORIGIN)
    .intercept({ path: () => true, method: () => true })
    .reply((options) => {
      const url = new URL(options.path, METRC_ORIGIN);
      const headers = (options.headers ?? {}) as Record<string, string>;
      const body = typeof options.body === 'string' ? (JSON.parse(options.body) as unknown) : null;
      const request: SentToMetrc = {
        method: options.method,
        path: url.pathname,
        query: url.searchParams,
        body,
        authorization: headers.authorization ?? null,
      };
      sent.push(request);
      const call = `${options.method} ${url.pathname}`;
      problems.push(
        ...queryProblems(metrcDescription, options.method, url.pathname, url.searchParams),
        ...requestProblems(metrcDescription, options.method, url.pathname, body).map((p) =>
          p.startsWith('$') ? `${call} ${p}` : p,
        ),
      );
      const index = plans.findIndex((plan) => plan.method === options.method && plan.path.test(url.pathname));
      if (index < 0) {
        problems.push(`unplanned ${options.method} ${url.pathname}${url.search}`);
        return { statusCode: 599, data: '' };
      }
      const [plan] = plans.splice(index, 1);
      const fixture = plan!.answer(request);
      const data =
        fixture.text ?? (fixture.body === null || fixture.body === undefined ? '' : JSON.stringify(fixture.body));
      return { statusCode: fixture.status, data, responseOptions: { headers: fixture.headers } };
    })
    .persist();

  const fetchImpl = ((input: string | URL, init?: RequestInit) =>
    undiciFetch(input, { ...(init as object), dispatcher: agent })) as unknown as typeof fetch;

  return {
    fetchImpl,
    sent,
    problems,
    /** The next request of `method` to a path matching `path` gets this answer (a fixture's name, or made from the request). */
    answer(method: string, path: RegExp, answer: string | ((sent: SentToMetrc) => MetrcFixture), times = 1) {
      for (let i = 0; i < times; i += 1) {
        plans.push({ method, path, answer: typeof answer === 'string' ? () => metrcFixture(answer) : answer });
      }
    },
    /** Planned answers nobody asked for. */
    unused: () => plans.length,
    close: () => agent.close(),
  };
}
