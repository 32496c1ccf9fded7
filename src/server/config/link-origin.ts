/** The address the server listens on, as a browser on this machine opens it (`localhost` for every interface). */
export function listeningOrigin(host: string | undefined, port: number): string {
  const name = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/**
 * Where emailed links point when the caller names no origin (tests and scripts that place or
 * move orders without a request): the embedded store's own default address. A request always
 * passes RuntimeConfig.linkOrigin.
 */
export const LOCAL_LINK_ORIGIN = listeningOrigin(undefined, 4321);
