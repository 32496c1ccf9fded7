import type { ThemeColourKey } from '#lib/settings/theme-colours.ts';

/**
 * A small storefront drawn in the colours being picked: header, a card with text, a link, an
 * error and the accent badge, and a button. Inline styles only, so it never restyles the dashboard.
 */
export function ThemePreview({
  colours,
  logoUrl,
  storeName,
  onLogoLoaded,
}: {
  colours: Record<ThemeColourKey, string>;
  logoUrl: string;
  storeName: string;
  /** Whether the logo's address opened an image, to say so beside the field. */
  onLogoLoaded: (loaded: boolean) => void;
}) {
  return (
    <figure className="overflow-hidden rounded-xl border border-ink/20" aria-labelledby="theme-preview-caption">
      <figcaption id="theme-preview-caption" className="bg-surface px-3 py-2 text-sm font-semibold text-ink">
        Preview
      </figcaption>
      <div style={{ backgroundColor: colours.background, color: colours.text }} className="pb-4">
        <div
          style={{ backgroundColor: colours.primary, color: colours.primaryText }}
          className="flex items-center gap-3 px-4 py-3"
        >
          {logoUrl ? (
            <img
              src={logoUrl}
              alt={`${storeName} logo`}
              className="h-8 w-auto"
              onLoad={() => onLogoLoaded(true)}
              onError={() => onLogoLoaded(false)}
            />
          ) : (
            <span className="font-extrabold">{storeName}</span>
          )}
          <span className="ml-auto text-sm">Menu · Deals · Account</span>
        </div>
        <div className="px-4 pt-4">
          <p>Text on the page background.</p>
          <p style={{ color: colours.mutedText }} className="text-sm">
            Secondary text on the page background.
          </p>
          <p style={{ color: colours.primary }} className="font-semibold underline">
            A link on the page background
          </p>
        </div>
        <div style={{ backgroundColor: colours.surface }} className="mx-4 mt-3 rounded-lg p-3 shadow-sm">
          <span
            style={{ backgroundColor: colours.accent, color: colours.accentText }}
            className="rounded-full px-2 py-0.5 text-sm font-bold"
          >
            Open now
          </span>
          <p className="mt-2 font-semibold">A product card</p>
          <p style={{ color: colours.mutedText }} className="text-sm">
            Secondary text on a card.
          </p>
          <p style={{ color: colours.primary }} className="text-sm font-semibold underline">
            A link on a card
          </p>
          <p style={{ color: colours.danger }} className="text-sm font-semibold">
            An error message on a card.
          </p>
          <span
            style={{ backgroundColor: colours.primary, color: colours.primaryText }}
            className="mt-2 inline-block rounded-full px-4 py-1.5 font-semibold"
          >
            Add to cart
          </span>
        </div>
        <p style={{ color: colours.danger }} className="px-4 pt-3 text-sm font-semibold">
          An error message on the page background.
        </p>
      </div>
    </figure>
  );
}
