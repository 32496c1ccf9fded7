import { z } from 'zod';
import { takeInboundText, twilioInbound } from '#server/consent/index.ts';
import { endpoint, Refusal } from '#server/http/index.ts';

/** Every field the provider posts, kept as text: the signature covers all of them. */
const WebhookForm = z.record(z.string(), z.string());

/**
 * The SMS provider's incoming-message webhook (Twilio's, with TWILIO_AUTH_TOKEN): a request whose
 * signature does not check is refused (403) and changes nothing. It carries no cookies and no
 * Origin, so the cross-origin guard lets it through by name (src/lib/security/cross-origin.ts).
 */
export const POST = endpoint({ form: WebhookForm, maxBytes: 16 * 1024 }, async ({ body }, { locals, url, request }) => {
  const token = locals.config.twilioAuthToken;
  if (!token) throw new Refusal(404, 'No SMS provider is configured.');
  const adapter = twilioInbound(token);
  // The URL as the provider called it: behind a proxy, the public origin it was given.
  const calledUrl = `${locals.config.siteUrl ?? url.origin}${url.pathname}${url.search}`;
  const text = adapter.read({ url: calledUrl, headers: request.headers, params: body });
  if (!text) throw new Refusal(403, 'The request is not signed by the SMS provider.');
  await takeInboundText(locals.db, text, locals.clock.now());
  return adapter.acknowledge();
});
