/**
 * Wire types: the service's JSON exactly as the spec names it (snake_case lives only here). The
 * resource files map these to the camelCase public types of models.ts. Fields the spec marks as
 * optional or "may be" are optional here, so a sparse answer still type-checks at the boundary.
 */

interface WireProjectSummary {
  id: number;
  name: string;
  private_api_token: string;
  public_api_token: string;
  created_at: string;
  updated_at: string;
  segments_count: number;
}

interface WireCollaborator {
  id: number;
  name: string;
  email: string;
  created_at: string;
  updated_at: string;
  admin: boolean | null;
}

interface WireTeam {
  id: number;
  name: string;
  description: string;
  created_at: string;
  updated_at: string;
  projects: { id: number }[];
}

export interface WireOrganization {
  id: number;
  name: string;
  created_at: string;
  updated_at: string;
  projects: WireProjectSummary[];
  collaborators: WireCollaborator[];
  teams: WireTeam[];
}

export interface WireLocale {
  name: string;
  code: string;
  type?: string;
}

interface WireProjectFile {
  id: number;
  name: string;
  updated_at: string;
  hash_file: string | null;
  master_project_file_id: number | null;
  locale_code: string;
  fresh: boolean;
}

export interface WireProject {
  id: number;
  name: string;
  source_locale: WireLocale;
  target_locales: WireLocale[];
  project_files: WireProjectFile[];
}

/** Create Project's answer; the token fields are "not shown" by the spec (docs/decisions.md). */
export interface WireCreatedProject {
  id: number;
  name: string;
  created_at?: string;
  updated_at?: string;
  source_locale?: WireLocale | null;
  url?: string | null;
  description?: string | null;
  public?: string | boolean;
  webhook?: string | null;
  icon?: string | null;
  private_api_token?: string;
  public_api_token?: string;
}

/** A plural text is keyed by plural form (`one`, `other`, ...). */
export type WireText = string | Record<string, string>;

export interface WireTranslation {
  id: number;
  locale: string;
  text: WireText | null;
  status: string;
  created_at: string;
  updated_at: string;
  version: number;
  validation?: string;
}

export interface WireString {
  id: number;
  key: string;
  plural: boolean;
  type: string;
  dev_comment: string | null;
  status: string;
  labels: string | null;
  categories?: string | null;
  word_count?: number;
  character_count?: number;
  attachments?: { id: number; created_at: string; url: string }[];
  created_at: string;
  updated_at: string;
  project?: { id: number };
  file?: { id: number } | null;
  has_discussions?: boolean;
  translations?: WireTranslation | WireTranslation[] | null;
}

interface WireTranslationInput {
  locale: string;
  text: WireText;
  status?: string;
  validation?: string;
}

export interface WireStringInput {
  key?: string;
  plural?: boolean;
  type?: string;
  dev_comment?: string;
  status?: string;
  labels?: string;
  categories?: string;
  word_count?: number;
  character_count?: number;
  file?: { id: number } | { file_name: string };
  translations?: WireTranslationInput[];
}

export interface WireTerm {
  id: number;
  text: string;
  description: string | null;
  created_at: string;
  updated_at: string;
}

export interface WireTermTranslation {
  id: number;
  locale: string;
  text: string;
  description: string | null;
  status: string;
  created_at: string;
  updated_at: string;
}

export interface WireTeamMember {
  type: string;
  id: number;
  user_id?: number;
  email: string;
  name: string;
  role: string;
  locale: string | null;
  status?: string;
  proofreader: boolean;
  super_proofreader: boolean;
  member_since: string;
  avatar?: string;
}
