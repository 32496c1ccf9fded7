import net from 'node:net';

/**
 * A TCP relay in front of PostgreSQL that counts round trips: each time a client sends after an
 * answer reached it, one more. Statements sent together (pipelined) before any answer are one
 * round trip, whatever the number of packets: the driver sends a large statement at once and the
 * ones after it a moment later, and the relay holds each answer back ANSWER_DELAY_MS so that what
 * the client sent without waiting is never taken for a new round trip. Tests read how often code
 * waits on the database on the wire itself, `begin` and `commit` included.
 */
const ANSWER_DELAY_MS = 50;

export interface RoundTripProxy {
  /** `databaseUrl` with its host and port replaced by the relay's. */
  url: string;
  /** Round trips since the last `reset`, over every connection through the relay. */
  roundTrips(): number;
  reset(): void;
  close(): Promise<void>;
}

export async function startRoundTripProxy(databaseUrl: string): Promise<RoundTripProxy> {
  const target = new URL(databaseUrl);
  let roundTrips = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    let answered = true;
    client.on('data', (chunk) => {
      if (answered) roundTrips += 1;
      answered = false;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      setTimeout(() => {
        answered = true;
        if (!client.destroyed) client.write(chunk);
      }, ANSWER_DELAY_MS);
    });
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
      from.on('error', () => to.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    roundTrips: () => roundTrips,
    reset: () => void (roundTrips = 0),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
