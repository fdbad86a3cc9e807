import {
  parse,
  TYPE,
  type MessageFormatElement,
  type PluralElement,
} from '@formatjs/icu-messageformat-parser';
import { neededPluralCategories } from '../formats/plural-categories.js';

/**
 * ICU MessageFormat, read with the parser of FormatJS (react-intl's own), so a translation is held
 * to what the runtime will do with it: it must parse, keep every argument of its source under the
 * same name and kind, and give each plural `other` and every category its locale needs.
 */

type ArgumentKind = 'argument' | 'number' | 'date' | 'time' | 'select' | 'plural' | 'selectordinal';

// Tags are the markup check's: with tags on, FormatJS refuses `<a href="…">`, which is valid HTML.
const OPTIONS = { ignoreTag: true, requiresOtherClause: false } as const;

function kindOf(element: MessageFormatElement): ArgumentKind | undefined {
  switch (element.type) {
    case TYPE.argument:
      return 'argument';
    case TYPE.number:
      return 'number';
    case TYPE.date:
      return 'date';
    case TYPE.time:
      return 'time';
    case TYPE.select:
      return 'select';
    case TYPE.plural:
      return element.pluralType === 'ordinal' ? 'selectordinal' : 'plural';
    default:
      return undefined;
  }
}

function walk(
  elements: readonly MessageFormatElement[],
  visit: (element: MessageFormatElement) => void,
): void {
  for (const element of elements) {
    visit(element);
    if (element.type === TYPE.select || element.type === TYPE.plural)
      for (const option of Object.values(element.options)) walk(option.value, visit);
    else if (element.type === TYPE.tag) walk(element.children, visit);
  }
}

/** Each argument's name and the kinds it is used as (a name may recur in several branches). */
function argumentsOf(elements: readonly MessageFormatElement[]): Map<string, Set<ArgumentKind>> {
  const found = new Map<string, Set<ArgumentKind>>();
  walk(elements, (element) => {
    const kind = kindOf(element);
    if (kind === undefined || !('value' in element)) return;
    const kinds = found.get(element.value) ?? new Set<ArgumentKind>();
    found.set(element.value, kinds.add(kind));
  });
  return found;
}

/**
 * The source's ICU elements when it is an ICU message: it parses and has an argument. Ruby
 * `%{name}` parses (a literal `%`, then `{name}`) but is not ICU; i18next `{{name}}` does not
 * parse. The placeholder check has both.
 */
export function icuMessageOf(source: string): MessageFormatElement[] | undefined {
  if (!source.includes('{') || source.includes('%{')) return undefined;
  try {
    const elements = parse(source, OPTIONS);
    return argumentsOf(elements).size > 0 ? elements : undefined;
  } catch {
    return undefined;
  }
}

// Ruby `%{name}` and i18next `{{name}}` are the placeholder check's: blanked, they do not read as ICU.
const withoutOtherPlaceholders = (text: string): string =>
  text.replace(/%\{[^{}]*\}/g, '').replace(/\{\{[^{}]*\}\}/g, '');

/**
 * The ICU arguments a translation adds to a source that is no ICU message: `{name}` in a
 * translation of "Hello" is a value the code never passes, which FormatJS refuses to format.
 */
export function addedArgumentProblems(source: string, target: string): string[] {
  if (!target.includes('{')) return [];
  const message = icuMessageOf(withoutOtherPlaceholders(target));
  if (message === undefined) return [];
  const known = argumentsOf(icuMessageOf(withoutOtherPlaceholders(source)) ?? []);
  const added = [...argumentsOf(message).keys()].filter((name) => !known.has(name));
  return added.length === 0
    ? []
    : [`has ${added.map((name) => `{${name}}`).join(' ')} that the source does not`];
}

// A plain `{n}` may become `{n, number}` in a translation: the same value, formatted for the locale.
function sameKind(left: ArgumentKind, right: ArgumentKind): boolean {
  const plainOrFormatted = new Set<ArgumentKind>(['argument', 'number', 'date', 'time']);
  if (left === right) return true;
  return (
    (left === 'argument' && plainOrFormatted.has(right)) ||
    (right === 'argument' && plainOrFormatted.has(left))
  );
}

function pluralProblems(element: PluralElement, locale: string): string[] {
  const keyword = element.pluralType === 'ordinal' ? 'selectordinal' : 'plural';
  const categories = Object.keys(element.options);
  const exact = new Set(
    categories.filter((name) => /^=\d+$/.test(name)).map((name) => Number(name.slice(1))),
  );
  const needed = neededPluralCategories(locale, { type: element.pluralType ?? 'cardinal', exact });
  const missing = needed.filter((category) => category !== 'other' && !categories.includes(category));
  const problems: string[] = [];
  if (!categories.includes('other'))
    problems.push(`has a ${keyword} {${element.value}} without an other branch`);
  if (missing.length > 0)
    problems.push(`has a ${keyword} {${element.value}} without ${missing.join(', ')}, which ${locale} needs`);
  return problems;
}

const readable = (error: unknown): string =>
  error instanceof Error ? error.message.toLowerCase().replaceAll('_', ' ') : String(error);

/**
 * What is wrong with `target` as a translation of the ICU message `source` in `locale`, one
 * phrase per problem. `mayDropArguments` for plural forms such as `one`, which may say "a file"
 * without the number.
 */
export function icuProblems(options: {
  source: readonly MessageFormatElement[];
  target: string;
  locale: string;
  mayDropArguments: boolean;
}): string[] {
  let target: MessageFormatElement[];
  try {
    target = parse(options.target, OPTIONS);
  } catch (error) {
    return [`does not parse as an ICU message (${readable(error)})`];
  }
  const expected = argumentsOf(options.source);
  const actual = argumentsOf(target);
  const problems: string[] = [];
  const dropped = [...expected.keys()].filter((name) => !actual.has(name));
  const added = [...actual.keys()].filter((name) => !expected.has(name));
  const lost = options.mayDropArguments ? [] : dropped;
  // A renamed argument is one finding: what went and what came in its place.
  const changes = [
    lost.length > 0 ? `drops ${lost.map((name) => `{${name}}`).join(' ')}` : '',
    added.length > 0 ? `has ${added.map((name) => `{${name}}`).join(' ')} that the source does not` : '',
  ].filter((part) => part !== '');
  if (changes.length > 0) problems.push(changes.join(' and '));
  for (const [name, kinds] of expected) {
    for (const translated of actual.get(name) ?? []) {
      const source = [...kinds];
      if (!source.some((kind) => sameKind(kind, translated)))
        problems.push(`makes {${name}} a ${translated} where the source has a ${source.join(' or ')}`);
    }
  }
  walk(target, (element) => {
    if (element.type === TYPE.plural) problems.push(...pluralProblems(element, options.locale));
  });
  // A message that repeats a plural in each branch of a select would say the same thing twice.
  return [...new Set(problems)];
}
