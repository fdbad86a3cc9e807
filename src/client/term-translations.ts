/** List, Create and Update Term Translation: the translations of one term in one locale. */
import type { CallOptions } from './call-options.js';
import type { ResourceContext } from './context.js';
import { fromTermTranslation } from './from-wire.js';
import type { TermTranslation, TermTranslationStatus } from './models.js';
import { mapShape, readArray } from './readers.js';
import { recordCalls } from './record-call.js';
import type { WireTermTranslation } from './types.js';
import { buildUrl } from './url.js';

export interface TermTranslationInput {
  text: string;
  description?: string;
  status?: TermTranslationStatus;
}

export interface TermTranslationsApi {
  /** List Term Translations: the translations of term `termId` in `locale`. Read-write project token. */
  list(termId: number, locale: string, options?: CallOptions): Promise<TermTranslation[]>;
  /**
   * Create Term Translation. Not sent again after an attempt that may have reached the service
   * (it would create two). Read-write project token.
   */
  create(
    termId: number,
    locale: string,
    input: TermTranslationInput,
    options?: CallOptions,
  ): Promise<TermTranslation>;
  /** Update Term Translation: only the fields given change (`status` alone is fine). Read-write project token. */
  update(
    termId: number,
    locale: string,
    termTranslationId: number,
    input: Partial<TermTranslationInput>,
    options?: CallOptions,
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

  const readOne = recordCalls<TermTranslation>(context, (wire: WireTermTranslation) =>
    fromTermTranslation(wire),
  );

  return {
    list: async (termId, locale, options = {}) =>
      context.caller.call({
        signal: options.signal,
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
    create: async (termId, locale, input, options = {}) =>
      readOne('createTermTranslation', 'POST', translations(termId, locale, []), options, toBody(input)),
    update: async (termId, locale, termTranslationId, input, options = {}) =>
      readOne(
        'updateTermTranslation',
        'PATCH',
        translations(termId, locale, [termTranslationId]),
        options,
        toBody(input),
      ),
  };
}
