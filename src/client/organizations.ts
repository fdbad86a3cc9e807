/** Show Organization: the organization with its projects (and their tokens), people and teams. */
import type { ResourceContext } from './context.js';
import { fromOrganization } from './from-wire.js';
import type { Organization } from './models.js';
import { mapShape, readObject } from './readers.js';
import type { WireOrganization } from './types.js';
import { buildUrl } from './url.js';

export interface OrganizationsApi {
  /** Show Organization. The project tokens in the answer are registered as secrets at once. */
  show(): Promise<Organization>;
}

export function createOrganizationsApi(context: ResourceContext): OrganizationsApi {
  return {
    show: async () =>
      context.caller.call({
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
