/**
 * The seed: the JSON a state starts from (organizations, their keys, teams, projects with fixed
 * tokens, files with their target translations, and glossaries). Files are imported through the
 * same code as uploads, so a seed cannot hold what an upload could not produce.
 */
import { createHash } from 'node:crypto';
import { fileFormatOf } from './file-formats.js';
import { applyMasterImport, applyTargetImport, ensureTargetFiles, generateFile } from './files-model.js';
import {
  emptyState,
  findFile,
  nextId,
  type EmulatorState,
  type Organization,
  type Project,
  type ProjectFile,
  type TeamRole,
  type TermTranslationStatus,
} from './state.js';

export interface EmulatorSeed {
  organizations: SeedOrganization[];
}

interface SeedOrganization {
  name: string;
  readOnlyKey: string;
  readWriteKey: string;
  privateKey: string;
  collaborators?: { name: string; email: string; admin?: boolean | null }[];
  teams?: SeedTeam[];
  projects?: SeedProject[];
}

interface SeedTeam {
  name: string;
  description?: string;
  /** Names of projects of the same organization. */
  projects?: string[];
  members?: {
    email: string;
    name: string;
    role?: TeamRole;
    locale?: string | null;
    invitation?: boolean;
    proofreader?: boolean;
    superProofreader?: boolean;
  }[];
}

interface SeedProject {
  name: string;
  privateApiToken: string;
  publicApiToken: string;
  sourceLocale: string;
  targetLocales: string[];
  /** Show Project lists the source locale among `target_locales` too (real projects do). */
  sourceInTargetLocales?: boolean;
  files?: SeedFile[];
  terms?: {
    text: string;
    description?: string;
    translations?: { locale: string; text: string; description?: string; status?: TermTranslationStatus }[];
  }[];
}

export interface SeedFile {
  /** The master's name, e.g. `config/locales/en.yml`; targets are named after it. */
  name: string;
  content: string;
  /** The URL the master was added from, for Refresh Files. */
  url?: string;
  /** Target file contents by locale code (partial translations are fine). */
  targets?: Record<string, string>;
  /**
   * The name listed for a locale's target instead of the derived one. The service lets a project
   * name its files freely, so tests of the target path policy list hostile names through this.
   */
  targetNames?: Record<string, string>;
}

export interface SeedKeys {
  organizations: { name: string; readOnlyKey: string; readWriteKey: string; privateKey: string }[];
  projects: { name: string; privateApiToken: string; publicApiToken: string }[];
}

const NO_OPTIONS = { merge: false, ignoreMissing: false, minorChanges: false, renameOthers: false };

export function buildState(seed: EmulatorSeed, now: number): EmulatorState {
  const state = emptyState();
  for (const seeded of seed.organizations) {
    const organization: Organization = {
      id: nextId(state),
      name: seeded.name,
      keys: { readOnly: seeded.readOnlyKey, readWrite: seeded.readWriteKey, private: seeded.privateKey },
      createdAt: now,
      updatedAt: now,
      collaborators: (seeded.collaborators ?? []).map((person) => ({
        id: nextId(state),
        name: person.name,
        email: person.email,
        admin: person.admin ?? null,
        createdAt: now,
        updatedAt: now,
      })),
      teams: [],
    };
    state.organizations.push(organization);
    for (const seededProject of seeded.projects ?? [])
      state.projects.push(buildProject(state, organization, seededProject, now));
    organization.teams = (seeded.teams ?? []).map((team) => ({
      id: nextId(state),
      name: team.name,
      description: team.description ?? '',
      createdAt: now,
      updatedAt: now,
      projectIds: state.projects
        .filter(
          (project) =>
            project.organizationId === organization.id && (team.projects ?? []).includes(project.name),
        )
        .map((project) => project.id),
      members: (team.members ?? []).map((member) => ({
        type: member.invitation === true ? 'invitation' : 'membership',
        id: nextId(state),
        userId: nextId(state),
        email: member.email,
        name: member.name,
        role: member.role ?? 'translator',
        locale: member.locale ?? null,
        status: member.invitation === true ? 'pending' : 'active',
        proofreader: member.proofreader ?? true,
        superProofreader: member.superProofreader ?? false,
        memberSince: now,
        avatar: `https://www.gravatar.com/avatar/${createHash('md5').update(member.email.trim().toLowerCase()).digest('hex')}`,
      })),
    }));
  }
  return state;
}

function buildProject(
  state: EmulatorState,
  organization: Organization,
  seeded: SeedProject,
  now: number,
): Project {
  const project: Project = {
    id: nextId(state),
    organizationId: organization.id,
    name: seeded.name,
    privateApiToken: seeded.privateApiToken,
    publicApiToken: seeded.publicApiToken,
    sourceLocale: seeded.sourceLocale,
    targetLocales: seeded.targetLocales.filter((locale) => locale !== seeded.sourceLocale),
    ...(seeded.sourceInTargetLocales === true ? { sourceListedAsTarget: true } : {}),
    url: '',
    description: '',
    public: false,
    webhook: '',
    createdAt: now,
    updatedAt: now,
    files: [],
    strings: [],
    terms: [],
  };
  for (const file of seeded.files ?? []) seedFile(state, project, file, now);
  project.terms = (seeded.terms ?? []).map((term) => ({
    id: nextId(state),
    text: term.text,
    description: term.description ?? '',
    createdAt: now,
    updatedAt: now,
    translations: (term.translations ?? []).map((translation) => ({
      id: nextId(state),
      locale: translation.locale,
      text: translation.text,
      description: translation.description ?? '',
      status: translation.status ?? 'proposed',
      createdAt: now,
      updatedAt: now,
    })),
  }));
  return project;
}

function seedFile(state: EmulatorState, project: Project, seeded: SeedFile, now: number): void {
  const format = fileFormatOf(seeded.name);
  if (format === undefined) throw new Error(`Seed file ${seeded.name}: format not supported`);
  const master: ProjectFile = {
    id: nextId(state),
    name: seeded.name,
    locale: project.sourceLocale,
    format,
    masterId: null,
    imported: false,
    bytes: new Uint8Array(),
    hash: '',
    updatedAt: now,
    revision: 0,
    generatedRevision: 0,
  };
  if (seeded.url !== undefined) master.sourceUrl = seeded.url;
  project.files.push(master);
  const encoder = new TextEncoder();
  applyMasterImport(state, project, master, encoder.encode(seeded.content), seeded.name, NO_OPTIONS, now);
  ensureTargetFiles(state, project, master, now);
  for (const [locale, name] of Object.entries(seeded.targetNames ?? {})) {
    const target = findFile(project, master.id, locale);
    if (target === undefined)
      throw new Error(`Seed file ${seeded.name}: ${locale} is not a target locale of ${project.name}`);
    target.name = name;
  }
  for (const [locale, content] of Object.entries(seeded.targets ?? {})) {
    const target = findFile(project, master.id, locale);
    if (target === undefined)
      throw new Error(`Seed file ${seeded.name}: ${locale} is not a target locale of ${project.name}`);
    applyTargetImport(state, project, target, encoder.encode(content), target.name, NO_OPTIONS, now);
    generateFile(project, target);
  }
}

/** The keys and tokens of every organization and project in a state, for tests and the CLI. */
export function keysOf(state: EmulatorState): SeedKeys {
  return {
    organizations: state.organizations.map(({ name, keys }) => ({
      name,
      readOnlyKey: keys.readOnly,
      readWriteKey: keys.readWrite,
      privateKey: keys.private,
    })),
    projects: state.projects.map(({ name, privateApiToken, publicApiToken }) => ({
      name,
      privateApiToken,
      publicApiToken,
    })),
  };
}
