import { parseMenuQuery, serializeMenuQuery } from '#lib/catalog/menu-query.ts';

/**
 * The menu without reloads. The server renders every menu state from its URL, so this script only
 * fetches the next state's page, swaps the menu body in and keeps the history in step; anything it
 * cannot do (an error, an unexpected response) becomes an ordinary navigation to the same URL.
 */

/** Typing a number applies when the shopper leaves the field, after this pause. */
const NUMBER_DELAY_MS = 400;
const WIDE = '(min-width: 64rem)';

interface HistoryState {
  menuScrollY?: number;
}

export function enhanceMenu(): void {
  const root = document.querySelector<HTMLElement>('[data-menu]');
  if (!root || !window.fetch || !window.DOMParser || !window.AbortController) return;
  const menu: HTMLElement = root;
  const status = menu.querySelector<HTMLElement>('[data-menu-status]')!;
  const path = menu.dataset.menuPath ?? location.pathname;
  let shown = location.pathname + location.search;
  let inFlight: AbortController | null = null;
  let numberTimer: ReturnType<typeof setTimeout> | undefined;

  menu.setAttribute('data-menu-enhanced', '');
  openPanelWhenWide(body());

  function body(): HTMLElement {
    return menu.querySelector<HTMLElement>('[data-menu-body]')!;
  }

  function form(): HTMLFormElement {
    return menu.querySelector<HTMLFormElement>('[data-menu-form]')!;
  }

  /** The canonical URL of what the filter form says now. */
  function formUrl(): string {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form())) {
      if (typeof value === 'string' && value.trim() !== '') params.append(name, value);
    }
    return path + serializeMenuQuery(parseMenuQuery(params)) + new URL(form().action).hash;
  }

  function applyForm(): void {
    clearTimeout(numberTimer);
    const url = formUrl();
    if (url.split('#')[0] !== shown) void load(url, true);
  }

  async function load(url: string, push: boolean): Promise<void> {
    inFlight?.abort();
    const request = new AbortController();
    inFlight = request;
    const results = menu.querySelector('[data-menu-results]');
    results?.setAttribute('aria-busy', 'true');
    try {
      const response = await fetch(url, { signal: request.signal, headers: { accept: 'text/html' } });
      const target = new URL(url, location.href);
      if (!response.ok || new URL(response.url).pathname !== target.pathname) throw new Error(`${response.status}`);
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      const next = page.querySelector<HTMLElement>('[data-menu-body]');
      if (!next) throw new Error('The page has no menu');
      if (push) {
        history.replaceState({ ...history.state, menuScrollY: scrollY } satisfies HistoryState, '');
        history.pushState({} satisfies HistoryState, '', url);
      }
      shown = target.pathname + target.search;
      document.title = page.title;
      swap(next, push ? undefined : (history.state as HistoryState | null)?.menuScrollY);
    } catch {
      if (!request.signal.aborted) location.assign(url);
    } finally {
      if (inFlight === request) {
        inFlight = null;
        menu.querySelector('[data-menu-results]')?.removeAttribute('aria-busy');
      }
    }
  }

  /**
   * Puts the new menu in place. Focus goes back to the control the shopper used (which stays where
   * it was on screen); after a link it goes to the result count, brought into view.
   */
  function swap(next: HTMLElement, restoreScrollY: number | undefined): void {
    const current = body();
    const focused = document.activeElement;
    const active = focused instanceof HTMLElement && current.contains(focused) ? focused : null;
    const activeTop = active?.getBoundingClientRect().top ?? 0;
    const wasOpen = current.querySelector('details')?.open ?? false;
    // The filter sidebar and long facet lists scroll on their own; keep them where they were.
    const scrolled = [...current.querySelectorAll<HTMLElement>('[data-menu-scroll]')].map(
      (element) => [element.dataset.menuScroll, element.scrollTop] as const,
    );

    current.replaceWith(document.adoptNode(next));
    const panel = next.querySelector('details');
    if (panel && wasOpen) panel.open = true;
    openPanelWhenWide(next);
    for (const [name, top] of scrolled) {
      const element = next.querySelector(`[data-menu-scroll="${name}"]`);
      if (element) element.scrollTop = top;
    }

    const same = active?.id ? document.getElementById(active.id) : null;
    if (same && active) {
      if (active instanceof HTMLInputElement && same instanceof HTMLInputElement && active.type === 'number') {
        same.value = active.value; // typed while the menu was loading
      }
      same.focus({ preventScroll: true });
      scrollBy(0, same.getBoundingClientRect().top - activeTop);
    } else if (active) {
      const count = next.querySelector<HTMLElement>('[data-menu-count]');
      count?.focus({ preventScroll: true });
      const top = count?.getBoundingClientRect().top ?? 0;
      if (top < 0 || top > innerHeight - 80) count?.scrollIntoView({ block: 'start' });
    }
    if (restoreScrollY !== undefined) scrollTo(0, restoreScrollY);

    const text = next.querySelector('[data-menu-count]')?.textContent?.trim() ?? '';
    // The same words twice are not announced again, so alternate a trailing space.
    status.textContent = status.textContent === text ? `${text}\u00a0` : text;
  }

  /** Folds the phone's filter panel (a number just typed applies first) and takes the shopper to the results. */
  function showResults(): void {
    applyForm();
    const panel = menu.querySelector<HTMLDetailsElement>('[data-menu-panel]');
    if (panel) panel.open = false;
    const count = menu.querySelector<HTMLElement>('[data-menu-count]');
    count?.focus({ preventScroll: true });
    count?.scrollIntoView({ block: 'start' });
  }

  function applyNumbersSoon(): void {
    clearTimeout(numberTimer);
    numberTimer = setTimeout(applyForm, NUMBER_DELAY_MS);
  }

  menu.addEventListener('change', (event) => {
    const control = event.target as HTMLInputElement;
    if (!control.form?.matches('[data-menu-form]')) return;
    if (control.type === 'number') applyNumbersSoon();
    else applyForm();
  });

  // A number typed while the menu was loading is carried into the new field, where leaving it
  // fires no `change`; comparing with the value the server rendered catches it.
  menu.addEventListener('focusout', (event) => {
    const control = event.target as HTMLInputElement;
    if (
      control.type === 'number' &&
      control.form?.matches('[data-menu-form]') &&
      control.value !== control.defaultValue
    ) {
      applyNumbersSoon();
    }
  });

  menu.addEventListener('submit', (event) => {
    if (!(event.target as HTMLElement).matches('[data-menu-form]')) return;
    event.preventDefault();
    applyForm();
  });

  menu.addEventListener('click', (event) => {
    if ((event.target as HTMLElement).closest('[data-menu-show-results]')) {
      showResults();
      return;
    }
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-menu-link]');
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (new URL(link.href).pathname !== path) return;
    event.preventDefault();
    void load(link.href, true);
  });

  addEventListener('popstate', () => {
    if (location.pathname === path && location.pathname + location.search !== shown) void load(location.href, false);
  });
}

/** The filter panel is a sidebar on wide screens: open it, so it is open for assistive technology too. */
function openPanelWhenWide(scope: HTMLElement): void {
  const panel = scope.querySelector('details');
  if (panel && matchMedia(WIDE).matches) panel.open = true;
}
