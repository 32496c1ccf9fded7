/**
 * Keeps keyboard focus inside the age gate (src/components/layout/AgeGate.astro) until it is
 * answered. The page behind it is inert, but Tab from the last answer would still leave the page
 * for the browser's address bar, and Shift+Tab from the first the same way back: both go round
 * the gate's answers instead, and focus the page takes (a click behind the gate, an address's
 * #fragment) comes back. Escape does nothing: the gate has no way to be dismissed.
 */

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([type="hidden"]):not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focuses the gate's first answer and keeps focus among its controls; a page without the gate is left alone. */
export function keepFocusInAgeGate(): void {
  const gate = document.getElementById('age-gate');
  if (!gate) return;
  const controls = () => [...gate.querySelectorAll<HTMLElement>(FOCUSABLE)];
  // `autofocus` is skipped when focus already moved.
  if (!gate.contains(document.activeElement)) controls()[0]?.focus();

  // Focus sent behind the gate comes back to the answer it left: a click on the backdrop, or the
  // browser scrolling to an address's #fragment once the page has loaded (which focuses the page).
  let left: HTMLElement | null = null;
  gate.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement) left = event.target;
  });
  gate.addEventListener('focusout', () => {
    setTimeout(() => {
      if (gate.isConnected && !gate.contains(document.activeElement)) (left ?? controls()[0])?.focus();
    });
  });

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab' || !gate.isConnected) return;
    const all = controls();
    const first = all[0];
    const last = all.at(-1);
    if (!first || !last) return;
    const inside = gate.contains(document.activeElement);
    if (event.shiftKey && (!inside || document.activeElement === first)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
      event.preventDefault();
      first.focus();
    }
  });
}
