/** Show Organization, Show Project and Create Project. */
import { randomBytes } from 'node:crypto';
import {
  HttpError,
  isTrue,
  organizationOf,
  projectOf,
  reply,
  type EmulatorRequest,
  type RouteDefinition,
} from '../router.js';
import { nextId, type Project } from '../state.js';
import { createdProjectView, organizationView, projectView } from '../views.js';

const FORMATS = ['json', 'yaml', 'xml'] as const;
const ICON_TYPES = /^image\/(png|jpeg|gif)$/;

/** Create Project's fields, from a JSON body (flat or wrapped in `project`) or a multipart form. */
function projectFields(request: EmulatorRequest): { fields: Record<string, unknown>; icon: Project['icon'] } {
  if (request.form !== undefined) {
    const fields: Record<string, unknown> = {};
    // Rails forms send `project[name]`; plain clients send `name`: both are read.
    for (const [name, value] of Object.entries(request.form.fields))
      fields[name.replace(/^project\[(\w+)\]$/, '$1')] = value;
    const upload = request.form.files.find((file) => file.field === 'icon' || file.field === 'project[icon]');
    if (upload === undefined) return { fields, icon: undefined };
    if (!ICON_TYPES.test(upload.contentType) && !/\.(png|jpe?g|gif)$/i.test(upload.fileName)) {
      throw new HttpError(422, 'Icon must be a JPG, PNG or GIF image', {
        errors: { icon: ['must be a JPG, PNG or GIF image'] },
      });
    }
    return {
      fields,
      icon: { fileName: upload.fileName, contentType: upload.contentType, bytes: upload.bytes },
    };
  }
  const body = request.json();
  const wrapped = body['project'];
  const fields =
    typeof wrapped === 'object' && wrapped !== null && !Array.isArray(wrapped)
      ? (wrapped as Record<string, unknown>)
      : body;
  return { fields, icon: undefined };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export const projectRoutes: RouteDefinition[] = [
  {
    endpoint: 'showOrganization',
    methods: ['GET'],
    pattern: '/api/organizations/:organization_token',
    formats: FORMATS,
    handle: (request) =>
      reply(request, 200, organizationView(request.context.state, organizationOf(request))),
  },
  {
    endpoint: 'showProject',
    methods: ['GET'],
    pattern: '/api/projects/:project_token',
    formats: FORMATS,
    handle: (request) => reply(request, 200, projectView(projectOf(request), request.context.blankHashFile)),
  },
  {
    endpoint: 'createProject',
    methods: ['POST'],
    pattern: '/api/projects',
    handle: (request) => {
      const organization = organizationOf(request);
      const { fields, icon } = projectFields(request);
      const name = text(fields['name']).trim();
      if (name === '')
        throw new HttpError(422, "Name can't be blank", { errors: { name: ["can't be blank"] } });
      const { state } = request.context;
      const now = () => request.context.now();
      const created = now();
      const project: Project = {
        id: nextId(state),
        organizationId: organization.id,
        name,
        // Random tokens, as the service issues them; the seed's fixed ones are only for the demo.
        privateApiToken: randomBytes(16).toString('hex'),
        publicApiToken: randomBytes(16).toString('hex'),
        // `source_locale` is not a documented field; it is read when given, else English.
        sourceLocale: text(fields['source_locale']) || 'en',
        targetLocales: [],
        url: text(fields['url']),
        description: text(fields['description']),
        public: isTrue(fields['public']),
        webhook: text(fields['webhook']),
        createdAt: created,
        updatedAt: created,
        files: [],
        strings: [],
        terms: [],
      };
      // exactOptionalPropertyTypes: an absent icon is no property, not `icon: undefined`.
      if (icon !== undefined) project.icon = icon;
      state.projects.push(project);
      return reply(request, 201, createdProjectView(project, request.context.baseUrl));
    },
  },
];
