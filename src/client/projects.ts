/** Show Project and Create Project. */
import type { CallOptions } from './call-options.js';
import type { ResourceContext } from './context.js';
import type { RequestBody } from './http.js';
import { fromCreatedProject, fromProject } from './from-wire.js';
import type { CreatedProject, Project } from './models.js';
import { mapShape, readObject, readRawText } from './readers.js';
import type { WireCreatedProject, WireProject } from './types.js';
import { buildUrl } from './url.js';

export interface CreateProjectInput {
  name: string;
  /** A link to the project. */
  url?: string;
  /** Markdown allowed. */
  description?: string;
  public?: boolean;
  webhook?: string;
  /** A JPG, PNG or GIF on disk; its presence turns the body into multipart form data. */
  icon?: { path: string; name?: string };
}

export interface ProjectsApi {
  /** Show Project: its locales and every file with its hash and `fresh` flag. Either project token. */
  show(options?: CallOptions): Promise<Project>;
  /** Show Project as the service renders it in `format` (`xml` or `yaml`), unparsed. Either project token. */
  showRaw(format: 'xml' | 'yaml', options?: CallOptions): Promise<string>;
  /**
   * Create Project, with the read-write organization key. Not sent again after an attempt that
   * may have reached the service (it would create two projects); the error then says so.
   */
  create(input: CreateProjectInput, options?: CallOptions): Promise<CreatedProject>;
}

export function createProjectsApi(context: ResourceContext): ProjectsApi {
  return {
    show: async (options = {}) =>
      context.caller.call({
        signal: options.signal,
        endpoint: 'showProject',
        method: 'GET',
        url: buildUrl(context.baseUrl, ['api', 'projects', context.projectToken()], { suffix: '.json' }),
        tokenKind: 'project',
        repeat: 'idempotent',
        read: async (response, call) =>
          mapShape(response, call, await readObject(response, call, 'project'), (wire: WireProject) =>
            fromProject(wire),
          ),
      }),

    showRaw: async (format, options = {}) =>
      context.caller.call({
        signal: options.signal,
        endpoint: 'showProject',
        method: 'GET',
        url: buildUrl(context.baseUrl, ['api', 'projects', context.projectToken()], { suffix: `.${format}` }),
        tokenKind: 'project',
        repeat: 'idempotent',
        read: readRawText,
      }),

    create: async (input, options = {}) => {
      const body: Record<string, string> = { name: input.name };
      if (input.url !== undefined) body.url = input.url;
      if (input.description !== undefined) body.description = input.description;
      // The spec types `public` as the string "true" or "false".
      if (input.public !== undefined) body.public = String(input.public);
      if (input.webhook !== undefined) body.webhook = input.webhook;
      // With an icon the spec's "multipart object" needs a form; without one, JSON as the spec says.
      const icon = input.icon;
      const payload: RequestBody =
        icon === undefined
          ? { kind: 'json', value: body }
          : {
              kind: 'multipart',
              fields: [
                ...Object.entries(body).map(([name, value]) => ({ name, value })),
                {
                  name: 'icon',
                  filePath: icon.path,
                  ...(icon.name === undefined ? {} : { fileName: icon.name }),
                },
              ],
            };
      return context.caller.call({
        signal: options.signal,
        endpoint: 'createProject',
        method: 'POST',
        url: buildUrl(context.baseUrl, ['api', 'projects'], {
          query: { organization_api_key: context.organizationToken() },
        }),
        tokenKind: 'organization',
        repeat: 'once',
        body: payload,
        read: async (response, call) =>
          mapShape(response, call, await readObject(response, call, 'project'), (wire: WireCreatedProject) =>
            fromCreatedProject(wire),
          ),
      });
    },
  };
}
