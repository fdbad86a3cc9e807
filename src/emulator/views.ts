/** Wire shapes of organizations, projects and project files, with the spec's field names. */
import {
  isoTimestamp,
  localeName,
  type Organization,
  type Project,
  type ProjectFile,
  type EmulatorState,
} from './state.js';

/**
 * How Show Project shows the checksum of a file whose upload waits for its import: the real
 * value (`keep`), or blank as the service's client history records it (`null`, `empty`).
 */
export type BlankHashFile = 'keep' | 'null' | 'empty';

function projectFileView(file: ProjectFile, blankHash: BlankHashFile = 'keep'): Record<string, unknown> {
  const blank = blankHash !== 'keep' && file.pendingImport !== undefined;
  return {
    id: file.id,
    name: file.name,
    updated_at: isoTimestamp(file.updatedAt),
    hash_file: blank ? (blankHash === 'null' ? null : '') : file.hash,
    master_project_file_id: file.masterId,
    locale_code: file.locale,
    fresh: file.generatedRevision === file.revision,
  };
}

/** The files a client sees: a created master appears once its first import has completed. */
export function visibleFiles(project: Project): ProjectFile[] {
  return project.files.filter((file) => file.imported);
}

export function projectView(
  project: Project,
  blankHash: BlankHashFile = 'keep',
): { project: Record<string, unknown> } {
  // The service's documentation shows `type: "Locale"` for every entry (docs/decisions.md).
  const listed = project.sourceListedAsTarget === true ? [project.sourceLocale] : [];
  return {
    project: {
      id: project.id,
      name: project.name,
      created_at: isoTimestamp(project.createdAt),
      updated_at: isoTimestamp(project.updatedAt),
      source_locale: { name: localeName(project.sourceLocale), code: project.sourceLocale },
      target_locales: [...listed, ...project.targetLocales].map((code) => ({
        name: localeName(code),
        code,
        type: 'Locale',
      })),
      project_files: visibleFiles(project).map((file) => projectFileView(file, blankHash)),
    },
  };
}

/** Create Project's answer; the token field names are not shown, we reuse Show Organization's. */
export function createdProjectView(project: Project, baseUrl: string): { project: Record<string, unknown> } {
  return {
    project: {
      name: project.name,
      id: project.id,
      created_at: isoTimestamp(project.createdAt),
      updated_at: isoTimestamp(project.updatedAt),
      source_locale: { name: localeName(project.sourceLocale), code: project.sourceLocale },
      url: project.url,
      description: project.description,
      public: project.public ? 'true' : 'false',
      webhook: project.webhook,
      icon:
        project.icon === undefined
          ? null
          : `${baseUrl}/system/icons/${project.id}/${encodeURIComponent(project.icon.fileName)}`,
      private_api_token: project.privateApiToken,
      public_api_token: project.publicApiToken,
    },
  };
}

export function organizationView(
  state: EmulatorState,
  organization: Organization,
): { organization: Record<string, unknown> } {
  const projects = state.projects.filter((project) => project.organizationId === organization.id);
  return {
    organization: {
      id: organization.id,
      name: organization.name,
      created_at: isoTimestamp(organization.createdAt),
      updated_at: isoTimestamp(organization.updatedAt),
      projects: projects.map((project) => ({
        id: project.id,
        name: project.name,
        private_api_token: project.privateApiToken,
        public_api_token: project.publicApiToken,
        created_at: isoTimestamp(project.createdAt),
        updated_at: isoTimestamp(project.updatedAt),
        segments_count: project.strings.length,
      })),
      collaborators: organization.collaborators.map((collaborator) => ({
        id: collaborator.id,
        name: collaborator.name,
        email: collaborator.email,
        created_at: isoTimestamp(collaborator.createdAt),
        updated_at: isoTimestamp(collaborator.updatedAt),
        admin: collaborator.admin,
      })),
      teams: organization.teams.map((team) => ({
        id: team.id,
        name: team.name,
        description: team.description,
        created_at: isoTimestamp(team.createdAt),
        updated_at: isoTimestamp(team.updatedAt),
        projects: team.projectIds.map((id) => ({ id })),
      })),
    },
  };
}
