/**
 * Maps the service's wire types (types.ts, snake_case) to the public camelCase types of
 * models.ts. Optional wire fields stay absent rather than undefined (exactOptionalPropertyTypes).
 */
import type {
  CreatedProject,
  Locale,
  Organization,
  Project,
  StringRecord,
  TeamMember,
  Term,
  TermTranslation,
  Translation,
  TranslationText,
} from './models.js';
import type {
  WireCreatedProject,
  WireLocale,
  WireOrganization,
  WireProject,
  WireString,
  WireTeamMember,
  WireTerm,
  WireTermTranslation,
  WireText,
  WireTranslation,
} from './types.js';

const opt = <K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> =>
  value === undefined ? {} : ({ [key]: value } as Record<K, V>);

function fromLocale(locale: WireLocale): Locale {
  return { name: locale.name, code: locale.code, ...opt('type', locale.type) };
}

export function fromOrganization(wire: WireOrganization): Organization {
  return {
    id: wire.id,
    name: wire.name,
    createdAt: wire.created_at,
    updatedAt: wire.updated_at,
    projects: wire.projects.map((project) => ({
      id: project.id,
      name: project.name,
      privateApiToken: project.private_api_token,
      publicApiToken: project.public_api_token,
      createdAt: project.created_at,
      updatedAt: project.updated_at,
      segmentsCount: project.segments_count,
    })),
    collaborators: wire.collaborators.map((person) => ({
      id: person.id,
      name: person.name,
      email: person.email,
      createdAt: person.created_at,
      updatedAt: person.updated_at,
      admin: person.admin,
    })),
    teams: wire.teams.map((team) => ({
      id: team.id,
      name: team.name,
      description: team.description,
      createdAt: team.created_at,
      updatedAt: team.updated_at,
      projectIds: team.projects.map((project) => project.id),
    })),
  };
}

export function fromProject(wire: WireProject): Project {
  return {
    id: wire.id,
    name: wire.name,
    sourceLocale: fromLocale(wire.source_locale),
    targetLocales: wire.target_locales.map(fromLocale),
    projectFiles: wire.project_files.map((file) => ({
      id: file.id,
      name: file.name,
      updatedAt: file.updated_at,
      hashFile: file.hash_file,
      masterProjectFileId: file.master_project_file_id,
      localeCode: file.locale_code,
      fresh: file.fresh,
    })),
  };
}

export function fromCreatedProject(wire: WireCreatedProject): CreatedProject {
  return {
    id: wire.id,
    name: wire.name,
    ...opt('createdAt', wire.created_at),
    ...opt('updatedAt', wire.updated_at),
    ...opt(
      'sourceLocale',
      wire.source_locale === undefined || wire.source_locale === null
        ? wire.source_locale
        : fromLocale(wire.source_locale),
    ),
    ...opt('url', wire.url),
    ...opt('description', wire.description),
    // The spec sends `public` as the string "true" or "false".
    ...opt('public', wire.public === undefined ? undefined : String(wire.public) === 'true'),
    ...opt('webhook', wire.webhook),
    ...opt('icon', wire.icon),
    ...opt('privateApiToken', wire.private_api_token),
    ...opt('publicApiToken', wire.public_api_token),
  };
}

function fromText(text: WireText | null): TranslationText | null {
  return typeof text === 'object' && text !== null ? { ...text } : text;
}

function fromTranslation(wire: WireTranslation): Translation {
  return {
    id: wire.id,
    locale: wire.locale,
    text: fromText(wire.text),
    status: wire.status,
    createdAt: wire.created_at,
    updatedAt: wire.updated_at,
    version: wire.version,
    ...opt('validation', wire.validation),
  };
}

export function fromString(wire: WireString): StringRecord {
  const translations = wire.translations ?? [];
  return {
    id: wire.id,
    key: wire.key,
    plural: wire.plural,
    type: wire.type,
    devComment: wire.dev_comment,
    status: wire.status,
    labels: wire.labels ?? '',
    ...opt('categories', wire.categories),
    ...opt('wordCount', wire.word_count),
    ...opt('characterCount', wire.character_count),
    ...opt(
      'attachments',
      wire.attachments?.map((item) => ({ id: item.id, createdAt: item.created_at, url: item.url })),
    ),
    createdAt: wire.created_at,
    updatedAt: wire.updated_at,
    ...opt('projectId', wire.project?.id),
    fileId: wire.file?.id ?? null,
    ...opt('hasDiscussions', wire.has_discussions),
    translations: (Array.isArray(translations) ? translations : [translations]).map(fromTranslation),
  };
}

export function fromTerm(wire: WireTerm): Term {
  return {
    id: wire.id,
    text: wire.text,
    description: wire.description ?? '',
    createdAt: wire.created_at,
    updatedAt: wire.updated_at,
  };
}

export function fromTermTranslation(wire: WireTermTranslation): TermTranslation {
  return {
    id: wire.id,
    locale: wire.locale,
    text: wire.text,
    description: wire.description ?? '',
    status: wire.status,
    createdAt: wire.created_at,
    updatedAt: wire.updated_at,
  };
}

export function fromTeamMember(wire: WireTeamMember): TeamMember {
  return {
    type: wire.type,
    id: wire.id,
    ...opt('userId', wire.user_id),
    email: wire.email,
    name: wire.name,
    role: wire.role,
    locale: wire.locale,
    ...opt('status', wire.status),
    proofreader: wire.proofreader,
    superProofreader: wire.super_proofreader,
    memberSince: wire.member_since,
    ...opt('avatar', wire.avatar),
  };
}
