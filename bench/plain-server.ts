// The baseline of `npm run bench`: a bare node:http server that answers every request with the
// exact bytes and headers the store sent for the page under test, so the comparison measures
// everything the store does beyond writing those bytes to the socket.
//   node bench/plain-server.ts BODY_FILE HEADERS_JSON_FILE
//   node bench/plain-server.ts --pages PAGES_JSON_FILE
// The second form serves many pages, each by its path and query as the store answered it: the
// JSON maps each path to `{ "body": BODY_FILE, "headers": {...} }` (the long-tail scenario).
// Listens on PORT (or a free port) on 127.0.0.1 and prints `listening PORT` when ready.
import { readFileSync } from 'node:fs';
import http from 'node:http';

interface Page {
  body: Buffer;
  headers: Record<string, string>;
}

const args = process.argv.slice(2);
const pages = args[0] === '--pages' && args[1] ? readPages(args[1]) : readOnePage(args[0], args[1]);

function readOnePage(bodyFile: string | undefined, headersFile: string | undefined): (path: string) => Page {
  if (!bodyFile || !headersFile) {
    console.error('usage: node bench/plain-server.ts BODY_FILE HEADERS_JSON_FILE | --pages PAGES_JSON_FILE');
    process.exit(2);
  }
  const page = withLength(readFileSync(bodyFile), JSON.parse(readFileSync(headersFile, 'utf8')));
  return () => page;
}

function readPages(file: string): (path: string) => Page | undefined {
  const listed = JSON.parse(readFileSync(file, 'utf8')) as Record<
    string,
    { body: string; headers: Record<string, string> }
  >;
  const byPath = new Map(
    Object.entries(listed).map(([path, page]) => [path, withLength(readFileSync(page.body), page.headers)]),
  );
  return (path) => byPath.get(path);
}

function withLength(body: Buffer, headers: Record<string, string>): Page {
  return { body, headers: { ...headers, 'content-length': String(body.byteLength) } };
}

const server = http.createServer((request, response) => {
  const page = pages(request.url ?? '/');
  if (!page) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, page.headers);
  response.end(page.body);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.info(`listening ${typeof address === 'object' && address ? address.port : ''}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
