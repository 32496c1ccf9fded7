import { once } from 'node:events';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startRender } from './render-order.ts';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

/** Three connections whose data arrives in one turn: a page request, a quote and a database answer. */
async function oneTurnOfThree(onData: (name: string) => void): Promise<void> {
  let read = 0;
  let allRead = () => {};
  const finished = new Promise<void>((resolve) => (allRead = resolve));
  let accepted = 0;
  let allAccepted = () => {};
  const connected = new Promise<void>((resolve) => (allAccepted = resolve));
  const server = net.createServer((socket) => {
    if (++accepted === 3) allAccepted();
    socket.on('data', (data) => {
      onData(data.toString());
      // The renders a page started in this turn run before the next one.
      if (++read === 3) setImmediate(() => setImmediate(allRead));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  closers.push(() => server.close());
  const { port } = server.address() as net.AddressInfo;
  const clients = await Promise.all(
    ['page', 'quote', 'answer'].map(async (name) => {
      const client = net.connect(port, '127.0.0.1');
      await once(client, 'connect');
      closers.push(() => client.destroy());
      return { name, client };
    }),
  );
  // Once the server reads all three connections, written in one go: it finds them readable in
  // one turn of its loop.
  await connected;
  await new Promise((resolve) => setTimeout(resolve, 10));
  for (const { name, client } of clients) client.write(name);
  await finished;
}

describe('startRender', () => {
  it('starts a page after the I/O callbacks of its turn, and anything else at once', async () => {
    const order: string[] = [];
    await oneTurnOfThree((name) => {
      order.push(`read ${name}`);
      if (name === 'page') startRender('GET', () => order.push('render page'));
      if (name === 'quote') startRender('POST', () => order.push('render quote'));
    });

    expect(order).toHaveLength(5);
    // The quote renders inside its own callback; the page only once every callback of the turn ran.
    expect(order.indexOf('render quote')).toBe(order.indexOf('read quote') + 1);
    expect(order.indexOf('render page')).toBe(4);
  });

  it('starts a HEAD like a GET', async () => {
    const order: string[] = [];
    await oneTurnOfThree((name) => {
      order.push(`read ${name}`);
      if (name === 'page') startRender('HEAD', () => order.push('render page'));
    });

    expect(order.at(-1)).toBe('render page');
  });
});
