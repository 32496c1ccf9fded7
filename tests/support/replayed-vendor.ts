/**
 * A vendor replayed from recorded answers, as a `fetch` its subclass defines: the calls a test
 * expects it to receive, in order ("GET /inventory"), each with the recorded answer it gets; what
 * went otherwise is kept for `verify()`, which the test's `afterEach` calls.
 */
export abstract class ReplayedVendor<Call extends { call: string; fixture: string }> {
  private readonly queue: Call[] = [];
  private readonly problems: string[] = [];
  private unreachableFor = 0;
  private readonly vendor: string;

  constructor(vendor: string) {
    this.vendor = vendor;
  }

  protected expectCall(call: Call): this {
    this.queue.push(call);
    return this;
  }

  /** The next `attempts` requests never reach the vendor. */
  unreachable(attempts: number): this {
    this.unreachableFor = attempts;
    return this;
  }

  /**
   * Whether this request never arrives; then it fails as Node's fetch does for a host it cannot
   * reach, and is not taken from the expected calls.
   */
  protected failsToArrive(): boolean {
    if (this.unreachableFor === 0) return false;
    this.unreachableFor--;
    return true;
  }

  /** The next expected call, taken off the list (undefined when none is left). */
  protected takeNext(): Call | undefined {
    return this.queue.shift();
  }

  /** Takes the next expected call when it is `call`, else keeps the problem and gives undefined. */
  protected nextCall(call: string): Call | undefined {
    const next = this.takeNext();
    if (next?.call === call) return next;
    this.report([next ? `expected ${next.call}, got ${call}` : `unexpected ${call}`]);
    return undefined;
  }

  protected report(problems: string[]): void {
    this.problems.push(...problems);
  }

  verify(): void {
    const problems = [
      ...this.problems,
      ...this.queue.map(({ call, fixture }) => `${call} (${fixture}) was never sent`),
    ];
    this.problems.length = 0;
    this.queue.length = 0;
    if (problems.length > 0) throw new Error(`${this.vendor} was not called as expected:\n${problems.join('\n')}`);
  }
}

/** The error Node's fetch throws when the request never left. */
export function unreachableHost(): TypeError {
  return new TypeError('fetch failed', {
    cause: Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }),
  });
}
