/**
 * TermBase to TBX: the glossary as a TBX-Basic file (ISO 30042 `martif`). One `termEntry` per
 * term, one `langSet` per locale, one `tig` per term or translation; a translation's review
 * status becomes the TBX administrative status, so a refused term reads as deprecated.
 */
// fast-xml-parser's XMLBuilder is deprecated in favour of this package, from the same authors.
import XMLBuilder from 'fast-xml-builder';
import {
  HttpError,
  projectOf,
  type EmulatorRequest,
  type EmulatorResponse,
  type RouteDefinition,
} from '../router.js';
import type { Project, Term, TermTranslation, TermTranslationStatus } from '../state.js';

/** The media type registered for TBX by LISA (docs/decisions.md). */
const TBX_CONTENT_TYPE = 'application/x-tbx; charset=utf-8';

const ADMINISTRATIVE_STATUS: Record<TermTranslationStatus, string> = {
  approved: 'preferredTerm-admn-sts',
  proposed: 'admittedTerm-admn-sts',
  refused: 'deprecatedTerm-admn-sts',
};

type XmlNode = Record<string, unknown>;

function sourceLangSet(project: Project, term: Term): XmlNode {
  return {
    '@_xml:lang': project.sourceLocale,
    ...(term.description === '' ? {} : { descrip: { '@_type': 'definition', '#text': term.description } }),
    tig: { term: term.text },
  };
}

function translationTig(translation: TermTranslation): XmlNode {
  return {
    term: translation.text,
    termNote: { '@_type': 'administrativeStatus', '#text': ADMINISTRATIVE_STATUS[translation.status] },
    ...(translation.description === '' ? {} : { note: translation.description }),
  };
}

function termEntry(project: Project, term: Term, locales: readonly string[]): XmlNode {
  const langSets: XmlNode[] = [sourceLangSet(project, term)];
  for (const locale of locales) {
    const translations = term.translations.filter((translation) => translation.locale === locale);
    if (translations.length > 0)
      langSets.push({ '@_xml:lang': locale, tig: translations.map(translationTig) });
  }
  return { '@_id': `term-${term.id}`, langSet: langSets };
}

function buildTbx(project: Project, locales: readonly string[]): string {
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    textNodeName: '#text',
    format: true,
  });
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    martif: {
      '@_type': 'TBX-Basic',
      '@_xml:lang': project.sourceLocale,
      martifHeader: {
        fileDesc: { sourceDesc: { p: `Glossary of ${project.name}` } },
        encodingDesc: { p: { '@_type': 'XCSURI', '#text': 'TBXBasicXCSV02.xcs' } },
      },
      text: { body: { termEntry: project.terms.map((term) => termEntry(project, term, locales)) } },
    },
  });
}

function termsToTbx(request: EmulatorRequest): EmulatorResponse {
  const project = projectOf(request);
  const locale = request.query.get('locale');
  let locales = project.targetLocales;
  if (locale !== null && locale !== '') {
    if (locale !== project.sourceLocale && !project.targetLocales.includes(locale)) {
      throw new HttpError(404, `Locale not found: ${locale} is not a locale of this project`);
    }
    // The pair of the source locale and the one asked for.
    locales = project.targetLocales.filter((code) => code === locale);
  }
  const fileName = `${project.name.replace(/[^\w.-]+/g, '_') || 'glossary'}.tbx`;
  return {
    status: 200,
    body: buildTbx(project, locales),
    contentType: TBX_CONTENT_TYPE,
    headers: { 'Content-Disposition': `attachment; filename="${fileName}"` },
  };
}

export const termsToTbxRoute: RouteDefinition = {
  endpoint: 'termsToTbx',
  methods: ['GET'],
  pattern: '/api/projects/:project_token/terms/to_tbx',
  handle: termsToTbx,
};
