/**
 * Mends postgres.js 3.4.9 where a connection that closes mid-transaction takes the store down
 * (docs/decisions/0046-postgres-driver-mended-at-install.md), and sends its statements sooner. Runs after `npm install`; safe to run
 * again. Each mend names the text it replaces: if the driver's code differs (another version), the
 * install stops and says so, rather than run a driver nobody has checked.
 *
 * 1. A closed connection forgets the write it had scheduled. Without this, bytes meant for the old
 *    socket, and a timer that no longer runs, survive the close: the next connection's startup
 *    message queues behind them, is never sent, and the connection times out after every reconnect.
 * 2. A closed connection forgets the statement it was running, the error the server sent for it and
 *    the rows it had counted. Without this, a connection the server ended mid-statement (a restart
 *    sends "terminating connection due to administrator command", 57P01) fails the first statement
 *    of its next connection with that old error, and a result cut off mid-rows shifts the next one.
 * 3. A statement given to a closed connection (the rollback a transaction sends when its
 *    connection died, or the next statement of a reserved connection) is refused with
 *    CONNECTION_CLOSED. Without this, it is written to no socket at all: a TypeError thrown from a
 *    timer, which no caller can catch, and the process exits.
 * 4. Should a write still find no socket, it fails the statements waiting on it instead of throwing.
 * 5. Statements are written once the current task and its promise continuations are done, not
 *    after the event loop's poll phase (docs/decisions/0049-continuations-before-new-renders.md).
 *    Statements sent together are still one write. In a busy store process the poll phase runs
 *    every request that arrived meanwhile, so a statement used to leave several milliseconds after
 *    it was sent, and its answer to be read a turn later still.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MARK = '/* river-raisin: mended */';
const driver = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', 'postgres');
const copies = ['src/connection.js', 'cjs/src/connection.js'];

const mends = [
  {
    find: `    incomings = null
    clearImmediate(nextWriteTimer)
    socket.removeListener('data', data)`,
    replace: `    incomings = null
    clearImmediate(nextWriteTimer)
    chunk = nextWriteTimer = null ${MARK}
    socket.removeListener('data', data)`,
  },
  {
    find: `    !hadError && (query || sent.length) && error(Errors.connection('CONNECTION_CLOSED', options, socket))
    closedTime = performance.now()`,
    replace: `    !hadError && (query || sent.length) && error(Errors.connection('CONNECTION_CLOSED', options, socket))
    query = errorResponse = null, rows = 0 ${MARK}
    closedTime = performance.now()`,
  },
  {
    find: `  function execute(q) {
    if (terminated)
      return queryError(q, Errors.connection('CONNECTION_DESTROYED', options))
`,
    replace: `  function execute(q) {
    if (terminated)
      return queryError(q, Errors.connection('CONNECTION_DESTROYED', options))

    if (!socket) { ${MARK}
      queryError(q, Errors.connection('CONNECTION_CLOSED', options))
      return true
    }
`,
  },
  {
    find: `  function nextWrite(fn) {
    const x = socket.write(chunk, fn)`,
    replace: `  function nextWrite(fn) {
    if (!socket) { ${MARK}
      chunk = nextWriteTimer = null
      error(Errors.connection('CONNECTION_CLOSED', options))
      return false
    }
    const x = socket.write(chunk, fn)`,
  },
  {
    find: `    , nextWriteTimer = null
`,
    replace: `    , nextWriteTimer = null
    , writeQueued = false ${MARK}
`,
  },
  {
    find: `    nextWriteTimer === null && (nextWriteTimer = setImmediate(nextWrite))
    return true
  }
`,
    replace: `    if (!writeQueued) { ${MARK}
      writeQueued = true
      process.nextTick(writeQueuedChunk)
    }
    return true
  }

  function writeQueuedChunk() { ${MARK}
    writeQueued = false
    chunk && nextWrite()
  }
`,
  },
];

if (!existsSync(driver)) {
  // Installed without its dependencies (e.g. --omit): nothing to mend.
  process.exit(0);
}
const { version } = JSON.parse(readFileSync(join(driver, 'package.json'), 'utf8'));
for (const copy of copies) {
  const path = join(driver, copy);
  let source = readFileSync(path, 'utf8');
  let mended = 0;
  for (const { find, replace } of mends) {
    if (source.includes(replace)) continue;
    if (source.split(find).length !== 2) {
      console.error(
        `postgres ${version}: ${copy} is not the code scripts/patch-postgres-driver.mjs mends (written for 3.4.9). ` +
          'Check whether this version still loses a closed connection’s writes, then update or remove the mend.',
      );
      process.exit(1);
    }
    source = source.replace(find, replace);
    mended += 1;
  }
  if (mended > 0) writeFileSync(path, source);
}
