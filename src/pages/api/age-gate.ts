import { z } from 'zod';
import { AGE_COOKIE, AGE_COOKIE_MAX_AGE_SECONDS, withUnderAgeMarker } from '#lib/age-gate.ts';
import { safeReturnPath } from '#lib/navigation/return-path.ts';
import { endpoint, secureCookies } from '#server/http/index.ts';

/** The age gate's form (src/components/layout/AgeGate.astro). */
const AgeGateForm = z.object({
  answer: z.enum(['adult', 'medical', 'under'], {
    error: 'Choose one answer: "adult" (21 or older), "medical" (18 or older with a registry card) or "under".',
  }),
  next: z
    .string({ error: 'The page to return to must be text.' })
    .max(2048, 'The page to return to is too long.')
    .optional(),
});

/** Remembers "21+" or "18+ with a medical card" for 400 days; "under 21" keeps the gate up with a message. */
export const POST = endpoint(
  // Its answer sets a cookie, which a kept answer could not give again.
  { form: AgeGateForm, invalid: 'The age gate answer is not valid.', repeats: 'refused' },
  ({ body }, { locals, cookies, url, request, redirect }) => {
    const next = safeReturnPath(body.next);
    if (body.answer === 'under') return redirect(withUnderAgeMarker(next), 303);

    cookies.set(AGE_COOKIE, body.answer, {
      path: '/',
      sameSite: 'lax',
      httpOnly: false,
      secure: secureCookies({ url, request, config: locals.config }),
      maxAge: AGE_COOKIE_MAX_AGE_SECONDS,
    });
    return redirect(next, 303);
  },
);
