/**
 * The format strings `msgfmt -c` checks (issue 56): C's printf (`c-format`) and Python's `%`
 * (`python-format`), read as gettext's format-c.c and format-python.c read them. A string is a map
 * from argument (a position, or a Python name) to its type; undefined when it is not a valid format.
 */

export type FormatArguments = Map<string, string>;

// %[n$][flags][width][.precision][length]conversion, as glibc's printf and gettext take it.
const C_DIRECTIVE =
  /%(?:(\d+)\$)?[-+ #0'I]*(\*(?:\d+\$)?|\d+)?(?:\.(\*(?:\d+\$)?|\d*))?(hh|h|ll|l|L|q|j|z|Z|t)?([diouxXeEfFgGaAcspnm%])?/y;

function cTypeOf(length: string, conversion: string): string {
  if ('di'.includes(conversion)) return `${length}int`;
  if ('ouxX'.includes(conversion)) return `${length}unsigned`;
  if ('eEfFgGaA'.includes(conversion)) return `${length === 'L' ? 'long ' : ''}double`;
  if (conversion === 'c') return length === 'l' ? 'wint' : 'char';
  if (conversion === 's') return length === 'l' ? 'wstring' : 'string';
  if (conversion === 'p') return 'pointer';
  return `${length}count`;
}

/** A C format string's arguments by position (1, 2, …); undefined when it is not a valid one. */
export function cFormatArguments(text: string): FormatArguments | undefined {
  const args: FormatArguments = new Map();
  let next = 1;
  let numbered: boolean | undefined;
  const take = (position: string | undefined, type: string): boolean => {
    const isNumbered = position !== undefined;
    // gettext refuses a string that mixes `%1$s` and `%s`.
    if (numbered !== undefined && numbered !== isNumbered) return false;
    numbered = isNumbered;
    const key = position ?? String(next++);
    const known = args.get(key);
    if (known !== undefined && known !== type) return false;
    args.set(key, type);
    return true;
  };
  for (let index = text.indexOf('%'); index !== -1; index = text.indexOf('%', index)) {
    C_DIRECTIVE.lastIndex = index;
    const match = C_DIRECTIVE.exec(text);
    const conversion = match?.[5];
    if (match === null || conversion === undefined) return undefined;
    index = C_DIRECTIVE.lastIndex;
    if (conversion === '%' || conversion === 'm') continue;
    for (const star of [match[2], match[3]])
      if (star?.startsWith('*') === true && !take(/\d+/.exec(star)?.[0], 'int')) return undefined;
    if (!take(match[1], cTypeOf(match[4] ?? '', conversion))) return undefined;
  }
  return args;
}

const PYTHON_DIRECTIVE = /%(?:\(([^)]*)\))?[-+ #0]*(\*|\d+)?(?:\.(\*|\d*))?[hlL]?([diouxXeEfFgGcrsa%])?/y;

function pythonTypeOf(conversion: string): string {
  if ('diouxX'.includes(conversion)) return 'int';
  if ('eEfFgG'.includes(conversion)) return 'float';
  if (conversion === 'c') return 'char';
  return 'any';
}

/** A Python `%` format's arguments, by name or by position; undefined when it is not valid. */
export function pythonFormatArguments(text: string): FormatArguments | undefined {
  const args: FormatArguments = new Map();
  let next = 1;
  let named: boolean | undefined;
  for (let index = text.indexOf('%'); index !== -1; index = text.indexOf('%', index)) {
    PYTHON_DIRECTIVE.lastIndex = index;
    const match = PYTHON_DIRECTIVE.exec(text);
    const conversion = match?.[4];
    if (match === null || conversion === undefined) return undefined;
    index = PYTHON_DIRECTIVE.lastIndex;
    if (conversion === '%') continue;
    const name = match[1];
    if (named !== undefined && named !== (name !== undefined)) return undefined;
    named = name !== undefined;
    // A `*` width takes an argument of its own, and only without names.
    for (const star of [match[2], match[3]])
      if (star === '*') {
        if (named) return undefined;
        args.set(String(next++), 'int');
      }
    const key = name === undefined ? String(next++) : `(${name})`;
    const type = pythonTypeOf(conversion);
    const known = args.get(key);
    if (known !== undefined && known !== type) return undefined;
    args.set(key, type);
  }
  return args;
}

/**
 * Why msgfmt -c refuses `translated` against `source`, or undefined. `strict`: every argument of
 * the source is in the translation (a plural form used for one number may leave it out).
 */
export function formatMismatch(
  source: FormatArguments,
  translated: FormatArguments,
  strict: boolean,
): string | undefined {
  for (const [argument, type] of translated) {
    const wanted = source.get(argument);
    if (wanted === undefined) return `the translation has argument ${argument}, which the source does not`;
    if (wanted !== type && !(strict ? false : wanted === 'any' || type === 'any'))
      return `argument ${argument} is ${type} in the translation and ${wanted} in the source`;
  }
  if (strict)
    for (const argument of source.keys())
      if (!translated.has(argument)) return `the translation lacks argument ${argument} of the source`;
  return undefined;
}
