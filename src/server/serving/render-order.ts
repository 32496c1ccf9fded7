/**
 * When a request's render starts, in a store process that is never idle. A page (GET, HEAD)
 * starts once the I/O callbacks of the event loop's current turn have run; anything else (a cart
 * quote, a checkout, a form) at once. So the answers PostgreSQL sent to requests already waiting
 * (a quote, a checkout, a product page the cache missed) are read before the pages that arrived
 * beside them are rendered, and a quote's statements go out before those renders too: a request
 * that waits on the database waits about one turn less, and a page the cache missed starts a
 * little later in the same turn (docs/decisions/0049-continuations-before-new-renders.md).
 */
export function startRender(method: string | undefined, render: () => void): void {
  if (method === 'GET' || method === 'HEAD') setImmediate(render);
  else render();
}
