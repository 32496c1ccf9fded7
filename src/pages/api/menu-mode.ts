import { z } from 'zod';
import { safeReturnPath } from '#lib/navigation/return-path.ts';
import { MENU_MODE_COOKIE } from '#lib/catalog/menu-mode.ts';
import { MENU_MODES } from '#lib/catalog/menu-query.ts';
import { endpoint, secureCookies } from '#server/http/index.ts';

/** The spec's lifetime for the cookies that remember a visitor's answers. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** The menu switch's form (src/components/menu/MenuModeSwitch.astro). */
const MenuModeForm = z.object({
  mode: z.enum(MENU_MODES, {
    error: 'Choose a menu: "adult" (adult-use) or "medical" (registered patients).',
  }),
  next: z
    .string({ error: 'The page to return to must be text.' })
    .max(2048, 'The page to return to is too long.')
    .optional(),
});

/**
 * Remembers the adult-use or medical menu for 400 days (the spec's cookie lifetime) and returns
 * to the page the shopper switched on. Medical prices still need a registry card at pickup.
 */
export const POST = endpoint(
  // Its answer sets a cookie, which a kept answer could not give again.
  { form: MenuModeForm, invalid: 'The menu choice is not valid.', repeats: 'refused' },
  ({ body }, { locals, cookies, url, request, redirect }) => {
    cookies.set(MENU_MODE_COOKIE, body.mode, {
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: secureCookies({ url, request, config: locals.config }),
      maxAge: MAX_AGE_SECONDS,
    });
    return redirect(safeReturnPath(body.next), 303);
  },
);
