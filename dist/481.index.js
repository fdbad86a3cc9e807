export const id = 481;
export const ids = [481];
export const modules = {

/***/ 1790:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R2: () => (/* binding */ escapeAndroid),
/* harmony export */   WA: () => (/* binding */ unescapeAndroid),
/* harmony export */   X: () => (/* binding */ escapeXml),
/* harmony export */   w0: () => (/* binding */ isHex4),
/* harmony export */   zo: () => (/* binding */ decodeXmlEntities)
/* harmony export */ });
const NAMED_ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decodeXmlEntities(raw) {
    let out = '';
    for (let index = 0; index < raw.length; index += 1) {
        const char = raw[index] ?? '';
        const end = char === '&' ? raw.indexOf(';', index) : -1;
        if (end === -1) {
            out += char;
            continue;
        }
        const name = raw.slice(index + 1, end);
        let decoded = NAMED_ENTITIES[name];
        if (decoded === undefined && name.startsWith('#')) {
            const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
            if (Number.isInteger(code) && code >= 0 && code <= 0x10ffff)
                decoded = String.fromCodePoint(code);
        }
        if (decoded === undefined) {
            out += char;
            continue;
        }
        out += decoded;
        index = end;
    }
    return out;
}
function escapeXml(text) {
    return text
        .replaceAll('&', '&amp;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;')
        .replaceAll('"', '&quot;');
}
const SIMPLE_ESCAPES = {
    n: '\n',
    t: '\t',
    "'": "'",
    '"': '"',
    '\\': '\\',
    '@': '@',
    '?': '?',
};
function isHex4(text) {
    if (text.length !== 4)
        return false;
    for (const digit of text)
        if (!'0123456789abcdefABCDEF'.includes(digit))
            return false;
    return true;
}
function isSpace(char) {
    return char === ' ' || char === '\n' || char === '\t' || char === '\r';
}
function unescapeAndroid(text) {
    let out = '';
    let quoted = false;
    let pendingSpace = false;
    const append = (value) => {
        if (pendingSpace && out !== '')
            out += ' ';
        pendingSpace = false;
        out += value;
    };
    for (let index = 0; index < text.length; index += 1) {
        const char = text[index] ?? '';
        if (char === '\\') {
            const next = text[index + 1] ?? '';
            const hex = text.slice(index + 2, index + 6);
            if (next === 'u' && isHex4(hex)) {
                append(String.fromCharCode(Number.parseInt(hex, 16)));
                index += 5;
            }
            else {
                append(SIMPLE_ESCAPES[next] ?? next);
                index += 1;
            }
        }
        else if (char === '"') {
            quoted = !quoted;
        }
        else if (isSpace(char) && !quoted) {
            pendingSpace = true;
        }
        else {
            append(char);
        }
    }
    return out;
}
function isXmlText(text, index) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff)
        return /[\uDC00-\uDFFF]/.test(text[index + 1] ?? '');
    if (code >= 0xdc00 && code <= 0xdfff)
        return /[\uD800-\uDBFF]/.test(text[index - 1] ?? '');
    return code !== 0xfffe && code !== 0xffff;
}
function escapeAndroid(text) {
    let out = '';
    for (let index = 0; index < text.length; index += 1) {
        const char = text[index] ?? '';
        const code = char.charCodeAt(0);
        if (char === '\\')
            out += '\\\\';
        else if (char === "'")
            out += "\\'";
        else if (char === '"')
            out += '\\"';
        else if (char === '\n')
            out += '\\n';
        else if (char === '\t')
            out += '\\t';
        else if ((char === '@' || char === '?') && index === 0)
            out += `\\${char}`;
        else if (char === ' ' && (index === 0 || index === text.length - 1 || text[index - 1] === ' ')) {
            out += '\\u0020';
        }
        else if (code < 0x20 || !isXmlText(text, index))
            out += `\\u${code.toString(16).padStart(4, '0')}`;
        else if (char === '&')
            out += '&amp;';
        else if (char === '<')
            out += '&lt;';
        else if (char === '>')
            out += '&gt;';
        else
            out += char;
    }
    return out;
}


/***/ }),

/***/ 3055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ parseAndroidXml),
/* harmony export */   q: () => (/* binding */ writeAndroidXml)
/* harmony export */ });
/* harmony import */ var fast_xml_parser__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9658);
/* harmony import */ var fast_xml_parser__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5824);
/* harmony import */ var _android_escapes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1790);
/* harmony import */ var _format_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8330);
/* harmony import */ var _platform_android_aapt_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(500);
/* harmony import */ var _key_tree_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1620);
/* harmony import */ var _plural_rules_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9106);
/* harmony import */ var _text_codec_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3170);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7857);








const parser = new fast_xml_parser__WEBPACK_IMPORTED_MODULE_4__/* ["default"] */ .A({
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
function xmlProblemOf(text) {
    const result = fast_xml_parser__WEBPACK_IMPORTED_MODULE_5__/* .XMLValidator */ .iI.validate(text);
    return result === true ? undefined : result.err;
}
function tagOf(node) {
    return Object.keys(node).find((name) => name !== ':@') ?? '';
}
function childrenOf(node) {
    const children = node[tagOf(node)];
    return Array.isArray(children) ? children : [];
}
function rawTextOf(node) {
    return childrenOf(node)
        .map((child) => (typeof child['#text'] === 'string' ? child['#text'] : ''))
        .join('');
}
function textOf(raw) {
    const cdataStart = '<![CDATA[';
    if (raw.startsWith(cdataStart) && raw.endsWith(']]>') && raw.indexOf(']]>') === raw.length - 3) {
        return (0,_android_escapes_js__WEBPACK_IMPORTED_MODULE_0__/* .unescapeAndroid */ .WA)(raw.slice(cdataStart.length, -3));
    }
    return raw.includes('<') ? raw : (0,_android_escapes_js__WEBPACK_IMPORTED_MODULE_0__/* .unescapeAndroid */ .WA)((0,_android_escapes_js__WEBPACK_IMPORTED_MODULE_0__/* .decodeXmlEntities */ .zo)(raw));
}
function resourcesOf(document) {
    return document.find((node) => tagOf(node) === 'resources');
}
function parseAndroidXml(bytes, options) {
    const fileName = options.fileName ?? '(android-xml file)';
    const { text } = (0,_text_codec_js__WEBPACK_IMPORTED_MODULE_3__/* .decodeText */ .g7)(bytes, fileName, 'android-xml');
    const problem = xmlProblemOf(text);
    if (problem !== undefined) {
        throw new _format_error_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I({
            fileName,
            format: 'android-xml',
            problem: problem.msg,
            line: problem.line,
            cause: problem,
        });
    }
    const resources = resourcesOf(parser.parse(text));
    if (resources === undefined) {
        throw new _format_error_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I({
            fileName,
            format: 'android-xml',
            problem: 'the root element must be <resources>',
        });
    }
    const segments = [];
    let comment;
    const push = (key, value) => {
        segments.push(comment === undefined ? { key, text: value } : { key, text: value, comment });
    };
    for (const node of childrenOf(resources)) {
        const tag = tagOf(node);
        if (tag === '#text')
            continue;
        if (tag === '#comment') {
            comment = rawTextOf(node).trim() || undefined;
            continue;
        }
        const attributes = node[':@'] ?? {};
        const name = (0,_android_escapes_js__WEBPACK_IMPORTED_MODULE_0__/* .decodeXmlEntities */ .zo)(attributes['name'] ?? '');
        if (name !== '' && attributes['translatable'] !== 'false') {
            if (tag === 'string')
                push(name, textOf(rawTextOf(node)));
            else if (tag === 'plurals') {
                const plural = {};
                for (const item of childrenOf(node)) {
                    const quantity = item[':@']?.['quantity'] ?? '';
                    if (tagOf(item) === 'item' && (0,_types_js__WEBPACK_IMPORTED_MODULE_6__/* .isPluralForm */ .zr)(quantity))
                        plural[quantity] = textOf(rawTextOf(item));
                }
                if (Object.keys(plural).length > 0)
                    push(name, plural);
            }
            else if (tag === 'string-array') {
                const items = childrenOf(node).filter((item) => tagOf(item) === 'item');
                items.forEach((item, index) => {
                    const value = textOf(rawTextOf(item));
                    if (value !== '')
                        push(`${name}[${index}]`, value);
                });
            }
        }
        comment = undefined;
    }
    return segments;
}
function isMarkup(text) {
    return (0,_platform_android_aapt_js__WEBPACK_IMPORTED_MODULE_7__/* .isAaptMarkup */ .Jv)(text) && xmlProblemOf(`<r>${text}</r>`) === undefined;
}
function contentOf(text) {
    return isMarkup(text) ? (0,_platform_android_aapt_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeAndroidMarkup */ .zL)(text) : (0,_android_escapes_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeAndroid */ .R2)(text);
}
function rootAttributesOf(template, segments) {
    let attributes = [];
    if (template !== undefined) {
        try {
            const resources = resourcesOf(parser.parse(new TextDecoder().decode(template)));
            attributes = Object.entries(resources?.[':@'] ?? {});
        }
        catch {
            attributes = [];
        }
    }
    const texts = segments.flatMap((segment) => typeof segment.text === 'string' ? [segment.text] : Object.values(segment.text));
    const usesXliff = texts.some((text) => isMarkup(text) && (0,_platform_android_aapt_js__WEBPACK_IMPORTED_MODULE_7__/* .usedPrefixes */ .wB)(text).has('xliff'));
    if (usesXliff && !attributes.some(([name]) => name === 'xmlns:xliff'))
        attributes.push(['xmlns:xliff', _platform_android_aapt_js__WEBPACK_IMPORTED_MODULE_7__/* .XLIFF_NAMESPACE */ .Ip]);
    return attributes.map(([name, value]) => ` ${name}="${value}"`).join('');
}
function writeAndroidXml(segments, options) {
    const lines = [
        '<?xml version="1.0" encoding="utf-8"?>',
        `<resources${rootAttributesOf(options.template, segments)}>`,
    ];
    const arrays = new Map();
    for (const segment of segments) {
        if (!(0,_plural_rules_js__WEBPACK_IMPORTED_MODULE_8__/* .isWritable */ .nH)(segment.text, options.locale, options.everyForm === true))
            continue;
        if (segment.comment !== undefined)
            lines.push(`    <!-- ${segment.comment.replaceAll('--', '- -')} -->`);
        const parts = (0,_key_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .splitKey */ ._$)(segment.key);
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
        }
        else if (typeof segment.text === 'string') {
            lines.push(`    <string name="${(0,_android_escapes_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeXml */ .X)(segment.key)}">${contentOf(segment.text)}</string>`);
        }
        else {
            lines.push(`    <plurals name="${(0,_android_escapes_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeXml */ .X)(segment.key)}">`);
            for (const [form, text] of (0,_plural_rules_js__WEBPACK_IMPORTED_MODULE_8__/* .formsToWrite */ .CK)(segment.text, options.locale, options.everyForm === true)) {
                lines.push(`        <item quantity="${form}">${contentOf(text)}</item>`);
            }
            lines.push('    </plurals>');
        }
    }
    lines.push('</resources>');
    const expanded = lines.flatMap((line) => {
        if (typeof line === 'string')
            return [line];
        const name = line.arrayName;
        const items = Array.from(arrays.get(name) ?? [], (item) => `        <item>${contentOf(item ?? '')}</item>`);
        return [`    <string-array name="${(0,_android_escapes_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeXml */ .X)(name)}">`, ...items, '    </string-array>'];
    });
    return (0,_text_codec_js__WEBPACK_IMPORTED_MODULE_3__/* .encodeWithLayout */ .h0)(`${expanded.join('\n')}\n`, (0,_text_codec_js__WEBPACK_IMPORTED_MODULE_3__/* .layoutOf */ .aH)(options.template));
}


/***/ }),

/***/ 8330:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ FormatError),
/* harmony export */   Q: () => (/* binding */ firstLineOf)
/* harmony export */ });
class FormatError extends Error {
    code = 'format';
    fileName;
    format;
    line;
    constructor(details) {
        const where = details.line === undefined ? '' : ` at line ${details.line}`;
        super(`${details.fileName}: not a valid ${details.format} locale file${where}: ${details.problem}`, details.cause === undefined ? undefined : { cause: details.cause });
        this.name = 'FormatError';
        this.fileName = details.fileName;
        this.format = details.format;
        this.line = details.line;
    }
}
function firstLineOf(error) {
    const message = error instanceof Error ? error.message : String(error);
    const line = message.split('\n', 1)[0] ?? '';
    return line.trim() === '' ? 'unreadable content' : line.trim();
}


/***/ }),

/***/ 2921:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IS: () => (/* binding */ slotsOfHeader),
/* harmony export */   PM: () => (/* binding */ pluralFunction),
/* harmony export */   jA: () => (/* binding */ gettextPlurals)
/* harmony export */ });
/* harmony import */ var _plural_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9106);

const ONE_OTHER = 'nplurals=2; plural=(n != 1);';
const ONE_OTHER_ZERO_IS_ONE = 'nplurals=2; plural=(n > 1);';
const SINGLE = 'nplurals=1; plural=0;';
const SLAVIC_EAST = 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);';
const POLISH = 'nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);';
const CZECH = 'nplurals=3; plural=((n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2);';
const ARABIC = 'nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);';
const HEADERS = {
    ...Object.fromEntries(['ja', 'ko', 'zh', 'vi', 'th', 'id', 'ms', 'lo', 'my', 'km'].map((code) => [code, SINGLE])),
    ...Object.fromEntries(['fr', 'pt-BR', 'tr', 'fil', 'oc', 'ln', 'ti', 'wa', 'am', 'hy', 'fa'].map((code) => [
        code,
        ONE_OTHER_ZERO_IS_ONE,
    ])),
    ...Object.fromEntries(['ru', 'uk', 'be', 'sr', 'hr', 'bs'].map((code) => [code, SLAVIC_EAST])),
    pl: POLISH,
    cs: CZECH,
    sk: CZECH,
    ar: ARABIC,
};
function pluralFunction(header) {
    const match = /nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*([^;]+);?/.exec(header);
    if (match === null)
        return undefined;
    const nplurals = Number(match[1]);
    const expression = match[2] ?? '';
    if (!/^[n\d\s()?:|&=!<>%+\-*/]+$/.test(expression))
        return undefined;
    try {
        const compiled = new Function('n', `return +(${expression});`);
        compiled(1);
        return { nplurals, select: compiled };
    }
    catch {
        return undefined;
    }
}
const LATE_SAMPLES = [1e4, 1e5, 1e6, 1e7, 1e9, 0.5, 1.5, 2.5, 5.5, 10.5];
function slotsOfHeader(header, locale) {
    const parsed = pluralFunction(header);
    if (parsed === undefined || parsed.nplurals < 1 || parsed.nplurals > 6)
        return undefined;
    let rules;
    try {
        rules = new Intl.PluralRules((0,_plural_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .intlLocaleOf */ .X3)(locale));
    }
    catch {
        rules = new Intl.PluralRules('en');
    }
    const slots = Array.from({ length: parsed.nplurals }, () => undefined);
    const samples = function* () {
        for (let n = 0; n <= 1000; n++)
            yield n;
        yield* LATE_SAMPLES;
    };
    for (const n of samples()) {
        if (!slots.includes(undefined))
            break;
        const slot = parsed.select(n);
        if (slots[slot] === undefined && slot >= 0 && slot < slots.length)
            slots[slot] = rules.select(n);
    }
    if (slots.includes(undefined) || new Set(slots).size !== slots.length)
        return undefined;
    return slots;
}
function gettextPlurals(locale) {
    const tag = (0,_plural_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .intlLocaleOf */ .X3)(locale);
    const [language = tag] = tag.split('-');
    const region = tag.split('-').slice(1).join('-');
    const candidates = [
        HEADERS[`${language}-${region}`],
        HEADERS[language],
        (0,_plural_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .pluralFormsOf */ .dr)(locale).length === 1 ? SINGLE : undefined,
        ONE_OTHER,
        ONE_OTHER_ZERO_IS_ONE,
    ];
    for (const header of candidates) {
        if (header === undefined)
            continue;
        const slots = slotsOfHeader(header, locale);
        if (slots !== undefined && agreesWithCldr(header, locale))
            return { header, slots };
    }
    const slots = (0,_plural_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .pluralFormsOf */ .dr)(locale);
    return { header: `nplurals=${slots.length}; plural=0;`, slots };
}
function agreesWithCldr(header, locale) {
    const parsed = pluralFunction(header);
    const slots = slotsOfHeader(header, locale);
    if (parsed === undefined || slots === undefined)
        return false;
    const rules = new Intl.PluralRules((0,_plural_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .intlLocaleOf */ .X3)(locale) || 'en');
    for (let n = 0; n <= 200; n++)
        if (slots[parsed.select(n)] !== rules.select(n))
            return false;
    return true;
}


/***/ }),

/***/ 9481:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DG: () => (/* reexport */ types/* PLURAL_FORMS */.DG),
  Tz: () => (/* reexport */ detect/* detectFormat */.T),
  yq: () => (/* reexport */ diffSegments),
  UB: () => (/* binding */ parseLocaleFile),
  ed: () => (/* reexport */ placeholdersAnywhere),
  iJ: () => (/* reexport */ placeholdersOf)
});

// UNUSED EXPORTS: writeLocaleFile

// EXTERNAL MODULE: ./src/formats/android-xml-format.ts
var android_xml_format = __webpack_require__(3055);
// EXTERNAL MODULE: ./src/formats/ios-strings-format.ts
var ios_strings_format = __webpack_require__(7848);
// EXTERNAL MODULE: ./src/formats/json-format.ts
var json_format = __webpack_require__(5222);
// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: ./node_modules/gettext-parser/index.js + 6 modules
var gettext_parser = __webpack_require__(6231);
// EXTERNAL MODULE: ./src/formats/format-error.ts
var format_error = __webpack_require__(8330);
// EXTERNAL MODULE: ./src/formats/gettext-plurals.ts
var gettext_plurals = __webpack_require__(2921);
// EXTERNAL MODULE: ./src/formats/plural-rules.ts
var plural_rules = __webpack_require__(9106);
// EXTERNAL MODULE: ./src/formats/text-codec.ts
var text_codec = __webpack_require__(3170);
;// CONCATENATED MODULE: ./src/formats/po-format.ts






function poKeyOf(msgctxt, msgid) {
    return msgctxt ? `${msgctxt}\u0004${msgid}` : msgid;
}
function readPo(bytes, fileName) {
    try {
        const table = gettext_parser.po.parse(external_node_buffer_.Buffer.from(bytes), { validation: false });
        table.headers ??= {};
        return table;
    }
    catch (error) {
        const line = error.lineNumber;
        const details = { fileName, format: 'po', problem: (0,format_error/* firstLineOf */.Q)(error), cause: error };
        throw new format_error/* FormatError */.I(typeof line === 'number' ? { ...details, line } : details);
    }
}
function entriesOf(table) {
    return Object.values(table.translations).flatMap((byMsgid) => Object.values(byMsgid).filter((entry) => entry.msgid !== '' || entry.msgctxt));
}
function isFuzzy(entry) {
    return (entry.comments?.flag ?? '').split(',').some((flag) => flag.trim() === 'fuzzy');
}
function withoutFuzzy(comments) {
    if (comments?.flag === undefined)
        return comments;
    const flag = comments.flag
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '' && part !== 'fuzzy')
        .join(', ');
    const rest = { ...comments };
    delete rest.flag;
    return flag === '' ? rest : { ...rest, flag };
}
function slotsOf(table, locale) {
    const header = table.headers['Plural-Forms'];
    return (header === undefined ? undefined : (0,gettext_plurals/* slotsOfHeader */.IS)(header, locale)) ?? (0,gettext_plurals/* gettextPlurals */.jA)(locale).slots;
}
function commentOf(entry) {
    const comment = entry.comments?.extracted ?? entry.comments?.translator;
    return comment === undefined || comment === '' ? undefined : comment;
}
function parsePo(bytes, options) {
    const fileName = options.fileName ?? '(po file)';
    const table = readPo(bytes, fileName);
    const entries = entriesOf(table);
    const forms = slotsOf(table, options.locale ?? table.headers['Language'] ?? 'en');
    const isTemplate = fileName.endsWith('.pot') || entries.every((entry) => entry.msgstr.every((text) => text === ''));
    const segments = [];
    for (const entry of entries) {
        const key = poKeyOf(entry.msgctxt, entry.msgid);
        let text;
        if (!isTemplate && isFuzzy(entry))
            continue;
        if (isTemplate) {
            text = entry.msgid_plural === undefined ? entry.msgid : { one: entry.msgid, other: entry.msgid_plural };
        }
        else if (entry.msgid_plural === undefined) {
            text = entry.msgstr[0] || undefined;
        }
        else {
            const plural = {};
            entry.msgstr.forEach((value, index) => {
                const form = forms[index];
                if (form !== undefined && value !== '')
                    plural[form] = value;
            });
            text = Object.keys(plural).length > 0 ? plural : undefined;
        }
        if (text === undefined)
            continue;
        const comment = commentOf(entry);
        segments.push(comment === undefined ? { key, text } : { key, text, comment });
    }
    return segments;
}
function templateOf(template) {
    if (template === undefined)
        return undefined;
    try {
        return gettext_parser.po.parse(external_node_buffer_.Buffer.from(template), { validation: false });
    }
    catch {
        return undefined;
    }
}
function headersFor(template, locale, pluralForms) {
    const headers = { ...template?.headers };
    headers['Language'] = locale;
    headers['Content-Type'] = 'text/plain; charset=UTF-8';
    headers['Content-Transfer-Encoding'] = '8bit';
    headers['Plural-Forms'] = pluralForms;
    return headers;
}
function pluralsFor(options) {
    const own = options.pluralForms;
    const slots = own === undefined ? undefined : (0,gettext_plurals/* slotsOfHeader */.IS)(own, options.locale);
    return own === undefined || slots === undefined ? (0,gettext_plurals/* gettextPlurals */.jA)(options.locale) : { header: own, slots };
}
function ownPluralForms(bytes, locale) {
    let header;
    try {
        header = readPo(bytes, '(po file)').headers['Plural-Forms']?.trim();
    }
    catch {
        return undefined;
    }
    if (header === undefined || slotsOfHeader(header, locale) === undefined)
        return undefined;
    const usual = gettextPlurals(locale).header;
    const compact = (text) => text.replace(/\s+/g, '').replace(/;$/, '');
    return compact(header) === compact(usual) ? undefined : header;
}
function writePo(segments, options) {
    const template = templateOf(options.template);
    const templateEntries = new Map((template === undefined ? [] : entriesOf(template)).map((entry) => [
        poKeyOf(entry.msgctxt, entry.msgid),
        entry,
    ]));
    const plurals = pluralsFor(options);
    const forms = plurals.slots;
    const translations = {};
    const order = new Map();
    for (const segment of segments) {
        if (!(0,plural_rules/* isWritable */.nH)(segment.text, options.locale))
            continue;
        const separator = segment.key.indexOf('\u0004');
        const msgctxt = separator === -1 ? undefined : segment.key.slice(0, separator);
        const msgid = separator === -1 ? segment.key : segment.key.slice(separator + 1);
        const source = templateEntries.get(segment.key);
        const entry = { msgid, msgstr: [] };
        if (msgctxt !== undefined)
            entry.msgctxt = msgctxt;
        if (typeof segment.text === 'string')
            entry.msgstr = [segment.text];
        else {
            const plural = segment.text;
            entry.msgid_plural = source?.msgid_plural ?? msgid;
            entry.msgstr = forms.map((form) => plural[form] ?? '');
        }
        const comments = withoutFuzzy(source?.comments ?? (segment.comment === undefined ? undefined : { extracted: segment.comment }));
        if (comments !== undefined)
            entry.comments = comments;
        const context = (translations[msgctxt ?? ''] ??= {});
        context[msgid] = entry;
        order.set(entry, order.size);
    }
    const header = template?.translations['']?.[''];
    if (header !== undefined) {
        const comments = withoutFuzzy(header.comments);
        (translations[''] ??= {})[''] = comments === undefined ? { ...header } : { ...header, comments };
    }
    const compiled = gettext_parser.po.compile({ charset: 'utf-8', headers: headersFor(template, options.locale, plurals.header), translations }, { sort: (left, right) => (order.get(left) ?? 0) - (order.get(right) ?? 0) });
    return (0,text_codec/* encodeWithLayout */.h0)(new TextDecoder().decode(compiled), (0,text_codec/* layoutOf */.aH)(options.template));
}

// EXTERNAL MODULE: ./node_modules/dot-properties/lib/index.js
var lib = __webpack_require__(2483);
;// CONCATENATED MODULE: ./src/formats/properties-format.ts




function isHexDigit(char) {
    return (char !== undefined &&
        ((char >= '0' && char <= '9') || (char >= 'a' && char <= 'f') || (char >= 'A' && char <= 'F')));
}
function badUnicodeEscapeLine(source) {
    let line = 1;
    for (let index = 0; index < source.length; index += 1) {
        const char = source[index];
        if (char === '\n')
            line += 1;
        if (char !== '\\')
            continue;
        if (source[index + 1] === 'u') {
            const digits = [1, 2, 3, 4].map((offset) => source[index + 1 + offset]);
            if (!digits.every(isHexDigit))
                return line;
        }
        if (source[index + 1] === '\n')
            line += 1;
        index += 1;
    }
    return undefined;
}
function decodeProperties(bytes) {
    try {
        return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        return new TextDecoder('latin1').decode(bytes);
    }
}
function parseProperties(bytes, options) {
    const fileName = options.fileName ?? '(properties file)';
    const source = decodeProperties(bytes);
    const badLine = badUnicodeEscapeLine(source);
    if (badLine !== undefined) {
        throw new format_error/* FormatError */.I({
            fileName,
            format: 'properties',
            line: badLine,
            problem: 'malformed \\uXXXX escape',
        });
    }
    const segments = [];
    let comments = [];
    for (const node of (0,lib.parseLines)(source, true)) {
        if (node.type === 'COMMENT') {
            const comment = node.comment;
            const body = comment.slice(1);
            comments.push(body.startsWith(' ') ? body.slice(1) : body);
        }
        else if (node.type === 'PAIR') {
            const { key, value } = node;
            const comment = comments.join('\n').trim();
            segments.push(comment === '' ? { key, text: value } : { key, text: value, comment });
            comments = [];
        }
        else {
            comments = [];
        }
    }
    return segments;
}
function asciiOnly(line) {
    let out = '';
    for (const char of line) {
        const code = char.charCodeAt(0);
        if (char.length === 1 && code < 0x80)
            out += char;
        else
            for (let unit = 0; unit < char.length; unit += 1)
                out += `\\u${char.charCodeAt(unit).toString(16).padStart(4, '0')}`;
    }
    return out;
}
function writeProperties(segments, options) {
    const lines = [];
    for (const segment of segments) {
        if (typeof segment.text !== 'string' || !(0,plural_rules/* isWritable */.nH)(segment.text, options.locale))
            continue;
        if (segment.comment !== undefined) {
            if (lines.length > 0)
                lines.push('');
            for (const line of segment.comment.split('\n'))
                lines.push(`# ${line}`.trimEnd());
        }
        const pair = (0,lib.stringify)([[segment.key, segment.text]], { lineWidth: null, latin1: false });
        lines.push(asciiOnly(pair.endsWith('\n') ? pair.slice(0, -1) : pair));
    }
    const text = lines.length === 0 ? '' : `${lines.join('\n')}\n`;
    return (0,text_codec/* encodeWithLayout */.h0)(text, (0,text_codec/* layoutOf */.aH)(options.template));
}

// EXTERNAL MODULE: ./src/formats/yaml-format.ts
var yaml_format = __webpack_require__(8157);
// EXTERNAL MODULE: ./src/project/work-count.ts
var work_count = __webpack_require__(7458);
// EXTERNAL MODULE: ./src/formats/detect.ts
var detect = __webpack_require__(445);
// EXTERNAL MODULE: ./src/formats/types.ts
var types = __webpack_require__(7857);
;// CONCATENATED MODULE: ./src/formats/diff-segments.ts

function sameText(before, after) {
    if (typeof before === 'string' || typeof after === 'string')
        return before === after;
    return types/* PLURAL_FORMS */.DG.every((form) => before[form] === after[form]);
}
function byCodeUnit(left, right) {
    return left < right ? -1 : left > right ? 1 : 0;
}
function diffSegments(before, after) {
    const old = new Map(before.map((segment) => [segment.key, segment.text]));
    const current = new Map(after.map((segment) => [segment.key, segment.text]));
    const added = [];
    const changed = [];
    for (const [key, text] of current) {
        const previous = old.get(key);
        if (previous === undefined)
            added.push(key);
        else if (!sameText(previous, text))
            changed.push(key);
    }
    const removed = [...old.keys()].filter((key) => !current.has(key));
    return {
        added: added.sort(byCodeUnit),
        changed: changed.sort(byCodeUnit),
        removed: removed.sort(byCodeUnit),
    };
}

;// CONCATENATED MODULE: ./src/formats/placeholders.ts
const PRINTF_FLAGS = "-+0#'";
const PRINTF_LENGTHS = ['hh', 'll', 'h', 'l', 'q', 'L', 'z', 'j', 't'];
const PRINTF_CONVERSIONS = 'diouxXeEfFgGaAcsSpn@';
const JAVA_TIME_CONVERSIONS = 'HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc';
const RUBY_NAMED = /%<(\w+)>[-+ 0#]*\d*(?:\.\d+)?[bBdiouxXeEfgGcps]/y;
const PYTHON_NAMED = /%\((\w+)\)[-#0 +]*(?:\*|\d+)?(?:\.(?:\*|\d+))?[hlL]?[diouxXeEfFgGcrsa]/y;
const I18NEXT_NESTING = /\$t\(\s*([^,()\s]+)/y;
function isDigit(char) {
    return char !== undefined && char >= '0' && char <= '9';
}
function isArgumentName(name) {
    return name !== '' && /^[\p{L}\p{N}_.-]+$/u.test(name);
}
function closingBrace(text, open) {
    let depth = 0;
    for (let index = open; index < text.length; index += 1) {
        if (text[index] === '{')
            depth += 1;
        else if (text[index] === '}' && --depth === 0)
            return index;
    }
    return -1;
}
function starEnd(text, index) {
    if (text[index] !== '*')
        return index;
    let digits = index + 1;
    while (isDigit(text[digits]))
        digits += 1;
    return digits > index + 1 && text[digits] === '$' ? digits + 1 : index + 1;
}
function printfEnd(text, start) {
    let index = start + 1;
    let digits = index;
    while (isDigit(text[digits]))
        digits += 1;
    if (digits > index && text[digits] === '$')
        index = digits + 1;
    while (PRINTF_FLAGS.includes(text[index] ?? ' '))
        index += 1;
    index = starEnd(text, index);
    while (isDigit(text[index]))
        index += 1;
    if (text[index] === '.') {
        index = starEnd(text, index + 1);
        while (isDigit(text[index]))
            index += 1;
    }
    if (/[tT]/.test(text[index] ?? '') && JAVA_TIME_CONVERSIONS.includes(text[index + 1] ?? ' '))
        return index + 2;
    const length = PRINTF_LENGTHS.find((prefix) => text.startsWith(prefix, index));
    if (length !== undefined)
        index += length.length;
    const conversion = text[index];
    return conversion !== undefined && PRINTF_CONVERSIONS.includes(conversion) ? index + 1 : -1;
}
function stickyAt(pattern, text, index) {
    pattern.lastIndex = index;
    return pattern.exec(text) ?? undefined;
}
function scan(text, everywhere = false) {
    const found = [];
    let index = 0;
    while (index < text.length) {
        const char = text[index];
        const next = text[index + 1];
        const named = char === '%' ? (stickyAt(RUBY_NAMED, text, index) ?? stickyAt(PYTHON_NAMED, text, index)) : undefined;
        const nesting = char === '$' ? stickyAt(I18NEXT_NESTING, text, index) : undefined;
        if (named !== undefined) {
            found.push(named[0]);
            index += named[0].length;
        }
        else if (nesting !== undefined) {
            found.push(`$t(${nesting[1] ?? ''})`);
            index += nesting[0].length;
        }
        else if (everywhere && char === '{' && next !== '{') {
            index += 1;
        }
        else if (!everywhere && char === "'" && (next === '{' || next === '}')) {
            const end = text.indexOf("'", index + 1);
            index = end === -1 ? text.length : end + 1;
        }
        else if (char === '%' && next === '%') {
            index += 2;
        }
        else if (char === '%' && next === '{') {
            const close = text.indexOf('}', index);
            const name = close === -1 ? '' : text.slice(index + 2, close);
            if (isArgumentName(name))
                found.push(`%{${name}}`);
            index = isArgumentName(name) ? close + 1 : index + 1;
        }
        else if (char === '%') {
            const end = printfEnd(text, index);
            if (end !== -1)
                found.push(text.slice(index, end));
            index = end === -1 ? index + 1 : end;
        }
        else if (char === '{' && next === '{') {
            const close = text.indexOf('}}', index);
            const inner = close === -1 ? '' : (text.slice(index + 2, close).split(',', 1)[0] ?? '').trim();
            const unescaped = inner.startsWith('-');
            const name = unescaped ? inner.slice(1).trim() : inner;
            if (isArgumentName(name))
                found.push(unescaped ? `{{- ${name}}}` : `{{${name}}}`);
            index = isArgumentName(name) ? close + 2 : index + 1;
        }
        else if (char === '{') {
            const close = closingBrace(text, index);
            index = close === -1 ? index + 1 : close + 1;
        }
        else {
            index += 1;
        }
    }
    return found;
}
function placeholdersOf(text) {
    return scan(text).sort((left, right) => (left < right ? -1 : left > right ? 1 : 0));
}
function placeholdersAnywhere(text) {
    return new Set(scan(text, true));
}

;// CONCATENATED MODULE: ./src/formats/index.ts











const CODECS = {
    yaml: { parse: yaml_format/* parseYaml */.h, write: yaml_format/* writeYaml */.V },
    json: { parse: json_format/* parseJson */.qF, write: json_format/* writeJson */.GF },
    po: { parse: parsePo, write: writePo },
    properties: { parse: parseProperties, write: writeProperties },
    'android-xml': { parse: android_xml_format/* parseAndroidXml */.U, write: android_xml_format/* writeAndroidXml */.q },
    'ios-strings': { parse: ios_strings_format/* parseIosStrings */.fF, write: ios_strings_format/* writeIosStrings */.Dt },
};
function parseLocaleFile(format, bytes, options = {}) {
    work_count/* workCount */.J.countParse(options.fileName);
    return CODECS[format].parse(bytes, options);
}
function writeLocaleFile(format, segments, options) {
    return CODECS[format].write(segments, options);
}


/***/ }),

/***/ 7848:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dt: () => (/* binding */ writeIosStrings),
/* harmony export */   Gl: () => (/* binding */ needsUnicodeEscape),
/* harmony export */   QS: () => (/* binding */ StringsTokenizer),
/* harmony export */   fF: () => (/* binding */ parseIosStrings)
/* harmony export */ });
/* harmony import */ var _android_escapes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1790);
/* harmony import */ var _format_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8330);
/* harmony import */ var _plural_rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9106);
/* harmony import */ var _text_codec_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3170);




const ESCAPES = {
    n: '\n',
    t: '\t',
    r: '\r',
    '0': '\0',
    a: '\u0007',
    b: '\b',
    f: '\f',
    v: '\v',
};
function isUnquotedChar(char) {
    const code = char.charCodeAt(0);
    const isAlphanumeric = (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
    return isAlphanumeric || '_.$:/-'.includes(char);
}
class StringsTokenizer {
    source;
    fileName;
    position = 0;
    line = 1;
    comment;
    constructor(source, fileName) {
        this.source = source;
        this.fileName = fileName;
    }
    fail(problem) {
        throw new _format_error_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I({ fileName: this.fileName, format: 'ios-strings', problem, line: this.line });
    }
    peek(offset = 0) {
        return this.source[this.position + offset] ?? '';
    }
    advance() {
        const char = this.peek();
        this.position += 1;
        if (char === '\n')
            this.line += 1;
        return char;
    }
    atEnd() {
        return this.position >= this.source.length;
    }
    get offset() {
        return this.position;
    }
    skipTrivia() {
        while (!this.atEnd()) {
            const char = this.peek();
            if (char === ' ' || char === '\t' || char === '\n' || char === '\r')
                this.advance();
            else if (char === '/' && this.peek(1) === '*') {
                this.position += 2;
                let body = '';
                while (!(this.peek() === '*' && this.peek(1) === '/')) {
                    if (this.atEnd())
                        this.fail('a /* comment is never closed');
                    body += this.advance();
                }
                this.position += 2;
                this.comment = body.trim() === '' ? undefined : body.trim();
            }
            else if (char === '/' && this.peek(1) === '/') {
                let body = '';
                this.position += 2;
                while (!this.atEnd() && this.peek() !== '\n')
                    body += this.advance();
                this.comment = body.trim() === '' ? undefined : body.trim();
            }
            else
                return;
        }
    }
    expect(char, what) {
        this.skipTrivia();
        if (this.peek() !== char)
            this.fail(`expected "${char}" ${what}`);
        this.advance();
    }
    isAt(char) {
        this.skipTrivia();
        return this.peek() === char;
    }
    readString() {
        this.skipTrivia();
        if (this.peek() !== '"') {
            let word = '';
            while (!this.atEnd() && isUnquotedChar(this.peek()))
                word += this.advance();
            if (word === '')
                this.fail('expected a quoted string');
            return word;
        }
        this.advance();
        let text = '';
        for (;;) {
            if (this.atEnd())
                this.fail('a quoted string is never closed');
            const char = this.advance();
            if (char === '"')
                return text;
            if (char !== '\\') {
                text += char;
                continue;
            }
            const next = this.advance();
            if (next === 'U' || next === 'u') {
                const hex = this.source.slice(this.position, this.position + 4);
                if (!(0,_android_escapes_js__WEBPACK_IMPORTED_MODULE_0__/* .isHex4 */ .w0)(hex)) {
                    this.fail('a \\U escape needs four hex digits');
                }
                text += String.fromCharCode(Number.parseInt(hex, 16));
                this.position += 4;
            }
            else
                text += ESCAPES[next] ?? next;
        }
    }
}
function parseIosStrings(bytes, options) {
    const fileName = options.fileName ?? '(ios-strings file)';
    const { text } = (0,_text_codec_js__WEBPACK_IMPORTED_MODULE_2__/* .decodeText */ .g7)(bytes, fileName, 'ios-strings');
    const tokenizer = new StringsTokenizer(text, fileName);
    const segments = [];
    for (;;) {
        tokenizer.comment = undefined;
        tokenizer.skipTrivia();
        if (tokenizer.atEnd())
            return segments;
        const comment = tokenizer.comment;
        const key = tokenizer.readString();
        const value = tokenizer.isAt(';') ? key : (tokenizer.expect('=', 'after a key'), tokenizer.readString());
        tokenizer.expect(';', 'at the end of an entry');
        segments.push(comment === undefined ? { key, text: value } : { key, text: value, comment });
    }
}
function needsUnicodeEscape(char) {
    const code = char.charCodeAt(0);
    return char.length === 1 && (code < 0x20 || code === 0x7f || (code >= 0xd800 && code <= 0xdfff));
}
function quote(text) {
    let out = '"';
    for (const char of text) {
        if (char === '"')
            out += '\\"';
        else if (char === '\\')
            out += '\\\\';
        else if (char === '\n')
            out += '\\n';
        else if (char === '\t')
            out += '\\t';
        else if (char === '\r')
            out += '\\r';
        else if (needsUnicodeEscape(char))
            out += `\\U${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
        else
            out += char;
    }
    return `${out}"`;
}
function masterLayout(template) {
    if (template === undefined)
        return undefined;
    try {
        const text = (0,_text_codec_js__WEBPACK_IMPORTED_MODULE_2__/* .decodeText */ .g7)(template, '(template)', 'ios-strings').text.replaceAll('\r\n', '\n');
        const tokenizer = new StringsTokenizer(text, '(template)');
        const entries = [];
        for (;;) {
            const start = tokenizer.offset;
            tokenizer.skipTrivia();
            if (tokenizer.atEnd())
                return { entries, tail: text.slice(start) };
            const before = text.slice(start, tokenizer.offset);
            const key = tokenizer.readString();
            if (!tokenizer.isAt(';')) {
                tokenizer.expect('=', 'after a key');
                tokenizer.readString();
            }
            tokenizer.expect(';', 'at the end of an entry');
            entries.push({ key, before });
        }
    }
    catch {
        return undefined;
    }
}
function entryLine(segment) {
    return `${quote(segment.key)} = ${quote(segment.text)};`;
}
function writeInLayout(layout, texts) {
    let out = '';
    const written = new Set();
    for (const entry of layout.entries) {
        const segment = texts.get(entry.key);
        if (segment === undefined || written.has(entry.key)) {
            const lineStart = entry.before.lastIndexOf('\n');
            out += lineStart === -1 ? '' : entry.before.slice(0, lineStart);
            continue;
        }
        written.add(entry.key);
        out += entry.before + entryLine(segment);
    }
    const extra = [...texts.values()].filter((segment) => !written.has(segment.key));
    for (const segment of extra)
        out += `\n${entryLine(segment)}`;
    return out + (layout.tail === '' && out !== '' ? '\n' : layout.tail);
}
function writeIosStrings(segments, options) {
    const layout = masterLayout(options.template);
    if (layout !== undefined && layout.entries.length > 0) {
        const texts = new Map();
        for (const segment of segments) {
            const { text } = segment;
            if (typeof text === 'string' && (0,_plural_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .isWritable */ .nH)(text, options.locale))
                texts.set(segment.key, { ...segment, text });
        }
        return (0,_text_codec_js__WEBPACK_IMPORTED_MODULE_2__/* .encodeWithLayout */ .h0)(writeInLayout(layout, texts), (0,_text_codec_js__WEBPACK_IMPORTED_MODULE_2__/* .layoutOf */ .aH)(options.template));
    }
    const entries = [];
    for (const segment of segments) {
        if (typeof segment.text !== 'string' || !(0,_plural_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .isWritable */ .nH)(segment.text, options.locale))
            continue;
        const comment = segment.comment === undefined ? '' : `/* ${segment.comment.replaceAll('*/', '* /')} */\n`;
        entries.push(`${comment}${quote(segment.key)} = ${quote(segment.text)};\n`);
    }
    return (0,_text_codec_js__WEBPACK_IMPORTED_MODULE_2__/* .encodeWithLayout */ .h0)(entries.join('\n'), (0,_text_codec_js__WEBPACK_IMPORTED_MODULE_2__/* .layoutOf */ .aH)(options.template));
}


/***/ }),

/***/ 5222:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GF: () => (/* binding */ writeJson),
/* harmony export */   Gf: () => (/* binding */ countJsonKeys),
/* harmony export */   Tq: () => (/* binding */ parseJsonWithSettings),
/* harmony export */   qF: () => (/* binding */ parseJson)
/* harmony export */ });
/* harmony import */ var _format_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8330);
/* harmony import */ var _key_tree_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1620);
/* harmony import */ var _plural_rules_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9106);
/* harmony import */ var _text_codec_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3170);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7857);





function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function flatten(value, prefix, out, onSetting) {
    if (typeof value === 'string')
        out.push([prefix, value]);
    else if (Array.isArray(value))
        value.forEach((item, index) => flatten(item, `${prefix}[${index}]`, out, onSetting));
    else if (isRecord(value)) {
        for (const name of Object.keys(value))
            flatten(value[name], (0,_key_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .joinKey */ .ID)(prefix, name), out, onSetting);
    }
    else if (onSetting !== undefined && prefix !== '' && (value === null || typeof value !== 'object')) {
        onSetting(prefix, value);
    }
}
const PLURAL_INITIALS = new Set(['z', 'o', 't', 'f', 'm'].map((letter) => letter.charCodeAt(0)));
function pluralFormAfter(key, cut) {
    const length = key.length - cut - 1;
    if (cut < 0 || length < 3 || length > 5 || !PLURAL_INITIALS.has(key.charCodeAt(cut + 1)))
        return undefined;
    const suffix = key.slice(cut + 1);
    return (0,_types_js__WEBPACK_IMPORTED_MODULE_3__/* .isPluralForm */ .zr)(suffix) ? suffix : undefined;
}
function pluralSuffixOf(key) {
    const cut = key.lastIndexOf('_');
    const form = cut > 0 ? pluralFormAfter(key, cut) : undefined;
    return form === undefined ? undefined : [key.slice(0, cut), form];
}
function joinPlurals(entries) {
    const suffixes = entries.map(([key]) => pluralSuffixOf(key));
    if (suffixes.every((suffix) => suffix === undefined))
        return entries.map(([key, text]) => ({ key, text }));
    const keys = new Set(entries.map(([key]) => key));
    const plurals = new Map();
    const segments = [];
    for (const [index, [key, text]] of entries.entries()) {
        const suffix = suffixes[index];
        const isPlural = suffix !== undefined && keys.has(`${suffix[0]}_other`) && !keys.has(suffix[0]);
        if (!isPlural) {
            segments.push({ key, text });
            continue;
        }
        const [base, form] = suffix;
        const forms = plurals.get(base);
        if (forms === undefined) {
            const created = { [form]: text };
            plurals.set(base, created);
            segments.push({ key: base, text: created });
        }
        else {
            forms[form] = text;
        }
    }
    return segments;
}
function parseJson(bytes, options) {
    if (options.scalars !== true)
        return parseJsonWithSettings(bytes, options);
    const entries = [];
    const scalars = new Map();
    flatten(readJsonObject(bytes, options), '', entries, (key, value) => {
        if (value === null)
            return;
        entries.push([key, String(value)]);
        scalars.set(key, typeof value === 'boolean' ? 'boolean' : 'number');
    });
    return joinPlurals(entries).map((segment) => {
        const scalar = typeof segment.text === 'string' ? scalars.get(segment.key) : undefined;
        return scalar === undefined ? segment : { ...segment, scalar };
    });
}
function parseJsonWithSettings(bytes, options, onSetting) {
    const entries = [];
    flatten(readJsonObject(bytes, options), '', entries, onSetting);
    return joinPlurals(entries);
}
function readJsonObject(bytes, options) {
    const fileName = options.fileName ?? '(json file)';
    const { text } = (0,_text_codec_js__WEBPACK_IMPORTED_MODULE_2__/* .decodeText */ .g7)(bytes, fileName, 'json');
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        throw new _format_error_js__WEBPACK_IMPORTED_MODULE_0__/* .FormatError */ .I({ fileName, format: 'json', problem: (0,_format_error_js__WEBPACK_IMPORTED_MODULE_0__/* .firstLineOf */ .Q)(error), cause: error });
    }
    if (!isRecord(data)) {
        throw new _format_error_js__WEBPACK_IMPORTED_MODULE_0__/* .FormatError */ .I({ fileName, format: 'json', problem: 'the top level must be an object of keys' });
    }
    return data;
}
function countJsonKeys(bytes, options) {
    const data = readJsonObject(bytes, options);
    return countPlainKeys(data) ?? countKeysByName(data);
}
function countPlainKeys(data) {
    let count = 0;
    const walk = (value) => {
        if (Array.isArray(value))
            return value.every(walk);
        if (!isRecord(value)) {
            count += 1;
            return true;
        }
        return Object.keys(value).every((name) => name !== '' && !/[.[\]]/.test(name) && !mayBePluralName(name) && walk(value[name]));
    };
    return walk(data) ? count : undefined;
}
function mayBePluralName(name) {
    return pluralFormAfter(name, name.lastIndexOf('_')) !== undefined;
}
function countKeysByName(data) {
    const entries = [];
    const units = new Map();
    flatten(data, '', entries, (key) => units.set(key, 1));
    for (const segment of joinPlurals(entries))
        units.set(segment.key, typeof segment.text === 'string' ? 1 : Object.keys(segment.text).length);
    let count = 0;
    for (const value of units.values())
        count += value;
    return count;
}
function styleOf(template) {
    const style = { nested: false, indent: '  ', finalNewline: true };
    if (template === undefined)
        return style;
    const text = new TextDecoder().decode(template);
    try {
        const data = JSON.parse(text);
        style.nested =
            isRecord(data) && Object.values(data).some((value) => isRecord(value) || Array.isArray(value));
    }
    catch {
        return style;
    }
    const secondLine = text.split('\n', 2)[1] ?? '';
    const indent = secondLine.slice(0, secondLine.length - secondLine.trimStart().length);
    if (indent !== '')
        style.indent = indent;
    style.finalNewline = text.endsWith('\n');
    return style;
}
function serialize(node, indent, depth) {
    if (node === null || typeof node !== 'object')
        return JSON.stringify(node);
    const inner = indent.repeat(depth + 1);
    const outer = indent.repeat(depth);
    if (Array.isArray(node)) {
        if (node.length === 0)
            return '[]';
        return `[\n${node.map((item) => inner + serialize(item, indent, depth + 1)).join(',\n')}\n${outer}]`;
    }
    if (node.size === 0)
        return '{}';
    const lines = [...node].map(([key, value]) => `${inner}${JSON.stringify(key)}: ${serialize(value, indent, depth + 1)}`);
    return `{\n${lines.join(',\n')}\n${outer}}`;
}
function writeJson(segments, options) {
    const entries = [];
    for (const segment of segments) {
        if (!(0,_plural_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .isWritable */ .nH)(segment.text, options.locale, options.everyForm === true))
            continue;
        if (typeof segment.text === 'string')
            entries.push([segment.key, (0,_key_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .scalarOf */ .ol)(segment)]);
        else {
            for (const [form, text] of (0,_plural_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .formsToWrite */ .CK)(segment.text, options.locale, options.everyForm === true))
                entries.push([`${segment.key}_${form}`, text]);
        }
    }
    const style = styleOf(options.template);
    let tree = new Map(entries);
    if (style.nested) {
        try {
            tree = (0,_key_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .buildKeyTree */ .MY)(entries);
        }
        catch (error) {
            if (!(error instanceof _key_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .KeyConflictError */ .sT))
                throw error;
        }
    }
    const text = serialize(tree, style.indent, 0) + (style.finalNewline ? '\n' : '');
    return (0,_text_codec_js__WEBPACK_IMPORTED_MODULE_2__/* .encodeWithLayout */ .h0)(text, (0,_text_codec_js__WEBPACK_IMPORTED_MODULE_2__/* .layoutOf */ .aH)(options.template));
}


/***/ }),

/***/ 1620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ID: () => (/* binding */ joinKey),
/* harmony export */   MY: () => (/* binding */ buildKeyTree),
/* harmony export */   _$: () => (/* binding */ splitKey),
/* harmony export */   ol: () => (/* binding */ scalarOf),
/* harmony export */   sT: () => (/* binding */ KeyConflictError)
/* harmony export */ });
class KeyConflictError extends Error {
    key;
    code = 'key-conflict';
    constructor(key) {
        super(`the key "${key}" clashes with another key when nested`);
        this.key = key;
        this.name = 'KeyConflictError';
    }
}
function splitKey(key) {
    const parts = key.split('.');
    const last = parts.at(-1);
    if (typeof last !== 'string' || !last.endsWith(']'))
        return parts;
    const open = last.lastIndexOf('[');
    const digits = last.slice(open + 1, -1);
    if (open <= 0 || digits === '' || String(Number(digits)) !== digits)
        return parts;
    return [...parts.slice(0, -1), last.slice(0, open), Number(digits)];
}
function buildKeyTree(entries) {
    const root = new Map();
    for (const [key, value] of entries) {
        const parts = splitKey(key);
        const index = typeof parts.at(-1) === 'number' ? parts.pop() : undefined;
        const leafName = parts.pop();
        let level = root;
        for (const part of parts) {
            const existing = level.get(part);
            if (existing === undefined) {
                const child = new Map();
                level.set(part, child);
                level = child;
            }
            else if (existing instanceof Map) {
                level = existing;
            }
            else {
                throw new KeyConflictError(key);
            }
        }
        if (index === undefined) {
            if (level.has(leafName))
                throw new KeyConflictError(key);
            level.set(leafName, value);
            continue;
        }
        const existing = level.get(leafName) ?? [];
        if (!Array.isArray(existing) || existing[index] != null)
            throw new KeyConflictError(key);
        while (existing.length < index)
            existing.push(null);
        existing[index] = value;
        level.set(leafName, existing);
    }
    return root;
}
function scalarOf(segment) {
    const text = segment.text;
    if (segment.scalar === 'boolean' && (text === 'true' || text === 'false'))
        return text === 'true';
    if (segment.scalar === 'number' && text.trim() !== '' && Number.isFinite(Number(text)))
        return Number(text);
    return text;
}
function joinKey(prefix, name) {
    return prefix === '' ? name : `${prefix}.${name}`;
}


/***/ }),

/***/ 500:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ip: () => (/* binding */ XLIFF_NAMESPACE),
/* harmony export */   JV: () => (/* binding */ declaredPrefixes),
/* harmony export */   Jv: () => (/* binding */ isAaptMarkup),
/* harmony export */   _g: () => (/* binding */ isAaptReference),
/* harmony export */   s6: () => (/* binding */ isXmlChar),
/* harmony export */   wB: () => (/* binding */ usedPrefixes),
/* harmony export */   zF: () => (/* binding */ passesFormatCheck),
/* harmony export */   zL: () => (/* binding */ escapeAndroidMarkup)
/* harmony export */ });
const XLIFF_NAMESPACE = 'urn:oasis:names:tc:xliff:document:1.2';
function isXmlChar(code) {
    return (code === 0x09 ||
        code === 0x0a ||
        code === 0x0d ||
        (code >= 0x20 && code <= 0xd7ff) ||
        (code >= 0xe000 && code <= 0xfffd));
}
function declaredPrefixes(fileText) {
    const root = /<resources\b[^>]*>/.exec(fileText)?.[0] ?? '';
    return new Set([...root.matchAll(/\sxmlns:([\w.-]+)\s*=/g)].map((match) => match[1] ?? ''));
}
function usedPrefixes(value) {
    const own = new Set([...value.matchAll(/\sxmlns:([\w.-]+)\s*=/g)].map((match) => match[1] ?? ''));
    const used = [...value.matchAll(/<\/?([\w.-]+):[\w.-]+/g)].map((match) => match[1] ?? '');
    return new Set(used.filter((prefix) => !own.has(prefix)));
}
function markupEnd(text, at) {
    if (text.startsWith('<!--', at)) {
        const close = text.indexOf('-->', at + 4);
        return close === -1 ? -1 : close + 3;
    }
    if (text.startsWith('<![CDATA[', at)) {
        const close = text.indexOf(']]>', at);
        return close === -1 ? -1 : close + 3;
    }
    const close = text.indexOf('>', at);
    return close === -1 ? -1 : close + 1;
}
function isAaptMarkup(text) {
    const bare = text.replace(/<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->/g, '');
    return /<[A-Za-z]/.test(bare) && !/<!|<\?|\]\]>/.test(bare);
}
function escapeAndroidMarkup(value) {
    const trimmed = value.trim();
    const wrapped = trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"');
    let out = '';
    for (let index = 0; index < value.length; index += 1) {
        const char = value[index] ?? '';
        const code = char.charCodeAt(0);
        if (char === '<') {
            const end = markupEnd(value, index);
            if (end !== -1) {
                out += value.slice(index, end);
                index = end - 1;
                continue;
            }
        }
        if (char === '\\' &&
            value[index + 1] === 'u' &&
            !/^[0-9a-fA-F]{4}$/.test(value.slice(index + 2, index + 6)))
            out += '\\\\';
        else if (char === '\\') {
            out += value.slice(index, index + 2);
            index += 1;
        }
        else if ((char === "'" || char === '"') && !wrapped)
            out += `\\${char}`;
        else if (char === '&') {
            const reference = /^&#(x[0-9a-fA-F]+|[0-9]+);/.exec(value.slice(index, index + 12));
            const referred = reference === null ? undefined : Number(reference[1]?.replace(/^x/, '0x'));
            if (reference !== null && referred !== undefined && !isXmlChar(referred) && referred <= 0xffff) {
                out += `\\u${referred.toString(16).padStart(4, '0')}`;
                index += reference[0].length - 1;
            }
            else
                out += char;
        }
        else if (code < 0x20 && char !== '\n' && char !== '\t' && char !== '\r')
            out += `\\u${code.toString(16).padStart(4, '0')}`;
        else
            out += char;
    }
    return out;
}
function passesFormatCheck(text) {
    let count = 0;
    let nonPositional = false;
    for (let index = 0; index < text.length; index += 1) {
        if (text[index] !== '%' || index + 1 >= text.length)
            continue;
        index += 1;
        if (text[index] === '%' || text[index] === 'n')
            continue;
        count += 1;
        const digits = /^\d+/.exec(text.slice(index))?.[0].length ?? 0;
        if (digits > 0) {
            index += digits;
            if (index < text.length && text[index] !== '$')
                nonPositional = true;
        }
        else if (text[index] === '<') {
            nonPositional = true;
            index += text[index + 1] === '$' ? 2 : 1;
        }
        else
            nonPositional = true;
        while (index < text.length && /[-#+ ,(0-9]/.test(text[index] ?? ''))
            index += 1;
        if (/[DFKMWZkmwyz]/.test(text[index] ?? ''))
            return true;
    }
    return !(count > 1 && nonPositional);
}
function isAaptReference(raw) {
    const text = raw.trim();
    return /^@\*?\+?[^/]+\/./s.test(text) || /^@(?:null|empty)$/.test(text) || /^\?./s.test(text);
}


/***/ }),

/***/ 601:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ describePsych),
/* harmony export */   K: () => (/* binding */ psychPlain)
/* harmony export */ });
const TIME = /^-?\d{4}-\d{1,2}-\d{1,2}(?:[Tt]|\s+)\d{1,2}:\d\d:\d\d(?:\.\d*)?(?:\s*(?:Z|[-+]\d{1,2}:?(?:\d\d)?))?$/;
const DATE = /^\d{4}-(?:1[012]|0\d|\d)-(?:[12]\d|3[01]|0\d|\d)$/;
const FLOAT = /^[-+]?(?:[0-9][0-9_,]*)?\.[0-9]*(?:[eE][-+][0-9]+)?$/;
const INTEGER = /^(?:[-+]?0b[0-1_,]+|[-+]?0[0-7_,]+|[-+]?(?:0|[1-9](?:[0-9]|,[0-9]|_[0-9])*)|[-+]?0x[0-9a-fA-F_,]+)$/;
const SEXAGESIMAL_INT = /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9]){1,2}$/;
const SEXAGESIMAL_FLOAT = /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9]){1,2}\.[0-9_]*$/;
const WORDLIKE = /^[^\d.:-]?[\p{Alphabetic}_ \t\r\n\f\v!@#$%^&*(){}<>|/\\~;=]+/u;
function integerOf(text) {
    const digits = text.replace(/[,_]/g, '');
    const sign = digits.startsWith('-') ? -1 : 1;
    const bare = digits.replace(/^[-+]/, '');
    if (/^0b/.test(bare))
        return sign * Number.parseInt(bare.slice(2), 2);
    if (/^0x/.test(bare))
        return sign * Number.parseInt(bare.slice(2), 16);
    if (/^0[0-7]/.test(bare))
        return sign * Number.parseInt(bare.slice(1), 8);
    return sign * Number(bare);
}
function sexagesimalOf(text) {
    const parts = text.split(':');
    return parts.reduce((sum, part, index) => sum + Number.parseFloat(part.replace(/_/g, '')) * 60 ** Math.abs(index - 2), 0);
}
function psychPlain(text) {
    if (text === '')
        return { kind: 'null' };
    if (WORDLIKE.test(text) || text.includes('\n')) {
        if (text.length > 5 || /^[^ytonf~]/im.test(text))
            return { kind: 'string', value: text };
        if (text === '~' || /^null$/im.test(text))
            return { kind: 'null' };
        if (/^(?:yes|true|on)$/im.test(text))
            return { kind: 'boolean', value: true };
        if (/^(?:no|false|off)$/im.test(text))
            return { kind: 'boolean', value: false };
        return { kind: 'string', value: text };
    }
    if (TIME.test(text))
        return { kind: 'time' };
    if (DATE.test(text))
        return { kind: 'date' };
    if (/^\+?\.inf$/i.test(text))
        return { kind: 'float', value: Infinity };
    if (/^-\.inf$/i.test(text))
        return { kind: 'float', value: -Infinity };
    if (/^\.nan$/i.test(text))
        return { kind: 'float', value: Number.NaN };
    if (/^:./.test(text)) {
        const quoted = /^:(["'])(.*)\1/.exec(text);
        return { kind: 'symbol', value: quoted?.[2]?.replace(/^:/, '') ?? text.slice(1) };
    }
    if (SEXAGESIMAL_INT.test(text))
        return { kind: 'integer', value: sexagesimalOf(text) };
    if (SEXAGESIMAL_FLOAT.test(text))
        return { kind: 'float', value: sexagesimalOf(text) };
    if (FLOAT.test(text)) {
        if (/^[-+]?\.$/.test(text))
            return { kind: 'string', value: text };
        return { kind: 'float', value: Number.parseFloat(text.replace(/[,_]/g, '')) };
    }
    if (INTEGER.test(text))
        return { kind: 'integer', value: integerOf(text) };
    return { kind: 'string', value: text };
}
function describePsych(read) {
    switch (read.kind) {
        case 'symbol':
            return `a Symbol (:${String(read.value)}), which Rails I18n follows as a link to another key`;
        case 'integer':
            return `the Integer ${String(read.value)}`;
        case 'float':
            return `the Float ${String(read.value)}`;
        case 'boolean':
            return `the boolean ${String(read.value)}`;
        case 'null':
            return 'nil';
        case 'date':
            return 'a Date';
        case 'time':
            return 'a Time';
        default:
            return `the string ${JSON.stringify(read.value)}`;
    }
}


/***/ }),

/***/ 5021:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ psychToStringOptions),
/* harmony export */   Ny: () => (/* binding */ psychDocumentOptions),
/* harmony export */   ni: () => (/* binding */ isRawUnsafeInYaml),
/* harmony export */   t_: () => (/* binding */ psychDoubleQuoted)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var yaml_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(383);
/* harmony import */ var _psych_scalars_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(601);



function isRawUnsafeInYaml(code) {
    return ((code < 0x20 && code !== 0x09 && code !== 0x0a) ||
        (code >= 0x7f && code <= 0x9f) ||
        code === 0x2028 ||
        code === 0x2029 ||
        (code >= 0xd800 && code <= 0xdfff) ||
        code === 0xfeff ||
        code === 0xfffe ||
        code === 0xffff);
}
function needsEscapes(text) {
    for (let index = 0; index < text.length; index += 1) {
        const code = text.charCodeAt(index);
        if (code >= 0xd800 && code <= 0xdbff) {
            const next = text.charCodeAt(index + 1);
            if (next >= 0xdc00 && next <= 0xdfff) {
                index += 1;
                continue;
            }
        }
        if (isRawUnsafeInYaml(code) || code === 0x0d)
            return true;
    }
    return false;
}
const NAMED_ESCAPES = {
    0x00: '\\0',
    0x09: '\\t',
    0x0a: '\\n',
    0x0d: '\\r',
    0x22: '\\"',
    0x5c: '\\\\',
    0x85: '\\N',
    0x2028: '\\L',
    0x2029: '\\P',
};
function psychDoubleQuoted(text) {
    let out = '"';
    for (let index = 0; index < text.length; index += 1) {
        const code = text.charCodeAt(index);
        const named = NAMED_ESCAPES[code];
        const pair = code >= 0xd800 && code <= 0xdbff && /[\uDC00-\uDFFF]/.test(text[index + 1] ?? '');
        if (named !== undefined)
            out += named;
        else if (pair) {
            out += text.slice(index, index + 2);
            index += 1;
        }
        else if (code <= 0xff && isRawUnsafeInYaml(code))
            out += `\\x${code.toString(16).padStart(2, '0')}`;
        else if (isRawUnsafeInYaml(code))
            out += `\\u${code.toString(16).padStart(4, '0')}`;
        else
            out += text.charAt(index);
    }
    return `${out}"`;
}
function blockHolds(text) {
    return !text.split('\n').some((line) => /^ *\t/.test(line) || /^[ \t]+$/.test(line));
}
function psychMisreadsPlain(text) {
    const read = (0,_psych_scalars_js__WEBPACK_IMPORTED_MODULE_2__/* .psychPlain */ .K)(text);
    return read.kind !== 'string' || read.value !== text;
}
const stringify = (item, ctx, onComment, onChompKeep) => {
    const value = String(item.value);
    const block = value.includes('\n') || item.type === yaml__WEBPACK_IMPORTED_MODULE_0__/* .Scalar */ .X5.BLOCK_LITERAL || item.type === yaml__WEBPACK_IMPORTED_MODULE_0__/* .Scalar */ .X5.BLOCK_FOLDED;
    if (needsEscapes(value) || (block && !blockHolds(value)))
        return psychDoubleQuoted(value);
    const plain = item.type === undefined || item.type === yaml__WEBPACK_IMPORTED_MODULE_0__/* .Scalar */ .X5.PLAIN;
    if (plain && !value.includes('\n') && psychMisreadsPlain(value)) {
        const quoted = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Scalar */ .X5(value);
        quoted.type = value.includes('"') && !value.includes("'") ? yaml__WEBPACK_IMPORTED_MODULE_0__/* .Scalar */ .X5.QUOTE_SINGLE : yaml__WEBPACK_IMPORTED_MODULE_0__/* .Scalar */ .X5.QUOTE_DOUBLE;
        return yaml_util__WEBPACK_IMPORTED_MODULE_1__/* .stringTag */ .OG.stringify?.(quoted, ctx, onComment, onChompKeep) ?? psychDoubleQuoted(value);
    }
    return yaml_util__WEBPACK_IMPORTED_MODULE_1__/* .stringTag */ .OG.stringify?.(item, ctx, onComment, onChompKeep) ?? psychDoubleQuoted(value);
};
const psychString = { ...yaml_util__WEBPACK_IMPORTED_MODULE_1__/* .stringTag */ .OG, stringify };
const psychDocumentOptions = {
    version: '1.1',
    compat: 'core',
    customTags: (tags) => tags.map((tag) => typeof tag === 'object' && 'tag' in tag && tag.tag === yaml_util__WEBPACK_IMPORTED_MODULE_1__/* .stringTag */ .OG.tag ? psychString : tag),
};
const psychToStringOptions = { lineWidth: 0 };


/***/ }),

/***/ 9106:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CK: () => (/* binding */ formsToWrite),
/* harmony export */   X3: () => (/* binding */ intlLocaleOf),
/* harmony export */   dr: () => (/* binding */ pluralFormsOf),
/* harmony export */   nH: () => (/* binding */ isWritable)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7857);

function intlLocaleOf(locale) {
    const withoutVariant = locale.split('@', 1)[0] ?? '';
    return withoutVariant.replaceAll('_', '-').trim();
}
function pluralFormsOf(locale) {
    let categories;
    try {
        categories = new Intl.PluralRules(intlLocaleOf(locale)).resolvedOptions().pluralCategories;
    }
    catch {
        categories = new Intl.PluralRules('en').resolvedOptions().pluralCategories;
    }
    return _types_js__WEBPACK_IMPORTED_MODULE_0__/* .PLURAL_FORMS */ .DG.filter((form) => categories.includes(form));
}
function formsToWrite(text, locale, every = false) {
    const used = pluralFormsOf(locale);
    const forms = [];
    for (const form of _types_js__WEBPACK_IMPORTED_MODULE_0__/* .PLURAL_FORMS */ .DG) {
        const value = text[form];
        if (value === undefined || value === '')
            continue;
        if (every || form === 'zero' || used.includes(form))
            forms.push([form, value]);
    }
    return forms;
}
function isWritable(text, locale, every = false) {
    return typeof text === 'string' ? text !== '' : formsToWrite(text, locale, every).length > 0;
}


/***/ }),

/***/ 3170:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aH: () => (/* binding */ layoutOf),
/* harmony export */   g7: () => (/* binding */ decodeText),
/* harmony export */   h0: () => (/* binding */ encodeWithLayout)
/* harmony export */ });
/* harmony import */ var _format_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8330);

function encodingOf(bytes) {
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
        return 'utf-8-bom';
    if (bytes[0] === 0xff && bytes[1] === 0xfe)
        return 'utf-16le';
    if (bytes[0] === 0xfe && bytes[1] === 0xff)
        return 'utf-16be';
    if (bytes.length >= 2 && bytes[0] !== 0 && bytes[1] === 0)
        return 'utf-16le';
    if (bytes.length >= 2 && bytes[0] === 0 && bytes[1] !== 0)
        return 'utf-16be';
    return 'utf-8';
}
function decodeText(bytes, fileName, format) {
    const encoding = encodingOf(bytes);
    const label = encoding === 'utf-8-bom' ? 'utf-8' : encoding;
    try {
        const text = new TextDecoder(label, { fatal: true }).decode(bytes);
        return { text, encoding };
    }
    catch (error) {
        throw new _format_error_js__WEBPACK_IMPORTED_MODULE_0__/* .FormatError */ .I({ fileName, format, problem: `the bytes are not valid ${label}`, cause: error });
    }
}
function encodeText(text, encoding) {
    if (encoding === 'utf-8')
        return new TextEncoder().encode(text);
    if (encoding === 'utf-8-bom')
        return new TextEncoder().encode(`\uFEFF${text}`);
    const withMark = `\uFEFF${text}`;
    const bytes = new Uint8Array(withMark.length * 2);
    const view = new DataView(bytes.buffer);
    for (let index = 0; index < withMark.length; index += 1) {
        view.setUint16(index * 2, withMark.charCodeAt(index), encoding === 'utf-16le');
    }
    return bytes;
}
function layoutOf(template) {
    if (template === undefined || template.length === 0)
        return { encoding: 'utf-8', eol: '\n' };
    const encoding = encodingOf(template);
    let text;
    try {
        text = new TextDecoder(encoding === 'utf-8-bom' ? 'utf-8' : encoding).decode(template);
    }
    catch {
        return { encoding: 'utf-8', eol: '\n' };
    }
    const firstBreak = text.indexOf('\n');
    const eol = firstBreak > 0 && text[firstBreak - 1] === '\r' ? '\r\n' : '\n';
    return { encoding, eol };
}
function encodeWithLayout(text, layout) {
    const lines = layout.eol === '\n' ? text : text.replaceAll('\n', '\r\n');
    return encodeText(lines, layout.encoding);
}


/***/ }),

/***/ 8157:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ writeYaml),
/* harmony export */   h: () => (/* binding */ parseYaml)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _format_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8330);
/* harmony import */ var _key_tree_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1620);
/* harmony import */ var _plural_rules_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9106);
/* harmony import */ var _platform_yaml_psych_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5021);
/* harmony import */ var _text_codec_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3170);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7857);







function commentOf(text) {
    const trimmed = text
        ?.split('\n')
        .map((line) => line.trim())
        .join('\n')
        .trim();
    return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}
function pluralOf(node) {
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node))
        return undefined;
    const keys = node.items.map((pair) => ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) ? String(pair.key.value) : ''));
    if (!(0,_types_js__WEBPACK_IMPORTED_MODULE_5__/* .isPluralKeySet */ .aV)(keys))
        return undefined;
    const text = {};
    for (const pair of node.items) {
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.value) || typeof pair.value.value !== 'string')
            return undefined;
        text[String(pair.key.value)] = pair.value.value;
    }
    return text;
}
function scalarText(node) {
    const { value } = node;
    if (typeof value === 'boolean')
        return [String(value), 'boolean'];
    if (typeof value !== 'number' && typeof value !== 'bigint')
        return undefined;
    const source = node.source;
    return [typeof source === 'string' && /^-?\d+(\.\d+)?$/.test(source) ? source : String(value), 'number'];
}
function collect(node, prefix, comment, out, scalars) {
    const push = (text, scalar) => {
        const segment = comment === undefined ? { key: prefix, text } : { key: prefix, text, comment };
        out.push(scalar === undefined ? segment : { ...segment, scalar });
    };
    const plural = pluralOf(node);
    if (plural !== undefined)
        return push(plural);
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node)) {
        if (typeof node.value === 'string')
            push(node.value);
        else if (scalars) {
            const literal = scalarText(node);
            if (literal !== undefined)
                push(literal[0], literal[1]);
        }
        return;
    }
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node)) {
        node.items.forEach((item, index) => collect(item, `${prefix}[${index}]`, undefined, out, scalars));
        return;
    }
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node))
        return;
    node.items.forEach((pair, index) => {
        const key = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) ? String(pair.key.value) : String(pair.key);
        const keyComment = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) ? pair.key.commentBefore : undefined;
        const above = keyComment ?? (index === 0 ? node.commentBefore : undefined);
        collect(pair.value, (0,_key_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .joinKey */ .ID)(prefix, key), commentOf(above), out, scalars);
    });
}
function collectSettings(node, prefix, found) {
    if (pluralOf(node) !== undefined)
        return;
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node)) {
        const value = node.value;
        if (value === null ||
            typeof value === 'number' ||
            typeof value === 'boolean' ||
            typeof value === 'bigint')
            found(prefix, value);
        return;
    }
    if (node === null && prefix !== '')
        found(prefix, null);
    else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node))
        node.items.forEach((item, index) => collectSettings(item, `${prefix}[${index}]`, found));
    else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
        for (const pair of node.items) {
            const key = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) ? String(pair.key.value) : String(pair.key);
            collectSettings(pair.value, (0,_key_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .joinKey */ .ID)(prefix, key), found);
        }
    }
}
function firstDuplicateKey(node) {
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node)) {
        for (const item of node.items) {
            const found = firstDuplicateKey(item);
            if (found !== undefined)
                return found;
        }
        return undefined;
    }
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node))
        return undefined;
    const seen = new Set();
    for (const pair of node.items) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key)) {
            if (seen.has(pair.key.value))
                return pair.key;
            seen.add(pair.key.value);
        }
        const found = firstDuplicateKey(pair.value);
        if (found !== undefined)
            return found;
    }
    return undefined;
}
function parseYaml(bytes, options, settings) {
    const fileName = options.fileName ?? '(yaml file)';
    const { text } = (0,_text_codec_js__WEBPACK_IMPORTED_MODULE_4__/* .decodeText */ .g7)(bytes, fileName, 'yaml');
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { uniqueKeys: false, lineCounter });
    const duplicate = doc.errors.length === 0 ? firstDuplicateKey(doc.contents) : undefined;
    if (duplicate !== undefined) {
        const at = duplicate.range?.[0];
        throw new _format_error_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I({
            fileName,
            format: 'yaml',
            problem: `Map keys must be unique: ${JSON.stringify(String(duplicate.value)).slice(0, 80)}`,
            ...(at === undefined ? {} : { line: lineCounter.linePos(at).line }),
        });
    }
    const [firstError] = doc.errors;
    if (firstError !== undefined) {
        const line = firstError.linePos?.[0].line;
        const details = {
            fileName,
            format: 'yaml',
            problem: (0,_format_error_js__WEBPACK_IMPORTED_MODULE_1__/* .firstLineOf */ .Q)(firstError),
            cause: firstError,
        };
        throw new _format_error_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(line === undefined ? details : { ...details, line });
    }
    const root = doc.contents;
    if (root === null || ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(root) && root.value === null))
        return [];
    const [localeRoot] = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(root) ? root.items : [];
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(root) || root.items.length !== 1 || localeRoot === undefined || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(localeRoot.value)) {
        throw new _format_error_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I({
            fileName,
            format: 'yaml',
            problem: 'expected one locale root key holding a map, as in "en:"',
        });
    }
    const segments = [];
    collect(localeRoot.value, '', undefined, segments, options.scalars === true);
    if (settings !== undefined)
        collectSettings(localeRoot.value, '', settings);
    return segments;
}
function toYamlNode(node, prefix, comments, literals) {
    if (node === null)
        return new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Scalar */ .X5(null);
    if (typeof node === 'string' || typeof node === 'boolean')
        return new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Scalar */ .X5(node);
    if (typeof node === 'number')
        return numberScalar(node, literals.get(prefix));
    if (Array.isArray(node)) {
        const seq = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .YAMLSeq */ .Rw();
        node.forEach((item, index) => seq.items.push(toYamlNode(item, `${prefix}[${index}]`, comments, literals)));
        return seq;
    }
    const map = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .YAMLMap */ .CA();
    for (const [name, child] of node) {
        const fullKey = (0,_key_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .joinKey */ .ID)(prefix, name);
        const key = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Scalar */ .X5(name);
        const comment = comments.get(fullKey);
        if (comment !== undefined)
            key.commentBefore = comment
                .split('\n')
                .map((line) => ` ${line}`)
                .join('\n');
        map.items.push(new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Pair */ .Rm(key, toYamlNode(child, fullKey, comments, literals)));
    }
    return map;
}
function numberScalar(value, literal) {
    const scalar = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Scalar */ .X5(value);
    const fraction = literal === undefined ? undefined : /\.(\d+)$/.exec(literal)?.[1];
    if (fraction !== undefined)
        scalar.minFractionDigits = fraction.length;
    return scalar;
}
function writeYaml(segments, options) {
    const entries = [];
    const comments = new Map();
    const literals = new Map();
    for (const segment of segments) {
        if (!(0,_plural_rules_js__WEBPACK_IMPORTED_MODULE_6__/* .isWritable */ .nH)(segment.text, options.locale, options.everyForm === true))
            continue;
        const value = typeof segment.text === 'string'
            ? (0,_key_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .scalarOf */ .ol)(segment)
            : new Map((0,_plural_rules_js__WEBPACK_IMPORTED_MODULE_6__/* .formsToWrite */ .CK)(segment.text, options.locale, options.everyForm === true));
        entries.push([segment.key, value]);
        if (typeof value === 'number')
            literals.set(segment.key, segment.text);
        if (segment.comment !== undefined)
            comments.set(segment.key, segment.comment);
    }
    let tree;
    try {
        tree = (0,_key_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .buildKeyTree */ .MY)(entries);
    }
    catch (error) {
        if (!(error instanceof _key_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .KeyConflictError */ .sT))
            throw error;
        throw new _format_error_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I({ fileName: '(output)', format: 'yaml', problem: error.message, cause: error });
    }
    const doc = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Document */ .yo(null, _platform_yaml_psych_js__WEBPACK_IMPORTED_MODULE_3__/* .psychDocumentOptions */ .Ny);
    const root = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .YAMLMap */ .CA();
    const body = toYamlNode(tree, '', comments, literals);
    root.items.push(new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Pair */ .Rm(new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Scalar */ .X5(options.locale), body));
    doc.contents = root;
    const text = doc.toString(_platform_yaml_psych_js__WEBPACK_IMPORTED_MODULE_3__/* .psychToStringOptions */ .CX);
    return (0,_text_codec_js__WEBPACK_IMPORTED_MODULE_4__/* .encodeWithLayout */ .h0)(text, (0,_text_codec_js__WEBPACK_IMPORTED_MODULE_4__/* .layoutOf */ .aH)(options.template));
}


/***/ })

};
