/**
 * The problems an Android strings file meets in aapt2 (issue 56), per resource: what XML (expat)
 * refuses (a control character raw or as `&#11;`, an undefined entity, a prefix without its
 * namespace), what aapt2 refuses (an apostrophe no backslash escapes outside "…", several
 * non-positional substitutions), and what it compiles to something else than the text (a quote mark
 * in markup dropped, a surrogate's `\u` escape dropped, a text taken for a reference). One scan of
 * the file; each resource's text is walked once.
 */
import { decodeXmlEntities, unescapeAndroid } from '../android-escapes.js';
import { scanAndroid, type AndroidResource } from '../in-place/android-scan.js';
import { decodeText } from '../text-codec.js';
import type { PlatformProblem } from './problem.js';
import type { ParseOptions } from '../types.js';
import { parseAndroidXml } from '../android-xml-format.js';
import {
  declaredPrefixes,
  isAaptMarkup,
  isAaptReference,
  isXmlChar,
  passesFormatCheck,
  usedPrefixes,
} from './android-aapt.js';

const KNOWN_ENTITIES = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);
const CDATA_OPEN = '<![CDATA[';

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** Characters and references XML 1.0 refuses; undefined entities. */
function xmlProblems(raw: string): string[] {
  const found: string[] = [];
  for (let index = 0; index < raw.length; index += 1) {
    const code = raw.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff && /[\uDC00-\uDFFF]/.test(raw[index + 1] ?? '')) index += 1;
    else if (!isXmlChar(code)) found.push(`holds ${hex(code)} raw, which XML and so aapt2 refuse`);
  }
  for (const [, name = ''] of raw.matchAll(/&([^;\s&<]*);/g)) {
    if (name.startsWith('#')) {
      const code = Number(name[1] === 'x' ? `0x${name.slice(2)}` : name.slice(1));
      if (!isXmlChar(code)) found.push(`holds &${name}; (${hex(code)}), which XML and so aapt2 refuse`);
    } else if (!KNOWN_ENTITIES.has(name) && !raw.startsWith(CDATA_OPEN))
      found.push(`holds the entity &${name};, which aapt2 does not know`);
  }
  return found;
}

/** The text aapt2 applies its escapes to: tags and comments out, entities decoded, CDATA as is. */
function textStream(raw: string): string {
  let out = '';
  for (const part of raw.split(/(<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->|<[^>]*>)/)) {
    if (part.startsWith(CDATA_OPEN)) out += part.slice(CDATA_OPEN.length, -3);
    else if (!part.startsWith('<')) out += decodeXmlEntities(part);
  }
  return out;
}

/** Apostrophes aapt2 refuses, quote marks it drops in markup, surrogate escapes it drops. */
function escapeProblems(text: string, markup: boolean): string[] {
  const found = new Set<string>();
  const trimmed = text.trim();
  const wrapped = trimmed.startsWith('"') && trimmed.endsWith('"') && trimmed.length >= 2;
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\') {
      if (text[index + 1] === '\n' || text[index + 1] === '\r')
        found.add('holds a backslash before a line break, which aapt2 reads otherwise');
      else if (text[index + 1] === 'u' && !/^[0-9a-fA-F]{4}$/.test(text.slice(index + 2, index + 6)))
        found.add('holds \\u without four hex digits after it, which aapt2 refuses');
      else if (/^u[dD][89abAB]/.test(text.slice(index + 1, index + 4)))
        found.add(`holds ${text.slice(index, index + 6)}, a surrogate's escape, which aapt2 drops`);
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
      if (markup && !wrapped)
        found.add('holds a quote mark no backslash escapes: aapt2 drops it from markup');
    } else if (char === "'" && !quoted)
      found.add("holds an apostrophe no backslash escapes (write \\'), which aapt2 refuses");
  }
  if (quoted) found.add('opens a quote mark it does not close, which aapt2 reads otherwise');
  return [...found];
}

interface Content {
  readonly key: string;
  readonly raw: string;
  /** A <string> that aapt2 checks as a format string. */
  readonly formatted: boolean;
}

function contentsOf(text: string, resource: AndroidResource): Content[] {
  if (resource.tag === 'string' && resource.content !== undefined) {
    const tag = text.slice(resource.start, resource.content.start);
    const formatted = resource.translatable && !/\sformatted\s*=\s*["']false["']/.test(tag);
    return [{ key: resource.name, raw: resource.content.raw, formatted }];
  }
  return resource.items.map((item, index) => ({
    key: resource.tag === 'plurals' ? resource.name : `${resource.name}[${index}]`,
    raw: item.content.raw,
    formatted: false,
  }));
}

function contentProblems(content: Content, declared: ReadonlySet<string>): string[] {
  const { raw } = content;
  const cdata = raw.startsWith(CDATA_OPEN) && raw.endsWith(']]>') && raw.indexOf(']]>') === raw.length - 3;
  const markup = !cdata && isAaptMarkup(raw);
  const found = xmlProblems(raw);
  const bare = raw.replace(/<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->/g, '');
  if (/<!/.test(bare))
    found.push('holds a declaration (<!DOCTYPE …>) inside a resource, which aapt2 refuses');
  if (/<\?/.test(bare)) found.push('holds a processing instruction (<?…?>), which aapt2 drops from the text');
  if (/\]\]>/.test(bare)) found.push('holds ]]> outside a CDATA section, which XML and so aapt2 refuse');
  if (markup)
    for (const prefix of usedPrefixes(raw))
      if (!declared.has(prefix))
        found.push(`uses <${prefix}:…> and <resources> does not declare its namespace, which aapt2 refuses`);
  const text = cdata ? raw.slice(CDATA_OPEN.length, -3) : textStream(raw);
  found.push(...escapeProblems(text, markup));
  if (!markup && isAaptReference(text))
    found.push('aapt2 reads it as a reference to another resource, not as text');
  if (!markup && content.formatted && !passesFormatCheck(unescapeAndroid(text)))
    found.push(
      'has several substitutions, not all positional (%1$s), which aapt2 refuses unless formatted="false"',
    );
  return found;
}

export function androidProblems(bytes: Uint8Array, options: ParseOptions): PlatformProblem[] {
  const fileName = options.fileName ?? '(android-xml file)';
  let text: string;
  try {
    parseAndroidXml(bytes, options);
    text = decodeText(bytes, fileName, 'android-xml').text;
  } catch (error) {
    return [
      { problem: `the file does not parse: ${error instanceof Error ? error.message : String(error)}` },
    ];
  }
  let resources: AndroidResource[];
  try {
    resources = scanAndroid(text).resources;
  } catch (error) {
    return [
      {
        problem: `the file cannot be read as aapt2 reads it: ${error instanceof Error ? error.message : ''}`,
      },
    ];
  }
  const declared = declaredPrefixes(text);
  const problems: PlatformProblem[] = [];
  for (const resource of resources) {
    if (!['string', 'plurals', 'string-array'].includes(resource.tag)) continue;
    for (const content of contentsOf(text, resource))
      for (const problem of contentProblems(content, declared)) problems.push({ key: content.key, problem });
  }
  return problems;
}
