/** List (paginated), Show, Create, Update and Delete Term, and TermBase to TBX. */
import type { CallOptions } from './call-options.js';
import type { ResourceContext } from './context.js';
import { ProtocolError } from './errors.js';
import { fromTerm } from './from-wire.js';
import type { Term, TermTranslationStatus } from './models.js';
import { followPages, readPageLinks, type Page } from './pagination.js';
import { MAX_BODY_BYTES, mapShape, readArray, readNothing } from './readers.js';
import { recordCalls } from './record-call.js';
import { readBody } from './http.js';
import type { WireTerm } from './types.js';
import { buildUrl } from './url.js';

export interface CreateTermInput {
  text: string;
  description?: string;
  /** Translations created with the term; `status` defaults to `proposed`. */
  translations?: readonly {
    locale: string;
    text: string;
    description?: string;
    status?: TermTranslationStatus;
  }[];
}

export interface TermsApi {
  /**
   * List Terms: every term of the glossary, fetching a page only when the previous one is used up,
   * as the `Link` header's rel="next" leads. Read-write project token.
   */
  list(options?: CallOptions): AsyncIterable<Term>;
  /** One page (1-based) of List Terms, with whether a next one is linked. Read-write project token. */
  listPage(page: number, options?: CallOptions): Promise<Page<Term>>;
  /** Show Term. Read-write project token. */
  show(termId: number, options?: CallOptions): Promise<Term>;
  /**
   * Create Term. Not sent again after an attempt that may have reached the service (it would
   * create two terms). Read-write project token.
   */
  create(input: CreateTermInput, options?: CallOptions): Promise<Term>;
  /** Update Term: only the fields given change. Read-write project token. */
  update(
    termId: number,
    input: { text?: string; description?: string },
    options?: CallOptions,
  ): Promise<Term>;
  /** Delete Term. A retry that finds it gone counts as done. Read-write project token. */
  delete(termId: number, options?: CallOptions): Promise<void>;
  /**
   * TermBase to TBX: the glossary as TBX (XML) text; with `locale`, only that pair. Either
   * project token.
   */
  toTbx(options?: { locale?: string } & CallOptions): Promise<string>;
}

export function createTermsApi(context: ResourceContext): TermsApi {
  const terms = (segments: (string | number)[], options: Parameters<typeof buildUrl>[2] = {}): URL =>
    buildUrl(context.baseUrl, ['api', 'projects', context.projectToken(), 'terms', ...segments], options);
  const listUrl = (page?: number): URL =>
    buildUrl(context.baseUrl, ['api', 'projects', context.projectToken(), 'terms'], {
      suffix: '.json',
      query: { page },
    });

  const fetchPage = (url: URL, options: CallOptions): Promise<Page<Term>> =>
    context.caller.call({
      signal: options.signal,
      endpoint: 'listTerms',
      method: 'GET',
      url,
      tokenKind: 'project',
      repeat: 'idempotent',
      read: async (response, call) => {
        const links = readPageLinks(response, call, url, context.baseUrl);
        const wire = await readArray(response, call);
        return { items: mapShape(response, call, wire, (list: WireTerm[]) => list.map(fromTerm)), ...links };
      },
    });

  const readOne = recordCalls<Term>(context, (wire: WireTerm) => fromTerm(wire));

  return {
    list: (options = {}) =>
      followPages(
        () => listUrl(),
        (url) => fetchPage(url, options),
        (url) =>
          new ProtocolError(
            'protocol',
            `List Terms linked back to a page already read (${url.searchParams.get('page') ?? '1'}); stopped to avoid a loop`,
            { endpoint: 'List Terms' },
          ),
      ),
    listPage: async (page, options = {}) => fetchPage(listUrl(page), options),
    show: async (termId, options = {}) =>
      readOne('showTerm', 'GET', terms([termId], { suffix: '.json' }), options),
    create: async (input, options = {}) => {
      const body: Record<string, unknown> = { text: input.text };
      if (input.description !== undefined) body.description = input.description;
      if (input.translations !== undefined) body.translations = input.translations;
      return readOne('createTerm', 'POST', terms([]), options, body);
    },
    update: async (termId, input, options = {}) => {
      const body: Record<string, string> = {};
      if (input.text !== undefined) body.text = input.text;
      if (input.description !== undefined) body.description = input.description;
      return readOne('updateTerm', 'PUT', terms([termId]), options, body);
    },
    delete: async (termId, options = {}) =>
      context.caller.call({
        signal: options.signal,
        endpoint: 'deleteTerm',
        method: 'DELETE',
        url: terms([termId]),
        tokenKind: 'project',
        repeat: 'idempotent',
        goneAfterRetryIsOk: true,
        read: readNothing,
      }),
    toTbx: async (options = {}) =>
      context.caller.call({
        signal: options.signal,
        endpoint: 'termsToTbx',
        method: 'GET',
        url: terms(['to_tbx'], { query: { locale: options.locale } }),
        tokenKind: 'project',
        repeat: 'idempotent',
        read: async (response) => (await readBody(response, MAX_BODY_BYTES)).toString('utf8'),
      }),
  };
}
