import { XMLParser } from 'fast-xml-parser';
import { sameLocale } from '../project/locales.js';

/**
 * Glossary terms in translations: where the source uses a term that has an approved translation
 * for the locale, a translation that uses none of the approved texts is reported, as a warning
 * naming both. Read from TBX-Basic (ISO 30042), the glossary's export format: a translation is
 * approved when its administrative status is `preferredTerm-admn-sts`, which is how the service's
 * export marks `approved` (proposed terms are admitted, refused ones deprecated).
 */

export interface GlossaryTerm {
  /** The term in the source language. */
  readonly source: string;
  /** Approved translations by locale. */
  readonly approved: ReadonlyMap<string, readonly string[]>;
}

/** A glossary that cannot be read (not TBX, no term entries). */
class GlossaryFormatError extends Error {
  readonly code = 'glossary-format';
  constructor(problem: string, options?: { cause?: unknown }) {
    super(
      `The glossary is not a TBX file the check can read: ${problem}. Export it again from the service.`,
      options,
    );
    this.name = 'GlossaryFormatError';
  }
}

type XmlNode = Record<string, unknown>;
const APPROVED = 'preferredTerm-admn-sts';
const LISTS = new Set(['termEntry', 'langSet', 'tig', 'termNote']);

const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number'
    ? String(value)
    : typeof value === 'object' && value !== null
      ? textOf((value as XmlNode)['#text'])
      : '';

const nodes = (value: unknown): XmlNode[] => (Array.isArray(value) ? (value as XmlNode[]) : []);

/** The terms of a TBX document; the source language is the `martif` element's `xml:lang`. */
export function parseTbx(xml: string): GlossaryTerm[] {
  let document: XmlNode;
  try {
    document = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@_',
      textNodeName: '#text',
      parseTagValue: false,
      processEntities: true,
      isArray: (name) => LISTS.has(name),
    }).parse(xml) as XmlNode;
  } catch (error) {
    throw new GlossaryFormatError((error as Error).message, { cause: error });
  }
  const martif = document['martif'] as XmlNode | undefined;
  if (martif === undefined) throw new GlossaryFormatError('it has no martif element');
  const sourceLocale = textOf(martif['@_xml:lang']);
  const body = ((martif['text'] as XmlNode | undefined)?.['body'] as XmlNode | undefined) ?? {};
  return nodes(body['termEntry']).flatMap((entry): GlossaryTerm[] => {
    const langSets = nodes(entry['langSet']);
    const sourceSet =
      langSets.find((set) => sourceLocale !== '' && sameLocale(textOf(set['@_xml:lang']), sourceLocale)) ??
      langSets[0];
    const source = textOf(nodes(sourceSet?.['tig'])[0]?.['term']).trim();
    if (source === '') return [];
    const approved = new Map<string, string[]>();
    for (const set of langSets) {
      if (set === sourceSet) continue;
      const locale = textOf(set['@_xml:lang']);
      for (const tig of nodes(set['tig'])) {
        const status = nodes(tig['termNote']).find((note) => note['@_type'] === 'administrativeStatus');
        const text = textOf(tig['term']).trim();
        if (textOf(status).trim() === APPROVED && text !== '')
          approved.set(locale, [...(approved.get(locale) ?? []), text]);
      }
    }
    return approved.size === 0 ? [] : [{ source, approved }];
  });
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A term with an approved translation for one locale, ready to compare with many strings. */
export interface LocaleTerm {
  readonly source: string;
  readonly approved: readonly string[];
  readonly sourceLower: string;
  readonly approvedLower: readonly string[];
  /** The term as a whole word or phrase, in any case ("Dashboard" in "the dashboard's"). */
  readonly pattern: RegExp;
}

/** The terms that have an approved translation for `locale`; made once per target file. */
export function termsForLocale(terms: readonly GlossaryTerm[], locale: string): LocaleTerm[] {
  return terms.flatMap((term): LocaleTerm[] => {
    const approved = [...term.approved].find(([code]) => sameLocale(code, locale))?.[1];
    if (approved === undefined) return [];
    return [
      {
        source: term.source,
        approved,
        sourceLower: term.source.toLowerCase(),
        approvedLower: approved.map((text) => text.toLocaleLowerCase()),
        pattern: new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(term.source)}(?![\\p{L}\\p{N}_])`, 'iu'),
      },
    ];
  });
}

/** The glossary's problems with one translation, one phrase per term. */
export function glossaryProblems(options: {
  source: string;
  target: string;
  locale: string;
  terms: readonly LocaleTerm[];
}): string[] {
  const source = options.source.toLowerCase();
  const target = options.target.toLocaleLowerCase();
  return options.terms.flatMap((term) => {
    // The substring test first: most strings use none of the terms, and it is far cheaper.
    if (!source.includes(term.sourceLower) || !term.pattern.test(options.source)) return [];
    // A substring, in any case: inflected languages add endings to the approved text.
    if (term.approvedLower.some((text) => target.includes(text))) return [];
    const wanted = term.approved.map((text) => `"${text}"`).join(' or ');
    return [
      `does not use ${wanted}, the approved ${options.locale} translation of the glossary term "${term.source}"`,
    ];
  });
}
