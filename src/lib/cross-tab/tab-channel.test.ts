import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_STORAGE_KEY_PREFIX } from './constants.ts';
import { createStorageChannel } from './storage-channel.ts';
import { createTabChannel, type TabChannel } from './tab-channel.ts';

/** Local storage shared by the "tabs" of a test. */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, value);
  }
}

describe('tab channel over BroadcastChannel', () => {
  const channels: TabChannel<unknown>[] = [];
  afterEach(() => channels.splice(0).forEach((channel) => channel.close()));

  it('carries a message to the other tabs, not back to the sender', async () => {
    const cartA = createTabChannel<{ items: number }>('cart');
    const cartB = createTabChannel<{ items: number }>('cart');
    const other = createTabChannel<{ items: number }>('session');
    channels.push(cartA, cartB, other);
    const atA = vi.fn();
    const atB = vi.fn();
    const atOther = vi.fn();
    cartA.subscribe(atA);
    cartB.subscribe(atB);
    other.subscribe(atOther);
    cartA.post({ items: 3 });
    await vi.waitFor(() => expect(atB).toHaveBeenCalledWith({ items: 3 }));
    expect(atA).not.toHaveBeenCalled();
    expect(atOther).not.toHaveBeenCalled();
  });

  it('stops calling a listener once unsubscribed, and a closed channel is silent', async () => {
    const a = createTabChannel<string>('closing');
    const b = createTabChannel<string>('closing');
    channels.push(a, b);
    const stopped = vi.fn();
    const kept = vi.fn();
    b.subscribe(stopped)();
    b.subscribe(kept);
    a.post('one');
    await vi.waitFor(() => expect(kept).toHaveBeenCalledTimes(1));
    b.close();
    a.post('two');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(kept).toHaveBeenCalledTimes(1);
    expect(stopped).not.toHaveBeenCalled();
  });
});

describe('tab channel over local storage', () => {
  let storage: MemoryStorage;
  let time: number;
  const now = () => time;
  const tab = <T>(tabId: string, name = 'cart') => createStorageChannel<T>(name, storage, { now, tabId });

  beforeEach(() => {
    vi.useFakeTimers();
    storage = new MemoryStorage();
    time = 1_000_000;
  });
  afterEach(() => vi.useRealTimers());

  it('delivers within a poll (150 ms) to each other tab, once', () => {
    const a = tab<string>('a');
    const b = tab<string>('b');
    const c = tab<string>('c');
    const [atA, atB, atC] = [vi.fn(), vi.fn(), vi.fn()];
    a.subscribe(atA);
    b.subscribe(atB);
    c.subscribe(atC);
    a.post('hello');
    vi.advanceTimersByTime(150);
    expect(atB).toHaveBeenCalledExactlyOnceWith('hello');
    expect(atC).toHaveBeenCalledExactlyOnceWith('hello');
    expect(atA).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_500);
    expect(atB).toHaveBeenCalledTimes(1);
    [a, b, c].forEach((channel) => channel.close());
  });

  it('keeps messages 60 s: a tab that was busy still gets one 59 s old, not one 60 s old', () => {
    const a = tab<string>('a');
    const b = tab<string>('b');
    const got = vi.fn();
    a.post('old');
    time += 1_000;
    a.post('newer');
    time += 59_000;
    // b starts polling only now (its first listener); 'old' is 60 s old, 'newer' 59 s.
    b.subscribe(got);
    vi.advanceTimersByTime(150);
    expect(got.mock.calls).toEqual([['newer']]);
    // And the log forgets what expired the next time anyone posts.
    a.post('latest');
    const stored = JSON.parse(storage.getItem(`${LOCAL_STORAGE_KEY_PREFIX}cart`)!) as { data: string }[];
    expect(stored.map((message) => message.data)).toEqual(['newer', 'latest']);
    a.close();
    b.close();
  });

  it('does not replay to a channel what was posted before it was created', () => {
    const a = tab<string>('a');
    a.post('before');
    const b = tab<string>('b');
    const got = vi.fn();
    b.subscribe(got);
    a.post('after');
    vi.advanceTimersByTime(150);
    expect(got.mock.calls).toEqual([['after']]);
    a.close();
    b.close();
  });

  it('keeps channels apart and stops polling when closed', () => {
    const cart = tab<string>('a', 'cart');
    const session = tab<string>('b', 'session');
    const got = vi.fn();
    session.subscribe(got);
    cart.post('cart only');
    vi.advanceTimersByTime(300);
    expect(got).not.toHaveBeenCalled();
    session.close();
    expect(vi.getTimerCount()).toBe(0);
    cart.close();
  });

  it('survives storage that refuses to be written', () => {
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const a = tab<string>('a');
    expect(() => a.post('x')).not.toThrow();
    a.close();
  });
});
