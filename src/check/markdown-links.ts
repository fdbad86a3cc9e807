import { Lexer, marked, type Token } from 'marked';
import { decodeCharacterReferences } from './character-references.js';
import { without } from './segment-forms.js';

/**
 * Links and images in strings that an app renders as Markdown (GitHub-flavoured: `[text](url)`,
 * `![alt](url)`, `<https://…>`, reference links and bare `https://…` or `www.` links). A
 * translation that adds one, or points one elsewhere, sends the app's readers where its source
 * does not, or loads a remote image. Read with marked's lexer, which is how such apps render them.
 * Which strings an app renders as Markdown cannot be told from the file, so every string is read.
 */

// Lexing costs: only a text that could hold a link is lexed.
const MAYBE_LINK = /\[|:\/\/|www\.|<[a-z][a-z\d+.-]*:|@/i;

// What a browser runs or renders as a page when followed (WHATWG's "dangerous" schemes).
const SCRIPT_SCHEMES = /^(?:javascript|vbscript|data):/i;

/**
 * A URL as a browser reads it: character references decoded (`&#106;avascript:`), then tabs and
 * line breaks removed and the ends trimmed of controls and spaces, as the URL parser does.
 */
function browserUrl(value: string): string {
  const decoded = decodeCharacterReferences(value);
  // eslint-disable-next-line no-control-regex
  return decoded.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

/** Whether following `url` runs script or opens a page made of the URL itself. */
export function runsScript(url: string): boolean {
  return SCRIPT_SCHEMES.test(browserUrl(url));
}

/** The links and images of a text, each as `link URL` or `image URL`, in order. */
function linksOf(text: string): string[] {
  if (!MAYBE_LINK.test(text)) return [];
  const found: string[] = [];
  const tokens = new Lexer({ gfm: true }).lex(text);
  // Synchronous: the callback returns nothing, so neither does walkTokens' list of its results.
  void marked.walkTokens(tokens, (token: Token) => {
    if (token.type === 'link' || token.type === 'image')
      found.push(`${token.type} ${browserUrl(String(token.href))}`);
  });
  return found;
}

const shown = (link: string): string => {
  const [kind = '', ...url] = link.split(' ');
  const target = url.join(' ');
  return `the ${kind} ${target}${runsScript(target) ? ` (a ${target.split(':')[0]?.toLowerCase() ?? ''}: URL)` : ''}`;
};

/** What a translation does to its source's links and images, one phrase per problem. */
export function linkProblems(source: string, target: string): string[] {
  const expected = linksOf(source);
  const actual = linksOf(target);
  const lost = without(expected, actual);
  const added = without(actual, expected);
  const [from] = lost;
  const [to] = added;
  if (lost.length === 1 && added.length === 1 && from !== undefined && to !== undefined)
    return [`changes ${shown(from)} to ${shown(to)}`];
  return [
    ...(lost.length > 0 ? [`lacks ${lost.map(shown).join(', ')}`] : []),
    ...(added.length > 0 ? [`has ${added.map(shown).join(', ')} that the source does not`] : []),
  ];
}
