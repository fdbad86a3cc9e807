/**
 * The public types of the client: the spec's fields in camelCase (docs/decisions.md), timestamps
 * kept as the service's strings. from-wire.ts maps the wire types of types.ts to them.
 */
export interface ProjectSummary {
  id: number;
  name: string;
  /** The read-write project token. */
  privateApiToken: string;
  /** The read-only project token. */
  publicApiToken: string;
  createdAt: string;
  updatedAt: string;
  segmentsCount: number;
}

export interface Collaborator {
  id: number;
  name: string;
  email: string;
  createdAt: string;
  updatedAt: string;
  admin: boolean | null;
}

export interface Team {
  id: number;
  name: string;
  description: string;
  createdAt: string;
  updatedAt: string;
  projectIds: number[];
}

export interface Organization {
  id: number;
  name: string;
  createdAt: string;
  updatedAt: string;
  projects: ProjectSummary[];
  collaborators: Collaborator[];
  teams: Team[];
}

export interface Locale {
  name: string;
  code: string;
  type?: string;
}

export interface ProjectFile {
  id: number;
  name: string;
  updatedAt: string;
  /** SHA-1 of the hosted file: changes when an import (or a translation) changes it. */
  /** Blank (null or empty) on the real service right after an upload, until its import ran. */
  hashFile: string | null;
  /** null for a master file; the master's id for a target file. */
  masterProjectFileId: number | null;
  localeCode: string;
  /** False when the hosted file must be regenerated. */
  fresh: boolean;
}

export interface Project {
  id: number;
  name: string;
  sourceLocale: Locale;
  targetLocales: Locale[];
  projectFiles: ProjectFile[];
}

export interface CreatedProject {
  id: number;
  name: string;
  createdAt?: string;
  updatedAt?: string;
  sourceLocale?: Locale | null;
  url?: string | null;
  description?: string | null;
  public?: boolean;
  webhook?: string | null;
  icon?: string | null;
  /** Present when the service names them `private_api_token` / `public_api_token`. */
  privateApiToken?: string;
  publicApiToken?: string;
}

/** CLDR plural categories; a plural string's text has one entry per form the locale uses. */
export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
export type PluralText = Partial<Record<PluralForm, string>>;
export type TranslationText = string | PluralText;

/** True for a plural string's text: forms keyed by plural category (`one`, `other`, ...). */
export function isPluralText(text: TranslationText | null): text is PluralText {
  return typeof text === 'object' && text !== null;
}

export interface Translation {
  id: number;
  locale: string;
  /** A string, or (for a plural string) the text of each plural form. */
  text: TranslationText | null;
  status: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  validation?: string;
}

export interface StringRecord {
  id: number;
  key: string;
  plural: boolean;
  type: string;
  devComment: string | null;
  status: string;
  labels: string;
  categories?: string | null;
  wordCount?: number;
  characterCount?: number;
  attachments?: { id: number; createdAt: string; url: string }[];
  createdAt: string;
  updatedAt: string;
  projectId?: number;
  /** The master file the string belongs to; null for a string hosted only in the database. */
  fileId: number | null;
  hasDiscussions?: boolean;
  /** Always an array: the service sends one object for one locale, an array for several. */
  translations: Translation[];
}

export interface Term {
  id: number;
  text: string;
  description: string;
  createdAt: string;
  updatedAt: string;
}

export type TermTranslationStatus = 'approved' | 'refused' | 'proposed';

export interface TermTranslation {
  id: number;
  locale: string;
  text: string;
  description: string;
  status: string;
  /** Shaped `YYYY-MM-DD HH:MM:SS UTC`, as the service sends it. */
  createdAt: string;
  updatedAt: string;
}

export type TeamRole = 'translator' | 'manager' | 'language_coordinator' | 'observer';

export interface TeamMember {
  type: 'membership' | 'invitation' | (string & {});
  id: number;
  userId?: number;
  email: string;
  name: string;
  role: TeamRole | (string & {});
  locale: string | null;
  status?: string;
  proofreader: boolean;
  superProofreader: boolean;
  memberSince: string;
  avatar?: string;
}
