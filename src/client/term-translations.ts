/** List, Create and Update Term Translation: the translations of one term in one locale. */
import type { ResourceContext } from './context.js';
import { fromTermTranslation } from './from-wire.js';
import type { TermTranslation, TermTranslationStatus } from './models.js';
import { mapShape, readArray } from './readers.js';
import { callForRecord } from './record-call.js';
import type { WireTermTranslation } from './types.js';
import { buildUrl } from './url.js';

export interface TermTranslationInput {
  text: string;
  description?: string;
  status?: TermTranslationStatus;
}

export interface TermTranslationsApi {
  list(termId: number, locale: string): Promise<TermTranslation[]>;
  /** Create Term Translation. Not repeated after it may have reached the service. */
  create(termId: number, locale: string, input: TermTranslationInput): Promise<TermTranslation>;
  /** Update Term Translation: a body with only `status` is accepted. */
  update(
    termId: number,
    locale: string,
    termTranslationId: number,
    input: Partial<TermTranslationInput>,
  ): Promise<TermTranslation>;
}

function toBody(input: Partial<TermTranslationInput>): Record<string, string> {
  const body: Record<string, string> = {};
  if (input.text !== undefined) body.text = input.text;
  if (input.description !== undefined) body.description = input.description;
  if (input.status !== undefined) body.status = input.status;
  return body;
}

export function createTermTranslationsApi(context: ResourceContext): TermTranslationsApi {
  const translations = (termId: number, locale: string, rest: (string | number)[], suffix = ''): URL =>
    buildUrl(
      context.baseUrl,
      [
        'api',
        'projects',
        context.projectToken(),
        'terms',
        termId,
        'locales',
        locale,
        'translations',
        ...rest,
      ],
      { suffix },
    );

  const readOne = (
    endpoint: 'createTermTranslation' | 'updateTermTranslation',
    method: 'POST' | 'PATCH',
    url: URL,
    body: Record<string, string>,
  ): Promise<TermTranslation> =>
    callForRecord(context, {
      endpoint,
      method,
      url,
      body,
      map: (wire: WireTermTranslation) => fromTermTranslation(wire),
    });

  return {
    list: async (termId, locale) =>
      context.caller.call({
        endpoint: 'listTermTranslations',
        method: 'GET',
        url: translations(termId, locale, [], '.json'),
        tokenKind: 'project',
        repeat: 'idempotent',
        read: async (response, call) =>
          mapShape(response, call, await readArray(response, call), (list: WireTermTranslation[]) =>
            list.map(fromTermTranslation),
          ),
      }),
    create: async (termId, locale, input) =>
      readOne('createTermTranslation', 'POST', translations(termId, locale, []), toBody(input)),
    update: async (termId, locale, termTranslationId, input) =>
      readOne(
        'updateTermTranslation',
        'PATCH',
        translations(termId, locale, [termTranslationId]),
        toBody(input),
      ),
  };
}
