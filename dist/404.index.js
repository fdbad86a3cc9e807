export const id = 404;
export const ids = [404];
export const modules = {

/***/ 3123:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J6: () => (/* binding */ termsForLocale),
/* harmony export */   On: () => (/* binding */ parseTbx),
/* harmony export */   h: () => (/* binding */ glossaryProblems)
/* harmony export */ });
/* harmony import */ var fast_xml_parser__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9658);
/* harmony import */ var _project_locales_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(910);


class GlossaryFormatError extends Error {
    code = 'glossary-format';
    constructor(problem, options) {
        super(`The glossary is not a TBX file the check can read: ${problem}. Export it again from the service.`, options);
        this.name = 'GlossaryFormatError';
    }
}
const APPROVED = 'preferredTerm-admn-sts';
const LISTS = new Set(['termEntry', 'langSet', 'tig', 'termNote']);
const textOf = (value) => typeof value === 'string' || typeof value === 'number'
    ? String(value)
    : typeof value === 'object' && value !== null
        ? textOf(value['#text'])
        : '';
const nodes = (value) => (Array.isArray(value) ? value : []);
function parseTbx(xml) {
    let document;
    try {
        document = new fast_xml_parser__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .A({
            ignoreAttributes: false,
            attributeNamePrefix: '@_',
            textNodeName: '#text',
            parseTagValue: false,
            processEntities: true,
            isArray: (name) => LISTS.has(name),
        }).parse(xml);
    }
    catch (error) {
        throw new GlossaryFormatError(error.message, { cause: error });
    }
    const martif = document['martif'];
    if (martif === undefined)
        throw new GlossaryFormatError('it has no martif element');
    const sourceLocale = textOf(martif['@_xml:lang']);
    const body = martif['text']?.['body'] ?? {};
    return nodes(body['termEntry']).flatMap((entry) => {
        const langSets = nodes(entry['langSet']);
        const sourceSet = langSets.find((set) => sourceLocale !== '' && (0,_project_locales_js__WEBPACK_IMPORTED_MODULE_0__/* .sameLocale */ .Jo)(textOf(set['@_xml:lang']), sourceLocale)) ??
            langSets[0];
        const source = textOf(nodes(sourceSet?.['tig'])[0]?.['term']).trim();
        if (source === '')
            return [];
        const approved = new Map();
        for (const set of langSets) {
            if (set === sourceSet)
                continue;
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
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function termsForLocale(terms, locale) {
    return terms.flatMap((term) => {
        const approved = [...term.approved].find(([code]) => (0,_project_locales_js__WEBPACK_IMPORTED_MODULE_0__/* .sameLocale */ .Jo)(code, locale))?.[1];
        if (approved === undefined)
            return [];
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
function glossaryProblems(options) {
    const source = options.source.toLowerCase();
    const target = options.target.toLocaleLowerCase();
    return options.terms.flatMap((term) => {
        if (!source.includes(term.sourceLower) || !term.pattern.test(options.source))
            return [];
        if (term.approvedLower.some((text) => target.includes(text)))
            return [];
        const wanted = term.approved.map((text) => `"${text}"`).join(' or ');
        return [
            `does not use ${wanted}, the approved ${options.locale} translation of the glossary term "${term.source}"`,
        ];
    });
}


/***/ }),

/***/ 3406:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ readGlossary)
/* harmony export */ });
/* harmony import */ var _glossary_check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3123);
/* harmony import */ var _workspace_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7044);


const MAX_GLOSSARY_BYTES = 32 * 1024 * 1024;
async function readGlossary(options) {
    const { glossaryFile, notes } = options;
    let where;
    let xml;
    try {
        const bytes = glossaryFile === undefined
            ? undefined
            : await (0,_workspace_file_js__WEBPACK_IMPORTED_MODULE_1__/* .readWorkspaceFile */ .s)(options.workspace, glossaryFile, (message) => notes.push(message));
        if (bytes !== undefined && glossaryFile !== undefined) {
            where = glossaryFile;
            if (bytes.length > MAX_GLOSSARY_BYTES) {
                notes.push(`${glossaryFile} is over 32 MiB, so glossary terms were not checked.`);
                return [];
            }
            xml = bytes.toString('utf8');
        }
        else if (options.service !== undefined) {
            where = "the service's glossary";
            xml = await options.service.terms.toTbx();
        }
        else {
            return [];
        }
    }
    catch (error) {
        notes.push(`The glossary could not be read, so glossary terms were not checked: ${error.message}`);
        return [];
    }
    try {
        const terms = (0,_glossary_check_js__WEBPACK_IMPORTED_MODULE_0__/* .parseTbx */ .On)(xml);
        options.logger.info(`Checking translations against ${terms.length} approved glossary terms from ${where}.`);
        return terms;
    }
    catch (error) {
        notes.push(`${where}: ${error.message}`);
        return [];
    }
}


/***/ }),

/***/ 417:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ keyLineFinder)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _formats_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9481);
/* harmony import */ var _formats_key_tree_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1620);



function forwardLineCounter(text) {
    let line = 1;
    let counted = 0;
    return (offset) => {
        const end = Math.min(offset, text.length);
        for (; counted < end; counted += 1)
            if (text.charCodeAt(counted) === 10)
                line += 1;
        return line;
    };
}
function yamlKeyLines(text) {
    const lines = new Map();
    const counter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter: counter, uniqueKeys: false });
    const walk = (node, prefix) => {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node)) {
            node.items.forEach((item, index) => {
                const path = `${prefix}[${index}]`;
                const start = item?.range?.[0];
                if (start !== undefined)
                    lines.set(path, counter.linePos(start).line);
                walk(item, path);
            });
            return;
        }
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node))
            return;
        for (const pair of node.items) {
            const name = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) ? String(pair.key.value) : String(pair.key);
            const path = (0,_formats_key_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .joinKey */ .ID)(prefix, name);
            const start = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) ? pair.key.range?.[0] : undefined;
            if (start !== undefined)
                lines.set(path, counter.linePos(start).line);
            walk(pair.value, path);
        }
    };
    const root = doc.contents;
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(root) && root.items.length === 1)
        walk(root.items[0]?.value, '');
    return lines;
}
function jsonKeyLines(text) {
    const lines = new Map();
    const lineAt = forwardLineCounter(text);
    let index = 0;
    const skipSpace = () => {
        while (index < text.length && /\s/.test(text[index] ?? ''))
            index += 1;
    };
    const readString = () => {
        const start = index;
        index += 1;
        while (index < text.length && text[index] !== '"')
            index += text[index] === '\\' ? 2 : 1;
        index += 1;
        return JSON.parse(text.slice(start, index));
    };
    const readValue = (path) => {
        skipSpace();
        const char = text[index];
        if (char === '{') {
            index += 1;
            skipSpace();
            while (index < text.length && text[index] !== '}') {
                const keyOffset = index;
                const name = readString();
                const child = (0,_formats_key_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .joinKey */ .ID)(path, name);
                lines.set(child, lineAt(keyOffset));
                skipSpace();
                index += 1;
                readValue(child);
                skipSpace();
                if (text[index] === ',')
                    index += 1;
                skipSpace();
            }
            index += 1;
        }
        else if (char === '[') {
            index += 1;
            let item = 0;
            skipSpace();
            while (index < text.length && text[index] !== ']') {
                const itemPath = `${path}[${item}]`;
                lines.set(itemPath, lineAt(index));
                readValue(itemPath);
                item += 1;
                skipSpace();
                if (text[index] === ',')
                    index += 1;
                skipSpace();
            }
            index += 1;
        }
        else if (char === '"') {
            readString();
        }
        else {
            while (index < text.length && !/[\s,}\]]/.test(text[index] ?? ''))
                index += 1;
        }
    };
    try {
        readValue('');
    }
    catch {
    }
    return lines;
}
function firstOf(lines) {
    const found = lines.filter((line) => line !== undefined);
    return found.length === 0 ? undefined : Math.min(...found);
}
function declaredOn(format, line) {
    switch (format) {
        case 'properties': {
            const match = /^\s*((?:\\.|[^\s:=\\])+)\s*[=:\s]/.exec(line);
            return match?.[1] === undefined ? [] : [match[1]];
        }
        case 'po': {
            const match = /^msgid\s+("(?:[^"\\]|\\.)*")\s*$/.exec(line);
            return match?.[1] === undefined ? [] : [match[1]];
        }
        case 'android-xml':
            return [...line.matchAll(/<(?:string|plurals|string-array)\b[^>]*?\bname="([^"]*)"/g)].map((match) => match[1] ?? '');
        case 'ios-strings': {
            const match = /^\s*("(?:[^"\\]|\\.)*")\s*=/.exec(line);
            return match?.[1] === undefined ? [] : [match[1]];
        }
        default:
            return [];
    }
}
function spellingOf(format, key) {
    switch (format) {
        case 'properties':
            return key.replace(/([ :=])/g, '\\$1');
        case 'po':
            return JSON.stringify(key.split('\u0004').at(-1) ?? key);
        case 'android-xml':
            return (0,_formats_key_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .splitKey */ ._$)(key)
                .filter((part) => typeof part === 'string')
                .join('.');
        default:
            return JSON.stringify(key);
    }
}
function declarationLines(format, text) {
    const lines = new Map();
    text.split(/\r?\n/).forEach((line, index) => {
        for (const spelling of declaredOn(format, line))
            if (!lines.has(spelling))
                lines.set(spelling, index + 1);
    });
    return lines;
}
function keyLineFinder(format, text) {
    if (format === 'yaml' || format === 'json') {
        const lines = format === 'yaml' ? yamlKeyLines(text) : jsonKeyLines(text);
        return (key, form) => (form === undefined ? undefined : (lines.get(`${key}.${form}`) ?? lines.get(`${key}_${form}`))) ??
            lines.get(key) ??
            firstOf(_formats_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PLURAL_FORMS */ .DG.map((plural) => lines.get(`${key}_${plural}`)));
    }
    const declared = declarationLines(format, text);
    return (key) => declared.get(spellingOf(format, key));
}


/***/ }),

/***/ 572:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ checkTargetFile),
/* harmony export */   n: () => (/* binding */ describeIssue)
/* harmony export */ });
/* harmony import */ var _formats_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9481);
/* harmony import */ var _formats_text_codec_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3170);
/* harmony import */ var _key_lines_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(417);
/* harmony import */ var _segment_forms_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5131);




function comparePlaceholders(key, source, target) {
    const mismatches = [];
    for (const [form, text] of (0,_segment_forms_js__WEBPACK_IMPORTED_MODULE_3__/* .formsOf */ .XP)(target)) {
        const sourceText = (0,_segment_forms_js__WEBPACK_IMPORTED_MODULE_3__/* .sourceFor */ .nm)(source, form);
        const expected = (0,_formats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .placeholdersOf */ .iJ)(sourceText);
        const actual = (0,_formats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .placeholdersOf */ .iJ)(text);
        const known = (0,_formats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .placeholdersAnywhere */ .ed)(sourceText);
        const hidden = [...(0,_formats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .placeholdersAnywhere */ .ed)(text)].filter((placeholder) => !known.has(placeholder) && !actual.includes(placeholder));
        const extra = [...(0,_segment_forms_js__WEBPACK_IMPORTED_MODULE_3__/* .without */ .FF)(actual, expected), ...hidden];
        const missing = form !== undefined && _segment_forms_js__WEBPACK_IMPORTED_MODULE_3__/* .FORMS_THAT_MAY_DROP */ ._V.has(form) ? [] : (0,_segment_forms_js__WEBPACK_IMPORTED_MODULE_3__/* .without */ .FF)(expected, actual);
        if (extra.length === 0 && missing.length === 0)
            continue;
        mismatches.push(form === undefined ? { key, missing, extra } : { key, form, missing, extra });
    }
    return mismatches;
}
function checkTargetFile(options) {
    const format = (0,_formats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .detectFormat */ .Tz)(options.path);
    if (format === undefined)
        return [];
    const target = options.segments ??
        (0,_formats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parseLocaleFile */ .UB)(format, options.bytes, { fileName: options.path, locale: options.locale });
    const sources = new Map(options.master.map((segment) => [segment.key, segment.text]));
    const mismatches = target.flatMap((segment) => {
        const source = sources.get(segment.key);
        return source === undefined ? [] : comparePlaceholders(segment.key, source, segment.text);
    });
    if (mismatches.length === 0)
        return [];
    const lineOf = (0,_key_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .keyLineFinder */ ._)(format, (0,_formats_text_codec_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeText */ .g7)(options.bytes, options.path, format).text);
    return mismatches.map((mismatch) => ({
        ...mismatch,
        file: options.path,
        locale: options.locale,
        line: lineOf(mismatch.key, mismatch.form),
    }));
}
function describeIssue(issue) {
    const where = issue.form === undefined ? `"${issue.key}"` : `"${issue.key}" (${issue.form})`;
    const parts = [
        issue.missing.length > 0 ? `lacks ${issue.missing.join(' ')}` : '',
        issue.extra.length > 0 ? `has ${issue.extra.join(' ')} that the source does not` : '',
    ].filter((part) => part !== '');
    return `The ${issue.locale} translation of ${where} ${parts.join(' and ')}.`;
}


/***/ }),

/***/ 5131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FF: () => (/* binding */ without),
/* harmony export */   XP: () => (/* binding */ formsOf),
/* harmony export */   _V: () => (/* binding */ FORMS_THAT_MAY_DROP),
/* harmony export */   nm: () => (/* binding */ sourceFor)
/* harmony export */ });
const FORMS_THAT_MAY_DROP = new Set(['zero', 'one', 'two']);
function formsOf(text) {
    if (typeof text === 'string')
        return [[undefined, text]];
    return Object.entries(text).map(([form, value]) => [form, value ?? '']);
}
function sourceFor(source, form) {
    if (typeof source === 'string')
        return source;
    return (form === undefined ? undefined : source[form]) ?? source.other ?? '';
}
function without(left, right) {
    const remaining = [...right];
    return left.filter((item) => {
        const at = remaining.indexOf(item);
        if (at === -1)
            return true;
        remaining.splice(at, 1);
        return false;
    });
}


/***/ }),

/***/ 1678:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  C: () => (/* binding */ checkTargetTranslations)
});

// EXTERNAL MODULE: ./src/formats/index.ts + 4 modules
var formats = __webpack_require__(9481);
// EXTERNAL MODULE: ./src/formats/text-codec.ts
var text_codec = __webpack_require__(3170);
// EXTERNAL MODULE: ./src/check/glossary-check.ts
var glossary_check = __webpack_require__(3123);
// EXTERNAL MODULE: ./node_modules/parse5/dist/index.js + 17 modules
var dist = __webpack_require__(3194);
;// CONCATENATED MODULE: ./src/check/character-references.ts

function decodeCharacterReferences(text) {
    if (!text.includes('&'))
        return text;
    let decoded = '';
    const ignore = () => undefined;
    const handler = {
        onComment: ignore,
        onDoctype: ignore,
        onEof: ignore,
        onStartTag: ignore,
        onEndTag: ignore,
        onNullCharacter: ignore,
        onCharacter: (token) => void (decoded += token.chars),
        onWhitespaceCharacter: (token) => void (decoded += token.chars),
    };
    new dist/* Tokenizer */._F({ sourceCodeLocationInfo: false }, handler).write(text.replace(/</g, '&lt;'), true);
    return decoded;
}

// EXTERNAL MODULE: ./src/check/segment-forms.ts
var segment_forms = __webpack_require__(5131);
;// CONCATENATED MODULE: ./src/check/hidden-text.ts


const BIDI_CONTROLS = {
    '\u061C': 'arabic letter mark',
    '\u200E': 'left-to-right mark',
    '\u200F': 'right-to-left mark',
    '\u202A': 'left-to-right embedding',
    '\u202B': 'right-to-left embedding',
    '\u202C': 'pop directional formatting',
    '\u202D': 'left-to-right override',
    '\u202E': 'right-to-left override',
    '\u2066': 'left-to-right isolate',
    '\u2067': 'right-to-left isolate',
    '\u2068': 'first strong isolate',
    '\u2069': 'pop directional isolate',
};
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Zs}\p{Zl}\p{Zp}]/gu;
const SHOWN_AS_IS = new Set([' ', '\t', '\n', '\r']);
const NAMES = {
    ...BIDI_CONTROLS,
    ' ': 'space',
    '\u00A0': 'no-break space',
    '\u00AD': 'soft hyphen',
    '\u034F': 'combining grapheme joiner',
    '\u200B': 'zero width space',
    '\u200C': 'zero width non-joiner',
    '\u200D': 'zero width joiner',
    '\u202F': 'narrow no-break space',
    '\u2060': 'word joiner',
    '\uFEFF': 'zero width no-break space',
};
function asShown(text) {
    return text
        .normalize('NFC')
        .replace(INVISIBLE, (char) => (/[\p{Zs}\p{Zl}\p{Zp}\t\n\r]/u.test(char) ? ' ' : ''));
}
function hiddenOf(text, withSpaces) {
    return (text.match(INVISIBLE) ?? []).filter((char) => withSpaces || !SHOWN_AS_IS.has(char));
}
function named(char) {
    const code = `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
    const name = NAMES[char];
    return name === undefined ? code : `${code} (${name})`;
}
function listed(chars) {
    const counts = new Map();
    for (const char of chars)
        counts.set(char, (counts.get(char) ?? 0) + 1);
    return [...counts]
        .map(([char, count]) => (count === 1 ? named(char) : `${count} × ${named(char)}`))
        .join(', ');
}
function bidiProblems(source, target) {
    const controlsOf = (text) => decodeCharacterReferences(text).match(BIDI) ?? [];
    const added = (0,segment_forms/* without */.FF)(controlsOf(target), controlsOf(source));
    if (added.length === 0)
        return [];
    return [
        `has the bidi control${added.length === 1 ? '' : 's'} ${listed(added)} that the source does not, which can make the text show other than it reads`,
    ];
}
function invisibleChangeProblems(previous, current) {
    if (previous === current)
        return [];
    if (asShown(previous) !== asShown(current))
        return [];
    const spaceKind = (chars) => chars.some((char) => /\p{Zs}/u.test(char));
    const withSpaces = spaceKind(hiddenOf(previous, false)) || spaceKind(hiddenOf(current, false));
    const before = hiddenOf(previous, withSpaces);
    const after = hiddenOf(current, withSpaces);
    const added = (0,segment_forms/* without */.FF)(after, before);
    const removed = (0,segment_forms/* without */.FF)(before, after);
    const change = [
        added.length > 0 ? `adds ${listed(added)}` : '',
        removed.length > 0 ? `removes ${listed(removed)}` : '',
    ]
        .filter((part) => part !== '')
        .join(' and ');
    const described = change ||
        (previous.normalize('NFC') === current.normalize('NFC')
            ? 'changes only how its characters are composed, its Unicode normalization'
            : 'moves invisible characters');
    return [
        `changes only invisible characters against the repository's text (${described}), a change no reviewer can see`,
    ];
}

// EXTERNAL MODULE: ./node_modules/@formatjs/icu-messageformat-parser/index.js + 1 modules
var icu_messageformat_parser = __webpack_require__(715);
// EXTERNAL MODULE: ./src/formats/plural-rules.ts
var plural_rules = __webpack_require__(9106);
// EXTERNAL MODULE: ./src/formats/types.ts
var types = __webpack_require__(7857);
;// CONCATENATED MODULE: ./src/formats/plural-categories.ts


const LARGEST_COUNT = 1000;
const selectedCache = new Map();
function rulesOf(locale, type) {
    try {
        return new Intl.PluralRules((0,plural_rules/* intlLocaleOf */.X3)(locale) || 'en', { type });
    }
    catch {
        return new Intl.PluralRules('en', { type });
    }
}
function categoriesByCount(locale, type) {
    const cacheKey = `${type}:${locale}`;
    const cached = selectedCache.get(cacheKey);
    if (cached !== undefined)
        return cached;
    const rules = rulesOf(locale, type);
    const selected = Array.from({ length: LARGEST_COUNT + 1 }, (_, count) => rules.select(count));
    selectedCache.set(cacheKey, selected);
    return selected;
}
function neededPluralCategories(locale, options = {}) {
    const byCount = categoriesByCount(locale, options.type ?? 'cardinal');
    const needed = new Set();
    byCount.forEach((category, count) => {
        if (options.exact?.has(count) !== true)
            needed.add(category);
    });
    return types/* PLURAL_FORMS */.DG.filter((form) => needed.has(form));
}

;// CONCATENATED MODULE: ./src/check/icu-check.ts


const OPTIONS = { ignoreTag: true, requiresOtherClause: false };
function kindOf(element) {
    switch (element.type) {
        case icu_messageformat_parser/* TYPE */.ZE.argument:
            return 'argument';
        case icu_messageformat_parser/* TYPE */.ZE.number:
            return 'number';
        case icu_messageformat_parser/* TYPE */.ZE.date:
            return 'date';
        case icu_messageformat_parser/* TYPE */.ZE.time:
            return 'time';
        case icu_messageformat_parser/* TYPE */.ZE.select:
            return 'select';
        case icu_messageformat_parser/* TYPE */.ZE.plural:
            return element.pluralType === 'ordinal' ? 'selectordinal' : 'plural';
        default:
            return undefined;
    }
}
function walk(elements, visit) {
    for (const element of elements) {
        visit(element);
        if (element.type === icu_messageformat_parser/* TYPE */.ZE.select || element.type === icu_messageformat_parser/* TYPE */.ZE.plural)
            for (const option of Object.values(element.options))
                walk(option.value, visit);
        else if (element.type === icu_messageformat_parser/* TYPE */.ZE.tag)
            walk(element.children, visit);
    }
}
function argumentsOf(elements) {
    const found = new Map();
    walk(elements, (element) => {
        const kind = kindOf(element);
        if (kind === undefined || !('value' in element))
            return;
        const kinds = found.get(element.value) ?? new Set();
        found.set(element.value, kinds.add(kind));
    });
    return found;
}
function icuMessageOf(source) {
    if (!source.includes('{') || source.includes('%{'))
        return undefined;
    try {
        const elements = (0,icu_messageformat_parser/* parse */.qg)(source, OPTIONS);
        return argumentsOf(elements).size > 0 ? elements : undefined;
    }
    catch {
        return undefined;
    }
}
const withoutOtherPlaceholders = (text) => text.replace(/%\{[^{}]*\}/g, '').replace(/\{\{[^{}]*\}\}/g, '');
function addedArgumentProblems(source, target) {
    if (!target.includes('{'))
        return [];
    const message = icuMessageOf(withoutOtherPlaceholders(target));
    if (message === undefined)
        return [];
    const known = argumentsOf(icuMessageOf(withoutOtherPlaceholders(source)) ?? []);
    const added = [...argumentsOf(message).keys()].filter((name) => !known.has(name));
    return added.length === 0
        ? []
        : [`has ${added.map((name) => `{${name}}`).join(' ')} that the source does not`];
}
function sameKind(left, right) {
    const plainOrFormatted = new Set(['argument', 'number', 'date', 'time']);
    if (left === right)
        return true;
    return ((left === 'argument' && plainOrFormatted.has(right)) ||
        (right === 'argument' && plainOrFormatted.has(left)));
}
function pluralProblems(element, locale) {
    const keyword = element.pluralType === 'ordinal' ? 'selectordinal' : 'plural';
    const categories = Object.keys(element.options);
    const exact = new Set(categories.filter((name) => /^=\d+$/.test(name)).map((name) => Number(name.slice(1))));
    const needed = neededPluralCategories(locale, { type: element.pluralType ?? 'cardinal', exact });
    const missing = needed.filter((category) => category !== 'other' && !categories.includes(category));
    const problems = [];
    if (!categories.includes('other'))
        problems.push(`has a ${keyword} {${element.value}} without an other branch`);
    if (missing.length > 0)
        problems.push(`has a ${keyword} {${element.value}} without ${missing.join(', ')}, which ${locale} needs`);
    return problems;
}
const readable = (error) => error instanceof Error ? error.message.toLowerCase().replaceAll('_', ' ') : String(error);
function icuProblems(options) {
    let target;
    try {
        target = (0,icu_messageformat_parser/* parse */.qg)(options.target, OPTIONS);
    }
    catch (error) {
        return [`does not parse as an ICU message (${readable(error)})`];
    }
    const expected = argumentsOf(options.source);
    const actual = argumentsOf(target);
    const problems = [];
    const dropped = [...expected.keys()].filter((name) => !actual.has(name));
    const added = [...actual.keys()].filter((name) => !expected.has(name));
    const lost = options.mayDropArguments ? [] : dropped;
    const changes = [
        lost.length > 0 ? `drops ${lost.map((name) => `{${name}}`).join(' ')}` : '',
        added.length > 0 ? `has ${added.map((name) => `{${name}}`).join(' ')} that the source does not` : '',
    ].filter((part) => part !== '');
    if (changes.length > 0)
        problems.push(changes.join(' and '));
    for (const [name, kinds] of expected) {
        for (const translated of actual.get(name) ?? []) {
            const source = [...kinds];
            if (!source.some((kind) => sameKind(kind, translated)))
                problems.push(`makes {${name}} a ${translated} where the source has a ${source.join(' or ')}`);
        }
    }
    walk(target, (element) => {
        if (element.type === icu_messageformat_parser/* TYPE */.ZE.plural)
            problems.push(...pluralProblems(element, options.locale));
    });
    return [...new Set(problems)];
}

// EXTERNAL MODULE: ./src/check/key-lines.ts
var key_lines = __webpack_require__(417);
// EXTERNAL MODULE: ./node_modules/marked/lib/marked.esm.js
var marked_esm = __webpack_require__(8022);
;// CONCATENATED MODULE: ./src/check/markdown-links.ts



const MAYBE_LINK = /\[|:\/\/|www\.|<[a-z][a-z\d+.-]*:|@/i;
const SCRIPT_SCHEMES = /^(?:javascript|vbscript|data):/i;
function browserUrl(value) {
    const decoded = decodeCharacterReferences(value);
    return decoded.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}
function runsScript(url) {
    return SCRIPT_SCHEMES.test(browserUrl(url));
}
function linksOf(text) {
    if (!MAYBE_LINK.test(text))
        return [];
    const found = [];
    const tokens = new marked_esm/* Lexer */.JG({ gfm: true }).lex(text);
    void marked_esm/* marked */.xI.walkTokens(tokens, (token) => {
        if (token.type === 'link' || token.type === 'image')
            found.push(`${token.type} ${browserUrl(String(token.href))}`);
    });
    return found;
}
const shown = (link) => {
    const [kind = '', ...url] = link.split(' ');
    const target = url.join(' ');
    return `the ${kind} ${target}${runsScript(target) ? ` (a ${target.split(':')[0]?.toLowerCase() ?? ''}: URL)` : ''}`;
};
function linkProblems(source, target) {
    const expected = linksOf(source);
    const actual = linksOf(target);
    const lost = (0,segment_forms/* without */.FF)(expected, actual);
    const added = (0,segment_forms/* without */.FF)(actual, expected);
    const [from] = lost;
    const [to] = added;
    if (lost.length === 1 && added.length === 1 && from !== undefined && to !== undefined)
        return [`changes ${shown(from)} to ${shown(to)}`];
    return [
        ...(lost.length > 0 ? [`lacks ${lost.map(shown).join(', ')}`] : []),
        ...(added.length > 0 ? [`has ${added.map(shown).join(', ')} that the source does not`] : []),
    ];
}

;// CONCATENATED MODULE: ./src/check/markup-check.ts



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
const TRANSLATED_ATTRIBUTES = new Set([
    'title',
    'alt',
    'placeholder',
    'label',
    'aria-label',
    'aria-description',
]);
const attributeText = (tag, name, value) => `<${tag} ${name}="${value}">`;
const RUBY_NAMED = /%<\w+>(?=[-+ 0#]*\d*(?:\.\d+)?[bBdiouxXeEfgGcps])/g;
function markupOf(text) {
    const elements = [];
    const attributes = [];
    const scripted = [];
    const nesting = [];
    const open = [];
    const ignore = () => undefined;
    const handler = {
        onComment: ignore,
        onDoctype: ignore,
        onEof: ignore,
        onCharacter: ignore,
        onNullCharacter: ignore,
        onWhitespaceCharacter: ignore,
        onStartTag(token) {
            elements.push(`<${token.tagName}>`);
            for (const attribute of token.attrs) {
                const shown = attributeText(token.tagName, attribute.name, attribute.value);
                const prose = TRANSLATED_ATTRIBUTES.has(attribute.name);
                if (attribute.name.startsWith('on') || (!prose && runsScript(attribute.value)))
                    scripted.push(shown);
                if (!prose)
                    attributes.push(shown);
            }
            if (!VOID.has(token.tagName) && !token.selfClosing)
                open.push(token.tagName);
        },
        onEndTag(token) {
            const name = token.tagName;
            if (VOID.has(name))
                return;
            const at = open.lastIndexOf(name);
            if (at === -1) {
                nesting.push(`closes </${name}> that is not open`);
                return;
            }
            if (at !== open.length - 1)
                nesting.push(`closes </${name}> before </${open.at(-1) ?? ''}>`);
            open.splice(at);
        },
    };
    new dist/* Tokenizer */._F({ sourceCodeLocationInfo: false }, handler).write(text.replace(RUBY_NAMED, '%'), true);
    nesting.push(...open.map((name) => `leaves <${name}> open`));
    return { elements, attributes, scripted, nesting };
}
const hasTag = (text) => /<\/?[A-Za-z]/.test(text.replace(RUBY_NAMED, '%'));
function tagProblems(source, target) {
    if (!hasTag(source) && !hasTag(target))
        return [];
    const expected = markupOf(source);
    const actual = markupOf(target);
    const problems = [];
    const lost = (0,segment_forms/* without */.FF)(expected.elements, actual.elements);
    const added = (0,segment_forms/* without */.FF)(actual.elements, expected.elements);
    if (lost.length > 0)
        problems.push(`lacks ${lost.join(' ')}`);
    if (added.length > 0)
        problems.push(`has ${added.join(' ')} that the source does not`);
    const explained = (attribute, elements) => elements.some((element) => attribute.startsWith(element.slice(0, -1)));
    const lostAttributes = (0,segment_forms/* without */.FF)(expected.attributes, actual.attributes).filter((attribute) => !explained(attribute, lost));
    const newScripts = new Set((0,segment_forms/* without */.FF)(actual.scripted, expected.scripted));
    const addedAttributes = [
        ...new Set([
            ...(0,segment_forms/* without */.FF)(actual.attributes, expected.attributes).filter((attribute) => !explained(attribute, added)),
            ...newScripts,
        ]),
    ];
    if (lostAttributes.length > 0 || addedAttributes.length > 0)
        problems.push([
            lostAttributes.length > 0 ? `changes ${lostAttributes.join(' ')}` : 'adds',
            addedAttributes.length > 0
                ? `${lostAttributes.length > 0 ? 'to ' : ''}${addedAttributes.join(' ')}`
                : '',
        ]
            .filter((part) => part !== '')
            .join(' '));
    problems.push(...(0,segment_forms/* without */.FF)(actual.nesting, expected.nesting));
    return problems;
}
function markupProblems(options) {
    return [...tagProblems(options.source, options.target), ...linkProblems(options.source, options.target)];
}

// EXTERNAL MODULE: ./src/formats/gettext-plurals.ts
var gettext_plurals = __webpack_require__(2921);
;// CONCATENATED MODULE: ./src/check/plural-check.ts



const SUFFIXED = new RegExp(`^(.+)[._](${formats/* PLURAL_FORMS */.DG.join('|')})$`);
function pluralsOf(segments) {
    const plurals = new Map();
    const add = (key, form, text) => {
        const forms = plurals.get(key) ?? new Set();
        if (text !== undefined && text !== '')
            forms.add(form);
        plurals.set(key, forms);
    };
    for (const segment of segments) {
        if (typeof segment.text !== 'string') {
            for (const form of formats/* PLURAL_FORMS */.DG)
                if (form in segment.text)
                    add(segment.key, form, segment.text[form]);
            continue;
        }
        const match = SUFFIXED.exec(segment.key);
        if (match !== null)
            add(match[1] ?? '', match[2], segment.text);
    }
    return plurals;
}
function pluralFormsHeaderOf(text) {
    const lines = text.split(/\r?\n/);
    const index = lines.findIndex((line) => line.includes('Plural-Forms:'));
    const match = /Plural-Forms:\s*([^"\\]*)/.exec(lines[index] ?? '');
    return match === null ? undefined : { header: (match[1] ?? '').trim(), line: index + 1 };
}
function pluralGaps(options) {
    const { format, locale } = options;
    let needed = neededPluralCategories(locale);
    const gaps = [];
    let slots;
    if (format === 'po') {
        const found = pluralFormsHeaderOf(options.text);
        slots = found === undefined ? undefined : (0,gettext_plurals/* slotsOfHeader */.IS)(found.header, locale);
        const lacking = needed.filter((form) => slots !== undefined && !slots.includes(form));
        if (found !== undefined && slots !== undefined && lacking.length > 0) {
            gaps.push({
                key: undefined,
                problem: `has Plural-Forms "${found.header}", with no msgstr for ${lacking.join(', ')}, which ${locale} needs`,
            });
            needed = needed.filter((form) => slots?.includes(form) === true);
        }
    }
    const masterPlurals = pluralsOf(options.master);
    const targetPlurals = pluralsOf(options.target);
    for (const [key, sourceForms] of masterPlurals) {
        const forms = targetPlurals.get(key);
        if (!sourceForms.has('other') || sourceForms.size < 2 || forms === undefined || forms.size === 0)
            continue;
        const missing = needed.filter((form) => !forms.has(form));
        if (missing.length === 0)
            continue;
        const named = slots === undefined
            ? missing.join(', ')
            : missing.map((form) => `${form} (msgstr[${slots?.indexOf(form)}])`).join(', ');
        gaps.push({
            key,
            problem: `lacks the plural form${missing.length === 1 ? '' : 's'} ${named}, which ${locale} needs`,
        });
    }
    return gaps;
}

;// CONCATENATED MODULE: ./src/check/translation-checks.ts









const icuCache = new WeakMap();
function icuOf(master, source) {
    const cache = icuCache.get(master) ?? new Map();
    icuCache.set(master, cache);
    if (!cache.has(source))
        cache.set(source, icuMessageOf(source));
    return cache.get(source);
}
function stringFindings(segment, source, options) {
    const { locale, glossary, previous } = options;
    const found = [];
    for (const [form, target] of (0,segment_forms/* formsOf */.XP)(segment.text)) {
        if (target === '')
            continue;
        const sourceText = (0,segment_forms/* sourceFor */.nm)(source, form);
        const add = (kind, problems) => {
            for (const problem of problems)
                found.push({ kind, key: segment.key, form, problem });
        };
        const icu = icuOf(options.master, sourceText);
        if (icu !== undefined)
            add('icu', icuProblems({
                source: icu,
                target,
                locale,
                mayDropArguments: form !== undefined && segment_forms/* FORMS_THAT_MAY_DROP */._V.has(form),
            }));
        else
            add('icu', addedArgumentProblems(sourceText, target));
        add('markup', markupProblems({ source: sourceText, target }));
        add('bidi', bidiProblems(sourceText, target));
        const before = previous === undefined ? undefined : formOf(previous, form);
        if (before !== undefined)
            add('invisible', invisibleChangeProblems(before, target));
        if (glossary.length > 0)
            add('glossary', (0,glossary_check/* glossaryProblems */.h)({ source: sourceText, target, locale, terms: glossary }));
    }
    return found;
}
function formOf(text, form) {
    if (typeof text === 'string')
        return form === undefined ? text : undefined;
    return form === undefined ? undefined : text[form];
}
function checkTargetTranslations(options) {
    const format = (0,formats/* detectFormat */.Tz)(options.path);
    if (format === undefined)
        return [];
    const target = options.segments ??
        (0,formats/* parseLocaleFile */.UB)(format, options.bytes, { fileName: options.path, locale: options.locale });
    const text = (0,text_codec/* decodeText */.g7)(options.bytes, options.path, format).text;
    const sources = new Map(options.master.map((segment) => [segment.key, segment.text]));
    const glossary = (0,glossary_check/* termsForLocale */.J6)(options.glossary, options.locale);
    const previous = new Map(options.previous?.map((segment) => [segment.key, segment.text]));
    const unplaced = target.flatMap((segment) => {
        const source = sources.get(segment.key);
        if (source === undefined)
            return [];
        return stringFindings(segment, source, { ...options, glossary, previous: previous.get(segment.key) });
    });
    for (const gap of pluralGaps({ format, master: options.master, target, locale: options.locale, text }))
        unplaced.push({ kind: 'plural', key: gap.key, form: undefined, problem: gap.problem });
    if (unplaced.length === 0)
        return [];
    const lineOf = (0,key_lines/* keyLineFinder */._)(format, text);
    const headerLine = text.split(/\r?\n/).findIndex((line) => line.includes('Plural-Forms:')) + 1;
    return unplaced.map(({ kind, key, form, problem }) => ({
        kind,
        file: options.path,
        locale: options.locale,
        key,
        ...(form === undefined ? {} : { form }),
        line: key === undefined ? headerLine || undefined : lineOf(key, form),
        problem,
    }));
}


/***/ }),

/***/ 7044:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ readWorkspaceFile)
/* harmony export */ });
/* harmony import */ var _project_safe_read_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8041);

async function readWorkspaceFile(workspace, file, refused) {
    try {
        return await (0,_project_safe_read_js__WEBPACK_IMPORTED_MODULE_0__/* .readInRepositoryLater */ .YD)(workspace, file, {
            maxBytes: _project_safe_read_js__WEBPACK_IMPORTED_MODULE_0__/* .LOCALE_FILE_MAX_BYTES */ .ni,
            links: 'never',
            label: 'The file',
        });
    }
    catch (error) {
        if (!(error instanceof _project_safe_read_js__WEBPACK_IMPORTED_MODULE_0__/* .SafeReadError */ .IA))
            throw error;
        refused?.(error.message);
        return undefined;
    }
}


/***/ }),

/***/ 7857:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DG: () => (/* binding */ PLURAL_FORMS),
/* harmony export */   aV: () => (/* binding */ isPluralKeySet),
/* harmony export */   zr: () => (/* binding */ isPluralForm)
/* harmony export */ });
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
function isPluralForm(value) {
    return PLURAL_FORMS.includes(value);
}
function isPluralKeySet(keys) {
    return keys.length > 0 && keys.includes('other') && keys.every(isPluralForm);
}


/***/ })

};
