/**
 * The readable companion of the HttpOnly session cookie: it says only "someone is signed in here",
 * so a cached public page's scripts know whether asking for the session is worth a request, and a
 * page that finds it without a session knows the session ended.
 */
export const SIGNED_IN_COOKIE = 'rr_signed_in';
