import { z } from 'zod';
import { safeReturnPath } from '#lib/navigation/return-path.ts';
import { endpoint, secureCookies } from '#server/http/index.ts';
import { checkStagingPassword, createStagingToken, STAGING_COOKIE } from '#server/staging/index.ts';

const StagingLoginForm = z.object({
  password: z
    .string({ error: 'Enter the staging password.' })
    .min(1, 'Enter the staging password.')
    .max(200, 'That password is too long.'),
  next: z.string().max(2048).optional(),
});

/** Takes the staging password and sets the staging token; a wrong password goes back to the form. */
export const POST = endpoint(
  // Its answer sets a cookie, which a kept answer could not give again.
  { form: StagingLoginForm, invalid: 'The staging sign-in is not valid.', repeats: 'refused' },
  async ({ body }, { locals, cookies, url, request, redirect }) => {
    const next = safeReturnPath(body.next);
    if (!(await checkStagingPassword(locals.db, body.password, locals.config, locals.clientAddress))) {
      return redirect(`/staging-login?error=1&next=${encodeURIComponent(next)}`, 303);
    }
    const { token, maxAgeSeconds } = createStagingToken(locals.config.staging.password!);
    cookies.set(STAGING_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies({ url, request, config: locals.config }),
      maxAge: maxAgeSeconds,
    });
    return redirect(next, 303);
  },
);
