/** List (paginated), Show, Create, Update and Delete Term, and TermBase to TBX. */
import type { ResourceContext } from './context.js';
import { ProtocolError } from './errors.js';
import { fromTerm } from './from-wire.js';
import type { Term, TermTranslationStatus } from './models.js';
import { followPages, readPageLinks, type Page } from './pagination.js';
import { MAX_BODY_BYTES, mapShape, readArray, readNothing } from './readers.js';
import { callForRecord } from './record-call.js';
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
  /** Every term of the glossary, page after page as the Link header leads. */
  list(): AsyncIterable<Term>;
  listPage(page: number): Promise<Page<Term>>;
  show(termId: number): Promise<Term>;
  /** Create Term. Not repeated after it may have reached the service. */
  create(input: CreateTermInput): Promise<Term>;
  /** Update Term: only the fields given change. */
  update(termId: number, input: { text?: string; description?: string }): Promise<Term>;
  delete(termId: number): Promise<void>;
  /** TermBase to TBX: the glossary as TBX (XML) text; with `locale`, only that pair. */
  toTbx(options?: { locale?: string }): Promise<string>;
}

export function createTermsApi(context: ResourceContext): TermsApi {
  const terms = (segments: (string | number)[], options: Parameters<typeof buildUrl>[2] = {}): URL =>
    buildUrl(context.baseUrl, ['api', 'projects', context.projectToken(), 'terms', ...segments], options);
  const listUrl = (page?: number): URL =>
    buildUrl(context.baseUrl, ['api', 'projects', context.projectToken(), 'terms'], {
      suffix: '.json',
      query: { page },
    });

  const fetchPage = (url: URL): Promise<Page<Term>> =>
    context.caller.call({
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

  const readOne = (
    endpoint: 'showTerm' | 'createTerm' | 'updateTerm',
    method: 'GET' | 'POST' | 'PUT',
    url: URL,
    body?: unknown,
  ): Promise<Term> =>
    callForRecord(context, { endpoint, method, url, body, map: (wire: WireTerm) => fromTerm(wire) });

  return {
    list: () =>
      followPages(
        () => listUrl(),
        fetchPage,
        (url) =>
          new ProtocolError(
            'protocol',
            `List Terms linked back to a page already read (${url.searchParams.get('page') ?? '1'}); stopped to avoid a loop`,
            { endpoint: 'List Terms' },
          ),
      ),
    listPage: async (page) => fetchPage(listUrl(page)),
    show: async (termId) => readOne('showTerm', 'GET', terms([termId], { suffix: '.json' })),
    create: async (input) => {
      const body: Record<string, unknown> = { text: input.text };
      if (input.description !== undefined) body.description = input.description;
      if (input.translations !== undefined) body.translations = input.translations;
      return readOne('createTerm', 'POST', terms([]), body);
    },
    update: async (termId, input) => {
      const body: Record<string, string> = {};
      if (input.text !== undefined) body.text = input.text;
      if (input.description !== undefined) body.description = input.description;
      return readOne('updateTerm', 'PUT', terms([termId]), body);
    },
    delete: async (termId) =>
      context.caller.call({
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
        endpoint: 'termsToTbx',
        method: 'GET',
        url: terms(['to_tbx'], { query: { locale: options.locale } }),
        tokenKind: 'project',
        repeat: 'idempotent',
        read: async (response) => (await readBody(response, MAX_BODY_BYTES)).toString('utf8'),
      }),
  };
}
