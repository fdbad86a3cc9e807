/** List (paginated), Show, Create, Update and Delete String. */
import type { CallOptions } from './call-options.js';
import type { ResourceContext } from './context.js';
import { ProtocolError } from './errors.js';
import { fromString } from './from-wire.js';
import type { PluralText, StringRecord } from './models.js';
import { followPages, readPageLinks, type Page } from './pagination.js';
import { mapShape, readArray, readNothing, readRawText } from './readers.js';
import { recordCalls } from './record-call.js';
import type { WireString, WireStringInput } from './types.js';
import { buildUrl, type QueryValue } from './url.js';

/** The spec's `filters[...]` of List Strings, in camelCase. */
export interface StringFilters {
  key?: string;
  originalKey?: string;
  regex?: boolean;
  ignoreCase?: boolean;
  status?: '' | 'current' | 'hidden' | 'obsolete';
  toTranslate?: boolean | string;
  toVerify?: boolean | string;
  toProofread?: boolean | string;
  done?: boolean | string;
  category?: string;
  /** `a`, `none`, `[a,b]` (all), `|[a,b]` (any), `!a` (not). */
  label?: string;
  context?: string;
  /** Strings added at or after this date. */
  createdAt?: string;
  instructions?: '' | 'yes' | 'no';
  /** A master file by id, or by name (the service takes either). */
  file?: number | string;
  /** `string`, `plural`, `array` or `boolean`. */
  type?: 'string' | 'plural' | 'array' | 'boolean';
  noFollowRedirects?: boolean;
}

/** The representations the spec offers besides JSON, as text the caller parses. */
export type RawFormat = 'xml' | 'yaml';

export interface StringQuery {
  /** Locales to include translations for: one code, several, or `*`. */
  locale?: string | readonly string[];
  filters?: StringFilters;
}

export interface TranslationInput<Text> {
  locale: string;
  text: Text;
  /** e.g. `status_proofread`. */
  status?: string;
  validation?: boolean;
}

interface StringFields {
  key?: string;
  type?: 'String' | 'Integer' | 'Array' | 'Symbol';
  devComment?: string;
  status?: 'Current' | 'Hidden' | 'Obsolete';
  labels?: string;
  categories?: string;
  wordCount?: number;
  characterCount?: number;
  /** The master file by id or by name; leave it out to host the string only in the database. */
  file?: { id: number } | { fileName: string };
}

/** A plural string takes `plural: true` and texts keyed by plural form; others plain strings. */
export type StringInput = StringFields &
  (
    | { plural?: false; translations?: readonly TranslationInput<string>[] }
    | { plural: true; translations?: readonly TranslationInput<PluralText>[] }
  );

/** Show String's options. */
export interface ShowStringOptions extends CallOptions {
  /** Locales to include translations for: one code, several, or `*`. */
  locale?: string | readonly string[];
  /** true: translations are not inherited from a parent locale. */
  noFollowRedirects?: boolean;
}

export interface StringsApi {
  /**
   * List Strings: every string matching `query`, fetching a page only when the previous one is
   * used up, page after page as the `Link` header's rel="next" leads (never a computed page
   * count). Either project token.
   */
  list(query?: StringQuery, options?: CallOptions): AsyncIterable<StringRecord>;
  /** One page (1-based) of List Strings, with whether a next one is linked. Either project token. */
  listPage(query: StringQuery, page: number, options?: CallOptions): Promise<Page<StringRecord>>;
  /** Show String, with its translations in the locales asked for. Either project token. */
  show(stringId: number, options?: ShowStringOptions): Promise<StringRecord>;
  /**
   * Create String. Not sent again after an attempt that may have reached the service (it would
   * create two strings). Read-write project token.
   */
  create(input: StringInput, options?: CallOptions): Promise<StringRecord>;
  /** Update String: only the fields given change. Read-write project token. */
  update(stringId: number, input: StringInput, options?: CallOptions): Promise<StringRecord>;
  /** Delete String. A retry that finds it gone counts as done. Read-write project token. */
  delete(stringId: number, options?: CallOptions): Promise<void>;
  /** One page of List Strings as the service renders it in `format`, unparsed. Either project token. */
  listPageRaw(query: StringQuery, page: number, format: RawFormat, options?: CallOptions): Promise<string>;
  /** Show String as the service renders it in `format`, unparsed. Either project token. */
  showRaw(stringId: number, format: RawFormat, options?: ShowStringOptions): Promise<string>;
}

const FILTER_NAMES: Record<keyof StringFilters, string> = {
  key: 'key',
  originalKey: 'original_key',
  regex: 'regex',
  ignoreCase: 'ignore_case',
  status: 'status',
  toTranslate: 'to_translate',
  toVerify: 'to_verify',
  toProofread: 'to_proofread',
  done: 'done',
  category: 'category',
  label: 'label',
  context: 'context',
  createdAt: 'created_at',
  instructions: 'instructions',
  file: 'file',
  type: 'type',
  noFollowRedirects: 'no_follow_redirects',
};

function localeParam(locale: string | readonly string[] | undefined): string | undefined {
  return locale === undefined ? undefined : typeof locale === 'string' ? locale : locale.join(',');
}

function listQuery(query: StringQuery, page?: number): Record<string, QueryValue> {
  const params: Record<string, QueryValue> = { locale: localeParam(query.locale) };
  for (const [name, value] of Object.entries(query.filters ?? {}) as [keyof StringFilters, QueryValue][]) {
    // The service reads any value as on (`no_follow_redirects=false` disables inheritance):
    // a filter set to false is left out, which is what off means.
    if (value === false) continue;
    params[`filters[${FILTER_NAMES[name]}]`] = value;
  }
  if (page !== undefined) params.page = page;
  return params;
}

/** The public input in the spec's field names. */
function toWireString(input: StringInput): WireStringInput {
  const wire: WireStringInput = {};
  if (input.key !== undefined) wire.key = input.key;
  if (input.plural !== undefined) wire.plural = input.plural;
  if (input.type !== undefined) wire.type = input.type;
  if (input.devComment !== undefined) wire.dev_comment = input.devComment;
  if (input.status !== undefined) wire.status = input.status;
  if (input.labels !== undefined) wire.labels = input.labels;
  if (input.categories !== undefined) wire.categories = input.categories;
  if (input.wordCount !== undefined) wire.word_count = input.wordCount;
  if (input.characterCount !== undefined) wire.character_count = input.characterCount;
  if (input.file !== undefined)
    wire.file = 'id' in input.file ? { id: input.file.id } : { file_name: input.file.fileName };
  if (input.translations !== undefined) {
    wire.translations = input.translations.map((translation: TranslationInput<string | PluralText>) => ({
      locale: translation.locale,
      text: wireText(translation.text),
      ...(translation.status === undefined ? {} : { status: translation.status }),
      // The spec shows `validation` as the string "true" or "false".
      ...(translation.validation === undefined ? {} : { validation: String(translation.validation) }),
    }));
  }
  return wire;
}

function wireText(text: string | PluralText): string | Record<string, string> {
  if (typeof text === 'string') return text;
  const forms: Record<string, string> = {};
  for (const [form, value] of Object.entries(text)) if (value !== undefined) forms[form] = value;
  return forms;
}

export function createStringsApi(context: ResourceContext): StringsApi {
  const project = (): string => context.projectToken();
  const listUrl = (query: StringQuery, page?: number, suffix = '.json'): URL =>
    buildUrl(context.baseUrl, ['api', 'projects', project(), 'strings'], {
      suffix,
      query: listQuery(query, page),
    });
  const showQuery = (options: ShowStringOptions) => ({
    locale: localeParam(options.locale),
    no_follow_redirects: options.noFollowRedirects === true ? 'true' : undefined,
  });
  const raw = (endpoint: 'listStrings' | 'showString', url: URL, options: CallOptions): Promise<string> =>
    context.caller.call({
      signal: options.signal,
      endpoint,
      method: 'GET',
      url,
      tokenKind: 'project',
      repeat: 'idempotent',
      read: readRawText,
    });
  const stringUrl = (stringId: number, suffix = '', query: Record<string, QueryValue> = {}): URL =>
    buildUrl(context.baseUrl, ['api', 'projects', project(), 'strings', stringId], { suffix, query });

  const fetchPage = (url: URL, options: CallOptions): Promise<Page<StringRecord>> =>
    context.caller.call({
      signal: options.signal,
      endpoint: 'listStrings',
      method: 'GET',
      url,
      tokenKind: 'project',
      repeat: 'idempotent',
      read: async (response, call) => {
        const links = readPageLinks(response, call, url, context.baseUrl);
        const wire = await readArray(response, call);
        const items = mapShape(response, call, wire, (list: WireString[]) => list.map(fromString));
        return { items, ...links };
      },
    });

  // PATCH sets fields to given values, so it may be repeated; POST would create a second string.
  const readOne = recordCalls<StringRecord>(context, (wire: WireString) => fromString(wire));

  return {
    list: (query = {}, options = {}) =>
      followPages(
        () => listUrl(query),
        (url) => fetchPage(url, options),
        (url) =>
          new ProtocolError(
            'protocol',
            `List Strings linked back to a page already read (${url.searchParams.get('page') ?? '1'}); stopped to avoid a loop`,
            { endpoint: 'List Strings' },
          ),
      ),
    listPage: async (query, page, options = {}) => fetchPage(listUrl(query, page), options),
    show: async (stringId, options = {}) =>
      readOne('showString', 'GET', stringUrl(stringId, '.json', showQuery(options)), options),
    listPageRaw: async (query, page, format, options = {}) =>
      raw('listStrings', listUrl(query, page, `.${format}`), options),
    showRaw: async (stringId, format, options = {}) =>
      raw('showString', stringUrl(stringId, `.${format}`, showQuery(options)), options),
    create: async (input, options = {}) =>
      readOne(
        'createString',
        'POST',
        buildUrl(context.baseUrl, ['api', 'projects', project(), 'strings']),
        options,
        toWireString(input),
      ),
    update: async (stringId, input, options = {}) =>
      readOne('updateString', 'PATCH', stringUrl(stringId), options, toWireString(input)),
    delete: async (stringId, options = {}) =>
      context.caller.call({
        signal: options.signal,
        endpoint: 'deleteString',
        method: 'DELETE',
        url: stringUrl(stringId),
        tokenKind: 'project',
        repeat: 'idempotent',
        goneAfterRetryIsOk: true,
        read: readNothing,
      }),
  };
}
