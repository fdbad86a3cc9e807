/**
 * The client of the translation service: the entry point of the published package and what the
 * action bundles. Everything exported here is the package's public surface.
 */
export { createTranslationClient, USER_AGENT } from './client.js';
export type { ClientLogger } from './client-logger.js';
export type { CallOptions } from './call-options.js';
export type { TranslationClient, TranslationClientOptions } from './client.js';
export { createRequestLimit, RequestLimit, type RequestLimitOptions } from './request-limit.js';
export {
  AuthError,
  ClientConfigurationError,
  ForbiddenError,
  isBusyError,
  isTranslationServiceError,
  NetworkError,
  NotFoundError,
  ProtocolError,
  RateLimitedError,
  RejectedError,
  ServerError,
  ServiceBusyError,
  TimeoutError,
  TooLargeError,
  LocalIoError,
  TranslationClientError,
  TranslationServiceError,
} from './errors.js';
export type { ClientErrorCode, ServiceErrorCode } from './errors.js';
export { isPluralText } from './models.js';
export type {
  Collaborator,
  CreatedProject,
  Locale,
  Organization,
  PluralForm,
  PluralText,
  Project,
  ProjectFile,
  ProjectSummary,
  StringRecord,
  Team,
  TeamMember,
  TeamRole,
  Term,
  TermTranslation,
  TermTranslationStatus,
  Translation,
  TranslationText,
} from './models.js';
export type {
  FileContent,
  FilesApi,
  DownloadZipOptions,
  ShowFileOptions,
  UpdateFileOptions,
  UploadSource,
} from './files.js';
export type { OrganizationsApi } from './organizations.js';
export type { CreateProjectInput, ProjectsApi } from './projects.js';
export type {
  RawFormat,
  ShowStringOptions,
  StringFilters,
  StringInput,
  StringQuery,
  StringsApi,
  TranslationInput,
} from './strings.js';
export type { CreateTermInput, TermsApi } from './terms.js';
export type { TermTranslationInput, TermTranslationsApi } from './term-translations.js';
export type {
  CreateTeamMemberInput,
  ListTeamMembersOptions,
  TeamMembersApi,
  UpdateTeamMemberInput,
} from './team-members.js';
export type { Page } from './pagination.js';
export type { RetryOptions } from './retry.js';
export { ENDPOINTS, describeRequiredKeys } from './endpoints.js';
export type { EndpointId, KeyKind } from './endpoints.js';
