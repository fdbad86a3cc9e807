import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { validate as validateGraphQL } from '@octokit/graphql-schema';

/**
 * GitHub's own description of its API, as the GitHub fake checks against it: the REST description
 * from `@octokit/openapi` (api.github.com, OpenAPI 3.0.3, so `nullable` is the keyword Ajv knows)
 * and the GraphQL schema from `@octokit/graphql-schema`. Used by test/helpers/github-fake.ts only.
 */

interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  enum?: unknown[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  allOf?: SchemaObject[];
  format?: string;
  default?: unknown;
  minItems?: number;
  [key: string]: unknown;
}

interface Parameter {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: SchemaObject;
  'x-multi-segment'?: boolean;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: SchemaObject }> };
  responses: Record<string, { content?: Record<string, { schema?: SchemaObject }> } | { $ref: string }>;
}

interface Description {
  paths: Record<string, Record<string, Operation | Parameter[]>>;
  components: Record<string, Record<string, unknown>>;
}

export interface MatchedOperation {
  /** `METHOD /template`, e.g. `POST /repos/{owner}/{repo}/pulls`. */
  route: string;
  params: Record<string, string>;
  /** JSON pointer of the operation in the description. */
  pointer: string;
  operation: Operation;
}

const require = createRequire(import.meta.url);
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const SPEC_ID = 'https://api.github.com/openapi.json';

let loaded: OpenApi | undefined;

/** One instance a process: parsing the 13 MB description and compiling schemas is done once. */
export function githubOpenApi(): OpenApi {
  loaded ??= new OpenApi(
    JSON.parse(
      readFileSync(require.resolve('@octokit/openapi/generated/api.github.com.json'), 'utf8'),
    ) as Description,
  );
  return loaded;
}

const escapePointer = (part: string): string => part.replace(/~/g, '~0').replace(/\//g, '~1');

export class OpenApi {
  private readonly ajv: Ajv;
  private readonly matchers: { method: string; regex: RegExp; names: string[]; template: string }[] = [];
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly spec: Description) {
    // strict: false because the description carries OpenAPI's own keywords (example, x-github, ...).
    this.ajv = new Ajv({ strict: false, allErrors: true, logger: false, validateFormats: true });
    addFormats(this.ajv);
    nullableWithoutType(spec);
    this.ajv.addSchema({ $id: SPEC_ID, ...spec });
    for (const [template, item] of Object.entries(spec.paths)) {
      for (const method of Object.keys(item)) {
        if (method === 'parameters') continue;
        const operation = item[method] as Operation;
        const names: string[] = [];
        const multi = new Set(
          (operation.parameters ?? [])
            .map((parameter) => this.resolve<Parameter>(parameter))
            .filter((parameter) => parameter['x-multi-segment'] === true)
            .map((parameter) => parameter.name),
        );
        const pattern = template
          .split(/(\{[^}]+\})/)
          .map((part) => {
            const name = /^\{([^}]+)\}$/.exec(part)?.[1];
            if (name === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
            names.push(name);
            return multi.has(name) ? '(.+)' : '([^/]+)';
          })
          .join('');
        this.matchers.push({
          method: method.toUpperCase(),
          regex: new RegExp(`^${pattern}$`),
          names,
          template,
        });
      }
    }
    // Literal paths before templated ones, as GitHub routes them (/user before /users/{username}).
    this.matchers.sort((a, b) => a.names.length - b.names.length);
  }

  /** Follows a `#/components/...` reference inside the description. */
  resolve<T>(value: T | { $ref: string }): T {
    let current: unknown = value;
    while (typeof current === 'object' && current !== null && '$ref' in current) {
      const ref = (current as { $ref: string }).$ref;
      current = ref
        .replace(/^#\//, '')
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], this.spec);
    }
    return current as T;
  }

  hasRoute(route: string): boolean {
    return this.matchers.some((matcher) => `${matcher.method} ${matcher.template}` === route);
  }

  match(method: string, path: string): MatchedOperation | undefined {
    for (const matcher of this.matchers) {
      if (matcher.method !== method) continue;
      const found = matcher.regex.exec(path);
      if (found === null) continue;
      const params: Record<string, string> = {};
      matcher.names.forEach((name, index) => {
        params[name] = decodeURIComponent(found[index + 1] ?? '');
      });
      const pointer = `#/paths/${escapePointer(matcher.template)}/${method.toLowerCase()}`;
      const operation = this.spec.paths[matcher.template]?.[method.toLowerCase()] as Operation;
      return { route: `${method} ${matcher.template}`, params, pointer, operation };
    }
    return undefined;
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.compiled.get(pointer);
    if (validate === undefined) {
      validate = this.ajv.compile({ $ref: `${SPEC_ID}${pointer}` });
      this.compiled.set(pointer, validate);
    }
    return validate;
  }

  private check(pointer: string, value: unknown, what: string): string[] {
    const validate = this.validator(pointer);
    if (validate(value)) return [];
    return (validate.errors ?? [])
      .slice(0, 5)
      .map((error) => `${what}${error.instancePath} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
  }

  /** Every way the request breaks the operation's parameters and request body schema. */
  checkRequest(
    matched: MatchedOperation,
    query: Record<string, string>,
    body: unknown,
    contentType: string | undefined,
  ): string[] {
    const problems: string[] = [];
    const parameters = (matched.operation.parameters ?? []).map((parameter) =>
      this.resolve<Parameter>(parameter),
    );
    for (const [index, raw] of (matched.operation.parameters ?? []).entries()) {
      const parameter = this.resolve<Parameter>(raw);
      if (parameter.in === 'header') continue;
      const value = parameter.in === 'path' ? matched.params[parameter.name] : query[parameter.name];
      if (value === undefined) {
        if (parameter.required === true) problems.push(`missing ${parameter.in} parameter ${parameter.name}`);
        continue;
      }
      const schema = parameter.schema ?? {};
      const pointer = `${matched.pointer}/parameters/${index}`;
      const schemaPointer = raw.$ref === undefined ? `${pointer}/schema` : `${raw.$ref.slice(1)}/schema`;
      problems.push(
        ...this.check(
          schemaPointer.startsWith('#') ? schemaPointer : `#${schemaPointer}`,
          coerce(value, schema),
          `${parameter.in} parameter ${parameter.name}`,
        ),
      );
    }
    for (const name of Object.keys(query)) {
      if (!parameters.some((parameter) => parameter.in === 'query' && parameter.name === name))
        problems.push(`query parameter ${name} is not one the operation takes`);
    }
    const requestBody = this.resolve(matched.operation.requestBody);
    if (requestBody?.content === undefined) {
      if (body !== undefined) problems.push('a body was sent to an operation that takes none');
      return problems;
    }
    if (body === undefined) {
      if (requestBody.required === true) problems.push('the request body is missing');
      return problems;
    }
    if (requestBody.content['application/json'] === undefined) return problems;
    if (contentType !== undefined && !contentType.startsWith('application/json'))
      problems.push(`the body is ${contentType}, the operation takes application/json`);
    return [
      ...problems,
      ...this.check(`${matched.pointer}/requestBody/content/application~1json/schema`, body, 'request body'),
    ];
  }

  /** The response's body schema for a status, as a pointer, when the description documents it. */
  responsePointer(matched: MatchedOperation, status: number): string | undefined {
    const response = matched.operation.responses[String(status)];
    if (response === undefined) return undefined;
    const base = '$ref' in response ? response.$ref : `${matched.pointer}/responses/${status}`;
    const resolved = this.resolve(response) as { content?: Record<string, unknown> };
    if (resolved.content?.['application/json'] === undefined) return undefined;
    return `${base}/content/application~1json/schema`;
  }

  isDocumented(matched: MatchedOperation, status: number): boolean {
    return matched.operation.responses[String(status)] !== undefined;
  }

  checkResponse(matched: MatchedOperation, status: number, body: unknown): string[] {
    if (!this.isDocumented(matched, status))
      return [`status ${status} is not documented for ${matched.route}`];
    const pointer = this.responsePointer(matched, status);
    // GitHub sends a message with most errors even where the description documents no body.
    if (pointer === undefined)
      return body === undefined || status >= 400 ? [] : [`status ${status} of ${matched.route} has no body`];
    return this.check(pointer, body, `response ${status}`);
  }

  /**
   * Completes a response with every required property the fake does not model, from the schema
   * (strings, numbers, nulls where nullable), so the fake states only what it knows and the rest
   * still has GitHub's shape. The result is validated like any other response.
   */
  complete(matched: MatchedOperation, status: number, body: unknown): unknown {
    const pointer = this.responsePointer(matched, status);
    if (pointer === undefined) return body;
    return this.fill(this.resolve<SchemaObject>({ $ref: pointer }), body, 0);
  }

  private fill(raw: SchemaObject, value: unknown, depth: number): unknown {
    const schema = this.resolve(raw);
    if (schema.allOf !== undefined) {
      return schema.allOf.reduce<unknown>((current, part) => this.fill(part, current, depth), value);
    }
    const branches = schema.oneOf ?? schema.anyOf;
    if (branches !== undefined) {
      const resolved = branches.map((branch) => this.resolve(branch));
      const nullable = schema.nullable === true || resolved.some((branch) => branch.type === 'null');
      if ((value === null || (value === undefined && depth > 0)) && nullable) return null;
      const fits =
        resolved.find((branch) => typeMatches(branch, value)) ??
        resolved.find((branch) => branch.type !== 'null') ??
        resolved[0];
      return fits === undefined ? value : this.fill(fits, value, depth);
    }
    if (value === undefined) {
      if (schema.nullable === true && depth > 0) return null;
      if (Array.isArray(schema.type) && schema.type.includes('null') && depth > 0) return null;
      if (schema.default !== undefined) return schema.default;
      if (schema.enum !== undefined) return schema.enum[0];
    }
    const type = Array.isArray(schema.type) ? schema.type.find((kind) => kind !== 'null') : schema.type;
    if (type === 'array' || (type === undefined && schema.items !== undefined)) {
      if (!Array.isArray(value)) return [];
      return value.map((item) => this.fill(schema.items ?? {}, item, depth + 1));
    }
    if (type === 'object' || (type === undefined && schema.properties !== undefined)) {
      if (value === null && schema.nullable === true) return null;
      const object =
        typeof value === 'object' && value !== null ? { ...(value as Record<string, unknown>) } : {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const required = schema.required?.includes(name) === true;
        if (object[name] === undefined && !required) continue;
        object[name] = this.fill(property, object[name], depth + 1);
      }
      return object;
    }
    if (value !== undefined) return value;
    switch (type) {
      case 'integer':
      case 'number':
        return 1;
      case 'boolean':
        return false;
      case 'string':
        return sampleString(schema.format);
      default:
        return null;
    }
  }
}

/**
 * OpenAPI 3.0 allows `nullable` beside `allOf` and `oneOf` without a `type`, which Ajv refuses;
 * such a schema becomes `anyOf: [itself, { type: 'null' }]`, which means the same.
 */
function nullableWithoutType(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(nullableWithoutType);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const object = node as Record<string, unknown>;
  for (const value of Object.values(object)) nullableWithoutType(value);
  if (object.nullable === true && object.type === undefined) {
    const rest = { ...object };
    delete rest.nullable;
    for (const key of Object.keys(object)) Reflect.deleteProperty(object, key);
    object.anyOf = [rest, { type: 'null' }];
  }
}

function typeMatches(schema: SchemaObject, value: unknown): boolean {
  const kind =
    value === null
      ? 'null'
      : Array.isArray(value)
        ? 'array'
        : typeof value === 'object'
          ? 'object'
          : typeof value;
  const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
  if (value === undefined) return false;
  if (types.length === 0) return kind === 'object' && schema.properties !== undefined;
  return types.some((type) => type === kind || (type === 'integer' && kind === 'number'));
}

function sampleString(format: string | undefined): string {
  switch (format) {
    case 'date-time':
      return '2026-01-01T00:00:00Z';
    case 'uri':
      return 'https://github.com/';
    case 'email':
      return 'octocat@github.com';
    default:
      return 'x';
  }
}

function coerce(value: string, schema: SchemaObject): unknown {
  if (schema.type === 'integer' || schema.type === 'number')
    return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  if (schema.type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  if (schema.type === 'array') return value.split(',');
  return value;
}

/** The GraphQL document checked against GitHub's published schema; the errors as text. */
export function checkGraphQL(query: string): string[] {
  try {
    return validateGraphQL(query).map((error) => `graphql: ${error.message}`);
  } catch (error) {
    return [`graphql: ${String(error)}`];
  }
}
