import { marked } from 'marked';

/**
 * What GitHub would make of Markdown that must be inert (R44, R71), rendered as GitHub renders it
 * (GFM, through marked): every element outside the few a body is made of, an HTML comment, and
 * outside code a mention (`@team`), a reference (`#12`) or a link GitHub makes of bare text.
 * Empty when nothing in it renders as more than text.
 */

const ALLOWED_TAGS = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'code',
  'br',
  'ul',
  'li',
  'strong',
  'em',
  'blockquote',
  'sub',
  'details',
  'summary',
]);

export function markdownProblems(markdown: string): string[] {
  const html = marked.parse(markdown, { gfm: true, async: false });
  const problems: string[] = [];
  for (const [, tag = ''] of html.matchAll(/<\/?([A-Za-z][\w-]*)/g))
    if (!ALLOWED_TAGS.has(tag.toLowerCase())) problems.push(`<${tag}>`);
  // marked writes an apostrophe as `&#39;`, which GitHub shows as the apostrophe, no reference.
  const outsideCode = html
    .replace(/<code>[\s\S]*?<\/code>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#(?:\d+|x[\da-f]+);/gi, ' ');
  if (/<!--/.test(html)) problems.push('an HTML comment');
  for (const [match] of outsideCode.matchAll(/(?:^|[^\w])@[A-Za-z0-9]/g)) problems.push(`a mention ${match}`);
  for (const [match] of outsideCode.matchAll(/#\d/g)) problems.push(`a reference ${match}`);
  for (const [match] of outsideCode.matchAll(/https?:\/\/|www\./g)) problems.push(`a link ${match}`);
  return problems;
}
