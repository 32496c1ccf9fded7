import { endpoint, json } from '#server/http/index.ts';
import { isValidStagingToken, STAGING_COOKIE } from '#server/staging/index.ts';

/** `{ valid }`: whether the visitor's staging token lets them in (always true off staging). */
export const GET = endpoint({}, (_input, { locals, cookies }) => {
  const valid = !locals.staging || isValidStagingToken(cookies.get(STAGING_COOKIE)?.value, locals.config);
  return json({ valid });
});
