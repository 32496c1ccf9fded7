/**
 * On a staging site, checks the visitor's staging token again whenever a page loads or the tab
 * comes back into view (a token can expire, or the password change, while a tab stays open).
 * An invalid token or a failed check sends the visitor to /staging-login. A bundled script rather
 * than an inline one, so the page's Content-Security-Policy allows it as the store's own file.
 */
const toLogin = () => {
  if (location.pathname === '/staging-login') return;
  location.assign(`/staging-login?next=${encodeURIComponent(location.pathname + location.search)}`);
};

const check = async () => {
  try {
    const response = await fetch(`/api/staging-auth/validate-token?t=${Date.now()}`, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const { valid } = (await response.json()) as { valid?: unknown };
    if (!valid) toLogin();
  } catch (error) {
    console.error('Error validating token:', error);
    toLogin();
  }
};

void check();
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') void check();
});
