/**
 * Error reports name a page by the route it matched (decision 50), never by its address: an
 * address can hold a product's slug, a search, or a secret link's token. Every address an event
 * carries — the request's, the transaction's name, breadcrumbs, stack frames, spans — is
 * rewritten before it leaves: the page's own by its route, any other without its query or
 * fragment. The browser and the server SDK share it, each telling which page the event is of.
 */

/** The page an event happened on: its address as the SDK saw it, and its route (`/reviews/write/[...token]`). */
export interface ReportedPage {
  url: string;
  route: string;
}

type Fields = Record<string, unknown>;

const ABSOLUTE = /^[a-z][a-z\d+.-]*:\/\//i;
const METHOD_AND_ADDRESS = /^([A-Z]+ )(\S+)$/;
const REQUEST_HEADERS_LEFT_OUT = new Set(['cookie', 'referer']);

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Rewrites addresses relative to one page. */
function addressRewriter({ url, route }: ReportedPage): (text: string) => string {
  let page: URL | null;
  try {
    page = new URL(url);
  } catch {
    page = null;
  }
  return (text) => {
    if (!ABSOLUTE.test(text) && !text.startsWith('/')) return text;
    let address: URL;
    try {
      address = new URL(text, page ?? 'http://page.invalid');
    } catch {
      return text.replace(/[?#].*$/, '');
    }
    const own = page !== null && address.origin === page.origin && address.pathname === page.pathname;
    const path = own ? route : address.pathname;
    return ABSOLUTE.test(text) ? `${address.origin}${path}` : path;
  };
}

/** A data object's addresses rewritten; its query and fragment attributes (`http.query`) left out. */
function rewriteData(data: unknown, rewrite: (text: string) => string): void {
  if (!isFields(data)) return;
  for (const [key, value] of Object.entries(data)) {
    if (/(^|\.)(query|fragment)$/.test(key)) delete data[key];
    else if (typeof value === 'string') data[key] = rewrite(value);
  }
}

function rewriteName(name: string, rewrite: (text: string) => string): string {
  const withMethod = METHOD_AND_ADDRESS.exec(name);
  return withMethod ? `${withMethod[1]}${rewrite(withMethod[2]!)}` : rewrite(name);
}

/** The event with its addresses rewritten for `page` (changed in place, as Sentry's hooks allow). */
export function withRouteAddresses<Event extends object>(event: Event, page: ReportedPage): Event {
  const rewrite = addressRewriter(page);
  const fields = event as Fields;
  if (isFields(fields.request)) {
    const request = fields.request;
    if (typeof request.url === 'string') request.url = rewrite(request.url);
    delete request.query_string;
    delete request.cookies;
    if (isFields(request.headers)) {
      for (const name of Object.keys(request.headers)) {
        if (REQUEST_HEADERS_LEFT_OUT.has(name.toLowerCase())) delete request.headers[name];
      }
    }
  }
  if (typeof fields.transaction === 'string') fields.transaction = rewriteName(fields.transaction, rewrite);
  for (const crumb of Array.isArray(fields.breadcrumbs) ? fields.breadcrumbs : []) {
    if (isFields(crumb)) rewriteData(crumb.data, rewrite);
  }
  const exceptions =
    isFields(fields.exception) && Array.isArray(fields.exception.values) ? fields.exception.values : [];
  for (const exception of exceptions) {
    const frames = isFields(exception) && isFields(exception.stacktrace) ? exception.stacktrace.frames : [];
    for (const frame of Array.isArray(frames) ? frames : []) {
      if (!isFields(frame)) continue;
      if (typeof frame.filename === 'string') frame.filename = rewrite(frame.filename);
      if (typeof frame.abs_path === 'string') frame.abs_path = rewrite(frame.abs_path);
    }
  }
  for (const span of Array.isArray(fields.spans) ? fields.spans : []) {
    if (!isFields(span)) continue;
    if (typeof span.description === 'string') span.description = rewriteName(span.description, rewrite);
    rewriteData(span.data, rewrite);
  }
  if (isFields(fields.contexts) && isFields(fields.contexts.trace)) rewriteData(fields.contexts.trace.data, rewrite);
  return event;
}
