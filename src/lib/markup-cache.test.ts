import { describe, expect, it, vi } from 'vitest';
import { MarkupCache, markupKey } from './markup-cache.ts';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('the markup cache', () => {
  it('renders markup once for the same props, and again for other props', async () => {
    const cache = new MarkupCache();
    const render = vi.fn(async () => '<p>Blue Dream · $32.00</p>');
    const card = { name: 'Blue Dream', priceCents: 3200 };
    expect(text(await cache.markup(['card', card], render))).toBe('<p>Blue Dream · $32.00</p>');
    expect(text(await cache.markup(['card', { ...card }], render))).toBe('<p>Blue Dream · $32.00</p>');
    expect(render).toHaveBeenCalledTimes(1);

    await cache.markup(['card', { ...card, priceCents: 2800 }], render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('takes a frozen object for itself: the same object is a hit, another with the same content is not', async () => {
    const cache = new MarkupCache();
    const render = vi.fn(async () => '<footer>River Raisin</footer>');
    const settings = Object.freeze({ name: 'River Raisin' });
    await cache.markup(['footer', settings], render);
    await cache.markup(['footer', settings], render);
    expect(render).toHaveBeenCalledTimes(1);
    await cache.markup(['footer', Object.freeze({ name: 'River Raisin' })], render);
    expect(render).toHaveBeenCalledTimes(2);
    expect(markupKey(['footer', settings])).toBe(markupKey(['footer', settings]));
    expect(markupKey(['footer', settings])).not.toBe(markupKey(['footer', { name: 'River Raisin' }]));
  });

  it('never keeps markup with a script, which Astro writes once per page', async () => {
    const cache = new MarkupCache();
    const render = vi.fn(async () => '<div></div><script type="module" src="/_astro/a.js"></script>');
    await cache.markup(['drawer'], render);
    await cache.markup(['drawer'], render);
    expect(render).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('lets the least recently used markup go first when full', async () => {
    const cache = new MarkupCache(40);
    const renders = new Map<string, ReturnType<typeof vi.fn>>();
    const show = (name: string) => {
      if (!renders.has(name))
        renders.set(
          name,
          vi.fn(async () => `<p>${name}</p>`.padEnd(13)),
        );
      return cache.markup([name], renders.get(name)! as () => Promise<string>);
    };
    await show('a');
    await show('b');
    await show('a'); // a is now the most recently used
    await show('c');
    await show('d'); // 52 bytes: the least recently used, b, goes
    expect(cache.size).toBe(3);
    await show('a');
    await show('b');
    expect(renders.get('a')).toHaveBeenCalledTimes(1);
    expect(renders.get('b')).toHaveBeenCalledTimes(2);
  });

  it('does not keep markup whose render failed', async () => {
    const cache = new MarkupCache();
    const failing = vi.fn(async () => {
      throw new Error('the database went away');
    });
    await expect(cache.markup(['card'], failing)).rejects.toThrow('the database went away');
    const working = vi.fn(async () => '<p>card</p>');
    expect(text(await cache.markup(['card'], working))).toBe('<p>card</p>');
  });
});
