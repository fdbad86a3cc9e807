export const id = 741;
export const ids = [741,972];
export const modules = {

/***/ 1741:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  judgeDownloads: () => (/* binding */ judgeDownloads),
  platformCheck: () => (/* binding */ platformCheck)
});

// EXTERNAL MODULE: ./src/formats/detect.ts
var detect = __webpack_require__(445);
// EXTERNAL MODULE: ./src/formats/android-escapes.ts
var android_escapes = __webpack_require__(1790);
// EXTERNAL MODULE: ./src/formats/in-place/android-scan.ts
var android_scan = __webpack_require__(1033);
// EXTERNAL MODULE: ./src/formats/text-codec.ts
var text_codec = __webpack_require__(3170);
// EXTERNAL MODULE: ./src/formats/android-xml-format.ts
var android_xml_format = __webpack_require__(3055);
// EXTERNAL MODULE: ./src/formats/platform/android-aapt.ts
var android_aapt = __webpack_require__(500);
;// CONCATENATED MODULE: ./src/formats/platform/android-problems.ts





const KNOWN_ENTITIES = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);
const CDATA_OPEN = '<![CDATA[';
const hex = (code) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
function xmlProblems(raw) {
    const found = [];
    for (let index = 0; index < raw.length; index += 1) {
        const code = raw.charCodeAt(index);
        if (code >= 0xd800 && code <= 0xdbff && /[\uDC00-\uDFFF]/.test(raw[index + 1] ?? ''))
            index += 1;
        else if (!(0,android_aapt/* isXmlChar */.s6)(code))
            found.push(`holds ${hex(code)} raw, which XML and so aapt2 refuse`);
    }
    for (const [, name = ''] of raw.matchAll(/&([^;\s&<]*);/g)) {
        if (name.startsWith('#')) {
            const code = Number(name[1] === 'x' ? `0x${name.slice(2)}` : name.slice(1));
            if (!(0,android_aapt/* isXmlChar */.s6)(code))
                found.push(`holds &${name}; (${hex(code)}), which XML and so aapt2 refuse`);
        }
        else if (!KNOWN_ENTITIES.has(name) && !raw.startsWith(CDATA_OPEN))
            found.push(`holds the entity &${name};, which aapt2 does not know`);
    }
    return found;
}
function textStream(raw) {
    let out = '';
    for (const part of raw.split(/(<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->|<[^>]*>)/)) {
        if (part.startsWith(CDATA_OPEN))
            out += part.slice(CDATA_OPEN.length, -3);
        else if (!part.startsWith('<'))
            out += (0,android_escapes/* decodeXmlEntities */.zo)(part);
    }
    return out;
}
function escapeProblems(text, markup) {
    const found = new Set();
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
        }
        else if (char === '"') {
            quoted = !quoted;
            if (markup && !wrapped)
                found.add('holds a quote mark no backslash escapes: aapt2 drops it from markup');
        }
        else if (char === "'" && !quoted)
            found.add("holds an apostrophe no backslash escapes (write \\'), which aapt2 refuses");
    }
    if (quoted)
        found.add('opens a quote mark it does not close, which aapt2 reads otherwise');
    return [...found];
}
function contentsOf(text, resource) {
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
function contentProblems(content, declared) {
    const { raw } = content;
    const cdata = raw.startsWith(CDATA_OPEN) && raw.endsWith(']]>') && raw.indexOf(']]>') === raw.length - 3;
    const markup = !cdata && (0,android_aapt/* isAaptMarkup */.Jv)(raw);
    const found = xmlProblems(raw);
    const bare = raw.replace(/<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->/g, '');
    if (/<!/.test(bare))
        found.push('holds a declaration (<!DOCTYPE …>) inside a resource, which aapt2 refuses');
    if (/<\?/.test(bare))
        found.push('holds a processing instruction (<?…?>), which aapt2 drops from the text');
    if (/\]\]>/.test(bare))
        found.push('holds ]]> outside a CDATA section, which XML and so aapt2 refuse');
    if (markup)
        for (const prefix of (0,android_aapt/* usedPrefixes */.wB)(raw))
            if (!declared.has(prefix))
                found.push(`uses <${prefix}:…> and <resources> does not declare its namespace, which aapt2 refuses`);
    const text = cdata ? raw.slice(CDATA_OPEN.length, -3) : textStream(raw);
    found.push(...escapeProblems(text, markup));
    if (!markup && (0,android_aapt/* isAaptReference */._g)(text))
        found.push('aapt2 reads it as a reference to another resource, not as text');
    if (!markup && content.formatted && !(0,android_aapt/* passesFormatCheck */.zF)((0,android_escapes/* unescapeAndroid */.WA)(text)))
        found.push('has several substitutions, not all positional (%1$s), which aapt2 refuses unless formatted="false"');
    return found;
}
function androidProblems(bytes, options) {
    const fileName = options.fileName ?? '(android-xml file)';
    let text;
    try {
        (0,android_xml_format/* parseAndroidXml */.U)(bytes, options);
        text = (0,text_codec/* decodeText */.g7)(bytes, fileName, 'android-xml').text;
    }
    catch (error) {
        return [
            { problem: `the file does not parse: ${error instanceof Error ? error.message : String(error)}` },
        ];
    }
    let resources;
    try {
        resources = (0,android_scan/* scanAndroid */.F)(text).resources;
    }
    catch (error) {
        return [
            {
                problem: `the file cannot be read as aapt2 reads it: ${error instanceof Error ? error.message : ''}`,
            },
        ];
    }
    const declared = (0,android_aapt/* declaredPrefixes */.JV)(text);
    const problems = [];
    for (const resource of resources) {
        if (!['string', 'plurals', 'string-array'].includes(resource.tag))
            continue;
        for (const content of contentsOf(text, resource))
            for (const problem of contentProblems(content, declared))
                problems.push({ key: content.key, problem });
    }
    return problems;
}

// EXTERNAL MODULE: ./src/formats/index.ts + 4 modules
var formats = __webpack_require__(9481);
;// CONCATENATED MODULE: ./src/formats/platform/text-problems.ts


function unreadable(format, bytes, options) {
    try {
        (0,formats/* parseLocaleFile */.UB)(format, bytes, options);
        return [];
    }
    catch (error) {
        return [
            { problem: `the file does not parse: ${error instanceof Error ? error.message : String(error)}` },
        ];
    }
}
function jsonProblems(bytes, options) {
    const problems = unreadable('json', bytes, options);
    if (problems.length > 0)
        return problems;
    try {
        JSON.parse((0,text_codec/* decodeText */.g7)(bytes, options.fileName ?? '(json file)', 'json').text);
        return [];
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return [
            { problem: `JSON.parse refuses the file (comments, a trailing comma or a raw control?): ${reason}` },
        ];
    }
}
function stringsProblems(bytes, options) {
    let segments;
    try {
        segments = (0,formats/* parseLocaleFile */.UB)('ios-strings', bytes, options);
    }
    catch (error) {
        return [
            { problem: `the file does not parse: ${error instanceof Error ? error.message : String(error)}` },
        ];
    }
    const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    return segments
        .filter((segment) => typeof segment.text === 'string' && lone.test(segment.text))
        .map((segment) => ({
        key: segment.key,
        problem: 'holds half a surrogate pair, which no UTF-8 or UTF-16 reader of Foundation can be relied on to load',
    }));
}
function propertiesProblems(bytes, options) {
    return unreadable('properties', bytes, options);
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: ./node_modules/gettext-parser/index.js + 6 modules
var gettext_parser = __webpack_require__(6231);
// EXTERNAL MODULE: ./src/formats/gettext-plurals.ts
var gettext_plurals = __webpack_require__(2921);
;// CONCATENATED MODULE: ./src/formats/platform/po-format-strings.ts
const C_DIRECTIVE = /%(?:(\d+)\$)?[-+ #0'I]*(\*(?:\d+\$)?|\d+)?(?:\.(\*(?:\d+\$)?|\d*))?(hh|h|ll|l|L|q|j|z|Z|t)?([diouxXeEfFgGaAcspnm%])?/y;
function cTypeOf(length, conversion) {
    if ('di'.includes(conversion))
        return `${length}int`;
    if ('ouxX'.includes(conversion))
        return `${length}unsigned`;
    if ('eEfFgGaA'.includes(conversion))
        return `${length === 'L' ? 'long ' : ''}double`;
    if (conversion === 'c')
        return length === 'l' ? 'wint' : 'char';
    if (conversion === 's')
        return length === 'l' ? 'wstring' : 'string';
    if (conversion === 'p')
        return 'pointer';
    return `${length}count`;
}
function cFormatArguments(text) {
    const args = new Map();
    let next = 1;
    let numbered;
    const take = (position, type) => {
        const isNumbered = position !== undefined;
        if (numbered !== undefined && numbered !== isNumbered)
            return false;
        numbered = isNumbered;
        const key = position ?? String(next++);
        const known = args.get(key);
        if (known !== undefined && known !== type)
            return false;
        args.set(key, type);
        return true;
    };
    for (let index = text.indexOf('%'); index !== -1; index = text.indexOf('%', index)) {
        C_DIRECTIVE.lastIndex = index;
        const match = C_DIRECTIVE.exec(text);
        const conversion = match?.[5];
        if (match === null || conversion === undefined)
            return undefined;
        index = C_DIRECTIVE.lastIndex;
        if (conversion === '%' || conversion === 'm')
            continue;
        for (const star of [match[2], match[3]])
            if (star?.startsWith('*') === true && !take(/\d+/.exec(star)?.[0], 'int'))
                return undefined;
        if (!take(match[1], cTypeOf(match[4] ?? '', conversion)))
            return undefined;
    }
    return args;
}
const PYTHON_DIRECTIVE = /%(?:\(([^)]*)\))?[-+ #0]*(\*|\d+)?(?:\.(\*|\d*))?[hlL]?([diouxXeEfFgGcrsa%])?/y;
function pythonTypeOf(conversion) {
    if ('diouxX'.includes(conversion))
        return 'int';
    if ('eEfFgG'.includes(conversion))
        return 'float';
    if (conversion === 'c')
        return 'char';
    return 'any';
}
function pythonFormatArguments(text) {
    const args = new Map();
    let next = 1;
    let named;
    for (let index = text.indexOf('%'); index !== -1; index = text.indexOf('%', index)) {
        PYTHON_DIRECTIVE.lastIndex = index;
        const match = PYTHON_DIRECTIVE.exec(text);
        const conversion = match?.[4];
        if (match === null || conversion === undefined)
            return undefined;
        index = PYTHON_DIRECTIVE.lastIndex;
        if (conversion === '%')
            continue;
        const name = match[1];
        if (named !== undefined && named !== (name !== undefined))
            return undefined;
        named = name !== undefined;
        for (const star of [match[2], match[3]])
            if (star === '*') {
                if (named)
                    return undefined;
                args.set(String(next++), 'int');
            }
        const key = name === undefined ? String(next++) : `(${name})`;
        const type = pythonTypeOf(conversion);
        const known = args.get(key);
        if (known !== undefined && known !== type)
            return undefined;
        args.set(key, type);
    }
    return args;
}
function formatMismatch(source, translated, strict) {
    for (const [argument, type] of translated) {
        const wanted = source.get(argument);
        if (wanted === undefined)
            return `the translation has argument ${argument}, which the source does not`;
        if (wanted !== type && !(strict ? false : wanted === 'any' || type === 'any'))
            return `argument ${argument} is ${type} in the translation and ${wanted} in the source`;
    }
    if (strict)
        for (const argument of source.keys())
            if (!translated.has(argument))
                return `the translation lacks argument ${argument} of the source`;
    return undefined;
}

;// CONCATENATED MODULE: ./src/formats/platform/po-problems.ts




const PARSERS = {
    'c-format': cFormatArguments,
    'python-format': pythonFormatArguments,
};
function usedOften(header) {
    const plural = header === undefined ? undefined : (0,gettext_plurals/* pluralFunction */.PM)(header);
    if (plural === undefined)
        return undefined;
    const counts = Array.from({ length: plural.nplurals }, () => 0);
    for (let n = 0; n <= 1000; n += 1) {
        const form = plural.select(n);
        counts[form] = (counts[form] ?? 0) + 1;
    }
    return { nplurals: plural.nplurals, often: counts.map((count) => count > 5) };
}
function flagsOf(entry) {
    return (entry.comments?.flag ?? '').split(',').map((flag) => flag.trim());
}
function newlineProblems(msgid, msgstr, slot) {
    const found = [];
    if (msgid.startsWith('\n') !== msgstr.startsWith('\n'))
        found.push(`${slot} and msgid do not both begin with a line break, which msgfmt -c refuses`);
    if (msgid.endsWith('\n') !== msgstr.endsWith('\n'))
        found.push(`${slot} and msgid do not both end with a line break, which msgfmt -c refuses`);
    return found;
}
function entryProblems(entry, plurals) {
    const translated = entry.msgstr.filter((text) => text !== '');
    if (translated.length === 0)
        return [];
    const flags = flagsOf(entry);
    if (flags.includes('fuzzy'))
        return [];
    const plural = entry.msgid_plural !== undefined;
    const found = [];
    if (plural && plurals !== undefined && entry.msgstr.length !== plurals.nplurals)
        found.push(`has ${entry.msgstr.length} plural forms where the header's nplurals is ${plurals.nplurals}`);
    entry.msgstr.forEach((text, index) => {
        if (text === '')
            return;
        const slot = plural ? `msgstr[${index}]` : 'msgstr';
        found.push(...newlineProblems(entry.msgid, text, slot));
        for (const [flag, parse] of Object.entries(PARSERS)) {
            if (!flags.includes(flag))
                continue;
            const source = parse(plural ? (entry.msgid_plural ?? '') : entry.msgid);
            if (source === undefined)
                continue;
            const own = parse(text);
            const strict = !plural || plurals?.often[index] !== false;
            const mismatch = own === undefined ? `it is not a valid ${flag} string` : formatMismatch(source, own, strict);
            if (mismatch !== undefined)
                found.push(`${slot} of a ${flag} entry: ${mismatch}, which msgfmt -c refuses`);
        }
    });
    return found;
}
function poProblems(bytes) {
    let table;
    try {
        table = gettext_parser.po.parse(external_node_buffer_.Buffer.from(bytes), { validation: false });
    }
    catch (error) {
        return [
            { problem: `the file does not parse: ${error instanceof Error ? error.message : String(error)}` },
        ];
    }
    const plurals = usedOften(table.headers?.['Plural-Forms']);
    const problems = [];
    for (const byMsgid of Object.values(table.translations))
        for (const entry of Object.values(byMsgid)) {
            if (entry.msgid === '' && !entry.msgctxt)
                continue;
            const key = entry.msgctxt ? `${entry.msgctxt}\u0004${entry.msgid}` : entry.msgid;
            for (const problem of entryProblems(entry, plurals))
                problems.push({ key, problem });
        }
    return problems;
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/formats/key-tree.ts
var key_tree = __webpack_require__(1620);
// EXTERNAL MODULE: ./src/formats/platform/psych-scalars.ts
var psych_scalars = __webpack_require__(601);
// EXTERNAL MODULE: ./src/formats/platform/yaml-psych.ts
var yaml_psych = __webpack_require__(5021);
;// CONCATENATED MODULE: ./src/formats/platform/yaml-problems.ts





const STR_TAG = 'tag:yaml.org,2002:str';
function unsafeOffsets(text) {
    const found = [];
    for (let index = 0; index < text.length; index += 1) {
        const code = text.charCodeAt(index);
        if (code >= 0xd800 && code <= 0xdbff && /[\uDC00-\uDFFF]/.test(text[index + 1] ?? '')) {
            index += 1;
            continue;
        }
        if ((code === 0x0d && text[index + 1] === '\n') || code === 0xfeff)
            continue;
        if (code === 0x0d) {
            found.push(index);
            continue;
        }
        if ((0,yaml_psych/* isRawUnsafeInYaml */.ni)(code))
            found.push(index);
    }
    return found;
}
function describeChar(code) {
    const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    if (code === 0x0d || code === 0x85 || code === 0x2028 || code === 0x2029)
        return `${hex} raw, which Psych reads as a line break`;
    return `${hex} raw, which Psych refuses ("control characters are not allowed")`;
}
function samePlain(ours, psych) {
    if (typeof ours === 'string')
        return psych.kind === 'string' && psych.value === ours;
    if (ours === null)
        return psych.kind === 'null';
    if (typeof ours === 'boolean')
        return psych.kind === 'boolean' && psych.value === ours;
    if (typeof ours === 'number' || typeof ours === 'bigint') {
        const value = Number(ours);
        return ((psych.kind === 'integer' || psych.kind === 'float') &&
            (psych.value === value || (Number.isNaN(value) && Number.isNaN(psych.value))));
    }
    return true;
}
function isLoneSurrogate(text) {
    return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}
function claimOffsets(walk, scalar, key) {
    const [start, end] = scalar.range ?? [0, 0];
    while (walk.next < walk.offsets.length && (walk.offsets[walk.next] ?? 0) < end) {
        const offset = walk.offsets[walk.next] ?? 0;
        walk.next += 1;
        const problem = describeChar(walk.text.charCodeAt(offset));
        walk.problems.push(offset >= start && key !== '' ? { key, problem } : { problem });
    }
}
function blockRefused(text, scalar) {
    if (scalar.type !== dist/* Scalar */.X5.BLOCK_LITERAL && scalar.type !== dist/* Scalar */.X5.BLOCK_FOLDED)
        return false;
    const [start, end] = scalar.range ?? [0, 0];
    const [header = '', ...lines] = text.slice(start, end).split('\n');
    if (/^[|>][-+]?\d/.test(header))
        return false;
    const first = lines.find((line) => /[^ ]/.test(line));
    return first !== undefined && /^ *\t/.test(first);
}
function checkScalar(walk, scalar, key, what, inList) {
    claimOffsets(walk, scalar, key);
    if (blockRefused(walk.text, scalar))
        walk.problems.push({
            key,
            problem: 'begins a block scalar with a tab, which Psych refuses ("found a tab character where an indentation space is expected")',
        });
    const ours = scalar.value;
    const named = what === 'key' ? `the key ${JSON.stringify(String(ours))} ` : '';
    if (typeof ours === 'string' && isLoneSurrogate(ours))
        walk.problems.push({
            key,
            problem: `${named}holds a lone surrogate, which no YAML Psych loads can hold`,
        });
    if (scalar.tag !== undefined && scalar.tag !== STR_TAG && typeof ours === 'string')
        walk.problems.push({ key, problem: `${named}has the tag ${scalar.tag}, which Psych reads otherwise` });
    if (scalar.type !== 'PLAIN' || scalar.tag !== undefined)
        return;
    const psych = (0,psych_scalars/* psychPlain */.K)(typeof scalar.source === 'string' ? scalar.source : String(ours));
    if (inList && psych.kind === 'symbol')
        return;
    if (!samePlain(ours, psych))
        walk.problems.push({ key, problem: `Psych loads ${named || 'it '}as ${(0,psych_scalars/* describePsych */.B)(psych)}` });
}
const ANCHOR_NAME = /^[0-9A-Za-z_-]+$/;
function walkNode(walk, node, key, inList) {
    const anchor = (0,dist/* isAlias */.Vj)(node) ? node.source : node?.anchor;
    if (anchor !== undefined && !ANCHOR_NAME.test(anchor))
        walk.problems.push({ key, problem: `names an anchor ${JSON.stringify(anchor)}, which Psych refuses` });
    if ((0,dist/* isScalar */.jn)(node))
        checkScalar(walk, node, key, 'value', inList);
    else if ((0,dist/* isSeq */.oP)(node))
        node.items.forEach((item, index) => walkNode(walk, item, `${key}[${index}]`, true));
    else if ((0,dist/* isMap */.jh)(node)) {
        for (const pair of node.items) {
            const name = (0,dist/* isScalar */.jn)(pair.key) ? String(pair.key.value) : String(pair.key);
            const child = (0,key_tree/* joinKey */.ID)(key, name);
            if ((0,dist/* isScalar */.jn)(pair.key))
                checkScalar(walk, pair.key, child, 'key', false);
            walkNode(walk, pair.value, child, false);
        }
    }
}
function yamlProblems(bytes, options) {
    const fileName = options.fileName ?? '(yaml file)';
    let text;
    try {
        text = (0,text_codec/* decodeText */.g7)(bytes, fileName, 'yaml').text;
    }
    catch {
        return [{ problem: 'the bytes are not valid UTF-8 or UTF-16, which Psych refuses' }];
    }
    const doc = (0,dist/* parseDocument */.Tp)(text, { uniqueKeys: false });
    const [error] = doc.errors;
    if (error !== undefined)
        return [{ problem: `the file does not parse: ${error.message.split('\n')[0] ?? ''}` }];
    const walk = { text, problems: [], offsets: unsafeOffsets(text), next: 0 };
    const root = doc.contents;
    if ((0,dist/* isMap */.jh)(root)) {
        for (const pair of root.items) {
            if ((0,dist/* isScalar */.jn)(pair.key))
                checkScalar(walk, pair.key, '', 'key', false);
            walkNode(walk, pair.value, '', false);
        }
    }
    else
        walkNode(walk, root, '', false);
    for (; walk.next < walk.offsets.length; walk.next += 1)
        walk.problems.push({ problem: describeChar(text.charCodeAt(walk.offsets[walk.next] ?? 0)) });
    return walk.problems;
}

;// CONCATENATED MODULE: ./src/formats/platform-safety.ts




const FINDERS = {
    yaml: yamlProblems,
    'android-xml': androidProblems,
    po: poProblems,
    json: jsonProblems,
    'ios-strings': stringsProblems,
    properties: propertiesProblems,
};
function platformProblems(format, bytes, options) {
    return FINDERS[format](bytes, options);
}

// EXTERNAL MODULE: ./src/project/held-back.ts
var held_back = __webpack_require__(4616);
// EXTERNAL MODULE: ./src/sync/errors.ts
var errors = __webpack_require__(4700);
// EXTERNAL MODULE: ./src/sync/removal-guard.ts
var removal_guard = __webpack_require__(1591);
;// CONCATENATED MODULE: ./src/sync/held-back-judge.ts





function platformCheck(repoPath, locale, bytes, check = platformProblems) {
    const format = (0,detect/* detectFormat */.T)(repoPath);
    return format === undefined ? [] : check(format, bytes, { fileName: repoPath, locale });
}
async function judgeDownloads(judged, options) {
    if (!options.holdBack) {
        const counts = await (0,removal_guard.judgeComparisons)(judged, options);
        const files = judged.filter((entry) => entry.platform.length > 0).map((entry) => entry.file.repoPath);
        if (files.length > 0)
            throw new errors/* SyncError */.S('platform-would-refuse', `The platform that loads ${files.join(', ')} would refuse what the service sent, so nothing was written or committed. ` +
                'Fix the translations the log names on the translation service, or set on-file-problem: hold-back to pull the other files meanwhile.', { files });
        return { counts, heldBack: [] };
    }
    const losses = new Map((await (0,removal_guard.lossesOf)(judged, options.masterKeys)).map((loss) => [loss.path, loss.keys]));
    const files = [];
    const counts = judged.map((entry) => {
        const { repoPath, locale } = entry.file;
        const keys = losses.get(repoPath);
        if (keys !== undefined && options.allowRemovals)
            options.logger.warning(`allow-removals: ${repoPath} loses ${keys.length} ${keys.length === 1 ? 'translation' : 'translations'} the service does not have (${keys.join(', ')}).`);
        const lost = options.allowRemovals ? undefined : keys;
        const held = entry.problem === 'unreadable'
            ? (0,held_back/* heldBack */.Z)(repoPath, locale, 'unreadable-download')
            : entry.problem === 'empty'
                ? (0,held_back/* heldBack */.Z)(repoPath, locale, 'empty-download', lost === undefined ? {} : { keys: lost })
                : lost !== undefined
                    ? (0,held_back/* heldBack */.Z)(repoPath, locale, 'translations-would-be-lost', { keys: lost })
                    : entry.platform.length > 0
                        ? (0,held_back/* heldBack */.Z)(repoPath, locale, 'platform-would-refuse', { problems: entry.platform })
                        : undefined;
        if (held !== undefined)
            files.push(held);
        return held === undefined ? entry.counts : undefined;
    });
    return { counts, heldBack: files };
}


/***/ }),

/***/ 1591:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   compareDownload: () => (/* binding */ compareDownload),
/* harmony export */   guardDownloads: () => (/* binding */ guardDownloads),
/* harmony export */   judgeComparisons: () => (/* binding */ judgeComparisons),
/* harmony export */   lossesOf: () => (/* binding */ lossesOf),
/* harmony export */   masterKeysFrom: () => (/* binding */ masterKeysFrom),
/* harmony export */   readRepositoryCopy: () => (/* binding */ readRepositoryCopy)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _project_safe_read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8041);
/* harmony import */ var _formats_detect_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(445);
/* harmony import */ var _formats_key_values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1402);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4700);
/* harmony import */ var _local_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9666);







const KEYS_SHOWN = 3;
const hasTranslation = (values) => [...values.values()].some((value) => !value.empty);
function readRepositoryCopy(workspace, repoPath) {
    return (0,_project_safe_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readLocaleFile */ .rp)(workspace, repoPath);
}
function compareDownload(file, next, previous, logger) {
    const format = (0,_formats_detect_js__WEBPACK_IMPORTED_MODULE_6__/* .detectFormat */ .T)(file.repoPath);
    if (format === undefined) {
        const text = (bytes) => Buffer.from(bytes ?? [])
            .toString('utf8')
            .trim();
        const empty = text(next) === '' && text(previous) !== '';
        return { file, counts: undefined, problem: empty ? 'empty' : undefined, dropped: [] };
    }
    const parseOptions = { fileName: file.repoPath, locale: file.locale };
    const unreadable = (error) => {
        logger.debug(`The downloaded ${file.repoPath} cannot be read: ${error.message}`);
        return { file, counts: undefined, problem: 'unreadable', dropped: [] };
    };
    if (previous === undefined) {
        try {
            const added = (0,_formats_key_values_js__WEBPACK_IMPORTED_MODULE_3__.keyCountOf)(format, next, parseOptions);
            return { file, counts: { added, changed: 0, removed: 0 }, problem: undefined, dropped: [] };
        }
        catch (error) {
            return unreadable(error);
        }
    }
    let after;
    try {
        after = (0,_formats_key_values_js__WEBPACK_IMPORTED_MODULE_3__.keyValuesOf)(format, next, parseOptions);
    }
    catch (error) {
        return unreadable(error);
    }
    let before = new Map();
    try {
        before = (0,_formats_key_values_js__WEBPACK_IMPORTED_MODULE_3__.keyValuesOf)(format, previous, parseOptions);
    }
    catch (error) {
        logger.debug(`Cannot read the old ${file.repoPath} to compare keys: ${error.message}`);
    }
    const diff = (0,_formats_key_values_js__WEBPACK_IMPORTED_MODULE_3__.diffKeyValues)(before, after);
    const dropped = (0,_formats_key_values_js__WEBPACK_IMPORTED_MODULE_3__.missingTranslations)(before, after);
    return {
        file,
        counts: { added: diff.added.length, changed: diff.changed.length, removed: diff.removed.length },
        problem: !hasTranslation(after) && hasTranslation(before) ? 'empty' : undefined,
        dropped,
    };
}
function listKeys(keys) {
    const shown = keys.slice(0, KEYS_SHOWN).join(', ');
    return keys.length > KEYS_SHOWN ? `${shown}, …` : shown;
}
function listFiles(files) {
    return files.length === 1 ? (files[0] ?? '') : `${files.slice(0, -1).join(', ')} and ${files.at(-1) ?? ''}`;
}
async function guardDownloads(options) {
    const comparisons = options.files.map((file) => compareStaged(options.workspace, file, options.logger));
    return judgeComparisons(comparisons, options);
}
function compareStaged(workspace, file, logger) {
    return compareDownload(file, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file.stagedPath), readRepositoryCopy(workspace, file.repoPath), logger);
}
async function judgeComparisons(comparisons, options) {
    const unreadable = comparisons
        .filter((entry) => entry.problem === 'unreadable')
        .map((entry) => entry.file.repoPath);
    if (unreadable.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SyncError */ .S('unreadable-download', `The service sent ${listFiles(unreadable)} in a form ${unreadable.length === 1 ? 'its format' : 'their formats'} cannot read ` +
            '(an error page instead of the file, or a damaged file), so nothing was written or committed. ' +
            'Rerun later; if it persists, open the file on the service and check that it can be exported.', { files: unreadable });
    }
    const losses = await lossesOf(comparisons, options.masterKeys);
    const lost = losses.reduce((sum, loss) => sum + loss.keys.length, 0);
    const empty = comparisons.filter((entry) => entry.problem === 'empty').map((entry) => entry.file.repoPath);
    if (losses.length > 0 && !options.allowRemovals) {
        const emptyLosses = losses.map((loss) => loss.path).filter((file) => empty.includes(file));
        const described = losses.map((loss) => `${loss.path} (${loss.keys.length} ${loss.keys.length === 1 ? 'translation' : 'translations'}: ${listKeys(loss.keys)})`);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SyncError */ .S('translations-would-be-lost', `The service's version would remove ${lost} ${lost === 1 ? 'translation' : 'translations'} that the repository has ` +
            `for keys the master still has: ${described.join('; ')}. Nothing was written or committed. ` +
            "The service does not have these translations: set upload-translations: true to send the repository's " +
            'translations to the service first (they never overwrite a translation the service has), or set ' +
            "allow-removals: true to accept the service's version and remove them." +
            (emptyLosses.length === 0
                ? ''
                : ` allow-removals does not help for ${listFiles(emptyLosses)}: the service's copy holds no translation at all, and such a file is never written.`), { files: losses.map((loss) => loss.path) });
    }
    for (const loss of losses)
        options.logger.warning(`allow-removals: ${loss.path} loses ${loss.keys.length} ${loss.keys.length === 1 ? 'translation' : 'translations'} the service does not have (${listKeys(loss.keys)}).`);
    if (empty.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SyncError */ .S('empty-download', `The service sent ${listFiles(empty)} without any translation while the repository's ${empty.length === 1 ? 'copy has' : 'copies have'} some, ` +
            "so nothing was written or committed. Set upload-translations: true to send the repository's translations to " +
            'the service; if the file should really be empty, delete it from the repository.', { files: empty });
    }
    return comparisons.map((entry) => entry.counts);
}
async function lossesOf(comparisons, masterKeys) {
    const asked = new Map();
    const keysOf = (masterId) => {
        let keys = asked.get(masterId);
        if (keys === undefined) {
            keys = masterKeys(masterId);
            asked.set(masterId, keys);
        }
        return keys;
    };
    const losses = [];
    for (const entry of comparisons) {
        if (entry.dropped.length === 0)
            continue;
        const master = await keysOf(entry.file.masterId);
        const refs = master === undefined ? [...entry.dropped] : entry.dropped.filter((ref) => master.has(ref.key));
        const keys = refs.map(_formats_key_values_js__WEBPACK_IMPORTED_MODULE_3__.nameOf).sort((left, right) => (left < right ? -1 : left > right ? 1 : 0));
        if (keys.length > 0)
            losses.push({ path: entry.file.repoPath, keys });
    }
    return losses;
}
function masterKeysFrom(options) {
    return async (masterId) => {
        const master = options.remoteFiles.find((file) => file.id === masterId && file.masterId === null);
        const format = master === undefined ? undefined : (0,_formats_detect_js__WEBPACK_IMPORTED_MODULE_6__/* .detectFormat */ .T)(master.name);
        if (master === undefined || format === undefined)
            return undefined;
        try {
            const local = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(options.workspace, master.name);
            let bytes;
            if (master.fresh && (0,_local_files_js__WEBPACK_IMPORTED_MODULE_5__/* .sha1OfFile */ .FV)(local) === master.hashFile)
                bytes = (0,_project_safe_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readLocaleFile */ .rp)(options.workspace, master.name);
            else {
                const content = await options.service.files.show({
                    masterFileId: master.id,
                    locale: options.sourceLocale,
                });
                if (content.status === 'ok')
                    bytes = content.body;
            }
            if (bytes === undefined)
                return undefined;
            return new Set((0,_formats_key_values_js__WEBPACK_IMPORTED_MODULE_3__.keyValuesOf)(format, bytes, { fileName: master.name, locale: options.sourceLocale }).keys());
        }
        catch (error) {
            options.logger.debug(`Cannot read the keys of ${master.name}: ${error.message}`);
            return undefined;
        }
    };
}


/***/ })

};
