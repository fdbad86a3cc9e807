import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { decodeXmlEntities, escapeAndroid, escapeXml, unescapeAndroid } from './android-escapes.js';
import { FormatError } from './format-error.js';
import { escapeAndroidMarkup, isAaptMarkup, usedPrefixes, XLIFF_NAMESPACE } from './platform/android-aapt.js';
import { splitKey } from './key-tree.js';
import { formsToWrite, isWritable } from './plural-rules.js';
import { decodeText, encodeWithLayout, layoutOf } from './text-codec.js';
import {
  isPluralForm,
  type ParseOptions,
  type PluralForm,
  type Segment,
  type WriteOptions,
} from './types.js';

/** fast-xml-parser's ordered output: one key naming the tag (or #text, #comment) and ':@' attributes. */
type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

// Text of these elements comes back unparsed, so inline markup (<b>, <xliff:g>) stays text.
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  commentPropName: '#comment',
  stopNodes: ['resources.string', 'resources.plurals.item', 'resources.string-array.item'],
  processEntities: false,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
});

/** The first well-formedness problem of an XML text, or undefined when it is well formed. */
function xmlProblemOf(text: string): { msg: string; line: number } | undefined {
  // fast-xml-parser 5 marks its validator deprecated in favour of a separate package; it still
  // ships and works, and one more dependency for the same checks is not worth it.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  const result = XMLValidator.validate(text);
  return result === true ? undefined : result.err;
}

function tagOf(node: XmlNode): string {
  return Object.keys(node).find((name) => name !== ':@') ?? '';
}

function childrenOf(node: XmlNode): XmlNode[] {
  const children = node[tagOf(node)];
  return Array.isArray(children) ? (children as XmlNode[]) : [];
}

function rawTextOf(node: XmlNode): string {
  return childrenOf(node)
    .map((child) => (typeof child['#text'] === 'string' ? child['#text'] : ''))
    .join('');
}

/** Plain text is decoded and unescaped; text with markup stays raw XML (docs/decisions.md, formats). */
function textOf(raw: string): string {
  const cdataStart = '<![CDATA[';
  if (raw.startsWith(cdataStart) && raw.endsWith(']]>') && raw.indexOf(']]>') === raw.length - 3) {
    return unescapeAndroid(raw.slice(cdataStart.length, -3));
  }
  return raw.includes('<') ? raw : unescapeAndroid(decodeXmlEntities(raw));
}

function resourcesOf(document: XmlNode[]): XmlNode | undefined {
  return document.find((node) => tagOf(node) === 'resources');
}

export function parseAndroidXml(bytes: Uint8Array, options: ParseOptions): Segment[] {
  const fileName = options.fileName ?? '(android-xml file)';
  const { text } = decodeText(bytes, fileName, 'android-xml');
  const problem = xmlProblemOf(text);
  if (problem !== undefined) {
    throw new FormatError({
      fileName,
      format: 'android-xml',
      problem: problem.msg,
      line: problem.line,
      cause: problem,
    });
  }
  const resources = resourcesOf(parser.parse(text) as XmlNode[]);
  if (resources === undefined) {
    throw new FormatError({
      fileName,
      format: 'android-xml',
      problem: 'the root element must be <resources>',
    });
  }
  const segments: Segment[] = [];
  let comment: string | undefined;
  const push = (key: string, value: Segment['text']): void => {
    segments.push(comment === undefined ? { key, text: value } : { key, text: value, comment });
  };
  for (const node of childrenOf(resources)) {
    const tag = tagOf(node);
    if (tag === '#text') continue;
    if (tag === '#comment') {
      comment = rawTextOf(node).trim() || undefined;
      continue;
    }
    const attributes = node[':@'] ?? {};
    const name = decodeXmlEntities(attributes['name'] ?? '');
    // translatable="false" marks app names, URLs and the like that are never sent to translators.
    if (name !== '' && attributes['translatable'] !== 'false') {
      if (tag === 'string') push(name, textOf(rawTextOf(node)));
      else if (tag === 'plurals') {
        const plural: Partial<Record<PluralForm, string>> = {};
        for (const item of childrenOf(node)) {
          const quantity = item[':@']?.['quantity'] ?? '';
          if (tagOf(item) === 'item' && isPluralForm(quantity)) plural[quantity] = textOf(rawTextOf(item));
        }
        if (Object.keys(plural).length > 0) push(name, plural);
      } else if (tag === 'string-array') {
        const items = childrenOf(node).filter((item) => tagOf(item) === 'item');
        items.forEach((item, index) => {
          const value = textOf(rawTextOf(item));
          // An empty item is a hole left by a missing translation, not text.
          if (value !== '') push(`${name}[${index}]`, value);
        });
      }
    }
    comment = undefined;
  }
  return segments;
}

function isMarkup(text: string): boolean {
  return isAaptMarkup(text) && xmlProblemOf(`<r>${text}</r>`) === undefined;
}

/**
 * Element content for a text: markup that is well-formed XML stays markup, its apostrophes and
 * quote marks escaped as aapt2 needs them (issue 56); anything else is escaped whole.
 */
function contentOf(text: string): string {
  return isMarkup(text) ? escapeAndroidMarkup(text) : escapeAndroid(text);
}

/**
 * The template's <resources> attributes (xmlns:tools, xmlns:xliff), which markup in texts needs;
 * xliff's namespace is added when a text uses <xliff:g> and the template does not declare it.
 */
function rootAttributesOf(template: Uint8Array | undefined, segments: readonly Segment[]): string {
  let attributes: [string, string][] = [];
  if (template !== undefined) {
    try {
      const resources = resourcesOf(parser.parse(new TextDecoder().decode(template)) as XmlNode[]);
      attributes = Object.entries(resources?.[':@'] ?? {});
    } catch {
      attributes = [];
    }
  }
  const texts = segments.flatMap((segment) =>
    typeof segment.text === 'string' ? [segment.text] : Object.values(segment.text),
  );
  const usesXliff = texts.some((text) => isMarkup(text) && usedPrefixes(text).has('xliff'));
  if (usesXliff && !attributes.some(([name]) => name === 'xmlns:xliff'))
    attributes.push(['xmlns:xliff', XLIFF_NAMESPACE]);
  return attributes.map(([name, value]) => ` ${name}="${value}"`).join('');
}

export function writeAndroidXml(segments: readonly Segment[], options: WriteOptions): Uint8Array {
  // Arrays are placed where their first item appears and filled in as later items arrive.
  const lines: Array<string | { arrayName: string }> = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<resources${rootAttributesOf(options.template, segments)}>`,
  ];
  const arrays = new Map<string, string[]>();
  for (const segment of segments) {
    if (!isWritable(segment.text, options.locale, options.everyForm === true)) continue;
    if (segment.comment !== undefined) lines.push(`    <!-- ${segment.comment.replaceAll('--', '- -')} -->`);
    const parts = splitKey(segment.key);
    const index = parts.at(-1);
    if (typeof index === 'number' && typeof segment.text === 'string') {
      const name = parts.slice(0, -1).join('.');
      let items = arrays.get(name);
      if (items === undefined) {
        items = [];
        arrays.set(name, items);
        lines.push({ arrayName: name });
      }
      items[index] = segment.text;
    } else if (typeof segment.text === 'string') {
      lines.push(`    <string name="${escapeXml(segment.key)}">${contentOf(segment.text)}</string>`);
    } else {
      lines.push(`    <plurals name="${escapeXml(segment.key)}">`);
      for (const [form, text] of formsToWrite(segment.text, options.locale, options.everyForm === true)) {
        lines.push(`        <item quantity="${form}">${contentOf(text)}</item>`);
      }
      lines.push('    </plurals>');
    }
  }
  lines.push('</resources>');
  const expanded = lines.flatMap((line) => {
    if (typeof line === 'string') return [line];
    const name = line.arrayName;
    const items = Array.from(
      arrays.get(name) ?? [],
      (item) => `        <item>${contentOf(item ?? '')}</item>`,
    );
    return [`    <string-array name="${escapeXml(name)}">`, ...items, '    </string-array>'];
  });
  return encodeWithLayout(`${expanded.join('\n')}\n`, layoutOf(options.template));
}
