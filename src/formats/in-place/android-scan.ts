/**
 * The resource elements of an Android strings file with their offsets, from a scanner over the
 * shapes such a file has (declaration, comments, <resources>, <string>, <plurals>, <string-array>
 * and other resources skipped whole). The format's reader (fast-xml-parser) gives no offsets; a
 * general XML tokenizer would, but the edit needs only these shapes, and the reader has already
 * checked that the file is well-formed XML before anything here runs.
 */
import { decodeXmlEntities } from '../android-escapes.js';

/** Element text between offsets [start, end). */
interface AndroidContent {
  start: number;
  end: number;
  raw: string;
  /** For `<item/>`: the tag name, since text needs the element opened and closed. */
  selfClosing?: string;
}

interface AndroidItem {
  /** `<` of the start tag to after the end tag's `>`. */
  start: number;
  end: number;
  quantity: string | undefined;
  content: AndroidContent;
}

export interface AndroidResource {
  tag: string;
  /** The name attribute, decoded; '' when absent. */
  name: string;
  translatable: boolean;
  start: number;
  end: number;
  /** <string>'s text; for <plurals> and <string-array>, their items. */
  content?: AndroidContent;
  items: AndroidItem[];
}

export interface AndroidDocument {
  text: string;
  /** Where <resources>' start tag ends and its end tag starts. */
  bodyStart: number;
  bodyEnd: number;
  resources: AndroidResource[];
}

export class AndroidScanError extends Error {
  readonly code = 'ANDROID_SCAN';
}

interface StartTag {
  name: string;
  attributes: Map<string, string>;
  selfClosing: boolean;
  end: number;
}

const ATTRIBUTE = /\s*([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;

function startTagAt(text: string, at: number): StartTag {
  const name = /<([^\s/>]+)/y;
  name.lastIndex = at;
  const match = name.exec(text);
  if (match === null) throw new AndroidScanError(`no element name at offset ${at}`);
  const attributes = new Map<string, string>();
  let index = name.lastIndex;
  for (;;) {
    ATTRIBUTE.lastIndex = index;
    const attribute = ATTRIBUTE.exec(text);
    if (attribute === null) break;
    attributes.set(attribute[1] ?? '', attribute[2] ?? attribute[3] ?? '');
    index = ATTRIBUTE.lastIndex;
  }
  const close = /\s*(\/?)>/y;
  close.lastIndex = index;
  const end = close.exec(text);
  if (end === null) throw new AndroidScanError(`an unreadable start tag <${match[1] ?? ''}>`);
  return { name: match[1] ?? '', attributes, selfClosing: end[1] === '/', end: close.lastIndex };
}

/** Past a comment, CDATA section or processing instruction at `at`, or undefined when none is there. */
function pastMarkup(text: string, at: number): number | undefined {
  for (const [open, close] of [
    ['<!--', '-->'],
    ['<![CDATA[', ']]>'],
    ['<?', '?>'],
    ['<!', '>'],
  ] as const) {
    if (!text.startsWith(open, at)) continue;
    const end = text.indexOf(close, at + open.length);
    if (end === -1) throw new AndroidScanError(`an unclosed ${open}`);
    return end + close.length;
  }
  return undefined;
}

/** Where the end tag `</name>` of an element whose content starts at `from` begins (nesting counted). */
function closeOf(text: string, from: number, name: string): number {
  let depth = 0;
  let index = from;
  for (;;) {
    index = text.indexOf('<', index);
    if (index === -1) throw new AndroidScanError(`<${name}> is not closed`);
    const past = pastMarkup(text, index);
    if (past !== undefined) {
      index = past;
      continue;
    }
    if (text.startsWith(`</${name}`, index) && /[\s>]/.test(text[index + name.length + 2] ?? '')) {
      if (depth === 0) return index;
      depth -= 1;
    } else if (text[index + 1] !== '/') {
      const tag = startTagAt(text, index);
      if (tag.name === name && !tag.selfClosing) depth += 1;
      index = tag.end;
      continue;
    }
    index += 1;
  }
}

/** An element starting at `at`: its start tag, content range and end offset. */
function elementAt(text: string, at: number): { tag: StartTag; content: AndroidContent; end: number } {
  const tag = startTagAt(text, at);
  if (tag.selfClosing) {
    return { tag, content: { start: tag.end, end: tag.end, raw: '', selfClosing: tag.name }, end: tag.end };
  }
  const close = closeOf(text, tag.end, tag.name);
  const end = text.indexOf('>', close) + 1;
  return { tag, content: { start: tag.end, end: close, raw: text.slice(tag.end, close) }, end };
}

/** Children of an element body [from, to): each element's start offset, skipping space and comments. */
function childrenIn(text: string, from: number, to: number, visit: (at: number) => number): void {
  let index = from;
  while (index < to) {
    const char = text[index] ?? '';
    if (/\s/.test(char)) {
      index += 1;
      continue;
    }
    if (char !== '<') throw new AndroidScanError(`text outside an element at offset ${index}`);
    index = pastMarkup(text, index) ?? visit(index);
  }
}

export function scanAndroid(text: string): AndroidDocument {
  let index = 0;
  let root: StartTag | undefined;
  while (root === undefined) {
    index = text.indexOf('<', index);
    if (index === -1) throw new AndroidScanError('no <resources> element');
    const past = pastMarkup(text, index);
    if (past !== undefined) index = past;
    else root = startTagAt(text, index);
  }
  if (root.name !== 'resources' || root.selfClosing)
    throw new AndroidScanError('the root is not <resources>');
  const bodyStart = root.end;
  const bodyEnd = closeOf(text, bodyStart, 'resources');
  const resources: AndroidResource[] = [];
  childrenIn(text, bodyStart, bodyEnd, (at) => {
    const element = elementAt(text, at);
    const resource: AndroidResource = {
      tag: element.tag.name,
      name: decodeXmlEntities(element.tag.attributes.get('name') ?? ''),
      translatable: element.tag.attributes.get('translatable') !== 'false',
      start: at,
      end: element.end,
      items: [],
    };
    if (resource.tag === 'string') resource.content = element.content;
    if (resource.tag === 'plurals' || resource.tag === 'string-array') {
      childrenIn(text, element.content.start, element.content.end, (itemAt) => {
        const item = elementAt(text, itemAt);
        if (item.tag.name === 'item') {
          resource.items.push({
            start: itemAt,
            end: item.end,
            quantity: item.tag.attributes.get('quantity'),
            content: item.content,
          });
        }
        return item.end;
      });
    }
    resources.push(resource);
    return element.end;
  });
  return { text, bodyStart, bodyEnd, resources };
}
