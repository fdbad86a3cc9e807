/**
 * The service's base address. Tokens travel in the path, so plain http is allowed only where no
 * one else can listen: the loopback interface (the emulator, a local proxy).
 */
import { ClientConfigurationError } from './errors.js';

function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '[::1]') return true;
  const octets = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  return octets !== null && octets[1] === '127' && octets.slice(1).every((part) => Number(part) <= 255);
}

/**
 * Checks and normalizes the base URL: https (or http on loopback), no credentials, no query or
 * fragment. Paths of the spec are appended to what this returns.
 */
export function parseBaseUrl(baseUrl: string): URL {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new ClientConfigurationError(
      `The service base URL "${baseUrl}" is not a URL: give the full address, for example https://translations.example.com`,
    );
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
    throw new ClientConfigurationError(
      `The service base URL must use https (plain http is allowed only for 127.0.0.0/8, ::1 and localhost), got ${url.protocol}//${url.host}`,
    );
  }
  if (url.username !== '' || url.password !== '') {
    throw new ClientConfigurationError('The service base URL must not carry a user name or password');
  }
  if (url.search !== '' || url.hash !== '') {
    throw new ClientConfigurationError('The service base URL must not carry a query or a fragment');
  }
  return url;
}
