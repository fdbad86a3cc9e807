import { Tokenizer, type Token, type TokenHandler } from 'parse5';
import { linkProblems, runsScript } from './markdown-links.js';
import { without } from './segment-forms.js';

/**
 * Markup in strings: a translation must keep the source's elements, close them in order and keep
 * the attribute values a translator has no business changing (`href`, `class`, `id`, …), or the
 * page breaks or links elsewhere; and it must add none, also to a source without markup, since an
 * app that renders the string as HTML (a Rails `_html` key, `dangerouslySetInnerHTML`, `v-html`)
 * runs what it adds (`<script>`, `<img onerror=…>`, `<a href="javascript:…">`). Read with parse5's
 * tokenizer, the WHATWG HTML tokenizer, so `a < b`, unquoted attributes, character references and
 * `<br/>` read as browsers read them; no tree is built, since a tree builder would silently
 * repair the misnesting we want to report. Markdown links and images: markdown-links.ts.
 */

// Elements that never have an end tag (WHATWG "void elements").
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

// Attributes whose values are prose for the reader, so a translation rewrites them.
const TRANSLATED_ATTRIBUTES = new Set([
  'title',
  'alt',
  'placeholder',
  'label',
  'aria-label',
  'aria-description',
]);

interface Markup {
  readonly elements: string[];
  readonly attributes: string[];
  /** Attributes that run script: event handlers, and URLs of the javascript:, vbscript: or data: scheme. */
  readonly scripted: string[];
  readonly nesting: string[];
}

const attributeText = (tag: string, name: string, value: string): string => `<${tag} ${name}="${value}">`;

// Ruby's `format` placeholder `%<count>d` is no element: Rails replaces it before any HTML is read.
const RUBY_NAMED = /%<\w+>(?=[-+ 0#]*\d*(?:\.\d+)?[bBdiouxXeEfgGcps])/g;

function markupOf(text: string): Markup {
  const elements: string[] = [];
  const attributes: string[] = [];
  const scripted: string[] = [];
  const nesting: string[] = [];
  const open: string[] = [];
  const ignore = (): void => undefined;
  const handler: TokenHandler = {
    onComment: ignore,
    onDoctype: ignore,
    onEof: ignore,
    onCharacter: ignore,
    onNullCharacter: ignore,
    onWhitespaceCharacter: ignore,
    onStartTag(token: Token.TagToken) {
      elements.push(`<${token.tagName}>`);
      for (const attribute of token.attrs) {
        const shown = attributeText(token.tagName, attribute.name, attribute.value);
        // A translated attribute is prose: an `alt` of "Data: …" is no data: URL.
        const prose = TRANSLATED_ATTRIBUTES.has(attribute.name);
        if (attribute.name.startsWith('on') || (!prose && runsScript(attribute.value))) scripted.push(shown);
        if (!prose) attributes.push(shown);
      }
      if (!VOID.has(token.tagName) && !token.selfClosing) open.push(token.tagName);
    },
    onEndTag(token: Token.TagToken) {
      const name = token.tagName;
      if (VOID.has(name)) return;
      const at = open.lastIndexOf(name);
      if (at === -1) {
        nesting.push(`closes </${name}> that is not open`);
        return;
      }
      if (at !== open.length - 1) nesting.push(`closes </${name}> before </${open.at(-1) ?? ''}>`);
      open.splice(at);
    },
  };
  new Tokenizer({ sourceCodeLocationInfo: false }, handler).write(text.replace(RUBY_NAMED, '%'), true);
  nesting.push(...open.map((name) => `leaves <${name}> open`));
  return { elements, attributes, scripted, nesting };
}

const hasTag = (text: string): boolean => /<\/?[A-Za-z]/.test(text.replace(RUBY_NAMED, '%'));

/** What is wrong with the HTML of `target` against `source`, one phrase per problem. */
function tagProblems(source: string, target: string): string[] {
  if (!hasTag(source) && !hasTag(target)) return [];
  const expected = markupOf(source);
  const actual = markupOf(target);
  const problems: string[] = [];
  const lost = without(expected.elements, actual.elements);
  const added = without(actual.elements, expected.elements);
  if (lost.length > 0) problems.push(`lacks ${lost.join(' ')}`);
  if (added.length > 0) problems.push(`has ${added.join(' ')} that the source does not`);
  // An element lost or added already explains its attributes, unless one of them runs script.
  const explained = (attribute: string, elements: readonly string[]): boolean =>
    elements.some((element) => attribute.startsWith(element.slice(0, -1)));
  const lostAttributes = without(expected.attributes, actual.attributes).filter(
    (attribute) => !explained(attribute, lost),
  );
  const newScripts = new Set(without(actual.scripted, expected.scripted));
  const addedAttributes = [
    ...new Set([
      ...without(actual.attributes, expected.attributes).filter((attribute) => !explained(attribute, added)),
      ...newScripts,
    ]),
  ];
  if (lostAttributes.length > 0 || addedAttributes.length > 0)
    problems.push(
      [
        lostAttributes.length > 0 ? `changes ${lostAttributes.join(' ')}` : 'adds',
        addedAttributes.length > 0
          ? `${lostAttributes.length > 0 ? 'to ' : ''}${addedAttributes.join(' ')}`
          : '',
      ]
        .filter((part) => part !== '')
        .join(' '),
    );
  problems.push(...without(actual.nesting, expected.nesting));
  return problems;
}

/**
 * What is wrong with the markup of `target` against `source`, one phrase per problem: its HTML,
 * and its Markdown links and images.
 */
export function markupProblems(options: { source: string; target: string }): string[] {
  return [...tagProblems(options.source, options.target), ...linkProblems(options.source, options.target)];
}
