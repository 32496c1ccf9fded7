/** A variable that is missing or malformed; the message names it. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}
