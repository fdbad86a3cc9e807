export const id = 640;
export const ids = [640,402];
export const modules = {

/***/ 1033:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ scanAndroid),
/* harmony export */   x: () => (/* binding */ AndroidScanError)
/* harmony export */ });
/* harmony import */ var _android_escapes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1790);

class AndroidScanError extends Error {
    code = 'ANDROID_SCAN';
}
const ATTRIBUTE = /\s*([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
function startTagAt(text, at) {
    const name = /<([^\s/>]+)/y;
    name.lastIndex = at;
    const match = name.exec(text);
    if (match === null)
        throw new AndroidScanError(`no element name at offset ${at}`);
    const attributes = new Map();
    let index = name.lastIndex;
    for (;;) {
        ATTRIBUTE.lastIndex = index;
        const attribute = ATTRIBUTE.exec(text);
        if (attribute === null)
            break;
        attributes.set(attribute[1] ?? '', attribute[2] ?? attribute[3] ?? '');
        index = ATTRIBUTE.lastIndex;
    }
    const close = /\s*(\/?)>/y;
    close.lastIndex = index;
    const end = close.exec(text);
    if (end === null)
        throw new AndroidScanError(`an unreadable start tag <${match[1] ?? ''}>`);
    return { name: match[1] ?? '', attributes, selfClosing: end[1] === '/', end: close.lastIndex };
}
function pastMarkup(text, at) {
    for (const [open, close] of [
        ['<!--', '-->'],
        ['<![CDATA[', ']]>'],
        ['<?', '?>'],
        ['<!', '>'],
    ]) {
        if (!text.startsWith(open, at))
            continue;
        const end = text.indexOf(close, at + open.length);
        if (end === -1)
            throw new AndroidScanError(`an unclosed ${open}`);
        return end + close.length;
    }
    return undefined;
}
function closeOf(text, from, name) {
    let depth = 0;
    let index = from;
    for (;;) {
        index = text.indexOf('<', index);
        if (index === -1)
            throw new AndroidScanError(`<${name}> is not closed`);
        const past = pastMarkup(text, index);
        if (past !== undefined) {
            index = past;
            continue;
        }
        if (text.startsWith(`</${name}`, index) && /[\s>]/.test(text[index + name.length + 2] ?? '')) {
            if (depth === 0)
                return index;
            depth -= 1;
        }
        else if (text[index + 1] !== '/') {
            const tag = startTagAt(text, index);
            if (tag.name === name && !tag.selfClosing)
                depth += 1;
            index = tag.end;
            continue;
        }
        index += 1;
    }
}
function elementAt(text, at) {
    const tag = startTagAt(text, at);
    if (tag.selfClosing) {
        return { tag, content: { start: tag.end, end: tag.end, raw: '', selfClosing: tag.name }, end: tag.end };
    }
    const close = closeOf(text, tag.end, tag.name);
    const end = text.indexOf('>', close) + 1;
    return { tag, content: { start: tag.end, end: close, raw: text.slice(tag.end, close) }, end };
}
function childrenIn(text, from, to, visit) {
    let index = from;
    while (index < to) {
        const char = text[index] ?? '';
        if (/\s/.test(char)) {
            index += 1;
            continue;
        }
        if (char !== '<')
            throw new AndroidScanError(`text outside an element at offset ${index}`);
        index = pastMarkup(text, index) ?? visit(index);
    }
}
function scanAndroid(text) {
    let index = 0;
    let root;
    while (root === undefined) {
        index = text.indexOf('<', index);
        if (index === -1)
            throw new AndroidScanError('no <resources> element');
        const past = pastMarkup(text, index);
        if (past !== undefined)
            index = past;
        else
            root = startTagAt(text, index);
    }
    if (root.name !== 'resources' || root.selfClosing)
        throw new AndroidScanError('the root is not <resources>');
    const bodyStart = root.end;
    const bodyEnd = closeOf(text, bodyStart, 'resources');
    const resources = [];
    childrenIn(text, bodyStart, bodyEnd, (at) => {
        const element = elementAt(text, at);
        const resource = {
            tag: element.tag.name,
            name: (0,_android_escapes_js__WEBPACK_IMPORTED_MODULE_0__/* .decodeXmlEntities */ .zo)(element.tag.attributes.get('name') ?? ''),
            translatable: element.tag.attributes.get('translatable') !== 'false',
            start: at,
            end: element.end,
            items: [],
        };
        if (resource.tag === 'string')
            resource.content = element.content;
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


/***/ }),

/***/ 1402:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   diffKeyValues: () => (/* binding */ diffKeyValues),
/* harmony export */   keyCountOf: () => (/* binding */ keyCountOf),
/* harmony export */   keyValuesOf: () => (/* binding */ keyValuesOf),
/* harmony export */   missingTranslations: () => (/* binding */ missingTranslations),
/* harmony export */   nameOf: () => (/* binding */ nameOf),
/* harmony export */   sameTranslations: () => (/* binding */ sameTranslations)
/* harmony export */ });
/* harmony import */ var _json_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5222);
/* harmony import */ var _yaml_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8157);
/* harmony import */ var _index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9481);
/* harmony import */ var _project_work_count_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7458);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7857);





function textValue(text) {
    if (typeof text === 'string')
        return { text: `"${text}`, empty: text === '', translatable: true };
    const forms = _types_js__WEBPACK_IMPORTED_MODULE_4__/* .PLURAL_FORMS */ .DG.map((form) => text[form] ?? null);
    return {
        text: JSON.stringify(forms),
        empty: forms.every((form) => form === null || form === ''),
        translatable: true,
        forms: text,
    };
}
function settingValue(value) {
    return { text: `#${String(value)}`, empty: value === null, translatable: value !== null };
}
function keyValuesOf(format, bytes, options = {}) {
    const values = new Map();
    const settings = new Map();
    const onSetting = (key, value) => settings.set(key, settingValue(value));
    if (format === 'yaml' || format === 'json')
        _project_work_count_js__WEBPACK_IMPORTED_MODULE_3__/* .workCount */ .J.countParse(options.fileName);
    const segments = format === 'yaml'
        ? (0,_yaml_format_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYaml */ .h)(bytes, options, onSetting)
        : format === 'json'
            ? (0,_json_format_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonWithSettings */ .Tq)(bytes, options, onSetting)
            : (0,_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseLocaleFile */ .UB)(format, bytes, options);
    for (const segment of segments)
        values.set(segment.key, textValue(segment.text));
    for (const [key, value] of settings)
        if (!values.has(key))
            values.set(key, value);
    return values;
}
function keyCountOf(format, bytes, options = {}) {
    if (format === 'json' || format === 'yaml')
        _project_work_count_js__WEBPACK_IMPORTED_MODULE_3__/* .workCount */ .J.countParse(options.fileName);
    if (format === 'json')
        return (0,_json_format_js__WEBPACK_IMPORTED_MODULE_0__/* .countJsonKeys */ .Gf)(bytes, options);
    const units = new Map();
    const onSetting = (key) => {
        units.set(key, 1);
    };
    const segments = format === 'yaml' ? (0,_yaml_format_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYaml */ .h)(bytes, options, onSetting) : (0,_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseLocaleFile */ .UB)(format, bytes, options);
    for (const segment of segments)
        units.set(segment.key, typeof segment.text === 'string' ? 1 : formCount(segment.text));
    let count = 0;
    for (const value of units.values())
        count += value;
    return count;
}
function formCount(text) {
    return _types_js__WEBPACK_IMPORTED_MODULE_4__/* .PLURAL_FORMS */ .DG.filter((form) => text[form] !== undefined).length;
}
function byCodeUnit(left, right) {
    return left < right ? -1 : left > right ? 1 : 0;
}
function nameOf(ref) {
    return ref.form === undefined ? ref.key : `${ref.key} (form ${ref.form})`;
}
function unitsOf(value) {
    if (value.forms === undefined)
        return [[undefined, value.text]];
    return _types_js__WEBPACK_IMPORTED_MODULE_4__/* .PLURAL_FORMS */ .DG.flatMap((form) => {
        const text = value.forms?.[form];
        return text === undefined ? [] : [[form, text]];
    });
}
function sameTranslations(local, remote) {
    for (const [key, value] of local) {
        const other = remote.get(key);
        if (other === undefined ? !value.empty : other.text !== value.text)
            return false;
    }
    for (const [key, value] of remote)
        if (!local.has(key) && !value.empty)
            return false;
    return true;
}
function diffKeyValues(before, after) {
    const added = [];
    const changed = [];
    const removed = [];
    const named = (key, form) => nameOf(form === undefined ? { key } : { key, form });
    for (const [key, value] of after) {
        const previous = before.get(key);
        if (previous === undefined) {
            for (const [form] of unitsOf(value))
                added.push(named(key, form));
        }
        else if (previous.text === value.text) {
            continue;
        }
        else if (previous.forms === undefined || value.forms === undefined) {
            changed.push(key);
        }
        else {
            const old = new Map(unitsOf(previous));
            const next = new Map(unitsOf(value));
            for (const [form, text] of next) {
                const was = old.get(form);
                if (was === undefined)
                    added.push(named(key, form));
                else if (was !== text)
                    changed.push(named(key, form));
            }
            for (const form of old.keys())
                if (!next.has(form))
                    removed.push(named(key, form));
        }
    }
    for (const [key, value] of before) {
        if (!after.has(key))
            for (const [form] of unitsOf(value))
                removed.push(named(key, form));
    }
    return {
        added: added.sort(byCodeUnit),
        changed: changed.sort(byCodeUnit),
        removed: removed.sort(byCodeUnit),
    };
}
function missingTranslations(before, after) {
    const missing = [];
    for (const [key, value] of before) {
        if (!value.translatable || value.empty)
            continue;
        const next = after.get(key);
        if (next === undefined || next.empty) {
            if (value.forms === undefined)
                missing.push({ key });
            else
                for (const [form, text] of unitsOf(value))
                    if (form !== undefined && text !== '')
                        missing.push({ key, form });
            continue;
        }
        if (value.forms === undefined || next.forms === undefined)
            continue;
        for (const [form, text] of unitsOf(value)) {
            const kept = form === undefined ? undefined : next.forms[form];
            if (form !== undefined && text !== '' && (kept === undefined || kept === ''))
                missing.push({ key, form });
        }
    }
    return missing;
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


/***/ }),

/***/ 4955:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G_: () => (/* binding */ stageBytes),
/* harmony export */   Iq: () => (/* binding */ downloadArchives),
/* harmony export */   nU: () => (/* binding */ downloadTargetFiles)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _client_readers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4619);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4700);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3334);





const MiB = 1024 * 1024;
async function downloadArchives(options) {
    const { service, tempDir, maxBytes, logger } = options;
    const requests = options.locales === 'all' ? [undefined] : options.locales;
    let total = 0;
    let reported = 0;
    const onProgress = (delta) => {
        total += delta;
        if (total - reported >= 10 * MiB) {
            reported = total;
            logger.info(`Downloaded ${(total / MiB).toFixed(0)} MiB so far.`);
        }
    };
    return Promise.all(requests.map(async (locale, index) => {
        const destination = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(tempDir, `archive-${index}.zip`);
        let last = 0;
        try {
            const { bytes } = await service.files.downloadZip({
                ...(locale === undefined ? {} : { locale }),
                destination,
                maxBytes,
                onProgress: (bytesSoFar) => {
                    onProgress(Math.max(0, bytesSoFar - last));
                    last = bytesSoFar;
                },
            });
            logger.info(`Downloaded the ${locale ?? 'whole project'} archive: ${bytes} bytes.`);
            return { path: destination, locale, bytes };
        }
        catch (error) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SyncError */ .S('download-failed', `Downloading the ${locale === undefined ? 'project' : `"${locale}"`} Zip File failed: ${error.message}`, { cause: error });
        }
    }));
}
async function stageBytes(stagedPath, repoPath, bytes) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(stagedPath, bytes);
    return {
        entryName: repoPath,
        repoPath,
        stagedPath,
        size: bytes.length,
        sha1: process.getBuiltinModule('node:crypto').createHash('sha1').update(bytes).digest('hex'),
    };
}
async function downloadTargetFiles(options) {
    const { service, downloads, stagingDir, logger } = options;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(stagingDir, { recursive: true });
    const fetched = await Promise.all(downloads.map(async (download, index) => {
        const { file } = download;
        let content;
        try {
            content = await service.files.show({ masterFileId: file.masterId ?? file.id, locale: file.locale });
        }
        catch (error) {
            if (options.onTooLarge !== undefined && error.code === 'too-large') {
                options.onTooLarge(download.path, `is more than ${_client_readers_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_BODY_BYTES */ .YK} bytes, the most translation-sync reads of one file`);
                return undefined;
            }
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SyncError */ .S('download-failed', `Downloading ${download.path} failed: ${error.message}`, {
                files: [download.path],
                cause: error,
            });
        }
        if (content.status !== 'ok') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SyncError */ .S('download-failed', `Downloading ${download.path} failed: the service answered 304 unasked.`, {
                files: [download.path],
            });
        }
        return stageBytes(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(stagingDir, String(index).padStart(6, '0')), download.path, content.body);
    }));
    const staged = fetched.filter((file) => file !== undefined);
    logger.info(`Downloaded ${(0,_words_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(staged.length, 'file')} one by one (${staged.reduce((sum, file) => sum + file.size, 0)} bytes).`);
    return staged;
}


/***/ }),

/***/ 4700:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ SyncError)
/* harmony export */ });
class SyncError extends Error {
    code;
    files;
    constructor(code, message, options = {}) {
        super(message, options.cause === undefined ? {} : { cause: options.cause });
        this.name = 'SyncError';
        this.code = code;
        this.files = options.files ?? [];
    }
}


/***/ }),

/***/ 640:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  downloadAndWrite: () => (/* binding */ downloadAndWrite)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./src/sync/download.ts
var download = __webpack_require__(4955);
// EXTERNAL MODULE: ./src/sync/plan.ts
var sync_plan = __webpack_require__(4816);
// EXTERNAL MODULE: ./src/project/locales.ts
var locales = __webpack_require__(910);
// EXTERNAL MODULE: ./src/project/files.ts
var files = __webpack_require__(3930);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/formats/detect.ts
var detect = __webpack_require__(445);
// EXTERNAL MODULE: ./src/formats/key-values.ts
var key_values = __webpack_require__(1402);
// EXTERNAL MODULE: ./src/formats/text-codec.ts
var text_codec = __webpack_require__(3170);
// EXTERNAL MODULE: ./src/formats/android-escapes.ts
var android_escapes = __webpack_require__(1790);
// EXTERNAL MODULE: ./src/formats/format-error.ts
var format_error = __webpack_require__(8330);
// EXTERNAL MODULE: ./src/formats/types.ts
var types = __webpack_require__(7857);
// EXTERNAL MODULE: ./node_modules/fast-xml-parser/src/fxp.js
var fxp = __webpack_require__(5824);
// EXTERNAL MODULE: ./src/formats/platform/android-aapt.ts
var android_aapt = __webpack_require__(500);
;// CONCATENATED MODULE: ./src/formats/in-place/android-text.ts



const CDATA_OPEN = '<![CDATA[';
const CDATA_CLOSE = ']]>';
const APOSTROPHE_MARK = '\uE000';
function indentBefore(text, offset) {
    const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
    const indent = text.slice(lineStart, offset);
    return /^[ \t]*$/.test(indent) ? indent : undefined;
}
function count(text, part) {
    return text.split(part).length - 1;
}
function styleOf(document) {
    const { text, resources } = document;
    const lineEnd = /\r\n/.test(text) ? '\r\n' : '\n';
    const indent = resources
        .map((resource) => indentBefore(text, resource.start))
        .find((found) => found !== undefined);
    const items = resources.flatMap((resource) => resource.items);
    const itemIndent = items.map((item) => indentBefore(text, item.start)).find((found) => found !== undefined);
    let backslashes = 0;
    let entities = 0;
    for (const resource of resources) {
        for (const content of [resource.content, ...resource.items.map((item) => item.content)]) {
            if (content === undefined)
                continue;
            backslashes += count(content.raw, "\\'");
            entities += count(content.raw, '&apos;') + count(content.raw, '&#39;');
        }
    }
    return {
        lineEnd,
        indent: indent ?? '    ',
        itemIndent: itemIndent ?? `${indent ?? '    '}${indent ?? '    '}`,
        apostrophe: entities > backslashes ? '\\&apos;' : "\\'",
    };
}
function isMarkup(value) {
    return (0,android_aapt/* isAaptMarkup */.Jv)(value) && fxp/* XMLValidator */.iI.validate(`<r>${value}</r>`) === true;
}
function escaped(value, style) {
    if (style.apostrophe === "\\'" || value.includes(APOSTROPHE_MARK))
        return (0,android_escapes/* escapeAndroid */.R2)(value);
    return (0,android_escapes/* escapeAndroid */.R2)(value.replaceAll("'", APOSTROPHE_MARK)).replaceAll(APOSTROPHE_MARK, '\\&apos;');
}
function quoted(value) {
    let out = '';
    for (const char of value) {
        if (char === '\\')
            out += '\\\\';
        else if (char === '"')
            out += '\\"';
        else if (char === '\n')
            out += '\\n';
        else if (char === '\t')
            out += '\\t';
        else if (char === '&')
            out += '&amp;';
        else if (char === '<')
            out += '&lt;';
        else if (char === '>')
            out += '&gt;';
        else if ((0,android_escapes/* escapeAndroid */.R2)(char) !== char && /[^ '@?]/.test(char))
            out += (0,android_escapes/* escapeAndroid */.R2)(char);
        else
            out += char;
    }
    return `"${out}"`;
}
function contentFor(value, style, previous) {
    if (isMarkup(value))
        return (0,android_aapt/* escapeAndroidMarkup */.zL)(value);
    if (previous?.startsWith(CDATA_OPEN) === true &&
        previous.endsWith(CDATA_CLOSE) &&
        !value.includes(CDATA_CLOSE)) {
        const text = escaped(value, { ...style, apostrophe: "\\'" })
            .replaceAll('&lt;', '<')
            .replaceAll('&gt;', '>')
            .replaceAll('&amp;', '&');
        return `${CDATA_OPEN}${text}${CDATA_CLOSE}`;
    }
    const wasQuoted = previous !== undefined && previous.length >= 2 && previous.startsWith('"') && previous.endsWith('"');
    if (wasQuoted && !/[@?]/.test(value[0] ?? ''))
        return quoted(value);
    return escaped(value, style);
}

// EXTERNAL MODULE: ./src/formats/in-place/android-scan.ts
var android_scan = __webpack_require__(1033);
;// CONCATENATED MODULE: ./src/formats/in-place/types.ts
class InPlaceEditError extends Error {
    fileName;
    reason;
    code = 'IN_PLACE_EDIT';
    constructor(fileName, reason, options) {
        super(`${fileName}: cannot edit in place (${reason}); the service's file is written as it came.`, options);
        this.fileName = fileName;
        this.reason = reason;
        this.name = 'InPlaceEditError';
    }
}

;// CONCATENATED MODULE: ./src/formats/in-place/android-xml.ts








class Refusal extends Error {
}
const encoder = new TextEncoder();
function sameValues(left, right) {
    const diff = (0,key_values.diffKeyValues)(left, right);
    return diff.added.length + diff.changed.length + diff.removed.length === 0;
}
function readLocal(local, options, fileName) {
    try {
        return [(0,key_values.keyValuesOf)('android-xml', encoder.encode(local), options.parse), (0,android_scan/* scanAndroid */.F)(local)];
    }
    catch (error) {
        if (error instanceof format_error/* FormatError */.I || error instanceof android_scan/* AndroidScanError */.x) {
            throw new InPlaceEditError(fileName, `the repository's file: ${error.message}`, { cause: error });
        }
        throw error;
    }
}
function arrayKeyOf(key) {
    const match = /^(.*)\[(\d+)\]$/.exec(key);
    return match === null ? undefined : [match[1] ?? '', Number(match[2])];
}
class AndroidEdit {
    document;
    style;
    splices = [];
    constructor(document, style) {
        this.document = document;
        this.style = style;
    }
    get text() {
        return this.document.text;
    }
    remove(start, end) {
        const lineStart = this.text.lastIndexOf('\n', start - 1) + 1;
        const newline = this.text.indexOf('\n', end);
        const lineEnd = newline === -1 ? this.text.length : newline + 1;
        const alone = /^[ \t]*$/.test(this.text.slice(lineStart, start)) &&
            /^[ \t\r]*$/.test(this.text.slice(end, lineEnd - 1));
        this.splices.push(alone ? { start: lineStart, end: lineEnd, text: '' } : { start, end, text: '' });
    }
    setContent(content, value) {
        const text = contentFor(value, this.style, content.raw);
        if (content.selfClosing === undefined) {
            this.splices.push({ start: content.start, end: content.end, text });
        }
        else if (text !== '') {
            const slash = this.text.lastIndexOf('/', content.start);
            this.splices.push({ start: slash, end: content.start, text: `>${text}</${content.selfClosing}>` });
        }
    }
    insertAfter(offset, indent, element) {
        this.splices.push({ start: offset, end: offset, text: `${this.style.lineEnd}${indent}${element}` });
    }
    itemElement(value, quantity) {
        const attribute = quantity === undefined ? '' : ` quantity="${quantity}"`;
        return `<item${attribute}>${contentFor(value, this.style)}</item>`;
    }
    element(name, value) {
        const open = (tag) => `<${tag} name="${(0,android_escapes/* escapeXml */.X)(name)}">`;
        const lines = (tag, items) => [
            open(tag),
            ...items.map((item) => `${this.style.itemIndent}${item}`),
            `${this.style.indent}</${tag}>`,
        ].join(this.style.lineEnd);
        if (Array.isArray(value))
            return lines('string-array', value.map((item) => this.itemElement(item)));
        if (value.forms === undefined)
            return `${open('string')}${contentFor(value.text.slice(1), this.style)}</string>`;
        const forms = value.forms;
        const items = types/* PLURAL_FORMS */.DG.flatMap((form) => {
            const text = forms[form];
            return text === undefined ? [] : [this.itemElement(text, form)];
        });
        return lines('plurals', items);
    }
    editString(resource, want, have) {
        if (want?.text === have?.text)
            return;
        if (want === undefined)
            return this.remove(resource.start, resource.end);
        if (want.forms !== undefined || resource.content === undefined) {
            throw new Refusal(`${resource.name} turned into a plural`);
        }
        this.setContent(resource.content, want.text.slice(1));
    }
    editPlurals(resource, want, have) {
        if (want?.text === have?.text)
            return;
        if (want === undefined)
            return this.remove(resource.start, resource.end);
        if (want.forms === undefined)
            throw new Refusal(`${resource.name} turned from a plural into a string`);
        const forms = want.forms;
        for (const item of resource.items) {
            const form = types/* PLURAL_FORMS */.DG.find((candidate) => candidate === item.quantity);
            if (form === undefined)
                continue;
            const text = forms[form];
            if (text === undefined)
                this.remove(item.start, item.end);
            else if (text !== have?.forms?.[form])
                this.setContent(item.content, text);
        }
        for (const form of types/* PLURAL_FORMS */.DG) {
            const text = forms[form];
            if (text === undefined || resource.items.some((item) => item.quantity === form))
                continue;
            const earlier = types/* PLURAL_FORMS */.DG.slice(0, types/* PLURAL_FORMS */.DG.indexOf(form));
            const before = resource.items
                .filter((item) => earlier.some((candidate) => candidate === item.quantity))
                .at(-1);
            const indent = this.style.itemIndent;
            if (before !== undefined)
                this.insertAfter(before.end, indent, this.itemElement(text, form));
            else {
                const first = resource.items[0];
                const at = first?.start ?? resource.content?.start ?? resource.end;
                this.splices.push({
                    start: at,
                    end: at,
                    text: `${this.itemElement(text, form)}${this.style.lineEnd}${indent}`,
                });
            }
        }
    }
    editArray(resource, want, have) {
        if (want.size === 0) {
            if (resource.items.some((_, index) => have.has(`${resource.name}[${index}]`))) {
                this.remove(resource.start, resource.end);
            }
            return;
        }
        const last = Math.max(...want.keys());
        resource.items.forEach((item, index) => {
            const text = want.get(index);
            const before = have.get(`${resource.name}[${index}]`)?.text;
            if (text !== undefined && before === `"${text}`)
                return;
            if (text === undefined && before === undefined)
                return;
            if (text === undefined && index > last)
                this.remove(item.start, item.end);
            else
                this.setContent(item.content, text ?? '');
        });
        const after = resource.items.at(-1)?.end;
        for (let index = resource.items.length; index <= last; index += 1) {
            const element = this.itemElement(want.get(index) ?? '');
            if (after !== undefined)
                this.insertAfter(after, this.style.itemIndent, element);
            else
                throw new Refusal(`${resource.name} has no item to place new items after`);
        }
    }
    apply() {
        const ordered = this.splices
            .map((splice, order) => ({ ...splice, order }))
            .sort((left, right) => left.start - right.start || left.order - right.order);
        let out = '';
        let next = 0;
        for (const splice of ordered) {
            if (splice.start < next)
                throw new Refusal('two edits of the same text');
            out += this.text.slice(next, splice.start) + splice.text;
            next = splice.end;
        }
        return out + this.text.slice(next);
    }
}
function resourcesByName(document) {
    const byName = new Map();
    for (const resource of document.resources) {
        if (!['string', 'plurals', 'string-array'].includes(resource.tag) || resource.name === '')
            continue;
        if (!resource.translatable)
            continue;
        if (byName.has(resource.name))
            throw new Refusal(`the name ${resource.name} is given twice`);
        byName.set(resource.name, resource);
    }
    return byName;
}
function arraysOf(values) {
    const arrays = new Map();
    for (const [key, value] of values) {
        const parts = arrayKeyOf(key);
        if (parts === undefined || value.forms !== undefined)
            continue;
        const items = arrays.get(parts[0]) ?? new Map();
        items.set(parts[1], value.text.slice(1));
        arrays.set(parts[0], items);
    }
    return arrays;
}
function editResources(localValues, remoteValues, document) {
    const edit = new AndroidEdit(document, styleOf(document));
    const byName = resourcesByName(document);
    const remoteArrays = arraysOf(remoteValues);
    for (const resource of byName.values()) {
        const want = remoteValues.get(resource.name);
        const have = localValues.get(resource.name);
        if (resource.tag === 'string')
            edit.editString(resource, want, have);
        else if (resource.tag === 'plurals')
            edit.editPlurals(resource, want, have);
        else
            edit.editArray(resource, remoteArrays.get(resource.name) ?? new Map(), localValues);
    }
    const untranslatable = new Set(document.resources.filter((resource) => !resource.translatable).map((r) => r.name));
    let anchor = document.bodyStart;
    const written = new Set();
    for (const [key, value] of remoteValues) {
        const name = byName.has(key) ? key : (arrayKeyOf(key)?.[0] ?? key);
        const own = byName.get(name);
        if (own !== undefined) {
            anchor = own.end;
            continue;
        }
        if (untranslatable.has(name))
            throw new Refusal(`${name} is marked translatable="false" here`);
        if (written.has(name))
            continue;
        written.add(name);
        const items = remoteArrays.get(name);
        const element = items === undefined || name === key
            ? edit.element(key, value)
            : edit.element(name, Array.from({ length: Math.max(...items.keys()) + 1 }, (_, index) => items.get(index) ?? ''));
        edit.insertAfter(anchor, edit.style.indent, element);
    }
    return edit.apply();
}
const editAndroidXmlInPlace = (local, remote, options) => {
    const fileName = options.parse.fileName ?? '(android-xml file)';
    const [localValues, document] = readLocal(local, options, fileName);
    const remoteValues = (0,key_values.keyValuesOf)('android-xml', encoder.encode(remote), options.parse);
    if (sameValues(localValues, remoteValues))
        return local;
    let result;
    try {
        result = editResources(localValues, remoteValues, document);
    }
    catch (error) {
        if (error instanceof Refusal)
            throw new InPlaceEditError(fileName, error.message, { cause: error });
        throw error;
    }
    if (result === local)
        return local;
    if (!sameValues((0,key_values.keyValuesOf)('android-xml', encoder.encode(result), options.parse), remoteValues)) {
        throw new InPlaceEditError(fileName, 'the edited file would not read as the service has it');
    }
    const declared = (0,android_aapt/* declaredPrefixes */.JV)(result);
    const undeclared = [...(0,android_aapt/* usedPrefixes */.wB)(result)].filter((prefix) => !declared.has(prefix));
    if (undeclared.length > 0)
        throw new InPlaceEditError(fileName, `a text uses <${undeclared.join(':…>, <')}:…> and the file does not declare its namespace`);
    return result;
};

// EXTERNAL MODULE: ./src/formats/ios-strings-format.ts
var ios_strings_format = __webpack_require__(7848);
;// CONCATENATED MODULE: ./src/formats/in-place/same-translations.ts
function keptEmptyKeys(local, remote) {
    const kept = new Map();
    for (const [key, value] of local)
        if (value.empty && !remote.has(key))
            kept.set(key, value);
    return kept;
}

;// CONCATENATED MODULE: ./src/formats/in-place/text-edits.ts




function applyEdits(text, edits) {
    const ordered = [...edits].sort((left, right) => left.start - right.start || left.end - right.end);
    const pieces = [];
    let at = 0;
    for (const edit of ordered) {
        pieces.push(text.slice(at, edit.start), edit.text);
        at = Math.max(at, edit.end);
    }
    pieces.push(text.slice(at));
    return pieces.join('');
}
function lineEndOf(text) {
    const firstBreak = text.indexOf('\n');
    return firstBreak > 0 && text[firstBreak - 1] === '\r' ? '\r\n' : '\n';
}
function lineStartOf(text, offset) {
    return text.lastIndexOf('\n', offset - 1) + 1;
}
function lineEndAfter(text, offset) {
    const lineBreak = text.indexOf('\n', offset);
    return lineBreak === -1 ? text.length : lineBreak + 1;
}
const byCodeUnit = (left, right) => (left < right ? -1 : left > right ? 1 : 0);
const byLocale = (left, right) => left.localeCompare(right, 'en');
function sortOrderOf(keys) {
    if (keys.length < 3)
        return undefined;
    return [byCodeUnit, byLocale].find((compare) => keys.every((key, index) => index === 0 || compare(keys[index - 1] ?? '', key) <= 0));
}
function anchorsOf(remoteOrder, kept, added) {
    const anchors = new Map();
    const keptSet = new Set(kept);
    const compare = sortOrderOf(kept);
    let previous = null;
    for (const key of remoteOrder) {
        if (keptSet.has(key))
            previous = key;
        if (!added.has(key))
            continue;
        const anchor = compare === undefined ? previous : (kept.findLast((name) => compare(name, key) <= 0) ?? null);
        const group = anchors.get(anchor) ?? [];
        group.push(key);
        anchors.set(anchor, group);
    }
    if (compare !== undefined)
        for (const group of anchors.values())
            group.sort(compare);
    return anchors;
}
function nonAsciiStyleOf(text, escapeLetter, fallback) {
    const escape = new RegExp(`\\\\${escapeLetter.source}(?!00[0-7])([0-9a-fA-F]{4})`).exec(text);
    const hasRaw = /[^\u0000-\u007f]/.test(text.replace(/^\uFEFF/, ''));
    if (hasRaw)
        return 'raw';
    if (escape === null)
        return fallback;
    return /[A-F]/.test(escape[1] ?? '') ? 'upper' : 'lower';
}
function escapeNonAscii(text, style, letter = 'u') {
    if (style === 'raw')
        return text;
    let out = '';
    for (let index = 0; index < text.length; index += 1) {
        const code = text.charCodeAt(index);
        if (code < 0x80)
            out += text.charAt(index);
        else {
            const hex = code.toString(16).padStart(4, '0');
            out += `\\${letter}${style === 'upper' ? hex.toUpperCase() : hex}`;
        }
    }
    return out;
}
function keyValuesOrRefuse(format, text, side, options) {
    try {
        return (0,key_values.keyValuesOf)(format, new TextEncoder().encode(text), options.parse);
    }
    catch (error) {
        if (!(error instanceof format_error/* FormatError */.I))
            throw error;
        const reason = side === 'local' ? 'the file does not parse' : "the service's file does not parse";
        throw new InPlaceEditError(fileNameOf(options), reason, { cause: error });
    }
}
function fileNameOf(options) {
    return options.parse.fileName ?? '(locale file)';
}
function sameKeyValues(left, right) {
    if (left.size !== right.size)
        return false;
    for (const [key, value] of left)
        if (right.get(key)?.text !== value.text)
            return false;
    return true;
}
function verifiedEdit(format, edited, values, options) {
    let editedValues;
    try {
        editedValues = (0,key_values.keyValuesOf)(format, new TextEncoder().encode(edited), options.parse);
    }
    catch (error) {
        throw new InPlaceEditError(fileNameOf(options), 'the edited file would not parse', { cause: error });
    }
    const expected = new Map([...values.remote, ...keptEmptyKeys(values.local, values.remote)]);
    if (!sameKeyValues(editedValues, expected)) {
        throw new InPlaceEditError(fileNameOf(options), "the edited file would not read as the service's");
    }
    return edited;
}
function editAfterMark(text, edit) {
    if (!text.startsWith('\uFEFF'))
        return edit(text);
    return `\uFEFF${edit(text.slice(1))}`;
}

;// CONCATENATED MODULE: ./src/formats/in-place/entry-lines.ts


const isBlank = (text) => text.trim() === '';
function standsAlone(text, entry) {
    const before = text.slice(lineStartOf(text, entry.start), entry.start);
    const after = text.slice(entry.end, lineEndAfter(text, entry.end)).trim();
    const closedComment = after.startsWith('/*') && after.indexOf('*/') === after.length - 2;
    return isBlank(before) && (after === '' || after.startsWith('//') || closedComment);
}
function removalOf(text, entry) {
    if (standsAlone(text, entry))
        return { start: lineStartOf(text, entry.start), end: lineEndAfter(text, entry.end), text: '' };
    let start = entry.start;
    let end = entry.end;
    while (text[end] === ' ' || text[end] === '\t')
        end += 1;
    if (text[end] === '\n' || text[end] === '\r' || end === text.length) {
        end = entry.end;
        while (text[start - 1] === ' ' || text[start - 1] === '\t')
            start -= 1;
    }
    return { start, end, text: '' };
}
function entriesByKey(entries, fileName) {
    const byKey = new Map();
    for (const entry of entries) {
        if (byKey.has(entry.key))
            throw new InPlaceEditError(fileName, `the key "${entry.key}" appears twice`);
        byKey.set(entry.key, entry);
    }
    return byKey;
}
function insertionOf(text, anchor, firstKept, lines) {
    const eol = lineEndOf(text);
    const neighbour = anchor ?? firstKept;
    const indent = neighbour === undefined ? '' : text.slice(lineStartOf(text, neighbour.start), neighbour.start);
    const indented = lines.map((line) => (isBlank(indent) ? indent : '') + line);
    if (anchor === undefined && firstKept !== undefined) {
        const at = lineStartOf(text, firstKept.start);
        return { start: at, end: at, text: indented.map((line) => line + eol).join('') };
    }
    const at = anchor === undefined ? text.length : lineEndAfter(text, anchor.end);
    if (at === text.length && text !== '' && !text.endsWith('\n'))
        return { start: at, end: at, text: eol + indented.join(eol) };
    return { start: at, end: at, text: indented.map((line) => line + eol).join('') };
}
function editEntryLines(text, entries, remote, keptEmpty, format, fileName) {
    const local = entriesByKey(entries, fileName);
    const edits = [];
    for (const entry of entries) {
        const value = remote.get(entry.key);
        if (value === undefined) {
            if (!keptEmpty.has(entry.key))
                edits.push(removalOf(text, entry));
        }
        else if (value !== entry.value)
            edits.push({ start: entry.valueStart, end: entry.valueEnd, text: format.renderValue(entry, value) });
    }
    const kept = entries.filter((entry) => remote.has(entry.key) || keptEmpty.has(entry.key));
    const added = new Set([...remote.keys()].filter((key) => !local.has(key)));
    const anchors = anchorsOf([...remote.keys()], kept.map((entry) => entry.key), added);
    for (const [anchorKey, keys] of anchors) {
        const anchor = anchorKey === null ? undefined : local.get(anchorKey);
        const neighbour = anchor ?? kept[0];
        const lines = keys.map((key) => format.renderEntry(key, remote.get(key) ?? '', neighbour));
        edits.push(insertionOf(text, anchor, kept[0], lines));
    }
    return applyEdits(text, edits);
}

;// CONCATENATED MODULE: ./src/formats/in-place/ios-strings.ts





function entriesOf(text, fileName) {
    const tokenizer = new ios_strings_format/* StringsTokenizer */.QS(text, fileName);
    const entries = [];
    for (;;) {
        tokenizer.skipTrivia();
        if (tokenizer.atEnd())
            return entries;
        const start = tokenizer.offset;
        const key = tokenizer.readString();
        const keyEnd = tokenizer.offset;
        let entry;
        if (tokenizer.isAt(';')) {
            entry = {
                key,
                value: key,
                start,
                end: 0,
                valueStart: keyEnd,
                valueEnd: keyEnd,
                short: true,
                separator: '',
            };
        }
        else {
            tokenizer.expect('=', 'after a key');
            tokenizer.skipTrivia();
            const valueStart = tokenizer.offset;
            const value = tokenizer.readString();
            const separator = text.slice(keyEnd, valueStart);
            entry = { key, value, start, end: 0, valueStart, valueEnd: tokenizer.offset, short: false, separator };
        }
        tokenizer.expect(';', 'at the end of an entry');
        entry.end = tokenizer.offset;
        entries.push(entry);
    }
}
function ios_strings_styleOf(text, entries) {
    const values = entries.map((entry) => text.slice(entry.valueStart, entry.valueEnd));
    const joined = values.join('\n');
    const letter = /\\u[0-9a-fA-F]{4}/.test(joined) && !/\\U[0-9a-fA-F]{4}/.test(joined) ? 'u' : 'U';
    const lineBreak = values.some((value) => /\\\r?\n/.test(value))
        ? '\\\n'
        : values.some((value) => value.includes('\n'))
            ? '\n'
            : '\\n';
    const counts = new Map();
    for (const { separator } of entries)
        if (/^\s*=\s*$/.test(separator))
            counts.set(separator, (counts.get(separator) ?? 0) + 1);
    const separator = [...counts].sort((left, right) => right[1] - left[1])[0]?.[0] ?? ' = ';
    return { nonAscii: nonAsciiStyleOf(joined, /[uU]/, 'raw'), letter, lineBreak, separator };
}
function quote(text, style) {
    let out = '"';
    for (const char of text) {
        if (char === '"')
            out += '\\"';
        else if (char === '\\')
            out += '\\\\';
        else if (char === '\n')
            out += style.lineBreak;
        else if (char === '\t')
            out += '\\t';
        else if (char === '\r')
            out += '\\r';
        else if ((0,ios_strings_format/* needsUnicodeEscape */.Gl)(char))
            out += `\\${style.letter}${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
        else
            out += escapeNonAscii(char, style.nonAscii, style.letter);
    }
    return `${out}"`;
}
function separatorOf(neighbour, style) {
    const separator = neighbour?.separator;
    return separator !== undefined && /^\s*=\s*$/.test(separator) ? separator : style.separator;
}
const editIosStringsInPlace = (local, remote, options) => {
    const localValues = keyValuesOrRefuse('ios-strings', local, 'local', options);
    const remoteValues = keyValuesOrRefuse('ios-strings', remote, 'remote', options);
    if ((0,key_values.sameTranslations)(localValues, remoteValues))
        return local;
    const keptEmpty = keptEmptyKeys(localValues, remoteValues);
    const fileName = fileNameOf(options);
    const remoteTexts = new Map();
    for (const entry of entriesOf(remote.replace(/^\uFEFF/, ''), fileName))
        remoteTexts.set(entry.key, entry.value);
    const edited = editAfterMark(local, (text) => {
        const entries = entriesOf(text, fileName);
        const style = ios_strings_styleOf(text, entries);
        return editEntryLines(text, entries, remoteTexts, keptEmpty, {
            renderValue: (entry, value) => (entry.short ? style.separator : '') + quote(value, style),
            renderEntry: (key, value, neighbour) => `${quote(key, style)}${separatorOf(neighbour, style)}${quote(value, style)};`,
        }, fileName);
    });
    return verifiedEdit('ios-strings', edited, { local: localValues, remote: remoteValues }, options);
};

// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(9547);
// EXTERNAL MODULE: ./src/formats/key-tree.ts
var key_tree = __webpack_require__(1620);
;// CONCATENATED MODULE: ./src/formats/in-place/json-style.ts

function jsonStyleOf(text, root) {
    const first = root.children?.[0];
    const key = first?.children?.[0];
    const value = first?.children?.[1];
    const lineIndent = first === undefined ? '' : text.slice(lineStartOf(text, first.offset), first.offset);
    const colon = key === undefined || value === undefined ? ': ' : text.slice(key.offset + key.length, value.offset);
    return {
        eol: lineEndOf(text),
        indent: /^[ \t]+$/.test(lineIndent) ? lineIndent : '  ',
        colon: /^[ \t]*:[ \t]*$/.test(colon) ? colon : ': ',
        nonAscii: nonAsciiStyleOf(text, /u/, 'raw'),
        escapedSlash: text.includes('\\/'),
    };
}
function quoteJson(text, style) {
    const quoted = escapeNonAscii(JSON.stringify(text), style.nonAscii);
    return style.escapedSlash ? quoted.replaceAll('/', '\\/') : quoted;
}
function renderPlain(value, style, indent) {
    if (typeof value === 'string')
        return quoteJson(value, style);
    const inner = indent + style.indent;
    if (Array.isArray(value)) {
        if (value.length === 0)
            return '[]';
        const items = value.map((item) => inner + renderPlain(item, style, inner));
        return `[${style.eol}${items.join(`,${style.eol}`)}${style.eol}${indent}]`;
    }
    if (typeof value === 'object' && value !== null) {
        const entries = Object.entries(value);
        if (entries.length === 0)
            return '{}';
        const items = entries.map(([name, item]) => `${inner}${quoteJson(name, style)}${style.colon}${renderPlain(item, style, inner)}`);
        return `{${style.eol}${items.join(`,${style.eol}`)}${style.eol}${indent}}`;
    }
    return JSON.stringify(value);
}
function renderJsonValue(value, remoteText, style, indent) {
    if (value.type === 'string')
        return quoteJson(String(value.value), style);
    if (value.type === 'number' || value.type === 'boolean' || value.type === 'null')
        return remoteText.slice(value.offset, value.offset + value.length);
    return renderPlain(JSON.parse(remoteText.slice(value.offset, value.offset + value.length)), style, indent);
}
function renderJsonProperty(name, value, remoteText, style, indent) {
    const head = `${quoteJson(name, style)}${style.colon}`;
    if (!(value instanceof Map))
        return head + renderJsonValue(value, remoteText, style, indent);
    const inner = indent + style.indent;
    const items = [...value].map(([child, item]) => inner + renderJsonProperty(child, item, remoteText, style, inner));
    return `${head}{${style.eol}${items.join(`,${style.eol}`)}${style.eol}${indent}}`;
}

;// CONCATENATED MODULE: ./src/formats/in-place/json.ts








function canonicalOf(value) {
    if (value.type === 'string')
        return `"${String(value.value)}`;
    if (value.type === 'array')
        return `[${JSON.stringify((0,main.getNodeValue)(value))}`;
    return `#${String(value.value)}`;
}
function holdsKeys(value) {
    if (Array.isArray(value))
        return value.some(holdsKeys);
    if (typeof value === 'object' && value !== null)
        return Object.values(value).some(holdsKeys);
    return true;
}
function propertiesOf(object) {
    return object.children ?? [];
}
function nameOf(property) {
    return String(property.children?.[0]?.value);
}
function json_valueOf(property) {
    return property.children?.[1];
}
function leavesOf(root, onRepeat) {
    const leaves = new Map();
    const walk = (object, prefix, path) => {
        for (const property of propertiesOf(object)) {
            const value = json_valueOf(property);
            if (value === undefined)
                continue;
            const name = nameOf(property);
            const key = (0,key_tree/* joinKey */.ID)(prefix, name);
            if (value.type === 'object')
                walk(value, key, [...path, name]);
            else if (value.type !== 'array' || holdsKeys((0,main.getNodeValue)(value))) {
                if (leaves.has(key))
                    onRepeat(key);
                leaves.set(key, { key, path: [...path, name], property, value, canonical: canonicalOf(value) });
            }
        }
    };
    walk(root, '', []);
    return leaves;
}
function treeOf(text, fileName) {
    const root = (0,main.parseTree)(text, [], { disallowComments: true, allowTrailingComma: false });
    if (root?.type !== 'object')
        throw new InPlaceEditError(fileName, 'the file does not parse');
    return root;
}
function placementOf(root, path) {
    let object = root;
    let names = [...path];
    for (;;) {
        const objects = propertiesOf(object).filter((property) => json_valueOf(property)?.type === 'object');
        const nested = names.length > 1 ? objects.find((property) => nameOf(property) === names[0]) : undefined;
        if (nested !== undefined) {
            object = json_valueOf(nested);
            names = names.slice(1);
            continue;
        }
        const joined = names.join('.');
        const prefixed = objects
            .filter((property) => joined.startsWith(`${nameOf(property)}.`))
            .sort((left, right) => nameOf(right).length - nameOf(left).length)[0];
        if (prefixed === undefined)
            break;
        object = json_valueOf(prefixed);
        names = [joined.slice(nameOf(prefixed).length + 1)];
    }
    const flat = object === root &&
        propertiesOf(root).length > 0 &&
        !propertiesOf(root).some((property) => json_valueOf(property)?.type === 'object');
    return { object, names: flat ? [names.join('.')] : names };
}
const editJsonInPlace = (local, remote, options) => {
    const localValues = keyValuesOrRefuse('json', local, 'local', options);
    const remoteValues = keyValuesOrRefuse('json', remote, 'remote', options);
    if ((0,key_values.sameTranslations)(localValues, remoteValues))
        return local;
    const fileName = fileNameOf(options);
    const remoteText = remote.replace(/^\uFEFF/, '');
    const remoteLeaves = leavesOf(treeOf(remoteText, fileName), () => undefined);
    const keptEmpty = keptEmptyKeys(localValues, remoteValues);
    const edited = editAfterMark(local, (text) => editTree(text, remoteText, remoteLeaves, keptEmpty, fileName));
    return verifiedEdit('json', edited, { local: localValues, remote: remoteValues }, options);
};
function readerKeysOf(value, key, out) {
    if (Array.isArray(value))
        value.forEach((item, index) => readerKeysOf(item, `${key}[${index}]`, out));
    else if (typeof value === 'object' && value !== null)
        for (const [name, item] of Object.entries(value))
            readerKeysOf(item, (0,key_tree/* joinKey */.ID)(key, name), out);
    else
        out.push(key);
}
function isKeptEmpty(leaf, keptEmpty) {
    const keys = [];
    readerKeysOf((0,main.getNodeValue)(leaf.value), leaf.key, keys);
    return keys.every((key) => {
        if (keptEmpty.has(key))
            return true;
        const cut = key.lastIndexOf('_');
        const form = key.slice(cut + 1);
        return cut > 0 && (0,types/* isPluralForm */.zr)(form) && keptEmpty.get(key.slice(0, cut))?.forms?.[form] !== undefined;
    });
}
function editTree(text, remoteText, remoteLeaves, keptEmpty, fileName) {
    const root = treeOf(text, fileName);
    const localLeaves = leavesOf(root, (key) => {
        throw new InPlaceEditError(fileName, `the key "${key}" appears twice`);
    });
    const style = jsonStyleOf(text, root);
    const edits = [];
    const removed = new Set();
    for (const leaf of localLeaves.values()) {
        const next = remoteLeaves.get(leaf.key);
        if (next === undefined) {
            if (!isKeptEmpty(leaf, keptEmpty))
                removed.add(leaf.property);
        }
        else if (next.canonical !== leaf.canonical) {
            const indent = indentOfLine(text, leaf.property.offset);
            const rendered = renderJsonValue(next.value, remoteText, style, indent);
            edits.push({ start: leaf.value.offset, end: leaf.value.offset + leaf.value.length, text: rendered });
        }
    }
    const plans = new Map();
    const planOf = (object) => {
        const plan = plans.get(object) ?? { additions: new Map(), remoteOrder: [] };
        plans.set(object, plan);
        return plan;
    };
    for (const leaf of remoteLeaves.values()) {
        const kept = localLeaves.get(leaf.key);
        if (kept !== undefined) {
            for (let property = kept.property; property !== undefined;) {
                const object = property.parent;
                planOf(object).remoteOrder.push(nameOf(property));
                property = object.parent;
            }
            continue;
        }
        const { object, names } = placementOf(root, leaf.path);
        const plan = planOf(object);
        plan.remoteOrder.push(names[0] ?? '');
        let level = plan.additions;
        for (const name of names.slice(0, -1)) {
            const child = level.get(name);
            const tree = isNewTree(child) ? child : new Map();
            level.set(name, tree);
            level = tree;
        }
        level.set(names.at(-1) ?? '', leaf.value);
    }
    collapseEmptied(root, removed, plans);
    const editObject = (object) => {
        edits.push(...objectEdits(text, remoteText, object, removed, plans.get(object), style));
        for (const property of propertiesOf(object)) {
            const value = json_valueOf(property);
            if (!removed.has(property) && value?.type === 'object')
                editObject(value);
        }
    };
    editObject(root);
    return applyEdits(text, edits);
}
function collapseEmptied(object, removed, plans) {
    const properties = propertiesOf(object);
    let remaining = properties.length;
    for (const property of properties) {
        const value = json_valueOf(property);
        if (value?.type === 'object' && collapseEmptied(value, removed, plans))
            removed.add(property);
        if (removed.has(property))
            remaining -= 1;
    }
    return properties.length > 0 && remaining === 0 && (plans.get(object)?.additions.size ?? 0) === 0;
}
function isNewTree(value) {
    return value instanceof Map;
}
function indentOfLine(text, offset) {
    const start = lineStartOf(text, offset);
    return /^[ \t]*/.exec(text.slice(start, offset))?.[0] ?? '';
}
const endOf = (node) => node.offset + node.length;
function json_separatorOf(text, object, style) {
    const properties = propertiesOf(object);
    const counts = new Map();
    for (let index = 1; index < properties.length; index += 1) {
        const gap = text.slice(endOf(properties[index - 1]), properties[index].offset);
        if (/^\s*,\s*$/.test(gap))
            counts.set(gap, (counts.get(gap) ?? 0) + 1);
    }
    const common = [...counts].sort((left, right) => right[1] - left[1])[0]?.[0];
    if (common !== undefined)
        return common;
    const first = properties[0];
    if (first === undefined)
        return `,${style.eol}`;
    const before = text.slice(lineStartOf(text, first.offset), first.offset);
    return before.trim() === '' ? `,${style.eol}${before}` : ', ';
}
function objectEdits(text, remoteText, object, removed, plan, style) {
    const properties = propertiesOf(object);
    const kept = properties.filter((property) => !removed.has(property));
    const additions = plan?.additions ?? new Map();
    const outer = indentOfLine(text, object.offset);
    const inner = kept[0] === undefined ? outer + style.indent : indentOfLine(text, kept[0].offset);
    const render = (name) => renderJsonProperty(name, additions.get(name), remoteText, style, inner);
    if (kept.length === 0) {
        if (additions.size === 0 && object.parent !== undefined)
            return [];
        if (additions.size === 0 && properties.length === 0)
            return [];
        const body = [...additions.keys()].map(render);
        const interior = body.length === 0
            ? ''
            : `${style.eol}${inner}${body.join(`,${style.eol}${inner}`)}${style.eol}${outer}`;
        return [{ start: object.offset + 1, end: endOf(object) - 1, text: interior }];
    }
    const edits = [];
    for (let index = 0; index < properties.length; index += 1) {
        if (!removed.has(properties[index]))
            continue;
        let last = index;
        while (last + 1 < properties.length && removed.has(properties[last + 1]))
            last += 1;
        const next = properties[last + 1];
        const previous = properties[index - 1];
        if (next !== undefined)
            edits.push({ start: properties[index].offset, end: next.offset, text: '' });
        else if (previous !== undefined)
            edits.push({ start: endOf(previous), end: endOf(properties[last]), text: '' });
        index = last;
    }
    const separator = json_separatorOf(text, object, style);
    const keptNames = kept.map(nameOf);
    const anchors = anchorsOf([...new Set(plan?.remoteOrder)], keptNames, new Set(additions.keys()));
    for (const [anchor, names] of anchors) {
        const body = names.map(render).join(separator);
        const after = anchor === null ? undefined : kept[keptNames.indexOf(anchor)];
        if (after === undefined) {
            const first = kept[0];
            edits.push({ start: first.offset, end: first.offset, text: body + separator });
        }
        else
            edits.push({ start: endOf(after), end: endOf(after), text: separator + body });
    }
    return edits;
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: ./node_modules/gettext-parser/index.js + 6 modules
var gettext_parser = __webpack_require__(6231);
// EXTERNAL MODULE: ./src/formats/gettext-plurals.ts
var gettext_plurals = __webpack_require__(2921);
;// CONCATENATED MODULE: ./src/formats/in-place/po-scan.ts
class PoScanError extends Error {
    code = 'PO_SCAN';
}
function linesOf(text) {
    const lines = [];
    for (const match of text.matchAll(/([^\n]*?)(\r?\n|$)/g)) {
        if (match.index === text.length && match[0] === '')
            break;
        lines.push({ text: match[1] ?? '', end: match[2] ?? '' });
    }
    return lines;
}
function readQuoted(line, from, lineNumber) {
    let value = '';
    for (let index = from + 1; index < line.length; index += 1) {
        const char = line[index] ?? '';
        if (char === '"')
            return value;
        if (char !== '\\') {
            value += char;
            continue;
        }
        index += 1;
        const next = line[index] ?? '';
        value += next === 't' ? '\t' : next === 'n' ? '\n' : next === 'r' ? '\r' : next;
    }
    throw new PoScanError(`line ${lineNumber}: a string that does not close on its line`);
}
const KEYWORD = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s*(?=")/;
function isFuzzyFlagLine(line) {
    return (line.startsWith('#,') &&
        line
            .slice(2)
            .split(',')
            .some((flag) => flag.trim() === 'fuzzy'));
}
function closeEntry(open, entries, lineNumber) {
    const field = (keyword) => open.fields.find((candidate) => candidate.keyword === keyword);
    const msgid = field('msgid');
    if (msgid === undefined)
        throw new PoScanError(`line ${lineNumber}: an entry without msgid`);
    const msgctxt = field('msgctxt');
    const msgidPlural = field('msgid_plural');
    const msgstr = new Map();
    for (const candidate of open.fields) {
        const slot = /^msgstr(?:\[(\d+)\])?$/.exec(candidate.keyword);
        if (slot !== null)
            msgstr.set(Number(slot[1] ?? 0), candidate);
    }
    const context = msgctxt?.value === '' ? undefined : msgctxt?.value;
    const entry = {
        key: context === undefined ? msgid.value : `${context}\u0004${msgid.value}`,
        isHeader: context === undefined && msgid.value === '',
        commentStart: open.commentStart,
        fieldStart: open.fieldStart,
        end: open.fields.at(-1)?.end ?? open.fieldStart,
        fuzzy: open.fuzzy,
        msgid,
        msgstr,
    };
    if (msgctxt !== undefined)
        entry.msgctxt = msgctxt;
    if (msgidPlural !== undefined)
        entry.msgidPlural = msgidPlural;
    entries.push(entry);
}
function scanPo(text) {
    const lines = linesOf(text);
    const entries = [];
    let open;
    let field;
    let commentStart;
    let fuzzy = false;
    const finish = (index) => {
        if (open !== undefined)
            closeEntry(open, entries, index + 1);
        open = undefined;
        field = undefined;
    };
    lines.forEach(({ text: raw }, index) => {
        const line = raw.trim();
        if (line.startsWith('"')) {
            if (field === undefined)
                throw new PoScanError(`line ${index + 1}: a string outside an entry`);
            field.value += readQuoted(line, 0, index + 1);
            field.end = index + 1;
            return;
        }
        const keyword = KEYWORD.exec(line);
        if (keyword !== null) {
            const name = keyword[1] ?? '';
            const startsEntry = name === 'msgctxt' || (name === 'msgid' && open?.fields.at(-1)?.keyword !== 'msgctxt');
            if (startsEntry || open === undefined) {
                finish(index - 1);
                open = { commentStart: commentStart ?? index, fieldStart: index, fuzzy, fields: [] };
                commentStart = undefined;
                fuzzy = false;
            }
            field = {
                keyword: name,
                start: index,
                end: index + 1,
                value: readQuoted(line, keyword[0].length, index + 1),
            };
            open.fields.push(field);
            return;
        }
        finish(index - 1);
        if (line.startsWith('#') && !line.startsWith('#~')) {
            commentStart ??= index;
            if (isFuzzyFlagLine(line))
                fuzzy = true;
        }
        else if (line === '' || line.startsWith('#~')) {
            commentStart = undefined;
            fuzzy = false;
        }
        else {
            throw new PoScanError(`line ${index + 1}: not a comment, keyword or string`);
        }
    });
    finish(lines.length - 1);
    return { lines, entries };
}
const TOOL_WIDTHS = [79, 76];
function po_scan_styleOf(document) {
    const lineEnd = document.lines.find((line) => line.end !== '')?.end ?? '\n';
    let longest;
    let below = Infinity;
    let splitAtNewlines = false;
    for (const entry of document.entries) {
        const fields = [entry.msgctxt, entry.msgid, entry.msgidPlural, ...entry.msgstr.values()];
        for (const field of fields) {
            if (field === undefined || field.end - field.start < 2)
                continue;
            const continuations = document.lines
                .slice(field.start + 1, field.end)
                .map((line) => line.text.trimEnd());
            continuations.forEach((text, index) => {
                const next = continuations[index + 1];
                if (text.endsWith('\\n"'))
                    splitAtNewlines = true;
                else if (next !== undefined) {
                    longest = Math.max(longest ?? 0, widthOf(text));
                    const word = /^"(\S*\s*)/.exec(next.trimStart())?.[1] ?? '';
                    below = Math.min(below, widthOf(text) + widthOf(word));
                }
            });
        }
    }
    if (longest !== undefined) {
        const wrapWidth = TOOL_WIDTHS.find((width) => width >= (longest ?? 0) && width < below) ?? longest;
        return { lineEnd, wrapWidth, splitAtNewlines };
    }
    const babel = document.lines.some((line) => line.text.startsWith('"Generated-By: Babel'));
    const usual = babel ? 76 : 79;
    const unwrapped = document.lines.some((line) => widthOf(line.text) > usual);
    return { lineEnd, wrapWidth: unwrapped ? undefined : usual, splitAtNewlines };
}
function widthOf(text) {
    let width = 0;
    for (let index = 0; index < text.length; index += 1) {
        const code = text.charCodeAt(index);
        if (code < 0xdc00 || code > 0xdfff)
            width += 1;
    }
    return width;
}
function escapePo(value) {
    return value
        .replaceAll('\\', '\\\\')
        .replaceAll('"', '\\"')
        .replaceAll('\n', '\\n')
        .replaceAll('\t', '\\t')
        .replaceAll('\r', '\\r');
}
function wrapPiece(piece, room) {
    if (widthOf(piece) <= room)
        return [piece];
    const chunks = [];
    let current = '';
    for (const word of piece.match(/[^ ]+ *| +/g) ?? [piece]) {
        if (current !== '' && widthOf(current + word) > room) {
            chunks.push(current);
            current = '';
        }
        current += word;
    }
    if (current !== '')
        chunks.push(current);
    return chunks;
}
function renderField(keyword, value, style) {
    const escaped = escapePo(value);
    const single = `${keyword} "${escaped}"`;
    const innerBreak = escaped.slice(0, -2).includes('\\n');
    const fits = style.wrapWidth === undefined || widthOf(single) <= style.wrapWidth;
    if (fits && !(innerBreak && style.splitAtNewlines))
        return [single];
    const pieces = style.splitAtNewlines ? escaped.split(/(?<=\\n)/) : [escaped];
    const room = style.wrapWidth === undefined ? Infinity : style.wrapWidth - 2;
    const chunks = pieces.filter((piece) => piece !== '').flatMap((piece) => wrapPiece(piece, room));
    return [`${keyword} ""`, ...chunks.map((chunk) => `"${chunk}"`)];
}

;// CONCATENATED MODULE: ./src/formats/in-place/po.ts







const po_encoder = new TextEncoder();
function po_sameValues(left, right) {
    const diff = (0,key_values.diffKeyValues)(left, right);
    return diff.added.length + diff.changed.length + diff.removed.length === 0;
}
function po_readLocal(local, options, fileName) {
    try {
        return (0,key_values.keyValuesOf)('po', po_encoder.encode(local), options.parse);
    }
    catch (error) {
        if (!(error instanceof format_error/* FormatError */.I))
            throw error;
        throw new InPlaceEditError(fileName, `the repository's file: ${error.message}`, { cause: error });
    }
}
function scan(text, fileName, which) {
    try {
        return scanPo(text);
    }
    catch (error) {
        if (error instanceof PoScanError) {
            throw new InPlaceEditError(fileName, `${which} text: ${error.message}`, { cause: error });
        }
        throw error;
    }
}
function slotsOfLocal(local, options) {
    const headers = gettext_parser.po.parse(external_node_buffer_.Buffer.from(local), { validation: false }).headers;
    const locale = options.parse.locale ?? headers?.['Language'] ?? 'en';
    const header = headers?.['Plural-Forms'];
    return (header === undefined ? undefined : (0,gettext_plurals/* slotsOfHeader */.IS)(header, locale)) ?? (0,gettext_plurals/* gettextPlurals */.jA)(locale).slots;
}
function po_valueOf(entry, slots) {
    if (entry.fuzzy)
        return undefined;
    if (entry.msgidPlural === undefined)
        return entry.msgstr.get(0)?.value || undefined;
    const forms = new Map();
    for (const [index, field] of entry.msgstr) {
        const form = slots[index];
        if (form !== undefined && field.value !== '')
            forms.set(form, field.value);
    }
    return forms.size === 0 ? undefined : forms;
}
function matches(have, want) {
    if (want === undefined || have === undefined)
        return want === undefined && have === undefined;
    if (typeof have === 'string')
        return want.forms === undefined && want.text === `"${have}`;
    if (want.forms === undefined)
        return false;
    const wanted = Object.entries(want.forms).filter(([, text]) => text !== '');
    return wanted.length === have.size && wanted.every(([form, text]) => have.get(form) === text);
}
class PoEdit {
    local;
    style;
    slots;
    fileName;
    patches = [];
    constructor(local, style, slots, fileName) {
        this.local = local;
        this.style = style;
        this.slots = slots;
        this.fileName = fileName;
    }
    lineOf(index) {
        return this.local.lines[index]?.text ?? '';
    }
    slotValues(entry, want) {
        const values = new Map();
        if (want?.forms === undefined) {
            for (const index of entry.msgstr.keys())
                values.set(index, '');
            if (want !== undefined)
                values.set(0, want.text.slice(1));
            return values;
        }
        const count = Math.max(this.slots.length, ...[...entry.msgstr.keys()].map((index) => index + 1));
        for (let index = 0; index < count; index += 1)
            values.set(index, '');
        for (const [form, text] of Object.entries(want.forms)) {
            const index = this.slots.indexOf(form);
            if (index === -1 && text !== '') {
                throw new InPlaceEditError(this.fileName, `no msgstr slot for the plural form ${form} of ${entry.msgid.value}`);
            }
            if (index !== -1)
                values.set(index, text);
        }
        return values;
    }
    setMsgstr(entry, want) {
        const plural = want?.forms !== undefined;
        if (want !== undefined && plural !== (entry.msgidPlural !== undefined)) {
            throw new InPlaceEditError(this.fileName, `${entry.msgid.value} turned ${plural ? 'into' : 'from'} a plural`);
        }
        const keywordOf = (index) => (entry.msgidPlural === undefined ? 'msgstr' : `msgstr[${index}]`);
        const missing = [];
        for (const [index, text] of this.slotValues(entry, want)) {
            const field = entry.msgstr.get(index);
            if (field === undefined)
                missing.push([index, text]);
            else if (field.value !== text) {
                this.patches.push({
                    start: field.start,
                    end: field.end,
                    lines: renderField(keywordOf(index), text, this.style),
                });
            }
        }
        if (missing.some(([, text]) => text !== '')) {
            const lines = missing.flatMap(([index, text]) => renderField(keywordOf(index), text, this.style));
            this.patches.push({ start: entry.end, end: entry.end, lines });
        }
        if (entry.fuzzy && want !== undefined)
            this.clearFuzzy(entry);
    }
    clearFuzzy(entry) {
        for (let index = entry.commentStart; index < entry.fieldStart; index += 1) {
            const line = this.lineOf(index);
            if (line.startsWith('#|'))
                this.patches.push({ start: index, end: index + 1, lines: [] });
            if (!line.startsWith('#,'))
                continue;
            const kept = withoutFuzzy(line);
            if (kept[0] !== line)
                this.patches.push({ start: index, end: index + 1, lines: kept });
        }
    }
    remove(entry) {
        let { commentStart: start, end } = entry;
        if (this.lineOf(end).trim() === '' && end < this.local.lines.length)
            end += 1;
        else if (start > 0 && this.lineOf(start - 1).trim() === '')
            start -= 1;
        this.patches.push({ start, end, lines: [] });
    }
    renderNew(remote, entry, want) {
        const comments = remote.lines
            .slice(entry.commentStart, entry.fieldStart)
            .map((line) => line.text)
            .filter((line) => !line.startsWith('#|'))
            .flatMap((line) => (line.startsWith('#,') ? withoutFuzzy(line) : [line]));
        const lines = ['', ...comments];
        if (entry.msgctxt !== undefined)
            lines.push(...renderField('msgctxt', entry.msgctxt.value, this.style));
        lines.push(...renderField('msgid', entry.msgid.value, this.style));
        if (entry.msgidPlural !== undefined) {
            lines.push(...renderField('msgid_plural', entry.msgidPlural.value, this.style));
        }
        const bare = { ...entry, msgstr: new Map(), fuzzy: false };
        for (const [index, text] of this.slotValues(bare, want)) {
            lines.push(...renderField(entry.msgidPlural === undefined ? 'msgstr' : `msgstr[${index}]`, text, this.style));
        }
        return lines;
    }
    apply() {
        const byStart = [...this.patches].sort((left, right) => left.start - right.start || left.end - right.end);
        const { lines } = this.local;
        let out = '';
        let next = 0;
        const emit = (text, end) => {
            out += text + end;
        };
        for (const patch of byStart) {
            if (patch.start < next)
                throw new InPlaceEditError(this.fileName, 'two edits of the same lines');
            for (; next < patch.start; next += 1)
                emit(lines[next]?.text ?? '', lines[next]?.end ?? '');
            if (patch.lines.length > 0 && out !== '' && !/\n$/.test(out))
                out += this.style.lineEnd;
            const last = patch.end === lines.length && lines.length > 0 ? (lines.at(-1)?.end ?? '') : undefined;
            patch.lines.forEach((line, index) => {
                const isLast = index === patch.lines.length - 1;
                emit(line, isLast && last !== undefined ? last : this.style.lineEnd);
            });
            next = Math.max(next, patch.end);
        }
        for (; next < lines.length; next += 1)
            emit(lines[next]?.text ?? '', lines[next]?.end ?? '');
        return out;
    }
}
function withoutFuzzy(line) {
    const flags = line
        .slice(2)
        .split(',')
        .map((flag) => flag.trim());
    const kept = flags.filter((flag) => flag !== '' && flag !== 'fuzzy');
    if (!flags.includes('fuzzy'))
        return [line];
    return kept.length === 0 ? [] : [`#, ${kept.join(', ')}`];
}
function keyIndex(document, fileName, which) {
    const byKey = new Map();
    for (const entry of document.entries) {
        if (entry.isHeader)
            continue;
        if (byKey.has(entry.key) && which === 'local') {
            throw new InPlaceEditError(fileName, `the msgid ${JSON.stringify(entry.msgid.value)} appears twice`);
        }
        byKey.set(entry.key, entry);
    }
    return byKey;
}
const editPoInPlace = (local, remote, options) => {
    const fileName = options.parse.fileName ?? '(po file)';
    const localValues = po_readLocal(local, options, fileName);
    const remoteValues = (0,key_values.keyValuesOf)('po', po_encoder.encode(remote), options.parse);
    if (po_sameValues(localValues, remoteValues))
        return local;
    const localDocument = scan(local, fileName, 'the repository');
    const remoteDocument = scan(remote, fileName, "the service's");
    const localEntries = keyIndex(localDocument, fileName, 'local');
    const remoteEntries = keyIndex(remoteDocument, fileName, 'remote');
    const translated = remoteDocument.entries.some((entry) => !entry.isHeader && [...entry.msgstr.values()].some((field) => field.value !== ''));
    if (!translated)
        throw new InPlaceEditError(fileName, "the service's file holds no translation");
    const edit = new PoEdit(localDocument, po_scan_styleOf(localDocument), slotsOfLocal(local, options), fileName);
    for (const [key, entry] of localEntries) {
        const want = remoteValues.get(key);
        if (matches(po_valueOf(entry, edit.slots), want))
            continue;
        if (want !== undefined || remoteEntries.has(key))
            edit.setMsgstr(entry, want);
        else
            edit.remove(entry);
    }
    const header = localDocument.entries.find((entry) => entry.isHeader);
    let anchor = header?.end ?? 0;
    const added = new Map();
    for (const entry of remoteDocument.entries) {
        if (entry.isHeader)
            continue;
        const own = localEntries.get(entry.key);
        if (own !== undefined) {
            anchor = own.end;
            continue;
        }
        const want = remoteValues.get(entry.key);
        if (want === undefined)
            continue;
        const lines = edit.renderNew(remoteDocument, entry, want);
        added.set(anchor, [...(added.get(anchor) ?? []), ...(anchor === 0 ? [...lines.slice(1), ''] : lines)]);
    }
    for (const [at, lines] of added)
        edit.patches.push({ start: at, end: at, lines });
    const result = edit.apply();
    if (result === local)
        return local;
    if (!po_sameValues((0,key_values.keyValuesOf)('po', po_encoder.encode(result), options.parse), remoteValues)) {
        throw new InPlaceEditError(fileName, 'the edited file would not read as the service has it');
    }
    return result;
};

// EXTERNAL MODULE: ./node_modules/dot-properties/lib/index.js
var lib = __webpack_require__(2483);
;// CONCATENATED MODULE: ./src/formats/in-place/properties.ts





const ESCAPES = {
    '\\': '\\\\',
    '\n': '\\n',
    '\r': '\\r',
    '\t': '\\t',
    '\f': '\\f',
};
function escapeText(text, style, isKey) {
    let out = '';
    let index = -1;
    for (const char of text) {
        index += 1;
        const code = char.charCodeAt(0);
        if (ESCAPES[char] !== undefined)
            out += ESCAPES[char];
        else if (code < 0x20 || code === 0x7f || (char.length === 1 && code >= 0xd800 && code <= 0xdfff))
            out += `\\u${code.toString(16).padStart(4, '0')}`;
        else if (char === ' ' && (isKey || index === 0))
            out += '\\ ';
        else if (isKey && (char === '=' || char === ':' || ((char === '#' || char === '!') && index === 0)))
            out += `\\${char}`;
        else
            out += escapeNonAscii(char, style.nonAscii);
    }
    return out;
}
function properties_entriesOf(text) {
    return (0,lib.parseLines)(text, true)
        .filter((node) => node.type === 'PAIR')
        .map((pair) => {
        const [start, keyEnd, valueStart, end] = pair.range;
        return {
            key: pair.key,
            value: pair.value,
            start,
            end,
            valueStart,
            valueEnd: end,
            separator: text.slice(keyEnd, valueStart),
        };
    });
}
function properties_styleOf(text, entries) {
    const counts = new Map();
    for (const entry of entries)
        if (entry.separator !== '')
            counts.set(entry.separator, (counts.get(entry.separator) ?? 0) + 1);
    const separator = [...counts].sort((left, right) => right[1] - left[1])[0]?.[0] ?? '=';
    const sources = entries.map((entry) => text.slice(entry.start, entry.end)).join('\n');
    return { nonAscii: nonAsciiStyleOf(sources, /u/, 'lower'), separator };
}
const editPropertiesInPlace = (local, remote, options) => {
    const localValues = keyValuesOrRefuse('properties', local, 'local', options);
    const remoteValues = keyValuesOrRefuse('properties', remote, 'remote', options);
    if ((0,key_values.sameTranslations)(localValues, remoteValues))
        return local;
    const keptEmpty = keptEmptyKeys(localValues, remoteValues);
    const remoteTexts = new Map();
    for (const entry of properties_entriesOf(remote.replace(/^\uFEFF/, '')))
        remoteTexts.set(entry.key, entry.value);
    const edited = editAfterMark(local, (text) => {
        const entries = properties_entriesOf(text);
        const style = properties_styleOf(text, entries);
        return editEntryLines(text, entries, remoteTexts, keptEmpty, {
            renderValue: (entry, value) => (entry.separator === '' && value !== '' ? style.separator : '') + escapeText(value, style, false),
            renderEntry: (key, value, neighbour) => escapeText(key, style, true) +
                (neighbour?.separator || style.separator) +
                escapeText(value, style, false),
        }, fileNameOf(options));
    });
    return verifiedEdit('properties', edited, { local: localValues, remote: remoteValues }, options);
};

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/formats/platform/yaml-psych.ts
var yaml_psych = __webpack_require__(5021);
;// CONCATENATED MODULE: ./src/formats/in-place/yaml.ts





function parse(text, fileName, side) {
    const doc = (0,dist/* parseDocument */.Tp)(text, { uniqueKeys: true });
    const [firstError] = doc.errors;
    if (firstError !== undefined)
        throw new InPlaceEditError(fileName, `the ${side} text does not parse: ${(0,format_error/* firstLineOf */.Q)(firstError)}`, {
            cause: firstError,
        });
    return doc;
}
function localeMap(doc, fileName, side) {
    const root = doc.contents;
    const [localeRoot] = (0,dist/* isMap */.jh)(root) ? root.items : [];
    if (!(0,dist/* isMap */.jh)(root) || root.items.length !== 1 || localeRoot === undefined || !(0,dist/* isMap */.jh)(localeRoot.value))
        throw new InPlaceEditError(fileName, `the ${side} text has no single locale root key holding a map`);
    return localeRoot.value;
}
function keyOf(pair) {
    return (0,dist/* isScalar */.jn)(pair.key) ? String(pair.key.value) : String(pair.key);
}
function columnOf(source, offset) {
    return offset - (source.lastIndexOf('\n', offset - 1) + 1);
}
function lineStart(source, offset) {
    return source.lastIndexOf('\n', offset - 1) + 1;
}
function lineEnd(source, offset) {
    if (offset > 0 && source[offset - 1] === '\n')
        return offset;
    const next = source.indexOf('\n', offset);
    return next === -1 ? source.length : next + 1;
}
function rangeOf(node) {
    if (node !== null && typeof node === 'object' && 'range' in node) {
        const range = node.range;
        return range ?? undefined;
    }
    return undefined;
}
function pairLines(walk, pair, path) {
    const keyRange = rangeOf(pair.key);
    if (keyRange === undefined)
        throw new InPlaceEditError(walk.fileName, `${path} has no source position`);
    const start = lineStart(walk.source, keyRange[0]);
    if (walk.source.slice(start, keyRange[0]).trim() !== '')
        throw new InPlaceEditError(walk.fileName, `${path} shares its line with other keys`);
    const valueEnd = rangeOf(pair.value)?.[2] ?? keyRange[2];
    return [start, lineEnd(walk.source, Math.max(valueEnd, keyRange[2]))];
}
function canonical(node) {
    if (node === null)
        return '#null';
    if ((0,dist/* isScalar */.jn)(node))
        return typeof node.value === 'string' ? `"${node.value}` : `#${String(node.value)}`;
    return `?${JSON.stringify(node)}`;
}
function renderScalar(value, type, flow) {
    const scalar = new dist/* Scalar */.X5(value);
    const style = flow && (type === 'PLAIN' || type === undefined) ? 'QUOTE_DOUBLE' : type;
    if (style !== undefined)
        scalar.type = style;
    if (flow && (type === 'BLOCK_LITERAL' || type === 'BLOCK_FOLDED'))
        scalar.type = 'QUOTE_DOUBLE';
    let text = new dist/* Document */.yo(scalar, yaml_psych/* psychDocumentOptions */.Ny).toString(yaml_psych/* psychToStringOptions */.CX);
    text = text.endsWith('\n') ? text.slice(0, -1) : text;
    if (typeof value === 'string' && text.includes('\n') && !/^[|>]/.test(text))
        return (0,yaml_psych/* psychDoubleQuoted */.t_)(value);
    return text;
}
function indentBlock(rendered, indent) {
    const [header = '', ...lines] = rendered.split('\n');
    return [header, ...lines.map((line) => (line === '' ? line : indent + line))].join('\n');
}
function blockIndent(walk, local, keyColumn) {
    const range = rangeOf(local);
    if ((0,dist/* isScalar */.jn)(local) &&
        range !== undefined &&
        (local.type === 'BLOCK_LITERAL' || local.type === 'BLOCK_FOLDED')) {
        const content = walk.source.slice(range[0], range[1]).split('\n').slice(1);
        const first = content.find((line) => line.trim() !== '');
        if (first !== undefined)
            return first.slice(0, first.length - first.trimStart().length);
    }
    return ' '.repeat(keyColumn + walk.indentStep);
}
function replaceScalar(walk, local, remote, keyColumn, flow) {
    const range = rangeOf(local);
    if (range === undefined)
        throw new InPlaceEditError(walk.fileName, 'a changed value has no source position');
    const old = walk.source.slice(range[0], range[1]);
    const type = (0,dist/* isScalar */.jn)(local) ? local.type : walk.usualStringType;
    let text = renderScalar(remote === null ? null : remote.value, type, flow);
    if (/^[|>]/.test(text)) {
        const keeps = /^[|>]\d?\+/.test(text) && !old.endsWith('\n');
        text =
            keeps || /^[|>][-+]?\d/.test(text)
                ? renderScalar(remote?.value ?? null, 'QUOTE_DOUBLE', flow)
                : indentBlock(text, blockIndent(walk, local, keyColumn));
    }
    const endsLine = old.endsWith('\n');
    if (endsLine && !text.endsWith('\n'))
        text += '\n';
    if (!endsLine && text.endsWith('\n'))
        text = text.slice(0, -1);
    if (old === '' && walk.source[range[0] - 1] === ':')
        text = ` ${text}`;
    walk.splices.push({ start: range[0], end: range[1], text });
}
function walkValue(walk, local, remote, path, keyColumn, flow) {
    const resolved = (0,dist/* isAlias */.Vj)(local) ? local.resolve(walk.doc) : local;
    if ((0,dist/* isMap */.jh)(resolved) && (0,dist/* isMap */.jh)(remote)) {
        if ((0,dist/* isAlias */.Vj)(local))
            return;
        walkMap(walk, resolved, remote, path);
        return;
    }
    if ((0,dist/* isSeq */.oP)(resolved) && (0,dist/* isSeq */.oP)(remote)) {
        if ((0,dist/* isAlias */.Vj)(local))
            return;
        if (resolved.items.length !== remote.items.length)
            throw new InPlaceEditError(walk.fileName, `the list ${path} changes length`);
        resolved.items.forEach((item, index) => walkValue(walk, item, remote.items[index], `${path}[${index}]`, keyColumn, resolved.flow === true));
        return;
    }
    const localLeaf = resolved === null || (0,dist/* isScalar */.jn)(resolved);
    const remoteLeaf = remote === null || (0,dist/* isScalar */.jn)(remote);
    if (!localLeaf || !remoteLeaf)
        throw new InPlaceEditError(walk.fileName, `${path} changes between a value and a group of keys`);
    if (canonical(resolved) === canonical(remote))
        return;
    replaceScalar(walk, local, remote, keyColumn, flow);
}
function renderPair(walk, key, value, column, stringType) {
    const doc = new dist/* Document */.yo(null, yaml_psych/* psychDocumentOptions */.Ny);
    const map = doc.createNode({});
    map.items.push(doc.createPair(key, (0,dist/* isScalar */.jn)(value) || (0,dist/* isMap */.jh)(value) || (0,dist/* isSeq */.oP)(value) ? value.toJSON() : null));
    doc.contents = map;
    const text = doc.toString({
        ...yaml_psych/* psychToStringOptions */.CX,
        indent: walk.indentStep,
        defaultStringType: stringType ?? 'PLAIN',
        defaultKeyType: 'PLAIN',
    });
    const pad = ' '.repeat(column);
    return text
        .split('\n')
        .map((line) => (line === '' ? line : pad + line))
        .join('\n');
}
function beforeFirst(walk, first, path) {
    let start = pairLines(walk, first, path)[0];
    const column = columnOf(walk.source, rangeOf(first.key)?.[0] ?? start);
    while (start > 0) {
        const previous = lineStart(walk.source, start - 1);
        const line = walk.source.slice(previous, start);
        if (!line.trimStart().startsWith('#') || columnOf(walk.source, previous + line.indexOf('#')) !== column)
            break;
        start = previous;
    }
    return start;
}
function holdsValues(node) {
    if (node === null)
        return false;
    if ((0,dist/* isScalar */.jn)(node))
        return node.value !== null && node.value !== '';
    if ((0,dist/* isMap */.jh)(node))
        return node.items.some((pair) => holdsValues(pair.value));
    if ((0,dist/* isSeq */.oP)(node))
        return node.items.some(holdsValues);
    return false;
}
function walkMap(walk, local, remote, prefix) {
    const localPairs = new Map(local.items.map((pair) => [keyOf(pair), pair]));
    const remoteKeys = new Set(remote.items.map(keyOf));
    const name = (key) => (prefix === '' ? key : `${prefix}.${key}`);
    const first = local.items[0];
    const column = columnOf(walk.source, rangeOf(first?.key)?.[0] ?? 0);
    for (const pair of local.items) {
        const key = keyOf(pair);
        if (remoteKeys.has(key) || !holdsValues(pair.value))
            continue;
        if (local.flow === true)
            throw new InPlaceEditError(walk.fileName, `${name(key)} is removed from a flow map`);
        const [start, end] = pairLines(walk, pair, name(key));
        walk.splices.push({ start, end, text: '' });
    }
    let after;
    for (const pair of remote.items) {
        const key = keyOf(pair);
        const mine = localPairs.get(key);
        if (mine !== undefined) {
            walkValue(walk, mine.value, pair.value, name(key), columnOf(walk.source, rangeOf(mine.key)?.[0] ?? 0), local.flow === true);
            after = mine;
            continue;
        }
        if (local.flow === true || first === undefined)
            throw new InPlaceEditError(walk.fileName, `${name(key)} is added to a map the file writes on one line`);
        const neighbour = after ?? first;
        const neighbourValue = neighbour.value;
        const stringType = (0,dist/* isScalar */.jn)(neighbourValue) &&
            typeof neighbourValue.value === 'string' &&
            !neighbourValue.type?.startsWith('BLOCK')
            ? neighbourValue.type
            : walk.usualStringType;
        const at = after === undefined
            ? beforeFirst(walk, first, name(keyOf(first)))
            : pairLines(walk, after, name(keyOf(after)))[1];
        let text = renderPair(walk, key, pair.value, column, stringType);
        if (at === walk.source.length && !walk.source.endsWith('\n'))
            text = `\n${text.replace(/\n$/, '')}`;
        walk.splices.push({ start: at, end: at, text });
    }
}
function conventionsOf(source, root) {
    let indentStep;
    const counts = new Map();
    const visit = (map, column) => {
        for (const pair of map.items) {
            if ((0,dist/* isMap */.jh)(pair.value) && !pair.value.flow) {
                const child = pair.value.items[0];
                const childColumn = columnOf(source, rangeOf(child?.key)?.[0] ?? 0);
                indentStep ??= childColumn > column ? childColumn - column : undefined;
                visit(pair.value, childColumn);
            }
            else if ((0,dist/* isScalar */.jn)(pair.value) &&
                typeof pair.value.value === 'string' &&
                !pair.value.type?.startsWith('BLOCK'))
                counts.set(pair.value.type, (counts.get(pair.value.type) ?? 0) + 1);
        }
    };
    visit(root, columnOf(source, rangeOf(root.items[0]?.key)?.[0] ?? 0));
    const usual = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
    return { indentStep: indentStep ?? 2, usualStringType: usual ?? 'PLAIN' };
}
const editYaml = (local, remote, options) => {
    const fileName = options.parse.fileName ?? '(yaml file)';
    const localDoc = parse(local, fileName, "repository's");
    const remoteDoc = parse(remote, fileName, "service's");
    const localRoot = localeMap(localDoc, fileName, "repository's");
    const walk = {
        source: local,
        doc: localDoc,
        fileName,
        splices: [],
        ...conventionsOf(local, localRoot),
    };
    walkMap(walk, localRoot, localeMap(remoteDoc, fileName, "service's"), '');
    if (walk.splices.length === 0)
        return local;
    const eol = local.includes('\r\n') ? '\r\n' : '\n';
    const splices = walk.splices
        .map((splice, index) => ({ ...splice, index }))
        .sort((a, b) => b.start - a.start || b.end - a.end || b.index - a.index);
    let result = local;
    for (const splice of splices) {
        const text = eol === '\n' ? splice.text : splice.text.replace(/\r?\n/g, eol);
        result = result.slice(0, splice.start) + text + result.slice(splice.end);
    }
    const encoder = new TextEncoder();
    let edited;
    try {
        edited = (0,key_values.keyValuesOf)('yaml', encoder.encode(result), options.parse);
    }
    catch (error) {
        throw new InPlaceEditError(fileName, 'the edited text does not parse', { cause: error });
    }
    if (!(0,key_values.sameTranslations)(edited, (0,key_values.keyValuesOf)('yaml', encoder.encode(remote), options.parse)))
        throw new InPlaceEditError(fileName, "the edited text does not hold the service's values");
    return result;
};

;// CONCATENATED MODULE: ./src/formats/in-place/index.ts







const EDITORS = {
    yaml: editYaml,
    json: editJsonInPlace,
    properties: editPropertiesInPlace,
    'ios-strings': editIosStringsInPlace,
    po: editPoInPlace,
    'android-xml': editAndroidXmlInPlace,
};
function editInPlace(format, local, remote, options) {
    return EDITORS[format](local, remote, options);
}

// EXTERNAL MODULE: ./src/formats/platform/psych-scalars.ts
var psych_scalars = __webpack_require__(601);
;// CONCATENATED MODULE: ./src/formats/in-place/rename-keys.ts








function newName(found, from, to) {
    const start = found.prefix === '' ? 0 : found.prefix.length + 1;
    if (found.prefix !== '' && !to.startsWith(`${found.prefix}.`))
        return undefined;
    const name = to.slice(start);
    if (name === '' || (name.includes('.') && !from.slice(start).includes('.')))
        return undefined;
    return found.siblings.has(name) ? undefined : name;
}
function yamlKey(name, quote) {
    const plain = /^[A-Za-z_][A-Za-z0-9_-]*$/.test(name) && (0,psych_scalars/* psychPlain */.K)(name).kind === 'string';
    if (quote === 'plain' && plain)
        return name;
    if (quote === 'single' && /^[\x20-\x7e\u00a0-\ud7ff]*$/.test(name))
        return `'${name.replace(/'/g, "''")}'`;
    return (0,yaml_psych/* psychDoubleQuoted */.t_)(name);
}
function rename_keys_keyOf(pair) {
    return (0,dist/* isScalar */.jn)(pair.key) ? String(pair.key.value) : String(pair.key);
}
function findYaml(map, prefix, key) {
    for (const pair of map.items) {
        const full = (0,key_tree/* joinKey */.ID)(prefix, rename_keys_keyOf(pair));
        if (full === key && (0,dist/* isScalar */.jn)(pair.key) && pair.key.range) {
            const [start, end] = pair.key.range;
            const type = pair.key.type;
            return {
                prefix,
                names: [{ start, end, suffix: '' }],
                siblings: new Set(map.items.map(rename_keys_keyOf)),
                quote: type === 'QUOTE_SINGLE' ? 'single' : type === 'QUOTE_DOUBLE' ? 'double' : 'plain',
            };
        }
        if ((0,dist/* isMap */.jh)(pair.value) && key.startsWith(`${full}.`)) {
            const found = findYaml(pair.value, full, key);
            if (found !== undefined)
                return found;
        }
    }
    return undefined;
}
function yamlEdits(text, renames) {
    const doc = (0,dist/* parseDocument */.Tp)(text, { uniqueKeys: true });
    const root = doc.contents;
    const localeRoot = (0,dist/* isMap */.jh)(root) && root.items.length === 1 ? root.items[0]?.value : undefined;
    if (doc.errors.length > 0 || !(0,dist/* isMap */.jh)(localeRoot))
        return [];
    const edits = [];
    for (const [from, to] of renames) {
        const found = findYaml(localeRoot, '', from);
        const name = found === undefined ? undefined : newName(found, from, to);
        if (found === undefined || name === undefined)
            continue;
        for (const place of found.names)
            edits.push({ ...place, text: yamlKey(name, found.quote) });
    }
    return edits;
}
function findJson(object, prefix, key) {
    const names = [];
    const properties = object.children ?? [];
    const nameOf = (property) => String(property.children?.[0]?.value);
    for (const property of properties) {
        const [name, value] = property.children ?? [];
        if (name === undefined || value === undefined)
            continue;
        const full = (0,key_tree/* joinKey */.ID)(prefix, String(name.value));
        const place = { start: name.offset, end: name.offset + name.length };
        const form = full.startsWith(`${key}_`) ? full.slice(key.length + 1) : '';
        if (full === key)
            names.push({ ...place, suffix: '' });
        else if (value.type !== 'object' && (0,types/* isPluralForm */.zr)(form))
            names.push({ ...place, suffix: `_${form}` });
        else if (value.type === 'object' && key.startsWith(`${full}.`)) {
            const found = findJson(value, full, key);
            if (found !== undefined)
                return found;
        }
    }
    if (names.length === 0)
        return undefined;
    const siblings = new Set(properties.map(nameOf));
    return { prefix, names, siblings };
}
function jsonEdits(text, renames) {
    const root = (0,main.parseTree)(text, [], { disallowComments: true, allowTrailingComma: false });
    if (root?.type !== 'object')
        return [];
    const edits = [];
    for (const [from, to] of renames) {
        const found = findJson(root, '', from);
        const name = found === undefined ? undefined : newName(found, from, to);
        if (found === undefined || name === undefined)
            continue;
        if (found.names.some((place) => found.siblings.has(name + place.suffix)))
            continue;
        for (const place of found.names)
            edits.push({ ...place, text: JSON.stringify(name + place.suffix) });
    }
    return edits;
}
function renamedAsExpected(before, after, renames) {
    if (before.size !== after.size)
        return false;
    for (const [key, value] of before) {
        const renamed = after.get(renames.get(key) ?? key) ?? after.get(key);
        if (renamed?.text !== value.text)
            return false;
    }
    return true;
}
function renameKeysInPlace(format, text, renames, parse) {
    if (renames.size === 0 || (format !== 'yaml' && format !== 'json'))
        return text;
    try {
        const edits = format === 'yaml' ? yamlEdits(text, renames) : jsonEdits(text, renames);
        if (edits.length === 0)
            return text;
        const renamed = applyEdits(text, edits);
        const encoder = new TextEncoder();
        const before = (0,key_values.keyValuesOf)(format, encoder.encode(text), parse);
        const after = (0,key_values.keyValuesOf)(format, encoder.encode(renamed), parse);
        return renamedAsExpected(before, after, renames) ? renamed : text;
    }
    catch {
        return text;
    }
}

;// CONCATENATED MODULE: ./src/formats/in-place/keep-formatting.ts






function sha1Of(bytes) {
    return (0,external_node_crypto_.createHash)('sha1').update(bytes).digest('hex');
}
function keepFormatting(file, remote, local, renames) {
    const format = (0,detect/* detectFormat */.T)(file.repoPath);
    if (format === undefined || local === undefined)
        return { kind: 'service' };
    const parse = { fileName: file.repoPath, locale: file.locale };
    let remoteText;
    let remoteValues;
    try {
        remoteText = (0,text_codec/* decodeText */.g7)(remote, file.repoPath, format).text;
        remoteValues = (0,key_values.keyValuesOf)(format, remote, parse);
    }
    catch {
        return { kind: 'service' };
    }
    const fallback = (reason) => ({
        kind: 'service',
        notice: `${file.repoPath}: cannot edit in place (${reason}); the service's file is written as it came.`,
    });
    let decoded;
    let localText;
    try {
        decoded = (0,text_codec/* decodeText */.g7)(local, file.repoPath, format);
        const localValues = (0,key_values.keyValuesOf)(format, local, parse);
        if ((0,key_values.sameTranslations)(localValues, remoteValues))
            return { kind: 'untouched', sha1: sha1Of(local) };
        localText = renameKeysInPlace(format, decoded.text, renamesBetween(localValues, remoteValues, renames), parse);
    }
    catch {
        return fallback("the repository's copy does not parse");
    }
    let edited;
    try {
        edited = editInPlace(format, localText, remoteText, { parse });
    }
    catch (error) {
        if (error instanceof InPlaceEditError)
            return { kind: 'service', notice: error.message };
        throw error;
    }
    if (edited === remoteText)
        return { kind: 'service' };
    const bytes = (0,text_codec/* encodeWithLayout */.h0)(edited, { encoding: decoded.encoding, eol: '\n' });
    return { kind: 'edited', bytes, sha1: sha1Of(bytes) };
}
function renamesBetween(local, remote, renames) {
    const shown = new Map();
    for (const [from, to] of renames ?? [])
        if (local.has(from) && !local.has(to) && remote.has(to) && !remote.has(from))
            shown.set(from, to);
    return shown;
}

// EXTERNAL MODULE: ./src/sync/write-safely.ts
var write_safely = __webpack_require__(6631);
// EXTERNAL MODULE: ./src/project/line-ends.ts
var line_ends = __webpack_require__(4150);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./src/client/redact.ts
var redact = __webpack_require__(5078);
;// CONCATENATED MODULE: ./src/archive/errors.ts

const NEXT_STEP = {
    'archive-truncated': 'The download was cut short. Rerun the workflow; if it keeps failing, the service may be unwell.',
    'archive-not-zip': 'The service probably answered with an error page: check its status page and the project token, then rerun the workflow.',
    'archive-unsafe-path': 'The archive is unsafe to extract. Check the file names of the project in the translation service and report the archive to the service if they look right.',
    'archive-symlink': 'Links are never extracted. Report the archive to the translation service.',
    'archive-duplicate': 'Rename or remove one of the colliding files in the translation service so that every path is unique on every file system.',
    'archive-too-large': 'The limits protect the runner from zip bombs. Check the project in the translation service for unexpectedly large files.',
    'archive-bad-name': 'Rename the file in the translation service so that its path holds no control characters or empty parts.',
    'archive-corrupt': 'Rerun the workflow; if it keeps failing, download the zip from the translation service by hand and check that it opens.',
};
class ArchiveError extends Error {
    name = 'ArchiveError';
    code;
    entries;
    snippet;
    constructor(code, problem, options = {}) {
        const message = (0,redact/* redact */.E$)(`${problem} Nothing was written into the repository. ${NEXT_STEP[code]}`);
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.code = code;
        this.entries = [...(options.entries ?? [])];
        this.snippet = options.snippet === undefined ? undefined : (0,redact/* redact */.E$)(options.snippet);
    }
}
const LISTED_NAMES = 10;
function describeEntryName(name) {
    const quoted = JSON.stringify(name);
    return name === name.normalize('NFC') ? quoted : `${quoted} (decomposed Unicode)`;
}
function listEntryNames(names) {
    const shown = names.slice(0, LISTED_NAMES).map(describeEntryName).join(', ');
    return names.length > LISTED_NAMES ? `${shown} and ${names.length - LISTED_NAMES} more` : shown;
}

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./src/archive/inflate.ts





const DEFLATED = 8;
const IN_ONE_GO_MAX_BYTES = 1024 * 1024;
class EntryCheck {
    name;
    entry;
    budget;
    size = 0;
    crc = 0;
    sha1 = process.getBuiltinModule('node:crypto').createHash('sha1');
    constructor(name, entry, budget) {
        this.name = name;
        this.entry = entry;
        this.budget = budget;
    }
    add(chunk) {
        this.size += chunk.length;
        if (this.size > this.entry.uncompressedSize)
            throw this.tooBig();
        if (this.size > this.budget.remainingTotalBytes)
            throw this.problem('archive-too-large', 'goes past the limit on the total size of the extracted files');
        this.crc = (0,external_node_zlib_.crc32)(chunk, this.crc);
        this.sha1.update(chunk);
    }
    finish() {
        if (this.size !== this.entry.uncompressedSize)
            throw this.problem('archive-corrupt', `inflates to ${this.size} bytes, not the ${this.entry.uncompressedSize} it declares`);
        if (this.crc >>> 0 !== this.entry.crc32 >>> 0)
            throw this.problem('archive-corrupt', 'fails its CRC-32 check');
        this.budget.remainingTotalBytes -= this.size;
        return this.sha1.digest('hex');
    }
    tooBig() {
        return this.problem('archive-corrupt', `inflates to more than the expected ${this.entry.uncompressedSize} bytes it declares`);
    }
    problem(code, what, cause) {
        return new ArchiveError(code, `The Zip File entry ${describeEntryName(this.name)} ${what}.`, {
            entries: [this.name],
            ...(cause === undefined ? {} : { cause }),
        });
    }
}
class EntryGuard extends external_node_stream_.Transform {
    check;
    constructor(check) {
        super();
        this.check = check;
    }
    _transform(chunk, _encoding, done) {
        try {
            this.check.add(chunk);
            done(null, chunk);
        }
        catch (error) {
            done(error);
        }
    }
}
async function inflateEntry(options) {
    const { zipfile, archiveBytes, name, entry, dataStart, path, budget } = options;
    const check = new EntryCheck(name, entry, budget);
    const inOneGo = entry.compressedSize <= IN_ONE_GO_MAX_BYTES && entry.uncompressedSize <= IN_ONE_GO_MAX_BYTES;
    try {
        if (inOneGo) {
            let compressed = archiveBytes?.subarray(dataStart, dataStart + entry.compressedSize);
            if (compressed === undefined) {
                const chunks = [];
                for await (const chunk of await readData(zipfile, entry, dataStart, false))
                    chunks.push(chunk);
                compressed = Buffer.concat(chunks);
            }
            const bytes = inflateInOneGo(check, entry, compressed);
            check.add(bytes);
            const sha1 = check.finish();
            (0,external_node_fs_.writeFileSync)(path, bytes, { flag: 'wx' });
            return { size: bytes.length, sha1, bytes };
        }
        const data = await readData(zipfile, entry, dataStart, true);
        await (0,external_node_stream_promises_.pipeline)(data, new EntryGuard(check), (0,external_node_fs_.createWriteStream)(path, { flags: 'wx' }));
        return { size: check.size, sha1: check.finish(), bytes: undefined };
    }
    catch (error) {
        if (error instanceof ArchiveError || isSystemError(error))
            throw error;
        const detail = error instanceof Error ? error.message : String(error);
        throw check.problem('archive-corrupt', `cannot be inflated (${detail})`, error);
    }
}
function readData(zipfile, entry, dataStart, decompress) {
    return new Promise((resolve, reject) => zipfile.openReadStreamLowLevel(dataStart, entry.compressedSize, 0, entry.compressedSize, decompress && entry.compressionMethod === DEFLATED, entry.uncompressedSize, (error, stream) => (error === null ? resolve(stream) : reject(error))));
}
function inflateInOneGo(check, entry, compressed) {
    if (entry.compressionMethod !== DEFLATED)
        return compressed;
    try {
        return (0,external_node_zlib_.inflateRawSync)(compressed, { maxOutputLength: entry.uncompressedSize + 1 });
    }
    catch (error) {
        if (error.code === 'ERR_BUFFER_TOO_LARGE')
            throw check.tooBig();
        throw error;
    }
}
function isSystemError(error) {
    return error instanceof Error && 'syscall' in error;
}

// EXTERNAL MODULE: ./node_modules/yauzl/index.js
var yauzl = __webpack_require__(663);
;// CONCATENATED MODULE: ./src/archive/open.ts



const LOCAL_HEADER_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EMPTY_ARCHIVE_MAGIC = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const SNIFF_BYTES = 512;
const SNIPPET_CHARACTERS = 120;
const MiB = 1024 * 1024;
const READ_WHOLE_MAX_BYTES = 64 * MiB;
async function sniffArchive(archivePath) {
    const handle = await (0,promises_.open)(archivePath, 'r');
    let head;
    let size;
    try {
        ({ size } = await handle.stat());
        const buffer = Buffer.alloc(SNIFF_BYTES);
        const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
        head = buffer.subarray(0, bytesRead);
    }
    finally {
        await handle.close();
    }
    const magic = head.subarray(0, 4);
    if (magic.equals(LOCAL_HEADER_MAGIC) || magic.equals(EMPTY_ARCHIVE_MAGIC))
        return size;
    if (head.length === 0) {
        throw new ArchiveError('archive-not-zip', 'The Zip File download is empty (0 bytes), not a zip archive.', {
            snippet: '',
        });
    }
    const snippet = printableSnippet(head);
    throw new ArchiveError('archive-not-zip', `The Zip File download is not a zip archive (no "PK" signature); it begins with: ${JSON.stringify(snippet)}.`, { snippet });
}
function printableSnippet(head) {
    const text = head
        .toString('utf8')
        .replace(/[^\x20-\x7e\u00a0-\uffff]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    return text.length > SNIPPET_CHARACTERS ? `${text.slice(0, SNIPPET_CHARACTERS)}...` : text;
}
async function openArchive(archivePath, size) {
    const options = {
        autoClose: false,
        lazyEntries: true,
        decodeStrings: false,
        validateEntrySizes: false,
        strictFileNames: true,
    };
    try {
        if (size > READ_WHOLE_MAX_BYTES)
            return { zipfile: await yauzl.openPromise(archivePath, options), bytes: undefined };
        const bytes = await (0,promises_.readFile)(archivePath);
        return { zipfile: await yauzl.fromBufferPromise(bytes, options), bytes };
    }
    catch (error) {
        throw archiveErrorFromReader(error, []);
    }
}
async function readEntries(zipfile, maxEntries) {
    if (zipfile.entryCount > maxEntries)
        throw tooManyEntries(zipfile.entryCount, maxEntries);
    const entries = [];
    try {
        for await (const entry of zipfile.eachEntry()) {
            const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);
            entries.push({ name, entry });
            if (entries.length > maxEntries)
                throw tooManyEntries(entries.length, maxEntries);
        }
    }
    catch (error) {
        throw archiveErrorFromReader(error, []);
    }
    return entries;
}
function tooManyEntries(count, maxEntries) {
    return new ArchiveError('archive-too-large', `The Zip File holds ${count} entries, more than the limit of ${maxEntries}.`);
}
async function findDataStarts(zipfile, entries) {
    const dataStarts = [];
    const spans = [];
    for (const { name, entry } of entries) {
        let start;
        try {
            ({ fileDataStart: start } = await zipfile.readLocalFileHeaderPromise(entry, { minimal: true }));
        }
        catch (error) {
            throw archiveErrorFromReader(error, [name]);
        }
        dataStarts.push(start);
        spans.push({ name, start: entry.relativeOffsetOfLocalHeader, end: start + entry.compressedSize });
    }
    spans.sort((a, b) => a.start - b.start || a.end - b.end);
    const overlapping = new Set();
    for (let index = 1; index < spans.length; index++) {
        const previous = spans[index - 1];
        const current = spans[index];
        if (previous !== undefined && current !== undefined && current.start < previous.end) {
            overlapping.add(previous.name).add(current.name);
        }
    }
    if (overlapping.size > 0) {
        const names = [...overlapping];
        throw new ArchiveError('archive-corrupt', `The Zip File has entries that share their data: ${listEntryNames(names)}.`, { entries: names });
    }
    return dataStarts;
}
function archiveErrorFromReader(error, entries) {
    if (error instanceof ArchiveError)
        return error;
    const detail = error instanceof Error ? error.message : String(error);
    if (/end of central directory record signature not found|unexpected EOF/i.test(detail)) {
        return new ArchiveError('archive-truncated', `The Zip File download is incomplete (${detail}).`, {
            entries,
            cause: error,
        });
    }
    return new ArchiveError('archive-corrupt', `The Zip File is damaged (${detail}).`, {
        entries,
        cause: error,
    });
}

// EXTERNAL MODULE: ./src/project/names.ts
var names = __webpack_require__(5669);
;// CONCATENATED MODULE: ./src/archive/entries.ts


const entries_MiB = 1024 * 1024;
const DEFAULT_EXTRACT_LIMITS = Object.freeze({
    maxEntries: 10_000,
    maxEntryBytes: 50 * entries_MiB,
    maxTotalBytes: 512 * entries_MiB,
    maxRatio: 200,
});
const ENTRY_MARGIN = 1.25;
const ENTRY_FLOOR = 100;
const INFLATED_PER_DOWNLOADED_BYTE = 20;
function extractLimitsFor(listed, archiveBytes, overrides = {}) {
    const folders = new Set(listed.map((file) => file.name.split('/').slice(0, -1).join('/')));
    return {
        ...DEFAULT_EXTRACT_LIMITS,
        maxEntries: Math.ceil((listed.length + folders.size) * ENTRY_MARGIN) + ENTRY_FLOOR,
        maxTotalBytes: Math.max(DEFAULT_EXTRACT_LIMITS.maxTotalBytes, archiveBytes * INFLATED_PER_DOWNLOADED_BYTE),
        ...overrides,
    };
}
const RATIO_GRACE_BYTES = 4 * 1024 * 1024;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
const ENCRYPTED_FLAG = 0x1;
const STORED = 0;
const entries_DEFLATED = 8;
const PRIORITY = [
    'archive-unsafe-path',
    'archive-bad-name',
    'archive-symlink',
    'archive-duplicate',
    'archive-corrupt',
    'archive-too-large',
];
const HEADLINE = {
    'archive-unsafe-path': 'The Zip File has entries whose names would be written outside the repository',
    'archive-bad-name': 'The Zip File has entry names that cannot be file paths',
    'archive-symlink': 'The Zip File holds symbolic links',
    'archive-duplicate': 'The Zip File holds entries whose names collide (identical, or differing only in letter case or Unicode composition)',
    'archive-corrupt': 'The Zip File has entries that cannot be read',
    'archive-too-large': 'The Zip File exceeds the extraction limits',
};
class Problems {
    byCode = new Map();
    add(code, name, reason) {
        this.addProblem(code, { names: [name], text: `${describeEntryName(name)} ${reason}` });
    }
    addProblem(code, problem) {
        this.byCode.set(code, [...(this.byCode.get(code) ?? []), problem]);
    }
    throwFirst() {
        for (const code of PRIORITY) {
            const list = this.byCode.get(code);
            if (list === undefined)
                continue;
            const shown = list.slice(0, 10).map((problem) => problem.text);
            if (list.length > 10)
                shown.push(`and ${list.length - 10} more`);
            const names = list.flatMap((problem) => problem.names);
            throw new ArchiveError(code, `${HEADLINE[code] ?? code}: ${shown.join('; ')}.`, { entries: names });
        }
    }
}
function collisionProblem(group, what) {
    const distinct = [...new Set(group)];
    const text = distinct.length === 1
        ? `${describeEntryName(group[0] ?? '')} appears ${group.length} times`
        : `${distinct.map(describeEntryName).join(' and ')} ${what}`;
    return { names: [...group], text };
}
function fileType(entry) {
    return (entry.externalFileAttributes >>> 16) & S_IFMT;
}
function planEntries(entries, allowed, limits, options = {}) {
    const problems = new Problems();
    const allowedByName = new Map();
    for (const [entryName, repoPath] of allowed) {
        const key = entryName.normalize('NFC');
        if (!allowedByName.has(key))
            allowedByName.set(key, repoPath);
    }
    const plan = { targets: [], skipped: [], heldBack: [] };
    let declaredTotal = 0;
    for (const { name, entry } of entries) {
        const nameProblem = (0,names/* checkEntryName */._$)(name);
        if (nameProblem !== undefined)
            problems.add(nameProblem.code, name, nameProblem.reason);
        const type = fileType(entry);
        if (type === S_IFLNK)
            problems.add('archive-symlink', name, 'is a symbolic link');
        else if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) {
            problems.add('archive-corrupt', name, 'is a device, pipe or socket, not a file');
        }
        if ((0,names/* isDirectoryName */.Ls)(name)) {
            plan.skipped.push({ entryName: name, reason: 'directory' });
            continue;
        }
        if ((entry.generalPurposeBitFlag & ENCRYPTED_FLAG) !== 0)
            problems.add('archive-corrupt', name, 'is encrypted');
        else if (entry.compressionMethod !== STORED && entry.compressionMethod !== entries_DEFLATED) {
            problems.add('archive-corrupt', name, `uses compression method ${entry.compressionMethod}, not stored or deflate`);
        }
        const repoPath = allowedByName.get(name.normalize('NFC'));
        const size = sizeProblem(entry, limits);
        if (repoPath === undefined) {
            plan.skipped.push({ entryName: name, reason: 'not-a-target-file' });
            const judged = options.perTarget !== true || options.known?.has(name) !== true;
            if (size !== undefined && judged)
                problems.add('archive-too-large', name, size.reason);
        }
        else if (size !== undefined && options.perTarget === true) {
            plan.heldBack.push({ target: { name, entry, repoPath }, ...size });
        }
        else {
            if (size !== undefined)
                problems.add('archive-too-large', name, size.reason);
            declaredTotal += entry.uncompressedSize;
            plan.targets.push({ name, entry, repoPath });
        }
    }
    for (const group of (0,names/* findCollisions */.tn)(entries.map(({ name }) => name))) {
        problems.addProblem('archive-duplicate', collisionProblem(group, 'name the same file'));
    }
    const byRepoPath = new Map();
    for (const target of [...plan.targets, ...plan.heldBack.map((held) => held.target)]) {
        const key = (0,names/* collisionKey */.EE)(target.repoPath);
        byRepoPath.set(key, [...(byRepoPath.get(key) ?? []), target.name]);
    }
    for (const group of byRepoPath.values()) {
        if (group.length < 2 || (0,names/* findCollisions */.tn)(group).length > 0)
            continue;
        problems.addProblem('archive-duplicate', collisionProblem(group, 'are mapped to the same repository file'));
    }
    problems.throwFirst();
    if (declaredTotal > limits.maxTotalBytes) {
        throw new ArchiveError('archive-too-large', `The Zip File's entries declare ${declaredTotal} bytes in all, over the limit of ${limits.maxTotalBytes}.`);
    }
    return plan;
}
function sizeProblem(entry, limits) {
    const { uncompressedSize, compressedSize } = entry;
    if (uncompressedSize > limits.maxEntryBytes) {
        return {
            code: 'too-large',
            reason: `declares ${uncompressedSize} bytes, over the limit of ${limits.maxEntryBytes} per file`,
        };
    }
    const ratio = uncompressedSize / Math.max(compressedSize, 1);
    if (uncompressedSize > RATIO_GRACE_BYTES && ratio > limits.maxRatio) {
        return {
            code: 'compresses-too-well',
            reason: `inflates ${Math.round(ratio)} times, over the limit of ${limits.maxRatio} for files over ${RATIO_GRACE_BYTES / (1024 * 1024)} MiB`,
        };
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/archive/extract.ts






const INFLATE_CONCURRENCY = 16;
async function checkArchive(options) {
    const { archivePath, allowed, limits, logger } = options;
    const size = await sniffArchive(archivePath);
    const { zipfile, bytes } = await openArchive(archivePath, size);
    try {
        const entries = await readEntries(zipfile, limits.maxEntries);
        const plan = planEntries(entries, allowed, limits, {
            perTarget: options.perTarget === true,
            known: options.known,
        });
        const starts = await findDataStarts(zipfile, entries);
        const startOf = new Map(entries.map(({ entry }, index) => [entry, starts[index] ?? 0]));
        const dataStarts = new Map(plan.targets.map((target) => [target, startOf.get(target.entry) ?? 0]));
        const warnings = collectWarnings(entries.length, plan.skipped, options.known ?? new Set());
        for (const warning of warnings)
            logger.warning(warning);
        return { plan, warnings, zipfile, bytes, dataStarts };
    }
    catch (error) {
        zipfile.close();
        throw error;
    }
}
async function inflateArchive(archive, options) {
    const limit = (0,p_limit/* default */.A)(INFLATE_CONCURRENCY);
    const outcomes = await Promise.allSettled(archive.plan.targets.map((target, index) => limit(async () => {
        const path = await options.destination(target, index);
        const { size, sha1, bytes } = await inflateEntry({
            zipfile: archive.zipfile,
            archiveBytes: archive.bytes,
            name: target.name,
            entry: target.entry,
            dataStart: archive.dataStarts.get(target) ?? 0,
            path,
            budget: options.budget,
        });
        const file = { target, size, sha1, path };
        options.inspect?.(file, bytes);
        return file;
    }).catch((error) => {
        limit.clearQueue();
        throw error;
    })));
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed !== undefined)
        throw failed.reason;
    return outcomes.map((outcome) => outcome.value);
}
function collectWarnings(entryCount, skipped, known) {
    const warnings = [];
    if (entryCount === 0) {
        warnings.push('The Zip File from the service is empty: no translation was downloaded, and no existing file was changed or deleted.');
    }
    const outside = skipped
        .filter((item) => item.reason === 'not-a-target-file' && !known.has(item.entryName))
        .map((item) => item.entryName);
    if (outside.length > 0) {
        warnings.push(`The Zip File holds ${outside.length} ${outside.length === 1 ? 'entry that is' : 'entries that are'} not a target file of this sync, so ${outside.length === 1 ? 'it was' : 'they were'} not written: ${listEntryNames(outside)}.`);
    }
    return warnings;
}

// EXTERNAL MODULE: ./src/sync/repository-paths.ts
var repository_paths = __webpack_require__(2638);
;// CONCATENATED MODULE: ./src/sync/pull-archives.ts








async function stageArchives(options, plan, archives, tempDir, judge) {
    const { workspace, logger, dryRun } = options;
    const { downloads, localSha1 } = plan;
    const checked = [];
    let write;
    try {
        for (const archive of archives) {
            const inArchive = (locale) => archive.locale === undefined || (0,locales/* sameLocale */.Jo)(locale, archive.locale);
            const allowed = new Map(downloads
                .filter((download) => inArchive(download.locale))
                .map((download) => [download.path, download.path]));
            const limits = extractLimitsFor(plan.remoteFiles.filter((file) => inArchive(file.locale)), archive.bytes, options.extractLimits);
            const checkedArchive = await checkArchive({
                archivePath: archive.path,
                allowed,
                known: plan.known,
                limits,
                perTarget: judge.holdBack,
                logger,
            });
            for (const { target, code, reason } of checkedArchive.plan.heldBack)
                judge.heldOver(target.repoPath, code, reason);
            checked.push({ archive: checkedArchive, budget: limits.maxTotalBytes });
        }
        const stagingDir = external_node_path_default().join(tempDir, 'staged');
        if (dryRun)
            await (0,promises_.mkdir)(stagingDir);
        else
            write = await write_safely/* RepositoryWrite */.S8.prepare(workspace, downloads.map((download) => download.path));
        const repository = write;
        const { readRepositoryCopy } = await judge.loadJudge();
        const files = [];
        const comparisons = [];
        const differing = new Map();
        const edited = new Map();
        try {
            for (const [number, { archive, budget }] of checked.entries()) {
                const inflated = await inflateArchive(archive, {
                    budget: { remainingTotalBytes: budget },
                    destination: (target, index) => repository === undefined
                        ? Promise.resolve(external_node_path_default().join(stagingDir, `${number}-${index}`))
                        : repository.temporaryFor(target.repoPath),
                    inspect: ({ target, sha1, path: stagedPath }, bytes) => {
                        const { repoPath } = target;
                        if (localSha1.get(repoPath) === sha1)
                            return;
                        const hasCopy = repository === undefined || repository.slot(repoPath).existing !== undefined;
                        const local = hasCopy ? readRepositoryCopy(workspace, repoPath) : undefined;
                        const remote = bytes ?? (0,external_node_fs_.readFileSync)(stagedPath);
                        const outcome = judge.keep(repoPath, remote, local);
                        if (outcome.kind === 'untouched')
                            return;
                        if (outcome.kind === 'edited') {
                            (0,external_node_fs_.writeFileSync)(stagedPath, outcome.bytes);
                            edited.set(repoPath, { size: outcome.bytes.length, sha1: outcome.sha1 });
                        }
                        const written = outcome.kind === 'edited' ? outcome.bytes : remote;
                        differing.set(repoPath, judge.compare(repoPath, stagedPath, written, local));
                    },
                });
                for (const { target, size, sha1, path: stagedPath } of inflated) {
                    const comparison = differing.get(target.repoPath);
                    if (comparison === undefined)
                        await repository?.drop(target.repoPath);
                    else {
                        const file = { entryName: target.name, repoPath: target.repoPath, stagedPath, size, sha1 };
                        files.push({ ...file, ...edited.get(target.repoPath) });
                        comparisons.push(comparison);
                    }
                }
            }
            if (repository !== undefined)
                await (0,write_safely/* settleAll */.j3)(files.map((file) => repository.keepMode(file.repoPath, file.stagedPath)));
        }
        catch (error) {
            if (error instanceof ArchiveError || repository === undefined)
                throw error;
            throw (0,repository_paths/* asWriteError */.U0)(error, files.map((file) => file.repoPath));
        }
        return {
            files,
            comparisons,
            present: checked.flatMap(({ archive }) => [...archive.plan.targets, ...archive.plan.heldBack.map((held) => held.target)].map((target) => target.repoPath)),
            drop: async (repoPath) => {
                await repository?.drop(repoPath);
            },
            commit: async () => {
                if (repository === undefined)
                    return [];
                try {
                    return await repository.commit();
                }
                catch (error) {
                    throw (0,repository_paths/* asWriteError */.U0)(error, files.map((file) => file.repoPath));
                }
            },
            discard: async () => {
                await repository?.discard();
            },
        };
    }
    catch (error) {
        await write?.discard();
        throw error;
    }
    finally {
        for (const { archive } of checked)
            archive.zipfile.close();
    }
}

// EXTERNAL MODULE: ./src/project/held-back.ts
var held_back = __webpack_require__(4616);
// EXTERNAL MODULE: ./src/project/written-files.ts
var written_files = __webpack_require__(6068);
;// CONCATENATED MODULE: ./src/sync/pull-download.ts















const DEFAULT_MAX_ARCHIVE_BYTES = 1024 * 1024 * 1024;
const FILE_BY_FILE_MAX = 64;
const FILE_BY_FILE_SHARE = 4;
async function downloadAndWrite(options, plan, masterKeys, afterRequests) {
    const { logger } = options;
    const { downloads, localSha1 } = plan;
    const result = {
        archives: 0,
        downloadedBytes: 0,
        files: [],
        warnings: [],
        kept: new Map(),
        heldBack: [],
        written: new written_files/* WrittenFiles */.l(),
    };
    const holdBack = options.holdBack !== false;
    const neededLocales = [...new Set(downloads.map((download) => download.locale))].sort();
    const root = options.tempRoot ?? (0,external_node_os_.tmpdir)();
    await (0,promises_.mkdir)(root, { recursive: true });
    const tempDir = await (0,promises_.mkdtemp)(external_node_path_default().join(root, 'translation-sync-'));
    const localeOf = new Map(downloads.map((download) => [download.path, download.locale]));
    const masterOf = new Map(downloads.map((download) => [download.path, download.file.masterId ?? 0]));
    const toCheck = (repoPath, stagedPath) => ({
        repoPath,
        stagedPath,
        locale: localeOf.get(repoPath) ?? '',
        masterId: masterOf.get(repoPath) ?? 0,
    });
    const keep = (repoPath, remote, local) => {
        const renames = options.renamesIn?.(masterOf.get(repoPath) ?? 0);
        const outcome = options.keepFormatting === true
            ? keepFormatting({ repoPath, locale: localeOf.get(repoPath) ?? '' }, remote, local, renames)
            : { kind: 'service' };
        if (outcome.kind === 'service' && outcome.notice !== undefined)
            result.warnings.push(outcome.notice);
        const entry = outcome.kind === 'service' ? undefined : { service: sha1Of(remote), file: outcome.sha1 };
        result.kept.set(repoPath, entry);
        return outcome;
    };
    const compare = (repoPath, stagedPath, bytes, local) => {
        const file = toCheck(repoPath, stagedPath);
        if (judgeModule === undefined)
            throw new Error('compare called before loadJudge');
        const platform = judgeModule.platformCheck(repoPath, file.locale, bytes);
        if (!options.dryRun)
            result.written.hold(repoPath, bytes, local);
        return { ...judgeModule.compareDownload(file, bytes, local, logger), platform };
    };
    let judgeModule;
    const loadJudge = async () => {
        const [guard, judging] = await Promise.all([
            __webpack_require__.e(/* import() */ 972).then(__webpack_require__.bind(__webpack_require__, 1591)),
            __webpack_require__.e(/* import() */ 741).then(__webpack_require__.bind(__webpack_require__, 1741)),
        ]);
        judgeModule = { ...guard, ...judging };
        return judgeModule;
    };
    const heldOver = (repoPath, code, detail) => result.heldBack.push((0,held_back/* heldBack */.Z)(repoPath, localeOf.get(repoPath) ?? '', code, { detail }));
    let staged;
    try {
        staged = await stageDownloads(options, plan, neededLocales, tempDir, result, afterRequests, {
            compare,
            keep,
            holdBack,
            heldOver,
            loadJudge,
        });
        const presentLocales = new Set(staged.present.map((repoPath) => (0,locales/* localeKey */.cu)(localeOf.get(repoPath) ?? '')));
        for (const locale of neededLocales) {
            if (!presentLocales.has((0,locales/* localeKey */.cu)(locale)))
                result.warnings.push(`The archive holds no file of locale ${locale}; its files were left as they are.`);
        }
        const { judgeDownloads } = await loadJudge();
        const judged = await judgeDownloads(staged.comparisons, {
            allowRemovals: options.allowRemovals === true,
            masterKeys,
            logger,
            holdBack,
        });
        const held = new Set(judged.heldBack.map((file) => file.path));
        for (const repoPath of held) {
            await staged.drop(repoPath);
            result.kept.delete(repoPath);
        }
        result.heldBack.push(...judged.heldBack);
        result.heldBack.sort(sync_plan/* byPath */.f2);
        const writing = staged.files.filter((file) => !held.has(file.repoPath));
        const keys = judged.counts.filter((_, index) => !held.has(staged?.files[index]?.repoPath ?? ''));
        const statusOf = new Map();
        if (options.dryRun) {
            for (const file of writing)
                statusOf.set(file.repoPath, localSha1.get(file.repoPath) === undefined ? 'added' : 'changed');
            logger.info(`dry-run: ${writing.length} files would be written; the repository is left as it is.`);
        }
        else {
            await (0,line_ends/* withCheckoutLineEnds */.lk)(writing, plan.checkoutCrlf);
            for (const file of await staged.commit())
                statusOf.set(file.repoPath, file.status);
        }
        writing.forEach((file, index) => {
            const status = statusOf.get(file.repoPath);
            if (status === undefined)
                return;
            const locale = localeOf.get(file.repoPath) ?? '';
            result.written.sha1.set(file.repoPath, file.sha1);
            result.files.push({ path: file.repoPath, locale, status, keys: keys[index] });
        });
        result.files.sort(sync_plan/* byPath */.f2);
        return result;
    }
    finally {
        afterRequests();
        await staged?.discard();
        await (0,promises_.rm)(tempDir, { recursive: true, force: true });
    }
}
async function stageDownloads(options, plan, neededLocales, tempDir, result, afterRequests, judge) {
    const { service, logger } = options;
    const { downloads, selection, localSha1 } = plan;
    const needed = (0,locales/* localeMatcher */.z6)(neededLocales);
    const targetsInNeededLocales = plan.remoteFiles.filter((file) => file.masterId !== null && needed(file.locale)).length;
    if (downloads.length <= FILE_BY_FILE_MAX &&
        downloads.length * FILE_BY_FILE_SHARE <= targetsInNeededLocales) {
        const downloading = (0,download/* downloadTargetFiles */.nU)({
            service,
            downloads,
            stagingDir: external_node_path_default().join(tempDir, 'files'),
            logger,
            ...(judge.holdBack
                ? { onTooLarge: (repoPath, detail) => judge.heldOver(repoPath, 'too-large', detail) }
                : {}),
        });
        afterRequests();
        const fetched = await downloading;
        result.downloadedBytes = fetched.reduce((sum, file) => sum + file.size, 0);
        const { readRepositoryCopy } = await judge.loadJudge();
        const files = [];
        const comparisons = [];
        for (const file of fetched) {
            if (localSha1.get(file.repoPath) === file.sha1)
                continue;
            const local = readRepositoryCopy(options.workspace, file.repoPath);
            const remote = (0,external_node_fs_.readFileSync)(file.stagedPath);
            const outcome = judge.keep(file.repoPath, remote, local);
            if (outcome.kind === 'untouched')
                continue;
            if (outcome.kind === 'edited')
                (0,external_node_fs_.writeFileSync)(file.stagedPath, outcome.bytes);
            const bytes = outcome.kind === 'edited' ? outcome.bytes : remote;
            files.push(outcome.kind === 'edited' ? { ...file, size: bytes.length, sha1: outcome.sha1 } : file);
            comparisons.push(judge.compare(file.repoPath, file.stagedPath, bytes, local));
        }
        const dropped = new Set();
        return {
            files,
            comparisons,
            present: fetched.map((file) => file.repoPath),
            drop: (repoPath) => Promise.resolve(void dropped.add(repoPath)),
            commit: async () => (await (0,write_safely/* writeStagedFiles */.jv)({
                repoRoot: options.workspace,
                files: files.filter((file) => !dropped.has(file.repoPath)),
            })).written,
            discard: () => Promise.resolve(),
        };
    }
    const downloading = (0,download/* downloadArchives */.Iq)({
        service,
        locales: selection.all && neededLocales.length === selection.locales.length ? 'all' : neededLocales,
        tempDir,
        maxBytes: options.maxArchiveBytes ?? DEFAULT_MAX_ARCHIVE_BYTES,
        logger,
    });
    downloading.catch(() => undefined);
    await (0,external_node_timers_promises_.setImmediate)();
    afterRequests();
    const archives = await downloading;
    result.archives = archives.length;
    result.downloadedBytes = archives.reduce((sum, archive) => sum + archive.bytes, 0);
    return stageArchives(options, plan, archives, tempDir, judge);
}


/***/ })

};
