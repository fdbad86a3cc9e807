/** Show Organization: the organization with its projects (and their tokens), people and teams. */
import type { CallOptions } from './call-options.js';
import type { ResourceContext } from './context.js';
import { fromOrganization } from './from-wire.js';
import type { Organization } from './models.js';
import { mapShape, readObject } from './readers.js';
import type { WireOrganization } from './types.js';
import { buildUrl } from './url.js';

export interface OrganizationsApi {
  /**
   * Show Organization: its projects (with their tokens), collaborators and teams. Needs the
   * read-write organization key. The project tokens in the answer are redacted from every later
   * message of this process.
   */
  show(options?: CallOptions): Promise<Organization>;
}

export function createOrganizationsApi(context: ResourceContext): OrganizationsApi {
  return {
    show: async (options = {}) =>
      context.caller.call({
        signal: options.signal,
        endpoint: 'showOrganization',
        method: 'GET',
        url: buildUrl(context.baseUrl, ['api', 'organizations', context.organizationToken()], {
          suffix: '.json',
        }),
        tokenKind: 'organization',
        repeat: 'idempotent',
        read: async (response, call) =>
          mapShape(
            response,
            call,
            await readObject(response, call, 'organization'),
            (wire: WireOrganization) => fromOrganization(wire),
          ),
      }),
  };
}
