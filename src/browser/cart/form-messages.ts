/**
 * What the add-to-cart forms say beside a size or under a form: an addition refused (a Michigan
 * limit, the stock) or a quantity that does not read, in red.
 */

/** Puts `text` in `element`, a refusal in red; the same words twice are announced twice. */
export function say(element: Element | null, text: string, refused: boolean): void {
  if (!(element instanceof HTMLElement)) return;
  element.classList.toggle('text-danger', refused);
  element.classList.toggle('font-semibold', refused);
  // A live region does not announce the same words again, so alternate a trailing space.
  element.textContent = text !== '' && element.textContent === text ? `${text}\u00a0` : text;
}

let made = 0;

/** The message of a quantity box, if it has had one (it is made on first use, not in the page's HTML). */
export function messageOf(input: HTMLInputElement): HTMLElement | null {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id) : null;
}

/** The message beside a quantity box, made on first use and named as the box's description. */
export function messageBeside(input: HTMLInputElement): HTMLElement {
  const existing = messageOf(input);
  if (existing) return existing;
  const message = document.createElement('span');
  made += 1;
  message.id = `quantity-message-${made}`;
  message.className = 'block max-w-56 text-xs';
  input.after(message);
  input.setAttribute('aria-describedby', message.id);
  return message;
}
