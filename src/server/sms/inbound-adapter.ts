/**
 * What the store needs of an SMS provider's inbound-message webhook, whoever the provider is:
 * check that a request really comes from it, read the message, and answer the way it expects.
 * Twilio's (`twilio-inbound.ts`) is the one wired; another provider is another adapter.
 */
export interface InboundText {
  provider: string;
  /** The provider's id of the message: a retried webhook carries the same one. */
  messageId: string;
  /** The sender as the provider wrote it (`+17345550123`). */
  from: string;
  body: string;
}

export interface WebhookRequest {
  /** The URL the provider called, as it was configured there (the public origin, path and query). */
  url: string;
  headers: Headers;
  /** The posted form's fields. */
  params: Readonly<Record<string, string>>;
}

export interface InboundSmsAdapter {
  provider: string;
  /** The message of a genuine request; null when the request is not signed by the provider. */
  read(request: WebhookRequest): InboundText | null;
  /** The answer the provider expects once the message is taken (no reply sent through it). */
  acknowledge(): Response;
}
