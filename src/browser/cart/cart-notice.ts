/**
 * The add-to-cart notice (src/components/cart/CartNotice.astro). The forms call `reportAddition`
 * after every try: the notice shows what went in and what the cart refused (a purchase limit, the
 * stock) at the top of the screen, in place of whatever it said before, with the cart's item count
 * (kept current while it is open) and a way to the drawer. So a refusal after an addition is never
 * read below a stale "Added…": the one live region says each outcome in turn. Focus stays where
 * the shopper is; closing the notice from inside it sends focus back to where it came from.
 */
import { $cartCount } from '#stores/cart.ts';

const NOTICE_ID = 'cart-notice';
const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

function notice(): HTMLElement | null {
  return document.getElementById(NOTICE_ID);
}

function part(root: HTMLElement, name: string): HTMLElement {
  return root.querySelector<HTMLElement>(`[data-cart-notice-${name}]`)!;
}

/** Where focus was before it entered the notice, to return to when the notice closes under it. */
let focusCameFrom: HTMLElement | null = null;

function showCount(root: HTMLElement, count: number): void {
  const text = `Your cart has ${items(count)}.`;
  const element = part(root, 'count');
  if (root.hasAttribute('data-open') && element.textContent !== text) element.textContent = text;
}

/** Keeps what the notice covers out from under it when focus moves to something behind it. */
function reserveTopOfScreen(root: HTMLElement | null): void {
  document.documentElement.style.scrollPaddingTop = root ? `${root.offsetTop + root.offsetHeight + 8}px` : '';
}

function close(root: HTMLElement): void {
  const hadFocus = root.contains(document.activeElement);
  root.removeAttribute('data-open');
  root.removeAttribute('data-refused');
  part(root, 'text').textContent = '';
  part(root, 'count').textContent = '';
  reserveTopOfScreen(null);
  if (hadFocus) (focusCameFrom?.checkVisibility() ? focusCameFrom : document.getElementById('main'))?.focus();
  focusCameFrom = null;
}

/** What one try of an add-to-cart form did. */
export interface AdditionOutcome {
  /** What went in: "Added 2 × Chemdawg, 3.5 g (eighth) to your cart." */
  added?: string;
  /** What did not, and why: "Not added: 1 × Chemdawg, 28 g (ounce). That would pass …" */
  refused?: string;
}

/**
 * Says what a try added and refused, with the cart's count, in the notice at the top of the
 * screen, replacing what it said before. It does not move focus.
 */
export function reportAddition({ added = '', refused = '' }: AdditionOutcome): void {
  const root = notice();
  const message = [added, refused].filter(Boolean).join(' ');
  if (!root || !message) return;
  root.setAttribute('data-open', '');
  root.toggleAttribute('data-refused', refused !== '');
  const text = part(root, 'text');
  // The same words twice (the same size added again) are not announced again: alternate a space.
  text.textContent = text.textContent === message ? `${message}\u00a0` : message;
  showCount(root, $cartCount.get());
  reserveTopOfScreen(root);
}

/** Wires the notice's buttons, Escape and the live count. */
export function enhanceCartNotice(): void {
  const root = notice();
  if (!root) return;
  $cartCount.subscribe((count) => showCount(root, count));
  part(root, 'close').addEventListener('click', () => close(root));
  root.addEventListener('focusin', (event) => {
    const from = event.relatedTarget;
    // Coming back from the drawer it opened is not coming from the page.
    if (from instanceof HTMLElement && !root.contains(from) && !from.closest('dialog')) focusCameFrom = from;
  });
  document.addEventListener('keydown', (event) => {
    // Escape in the open cart drawer is the drawer's; the notice waits behind it.
    if (event.key !== 'Escape' || !root.hasAttribute('data-open') || document.querySelector('dialog:modal')) return;
    close(root);
  });
}
