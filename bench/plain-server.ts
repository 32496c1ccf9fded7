// The baseline of `npm run bench`: a bare node:http server that answers every request with the
// exact bytes and headers the store sent for the page under test, so the comparison measures
// everything the store does beyond writing those bytes to the socket.
//   node bench/plain-server.ts BODY_FILE HEADERS_JSON_FILE
// Listens on PORT (or a free port) on 127.0.0.1 and prints `listening PORT` when ready.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [bodyFile, headersFile] = process.argv.slice(2);
if (!bodyFile || !headersFile) {
  console.error('usage: node bench/plain-server.ts BODY_FILE HEADERS_JSON_FILE');
  process.exit(2);
}
const body = readFileSync(bodyFile);
const headers = JSON.parse(readFileSync(headersFile, 'utf8')) as Record<string, string>;
headers['content-length'] = String(body.byteLength);

const server = http.createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.info(`listening ${typeof address === 'object' && address ? address.port : ''}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
