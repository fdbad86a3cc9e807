/**
 * The 27 endpoints of the service's spec (and five its own client uses beyond it), with the key kind each one needs (the spec's
 * Authentication table). The client uses this for its error messages, the emulator for its
 * authorization, and the emulator's fault injection names routes by these ids.
 */

export type KeyKind =
  | 'organization-read-only'
  | 'organization-read-write'
  | 'organization-private'
  | 'project-read-write'
  | 'project-read-only';

/** Every endpoint by id: its name as the spec writes it, and the key kinds that may call it. */
export const ENDPOINTS = {
  showOrganization: { name: 'Show Organization', keys: ['organization-read-write'] },
  createProject: { name: 'Create Project', keys: ['organization-read-write'] },
  listTeamMembers: { name: 'List Team Members', keys: ['organization-read-only', 'organization-read-write'] },
  createTeamMember: { name: 'Create Team Member', keys: ['organization-private'] },
  removeTeamMember: { name: 'Remove Team Member or Invitation', keys: ['organization-read-write'] },
  updateTeamMember: { name: 'Update Team Member or Invitation', keys: ['organization-read-write'] },
  showProject: { name: 'Show Project', keys: ['project-read-write', 'project-read-only'] },
  showFile: { name: 'Show File', keys: ['project-read-write', 'project-read-only'] },
  zipFile: { name: 'Zip File', keys: ['project-read-write', 'project-read-only'] },
  refreshFiles: { name: 'Refresh Files', keys: ['project-read-write', 'project-read-only'] },
  createFile: { name: 'Create File', keys: ['project-read-write'] },
  updateFile: { name: 'Update File', keys: ['project-read-write'] },
  deleteFile: { name: 'Delete File', keys: ['project-read-write'] },
  listStrings: { name: 'List Strings', keys: ['project-read-write', 'project-read-only'] },
  showString: { name: 'Show String', keys: ['project-read-write', 'project-read-only'] },
  createString: { name: 'Create String', keys: ['project-read-write'] },
  updateString: { name: 'Update String', keys: ['project-read-write'] },
  deleteString: { name: 'Delete String', keys: ['project-read-write'] },
  // "private Project key" is the read-write project token (`private_api_token`).
  listTerms: { name: 'List Terms', keys: ['project-read-write'] },
  showTerm: { name: 'Show Term', keys: ['project-read-write'] },
  createTerm: { name: 'Create Term', keys: ['project-read-write'] },
  updateTerm: { name: 'Update Term', keys: ['project-read-write'] },
  deleteTerm: { name: 'Delete Term', keys: ['project-read-write'] },
  termsToTbx: { name: 'TermBase to TBX', keys: ['project-read-write', 'project-read-only'] },
  listTermTranslations: { name: 'List Term Translations', keys: ['project-read-write'] },
  createTermTranslation: { name: 'Create Term Translation', keys: ['project-read-write'] },
  updateTermTranslation: { name: 'Update Term Translation', keys: ['project-read-write'] },
  // Beyond the spec: calls the service's own client (wti 3.2.3) makes, served by the real
  // service and by the emulator (docs/decisions.md, "Emulator: as the official client sees it").
  projectStats: { name: 'Project Statistics', keys: ['project-read-write', 'project-read-only'] },
  createLocale: { name: 'Add Locale', keys: ['project-read-write'] },
  deleteLocale: { name: 'Remove Locale', keys: ['project-read-write'] },
  showStringTranslation: {
    name: 'Show String Translation',
    keys: ['project-read-write', 'project-read-only'],
  },
  saveStringTranslation: { name: 'Save String Translation', keys: ['project-read-write'] },
} as const satisfies Record<string, { name: string; keys: readonly KeyKind[] }>;

export type EndpointId = keyof typeof ENDPOINTS;

const KEY_KIND_TEXT: Record<KeyKind, string> = {
  'organization-read-only': 'the read-only organization key',
  'organization-read-write': 'the read-write organization key',
  'organization-private': 'the private organization key',
  'project-read-write': 'the read-write project token (private_api_token)',
  'project-read-only': 'the read-only project token (public_api_token)',
};

/** "the read-write project token (private_api_token) or the read-only ..." for error messages. */
export function describeRequiredKeys(endpoint: EndpointId): string {
  return ENDPOINTS[endpoint].keys.map((kind) => KEY_KIND_TEXT[kind]).join(' or ');
}
