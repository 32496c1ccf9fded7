/**
 * The referral link's buttons (src/components/rewards/ReferralShare.astro): "Copy link" where the
 * clipboard can be written, with "Copied" said beside it, and "Share" through the device's share
 * sheet where there is one, which then stands in for the email and text links.
 */

const COPIED = 'Copied. Paste the link in a message to a friend.';
const NOT_COPIED = 'Could not copy here: press and hold the link above to copy it.';

export function enhanceReferralShare(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-referral-share]')) {
    const { link = '', title = '', text = '' } = root.dataset;
    const status = root.querySelector<HTMLElement>('[data-referral-status]');
    const say = (words: string) => {
      // The same words twice are not announced again, so alternate a trailing space.
      if (status) status.textContent = status.textContent === words ? `${words}\u00a0` : words;
    };

    const copy = root.querySelector<HTMLButtonElement>('[data-referral-copy]');
    if (copy && navigator.clipboard?.writeText) {
      copy.hidden = false;
      copy.addEventListener('click', () => {
        navigator.clipboard.writeText(link).then(
          () => say(COPIED),
          () => say(NOT_COPIED),
        );
      });
    }

    const share = root.querySelector<HTMLButtonElement>('[data-referral-native-share]');
    const data: ShareData = { title, text, url: link };
    if (share && navigator.share && (navigator.canShare?.(data) ?? true)) {
      share.hidden = false;
      for (const fallback of root.querySelectorAll<HTMLElement>('[data-referral-fallback]')) fallback.hidden = true;
      share.addEventListener('click', () => {
        // A closed share sheet rejects; there is nothing to say about it.
        navigator.share(data).catch(() => undefined);
      });
    }
  }
}
