import { readFileSync } from 'node:fs';
import { ReplayedVendor, unreachableHost } from './replayed-vendor.ts';
import {
  answerProblems,
  loadOpenApiDocument,
  operationFor,
  queryProblems,
  requestProblems,
  responseSchema,
  undeclaredFields,
} from './openapi-shape.ts';

/**
 * Dutchie POS replayed from recorded answers in `tests/fixtures/dutchie-pos/<name>.json`, as a
 * `fetch` that reaches no network. Each test lists the calls it expects in order; every request is
 * checked against the description's subset (its query parameters, its body) and carries the
 * location's key, and every answer replayed is checked against the schema Dutchie declares for it.
 */
interface Fixture {
  answers: string;
  status: number;
  headers: Record<string, string>;
  /** The JSON body; absent for an empty one. */
  body?: unknown;
  /** A body that is not JSON, sent as written. */
  text?: string;
  /** Fields the answer holds that the description does not name (a vendor adding one). */
  unknownFields?: string[];
  /** The answer breaks the description on purpose (a malformed answer's test). */
  unlikeDescription?: boolean;
  /** Where Dutchie documents an answer its description leaves out (a 429). */
  documentedAt?: string;
}

export interface SentDutchieRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

const FIXTURES = new URL('../fixtures/dutchie-pos/', import.meta.url);
const ORIGIN = 'https://api.pos.dutchie.com';
const SUBSET = loadOpenApiDocument(new URL('openapi-subset.json', FIXTURES));

export function loadDutchieFixture(name: string): Fixture {
  return JSON.parse(readFileSync(new URL(`${name}.json`, FIXTURES), 'utf8')) as Fixture;
}

/** The problems of a recorded answer against the description, beyond what the fixture declares. */
export function dutchieFixtureProblems(call: string, name: string): string[] {
  const [method, path] = call.split(' ') as [string, string];
  const fixture = loadDutchieFixture(name);
  if (fixture.text !== undefined) return fixture.unlikeDescription ? [] : [`${name} is not JSON`];
  const operation = operationFor(SUBSET, method, path)?.operation;
  if (operation && !(String(fixture.status) in operation.responses) && fixture.documentedAt) return [];
  const body = fixture.body ?? null;
  const declared = [...(fixture.unknownFields ?? [])].sort();
  // Dutchie's description forbids fields it does not name; one a recording shows, and the fixture
  // declares, is the vendor's addition the adapter must ignore. Any other is a problem.
  const excused = new Set(declared.map((field) => `${field}: not allowed by the description`));
  const found = answerProblems(SUBSET, method, path, fixture.status, body).filter((problem) => !excused.has(problem));
  // A fixture that breaks the description on purpose must break it, or its test proves nothing.
  const problems = !fixture.unlikeDescription
    ? found
    : found.length > 0
      ? []
      : [`${name} says it breaks the description, but it does not`];
  const schema = operation ? responseSchema(operation, fixture.status) : null;
  const unknownFields = schema ? undeclaredFields(SUBSET, schema, body).sort() : [];
  if (JSON.stringify(unknownFields) !== JSON.stringify(declared)) {
    problems.push(
      `${name}: fields the description does not name ${JSON.stringify(unknownFields)}, declared ${JSON.stringify(declared)}`,
    );
  }
  return problems;
}

export class RecordedDutchiePos extends ReplayedVendor<{ call: string; fixture: string }> {
  readonly sent: SentDutchieRequest[] = [];
  private readonly apiKey: string;

  constructor(apiKey: string) {
    super('Dutchie POS');
    this.apiKey = apiKey;
  }

  expect(call: string, fixture: string): this {
    return this.expectCall({ call, fixture });
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const sent = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: await request.text(),
    };
    this.sent.push(sent);
    if (this.failsToArrive()) throw unreachableHost();
    const call = `${sent.method} ${sent.url.pathname}`;
    const next = this.nextCall(call);
    const problems = [
      ...(sent.url.origin === ORIGIN ? [] : [`${call} went to ${sent.url.origin}`]),
      ...(sent.headers.get('authorization') === `Basic ${btoa(`${this.apiKey}:`)}`
        ? []
        : [`${call} without the location's key`]),
    ];
    if (next) {
      problems.push(...queryProblems(SUBSET, sent.method, sent.url.pathname, sent.url.searchParams));
      if (sent.body) problems.push(...requestProblems(SUBSET, sent.method, sent.url.pathname, JSON.parse(sent.body)));
      problems.push(...dutchieFixtureProblems(call, next.fixture));
    }
    if (problems.length > 0 || !next) {
      this.report(problems);
      return Response.json({ Message: problems.join('; ') || `unexpected ${call}` }, { status: 418 });
    }
    const fixture = loadDutchieFixture(next.fixture);
    const body = fixture.text ?? (fixture.body === undefined ? null : JSON.stringify(fixture.body));
    return new Response(body, { status: fixture.status, headers: fixture.headers });
  };
}
