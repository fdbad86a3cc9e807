/**
 * What every resource family needs: the caller (retries, limits, errors), the base URL, and the
 * tokens. A method that needs a token the client was not given fails before any request.
 */
import type { ServiceCaller } from './call.js';
import { ClientConfigurationError } from './errors.js';

export interface ResourceContext {
  caller: ServiceCaller;
  baseUrl: URL;
  /** The project token, or a ClientConfigurationError naming `projectToken`. */
  projectToken(): string;
  /** The organization token, or a ClientConfigurationError naming `organizationToken`. */
  organizationToken(): string;
}

export function createResourceContext(
  caller: ServiceCaller,
  baseUrl: URL,
  tokens: { projectToken: string | undefined; organizationToken: string | undefined },
): ResourceContext {
  return {
    caller,
    baseUrl,
    projectToken() {
      if (tokens.projectToken === undefined || tokens.projectToken === '') {
        throw new ClientConfigurationError(
          'This call needs a project token: pass projectToken to createTranslationClient',
        );
      }
      return tokens.projectToken;
    },
    organizationToken() {
      if (tokens.organizationToken === undefined || tokens.organizationToken === '') {
        throw new ClientConfigurationError(
          'This call needs an organization token: pass organizationToken to createTranslationClient',
        );
      }
      return tokens.organizationToken;
    },
  };
}
