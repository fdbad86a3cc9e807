export const id = 507;
export const ids = [507,656,930,308,30];
export const modules = {

/***/ 9283:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCheckStep: () => (/* binding */ runCheckStep)
});

// EXTERNAL MODULE: ./src/client/redact.ts
var redact = __webpack_require__(5078);
// EXTERNAL MODULE: ./src/github/markdown.ts
var markdown = __webpack_require__(5566);
// EXTERNAL MODULE: ./src/check/findings.ts
var check_findings = __webpack_require__(8868);
// EXTERNAL MODULE: ./src/check/gates.ts
var check_gates = __webpack_require__(8656);
// EXTERNAL MODULE: ./src/formats/index.ts + 7 modules
var formats = __webpack_require__(1712);
// EXTERNAL MODULE: ./src/formats/text-codec.ts
var text_codec = __webpack_require__(3170);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/formats/key-tree.ts
var key_tree = __webpack_require__(1620);
;// CONCATENATED MODULE: ./src/check/key-lines.ts



/**
 * 1-based line of an offset in `text`, for offsets asked in increasing order (the JSON scan only
 * moves forward): each call counts the newlines since the last one, so a file costs one pass
 * however many keys it has. Counting from the start for every key took minutes on 50,000 keys.
 */
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
/** Every key path of a Rails YAML file (below its locale root) to the line of that key. */
function yamlKeyLines(text) {
    const lines = new Map();
    const counter = new dist/* LineCounter */.HN();
    // uniqueKeys off: the library's check is quadratic, and the reader has refused duplicates already.
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: counter, uniqueKeys: false });
    const walk = (node, prefix) => {
        if ((0,dist/* isSeq */.oP)(node)) {
            node.items.forEach((item, index) => {
                const path = `${prefix}[${index}]`;
                const start = item?.range?.[0];
                if (start !== undefined)
                    lines.set(path, counter.linePos(start).line);
                walk(item, path);
            });
            return;
        }
        if (!(0,dist/* isMap */.jh)(node))
            return;
        for (const pair of node.items) {
            const name = (0,dist/* isScalar */.jn)(pair.key) ? String(pair.key.value) : String(pair.key);
            const path = (0,key_tree/* joinKey */.ID)(prefix, name);
            const start = (0,dist/* isScalar */.jn)(pair.key) ? pair.key.range?.[0] : undefined;
            if (start !== undefined)
                lines.set(path, counter.linePos(start).line);
            walk(pair.value, path);
        }
    };
    const root = doc.contents;
    // The single locale root (`en:`) is not part of any key, as in the YAML reader.
    if ((0,dist/* isMap */.jh)(root) && root.items.length === 1)
        walk(root.items[0]?.value, '');
    return lines;
}
/** Every key path of a JSON file to the line of its name, by a scan that keeps positions. */
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
                const child = (0,key_tree/* joinKey */.ID)(path, name);
                lines.set(child, lineAt(keyOffset));
                skipSpace();
                index += 1; // the colon
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
        // A file the JSON reader accepted scans cleanly; anything else keeps the lines found so far.
    }
    return lines;
}
function firstOf(lines) {
    const found = lines.filter((line) => line !== undefined);
    return found.length === 0 ? undefined : Math.min(...found);
}
/**
 * The line-oriented formats: what a line declares, as the text it spells the key with (the key
 * below is spelled the same way by `spellingOf`). One pass over the file builds the index, so
 * each key is a map lookup: searching every line for every key was quadratic in the file's size.
 */
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
/** How a line declaring `key` spells it, for declaredOn's index. */
function spellingOf(format, key) {
    switch (format) {
        case 'properties':
            return key.replace(/([ :=])/g, '\\$1');
        case 'po':
            // msgctxt\u0004msgid: the msgid line is where the translation starts.
            return JSON.stringify(key.split('\u0004').at(-1) ?? key);
        case 'android-xml':
            return (0,key_tree/* splitKey */._$)(key)
                .filter((part) => typeof part === 'string')
                .join('.');
        default:
            return JSON.stringify(key);
    }
}
/** Each spelling declared in `text` to the first line that declares it. */
function declarationLines(format, text) {
    const lines = new Map();
    text.split(/\r?\n/).forEach((line, index) => {
        for (const spelling of declaredOn(format, line))
            if (!lines.has(spelling))
                lines.set(spelling, index + 1);
    });
    return lines;
}
/** A finder for one file's text; `form` names a plural form when the mismatch is in one. */
function keyLineFinder(format, text) {
    if (format === 'yaml' || format === 'json') {
        const lines = format === 'yaml' ? yamlKeyLines(text) : jsonKeyLines(text);
        return (key, form) => (form === undefined ? undefined : (lines.get(`${key}.${form}`) ?? lines.get(`${key}_${form}`))) ??
            lines.get(key) ??
            // i18next plurals have no key of their own (`items_one`, `items_other`): the first form's line.
            firstOf(formats/* PLURAL_FORMS */.DG.map((plural) => lines.get(`${key}_${plural}`)));
    }
    const declared = declarationLines(format, text);
    return (key) => declared.get(spellingOf(format, key));
}

;// CONCATENATED MODULE: ./src/check/segment-forms.ts
/** What every check of a translation against its source walks: the forms of a text, paired. */
/** Languages may say "one message" without the number, so these forms may drop a placeholder. */
const FORMS_THAT_MAY_DROP = new Set(['zero', 'one', 'two']);
/** A text's forms: one unnamed form for plain text, each plural form otherwise. */
function formsOf(text) {
    if (typeof text === 'string')
        return [[undefined, text]];
    return Object.entries(text).map(([form, value]) => [form, value ?? '']);
}
/** The source text a target form answers to: the same form, else `other`, else the plain text. */
function sourceFor(source, form) {
    if (typeof source === 'string')
        return source;
    return (form === undefined ? undefined : source[form]) ?? source.other ?? '';
}
/** `left` minus `right`, counting repeats. */
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

;// CONCATENATED MODULE: ./src/check/placeholder-check.ts




/** The mismatches of one translation against its source. */
function comparePlaceholders(key, source, target) {
    const mismatches = [];
    for (const [form, text] of formsOf(target)) {
        const expected = (0,formats/* placeholdersOf */.iJ)(sourceFor(source, form));
        const actual = (0,formats/* placeholdersOf */.iJ)(text);
        const extra = without(actual, expected);
        const missing = form !== undefined && FORMS_THAT_MAY_DROP.has(form) ? [] : without(expected, actual);
        if (extra.length === 0 && missing.length === 0)
            continue;
        mismatches.push(form === undefined ? { key, missing, extra } : { key, form, missing, extra });
    }
    return mismatches;
}
/** The mismatches of a target file (its bytes) against its master's segments, with key lines. */
function checkTargetFile(options) {
    const format = (0,formats/* detectFormat */.Tz)(options.path);
    if (format === undefined)
        return [];
    const target = options.segments ??
        (0,formats/* parseLocaleFile */.UB)(format, options.bytes, { fileName: options.path, locale: options.locale });
    const sources = new Map(options.master.map((segment) => [segment.key, segment.text]));
    const mismatches = target.flatMap((segment) => {
        const source = sources.get(segment.key);
        return source === undefined ? [] : comparePlaceholders(segment.key, source, segment.text);
    });
    if (mismatches.length === 0)
        return [];
    const lineOf = keyLineFinder(format, (0,text_codec/* decodeText */.g7)(options.bytes, options.path, format).text);
    return mismatches.map((mismatch) => ({
        ...mismatch,
        file: options.path,
        locale: options.locale,
        line: lineOf(mismatch.key, mismatch.form),
    }));
}
/** One line for the log and the annotation. */
function describeIssue(issue) {
    const where = issue.form === undefined ? `"${issue.key}"` : `"${issue.key}" (${issue.form})`;
    const parts = [
        issue.missing.length > 0 ? `lacks ${issue.missing.join(' ')}` : '',
        issue.extra.length > 0 ? `has ${issue.extra.join(' ')} that the source does not` : '',
    ].filter((part) => part !== '');
    return `The ${issue.locale} translation of ${where} ${parts.join(' and ')}.`;
}

;// CONCATENATED MODULE: ./src/check/translation-state.ts
/** The filters each locale is counted with, as the report names them. */
const STATE_FILTERS = [
    ['untranslated', 'to_translate'],
    ['toVerify', 'to_verify'],
    ['toProofread', 'to_proofread'],
    ['done', 'done'],
];
const FILTER_OPTION = {
    to_translate: 'toTranslate',
    to_verify: 'toVerify',
    to_proofread: 'toProofread',
    done: 'done',
};
async function count(strings, query) {
    let total = 0;
    const records = strings.list(query)[Symbol.asyncIterator]();
    while ((await records.next()).done !== true)
        total += 1;
    return total;
}
/** Requests: one listing of every current string, then four per locale (each following its pages). */
async function translationStateOf(strings, locales) {
    const total = await count(strings, { filters: { status: 'current' } });
    return Promise.all(locales.map(async (locale) => {
        const [untranslated = 0, toVerify = 0, toProofread = 0, done = 0] = await Promise.all(STATE_FILTERS.map(([, filter]) => count(strings, { locale, filters: { status: 'current', [FILTER_OPTION[filter]]: true } })));
        const completion = total === 0 ? 100 : ((total - Math.min(untranslated, total)) / total) * 100;
        return { locale, total, untranslated, toVerify, toProofread, done, completion };
    }));
}

;// CONCATENATED MODULE: ./src/check/report.ts






/**
 * The check's report in Markdown: one text for the pull request comment and the job summary.
 * Long key lists are cut, since a comment has a size limit and reviewers skim.
 */
/** The hidden first line of the pull request comment, by which every run finds it again. */
const CHECK_MARKER = '<!-- translation-sync:check -->';
const MAX_KEYS = 20;
const MAX_ISSUES = 50;
// Service strings (paths, keys, locale codes, texts) are made inert here, at render time (R44).
const cell = markdown/* inertProse */.CH;
const code = (text) => (0,markdown/* codeSpan */.SS)(text, true);
function keyList(keys) {
    if (keys.length === 0)
        return '';
    const shown = keys.slice(0, MAX_KEYS).map(code).join(', ');
    return keys.length > MAX_KEYS ? `${shown} and ${keys.length - MAX_KEYS} more` : shown;
}
function masterSection(changes, mode) {
    const against = mode === 'service' ? 'the master the translation service holds now' : 'the base branch';
    const lines = ['### What this pull request sends for translation', ''];
    if (changes.length === 0)
        return [...lines, 'No master file changes keys.', ''];
    lines.push(`Compared with ${against}, once this pull request is merged and synced:`, '');
    for (const change of changes) {
        const status = change.deleted
            ? ' (removed from the repository)'
            : change.comparedWith === 'nothing'
                ? ' (new: the service does not have it yet)'
                : '';
        lines.push(`**${code(change.path)}**${status}`, '');
        if (change.problem !== undefined) {
            lines.push(`- could not compare keys: ${cell(change.problem)}`, '');
            continue;
        }
        const rows = [
            ['Added', change.added],
            ['Changed', change.changed],
            ['Removed', change.removed],
        ];
        const shown = rows.filter(([, keys]) => keys.length > 0);
        if (shown.length === 0)
            lines.push('- no key added, changed or removed');
        for (const [label, keys] of shown)
            lines.push(`- ${label} (${keys.length}): ${keyList(keys)}`);
        lines.push('');
    }
    return lines;
}
function stateSection(result) {
    const states = result.states;
    if (states === undefined)
        return [];
    const filters = STATE_FILTERS.map(([, filter]) => `\`filters[${filter}]\``).join(', ');
    const lines = ['### Translation progress on the service', ''];
    if (states.length === 0)
        return [...lines, 'No target locale selected.', ''];
    lines.push('| Locale | Untranslated | To verify | To proofread | Done | Translated |', '| --- | ---: | ---: | ---: | ---: | ---: |', ...states.map((state) => `| ${(0,markdown/* markdownWord */.QB)(state.locale, true)} | ${state.untranslated} | ${state.toVerify} | ${state.toProofread} | ${state.done} | ${(0,check_gates/* formatPercent */.l)(state.completion)} |`), '', `<sub>Counted with List Strings (${filters}, current strings only) out of ${states[0]?.total ?? 0} strings.</sub>`, '');
    return lines;
}
/**
 * One kind's findings, grouped per locale. The comment shows the first 50 of the kind and counts
 * the rest; the job summary (`complete`) shows them all.
 */
function findingSection(result, kind, complete) {
    const findings = result.findings.filter((finding) => finding.kind === kind);
    if (findings.length === 0)
        return [];
    const lines = [`### ${check_findings/* KIND_INFO */.Kw[kind].heading} (${findings.length})`, ''];
    const locales = [...new Set(findings.map((finding) => finding.locale))];
    let shown = 0;
    for (const locale of locales) {
        const ofLocale = findings.filter((finding) => finding.locale === locale);
        const room = complete ? ofLocale.length : Math.max(0, MAX_ISSUES - shown);
        if (room === 0)
            break;
        lines.push(`**${(0,markdown/* markdownWord */.QB)(locale, true)}** (${ofLocale.length})`, '');
        lines.push('| File | Line | Problem |', '| --- | ---: | --- |');
        for (const finding of ofLocale.slice(0, room))
            lines.push(`| ${code(finding.file)} | ${finding.line ?? ''} | ${cell((0,check_findings/* describeFinding */.jb)(finding))} |`);
        shown += Math.min(room, ofLocale.length);
        lines.push('');
    }
    if (shown < findings.length)
        lines.push(`…and ${findings.length - shown} more, annotated in the run and listed in the job summary.`, '');
    return lines;
}
function placeholderSection(result, complete) {
    const issues = result.placeholderIssues;
    const lines = ['### Placeholders', ''];
    if (issues.length === 0) {
        const files = result.checkedTargets;
        return [
            ...lines,
            `Every translation keeps its placeholders (${files} file${files === 1 ? '' : 's'} checked).`,
            '',
        ];
    }
    lines.push('| File | Line | Problem |', '| --- | ---: | --- |');
    const shown = complete ? issues.length : MAX_ISSUES;
    for (const issue of issues.slice(0, shown))
        lines.push(`| ${code(issue.file)} | ${issue.line ?? ''} | ${cell(describeIssue(issue))} |`);
    if (issues.length > shown)
        lines.push('', `…and ${issues.length - shown} more, annotated in the run and listed in the job summary.`);
    return [...lines, ''];
}
function gateSection(result) {
    if (result.gates.length === 0)
        return [];
    const icon = { passed: '✅', failed: '❌', skipped: '⏭️' };
    return [
        '### Gates',
        '',
        ...result.gates.map((gate) => `- ${icon[gate.status]} \`${gate.gate}\` ${gate.status}: ${cell(gate.reason)}`),
        '',
    ];
}
function warningVerdict(result) {
    const placeholders = result.placeholderIssues.length;
    const parts = [
        placeholders > 0 ? `${placeholders} placeholder mismatch${placeholders === 1 ? '' : 'es'}` : '',
        ...check_findings/* FINDING_KINDS */.mH.map((kind) => {
            const count = result.findings.filter((finding) => finding.kind === kind).length;
            return count > 0 ? check_findings/* KIND_INFO */.Kw[kind].counted(count) : '';
        }),
    ].filter((part) => part !== '');
    return parts.length > 0 ? `⚠️ ${parts.join(', ')}.` : '✅ Nothing to fix.';
}
/**
 * The report; `marker` (a hidden HTML comment) goes first so the comment can be found again.
 * `complete` lists every finding (the job summary) instead of the first 50 of each kind.
 */
function renderCheckReport(result, options = {}) {
    const failed = result.gates.filter((gate) => gate.status === 'failed').length;
    const verdict = failed > 0 ? `❌ ${failed} gate${failed === 1 ? '' : 's'} failed.` : warningVerdict(result);
    const lines = [
        ...(options.marker === undefined ? [] : [options.marker]),
        '## translation-sync: check',
        '',
        verdict,
        '',
        ...result.notes.map((note) => `> ${cell(note)}`),
        ...(result.notes.length > 0 ? [''] : []),
        ...gateSection(result),
        ...(result.masters === undefined ? [] : masterSection(result.masters.changes, result.mode)),
        ...stateSection(result),
        ...placeholderSection(result, options.complete === true),
        ...check_findings/* FINDING_KINDS */.mH.flatMap((kind) => findingSection(result, kind, options.complete === true)),
        ...(options.footer === undefined ? [] : [options.footer, '']),
    ];
    return (0,redact/* redact */.E$)(lines.join('\n'));
}

// EXTERNAL MODULE: ./src/project/files.ts
var files = __webpack_require__(3930);
// EXTERNAL MODULE: ./src/project/locales.ts
var project_locales = __webpack_require__(910);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/check/locale-files.ts



// The shapes of locale codes in paths: `fr`, `pt-BR`, `pt_BR`, `zh-Hant-TW`, `sr@latin`.
const LOCALE_PART = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*(?:@[A-Za-z0-9]{1,16})?$/;
function mastersFromProject(project, isSelected) {
    const masters = project.projectFiles.filter((file) => file.masterProjectFileId === null);
    return masters.map((master) => ({
        path: master.name,
        id: master.id,
        sourceLocale: project.sourceLocale.code,
        targets: project.projectFiles
            .filter((file) => file.masterProjectFileId === master.id && isSelected(file.localeCode))
            .map((file) => ({ path: file.name, locale: file.localeCode })),
    }));
}
/** A path as parts: the folders, then the file name split at its dots (`en.yml` → en, yml). */
function partsOf(file) {
    const folders = file.split('/');
    const name = folders.pop() ?? '';
    return [...folders, ...name.split('.')];
}
/** The targets of `master` among `files`, and the source locale its path names. */
function inferTargets(master, files) {
    const masterParts = partsOf(master);
    const folderCount = master.split('/').length - 1;
    let best;
    masterParts.forEach((sourceLocale, at) => {
        // The extension is never the locale part.
        if (!LOCALE_PART.test(sourceLocale) || at === masterParts.length - 1)
            return;
        const targets = [];
        for (const file of files) {
            const parts = partsOf(file);
            const locale = parts[at];
            if (parts.length !== masterParts.length || file.split('/').length - 1 !== folderCount)
                continue;
            if (locale === undefined || !LOCALE_PART.test(locale) || (0,project_locales/* sameLocale */.Jo)(locale, sourceLocale))
                continue;
            if (parts.every((part, index) => index === at || part === masterParts[index])) {
                targets.push({ path: file, locale });
            }
        }
        if (targets.length > (best?.targets.length ?? 0))
            best = { sourceLocale, targets };
    });
    return best;
}
/** Masters from the `source-files` globs, and their targets inferred from the repository's files. */
async function mastersFromRepository(options) {
    const masters = (await (0,files.findSourceFiles)(options.workspace, options.sourceFiles)).filter((file) => !options.isIgnored(file));
    const extensions = [...new Set(masters.map((master) => external_node_path_default().posix.extname(master)))];
    const candidates = await (0,files.findSourceFiles)(options.workspace, extensions.map((extension) => `**/*${extension}`));
    return masters.map((master) => {
        const inferred = inferTargets(master, candidates.filter((file) => !masters.includes(file) && !options.isIgnored(file)));
        return {
            path: master,
            id: undefined,
            sourceLocale: inferred?.sourceLocale ?? '',
            targets: (inferred?.targets ?? []).filter((target) => options.isSelected(target.locale)),
        };
    });
}

;// CONCATENATED MODULE: ./src/check/master-changes.ts

function parse(file, bytes, locale) {
    const format = (0,formats/* detectFormat */.Tz)(file);
    if (bytes === undefined)
        return [];
    if (format === undefined)
        throw new Error(`${file} is not in a format translation-sync reads`);
    return (0,formats/* parseLocaleFile */.UB)(format, bytes, { fileName: file, ...(locale === '' ? {} : { locale }) });
}
async function referenceOf(options, master) {
    if (options.files === undefined) {
        return {
            comparedWith: 'base',
            bytes: await options.repository.readFileAtRef(options.baseSha, master.path),
        };
    }
    if (master.id === undefined)
        return { comparedWith: 'nothing', bytes: undefined };
    const content = await options.files.show({ masterFileId: master.id, locale: master.sourceLocale });
    // No If-Modified-Since is sent, so a 304 cannot come; treat one as "nothing to compare with".
    return { comparedWith: 'service', bytes: content.status === 'ok' ? content.body : undefined };
}
async function masterChangesOf(options) {
    const changed = await options.repository.changedPaths(options.baseSha, options.headSha);
    // Without the commits (history that could not be fetched) and without the service, there is
    // nothing to compare with.
    if (changed === undefined && options.files === undefined)
        return { changes: [], rangeKnown: false };
    const touched = options.masters.filter((master) => changed === undefined || changed.includes(master.path));
    const changes = [];
    for (const master of touched) {
        const head = changed === undefined
            ? await options.readWorkspaceFile(master.path)
            : await options.repository.readFileAtRef(options.headSha, master.path);
        const reference = await referenceOf(options, master);
        const base = { path: master.path, comparedWith: reference.comparedWith, deleted: head === undefined };
        try {
            const diff = (0,formats/* diffSegments */.yq)(parse(master.path, reference.bytes, master.sourceLocale), parse(master.path, head, master.sourceLocale));
            // A master untouched in substance (a comment, a reorder) is not worth a row.
            if (changed === undefined && diff.added.length + diff.changed.length + diff.removed.length === 0)
                continue;
            changes.push({ ...base, ...diff });
        }
        catch (error) {
            changes.push({ ...base, added: [], changed: [], removed: [], problem: error.message });
        }
    }
    return { changes, rangeKnown: changed !== undefined };
}

// EXTERNAL MODULE: ./node_modules/fast-xml-parser/src/xmlparser/XMLParser.js + 26 modules
var XMLParser = __webpack_require__(9658);
;// CONCATENATED MODULE: ./src/check/glossary-check.ts


/** A glossary that cannot be read (not TBX, no term entries). */
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
/** The terms of a TBX document; the source language is the `martif` element's `xml:lang`. */
function parseTbx(xml) {
    let document;
    try {
        document = new XMLParser/* default */.A({
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
        const sourceSet = langSets.find((set) => sourceLocale !== '' && (0,project_locales/* sameLocale */.Jo)(textOf(set['@_xml:lang']), sourceLocale)) ??
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
/** The terms that have an approved translation for `locale`; made once per target file. */
function termsForLocale(terms, locale) {
    return terms.flatMap((term) => {
        const approved = [...term.approved].find(([code]) => (0,project_locales/* sameLocale */.Jo)(code, locale))?.[1];
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
/** The glossary's problems with one translation, one phrase per term. */
function glossaryProblems(options) {
    const source = options.source.toLowerCase();
    const target = options.target.toLocaleLowerCase();
    return options.terms.flatMap((term) => {
        // The substring test first: most strings use none of the terms, and it is far cheaper.
        if (!source.includes(term.sourceLower) || !term.pattern.test(options.source))
            return [];
        // A substring, in any case: inflected languages add endings to the approved text.
        if (term.approvedLower.some((text) => target.includes(text)))
            return [];
        const wanted = term.approved.map((text) => `"${text}"`).join(' or ');
        return [
            `does not use ${wanted}, the approved ${options.locale} translation of the glossary term "${term.source}"`,
        ];
    });
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/check/workspace-file.ts


/** A regular file of the workspace (never read through a symlink), or undefined. */
async function readWorkspaceFile(workspace, file) {
    const absolute = external_node_path_default().join(workspace, file);
    const stats = await (0,promises_.lstat)(absolute).catch(() => undefined);
    return stats?.isFile() === true ? (0,promises_.readFile)(absolute) : undefined;
}

;// CONCATENATED MODULE: ./src/check/glossary-source.ts


/**
 * The glossary the check holds translations to: the TBX file that `glossary-file` names, as the
 * pull request has it (a fork's pull request has no token, and the file is what reviewers see),
 * else the service's TBX export when a token is there. No glossary, no glossary check: a glossary
 * that cannot be read is a note, never a failed check.
 */
// A TBX of tens of thousands of terms stays far below this; a larger file is not a glossary export.
const MAX_GLOSSARY_BYTES = 32 * 1024 * 1024;
async function readGlossary(options) {
    const { glossaryFile, notes } = options;
    let where;
    let xml;
    try {
        const bytes = glossaryFile === undefined ? undefined : await readWorkspaceFile(options.workspace, glossaryFile);
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
        const terms = parseTbx(xml);
        options.logger.info(`Checking translations against ${terms.length} approved glossary terms from ${where}.`);
        return terms;
    }
    catch (error) {
        notes.push(`${where}: ${error.message}`);
        return [];
    }
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
        // A code Intl rejects reads with English rules, as the formats do (plural-rules.ts).
        return new Intl.PluralRules('en', { type });
    }
}
/** The category of every integer 0..1000, index = the integer. */
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
/** The categories the locale needs, in CLDR order; `exact` holds integers answered by `=N`. */
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


// Tags are the markup check's: with tags on, FormatJS refuses `<a href="…">`, which is valid HTML.
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
/** Each argument's name and the kinds it is used as (a name may recur in several branches). */
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
/**
 * The source's ICU elements when it is an ICU message: it parses and has an argument. Ruby
 * `%{name}` parses (a literal `%`, then `{name}`) but is not ICU; i18next `{{name}}` does not
 * parse. The placeholder check has both.
 */
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
// A plain `{n}` may become `{n, number}` in a translation: the same value, formatted for the locale.
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
/**
 * What is wrong with `target` as a translation of the ICU message `source` in `locale`, one
 * phrase per problem. `mayDropArguments` for plural forms such as `one`, which may say "a file"
 * without the number.
 */
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
    // A renamed argument is one finding: what went and what came in its place.
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
    // A message that repeats a plural in each branch of a select would say the same thing twice.
    return [...new Set(problems)];
}

// EXTERNAL MODULE: ./node_modules/parse5/dist/index.js + 17 modules
var parse5_dist = __webpack_require__(3194);
;// CONCATENATED MODULE: ./src/check/markup-check.ts


/**
 * Markup in strings: a translation must keep the source's elements, close them in order and keep
 * the attribute values a translator has no business changing (`href`, `class`, `id`, …), or the
 * page breaks or links elsewhere. Read with parse5's tokenizer, the WHATWG HTML tokenizer, so
 * `a < b`, unquoted attributes and `<br/>` read as browsers read them; no tree is built, since a
 * tree builder would silently repair the misnesting we want to report.
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
function markupOf(text) {
    const elements = [];
    const attributes = [];
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
            for (const attribute of token.attrs)
                if (!TRANSLATED_ATTRIBUTES.has(attribute.name))
                    attributes.push(`<${token.tagName} ${attribute.name}="${attribute.value}">`);
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
    new parse5_dist/* Tokenizer */._F({ sourceCodeLocationInfo: false }, handler).write(text, true);
    nesting.push(...open.map((name) => `leaves <${name}> open`));
    return { elements, attributes, nesting };
}
/** Rails marks keys ending in `_html` (or a last part `html`) safe: their markup reaches the page. */
function isHtmlKey(key) {
    return /(?:^|[._])html$/.test(key);
}
const hasTag = (text) => /<\/?[A-Za-z]/.test(text);
/** What is wrong with the markup of `target` against `source`, one phrase per problem. */
function markupProblems(options) {
    const { source, target } = options;
    if (!hasTag(source) && !(isHtmlKey(options.key) && hasTag(target)))
        return [];
    const expected = markupOf(source);
    const actual = markupOf(target);
    const problems = [];
    const lost = without(expected.elements, actual.elements);
    const added = without(actual.elements, expected.elements);
    if (lost.length > 0)
        problems.push(`lacks ${lost.join(' ')}`);
    if (added.length > 0)
        problems.push(`has ${added.join(' ')} that the source does not`);
    // An element lost or added already explains its attributes.
    const lostAttributes = without(expected.attributes, actual.attributes).filter((attribute) => !lost.some((element) => attribute.startsWith(element.slice(0, -1))));
    const addedAttributes = without(actual.attributes, expected.attributes).filter((attribute) => !added.some((element) => attribute.startsWith(element.slice(0, -1))));
    if (lostAttributes.length > 0 || addedAttributes.length > 0)
        problems.push([
            lostAttributes.length > 0 ? `changes ${lostAttributes.join(' ')}` : 'adds',
            addedAttributes.length > 0
                ? `${lostAttributes.length > 0 ? 'to ' : ''}${addedAttributes.join(' ')}`
                : '',
        ]
            .filter((part) => part !== '')
            .join(' '));
    problems.push(...without(actual.nesting, expected.nesting));
    return problems;
}

// EXTERNAL MODULE: ./src/formats/gettext-plurals.ts
var gettext_plurals = __webpack_require__(2921);
;// CONCATENATED MODULE: ./src/check/plural-check.ts



const SUFFIXED = new RegExp(`^(.+)[._](${formats/* PLURAL_FORMS */.DG.join('|')})$`);
/** Each plural's key to the forms that have text. */
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
/** The `Plural-Forms` header of a PO file's text, and its 1-based line. */
function pluralFormsHeaderOf(text) {
    const lines = text.split(/\r?\n/);
    const index = lines.findIndex((line) => line.includes('Plural-Forms:'));
    const match = /Plural-Forms:\s*([^"\\]*)/.exec(lines[index] ?? '');
    return match === null ? undefined : { header: (match[1] ?? '').trim(), line: index + 1 };
}
/**
 * The plurals of `target` that lack a form `locale` needs. For gettext, the forms a file can hold
 * are the slots of its `Plural-Forms`: a header with too few is reported once, for the file, and
 * an entry only for the slots it leaves empty.
 */
function pluralGaps(options) {
    const { format, locale } = options;
    let needed = neededPluralCategories(locale);
    const gaps = [];
    let slots;
    if (format === 'po') {
        const found = pluralFormsHeaderOf(options.text);
        slots = found === undefined ? undefined : (0,gettext_plurals/* slotsOfHeader */.I)(found.header, locale);
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
        // Untranslated is the progress table's business, not a gap.
        // A lone `other` key is more likely a word than a plural: a source plural has two forms at least.
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








// A master's ICU messages, parsed once for all its targets (run-check passes one array per master).
const icuCache = new WeakMap();
function icuOf(master, source) {
    const cache = icuCache.get(master) ?? new Map();
    icuCache.set(master, cache);
    if (!cache.has(source))
        cache.set(source, icuMessageOf(source));
    return cache.get(source);
}
function stringFindings(segment, source, options) {
    const { locale, glossary } = options;
    const found = [];
    for (const [form, target] of formsOf(segment.text)) {
        // An empty form is untranslated, which the progress table counts.
        if (target === '')
            continue;
        const sourceText = sourceFor(source, form);
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
                mayDropArguments: form !== undefined && FORMS_THAT_MAY_DROP.has(form),
            }));
        add('markup', markupProblems({ key: segment.key, source: sourceText, target }));
        if (glossary.length > 0)
            add('glossary', glossaryProblems({ source: sourceText, target, locale, terms: glossary }));
    }
    return found;
}
/** The findings of a target file (its bytes) against its master's segments. */
function checkTargetTranslations(options) {
    const format = (0,formats/* detectFormat */.Tz)(options.path);
    if (format === undefined)
        return [];
    const target = options.segments ??
        (0,formats/* parseLocaleFile */.UB)(format, options.bytes, { fileName: options.path, locale: options.locale });
    const text = (0,text_codec/* decodeText */.g7)(options.bytes, options.path, format).text;
    const sources = new Map(options.master.map((segment) => [segment.key, segment.text]));
    const glossary = termsForLocale(options.glossary, options.locale);
    const unplaced = target.flatMap((segment) => {
        const source = sources.get(segment.key);
        return source === undefined ? [] : stringFindings(segment, source, { ...options, glossary });
    });
    for (const gap of pluralGaps({ format, master: options.master, target, locale: options.locale, text }))
        unplaced.push({ kind: 'plural', key: gap.key, form: undefined, problem: gap.problem });
    if (unplaced.length === 0)
        return [];
    const lineOf = keyLineFinder(format, text);
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

;// CONCATENATED MODULE: ./src/check/run-check.ts














const includes = (locales, locale) => locales.some((candidate) => (0,project_locales/* sameLocale */.Jo)(candidate, locale));
async function checkTranslations(options, masters, glossary, notes) {
    const issues = [];
    const findings = [];
    let checked = 0;
    for (const master of masters) {
        const format = (0,formats/* detectFormat */.Tz)(master.path);
        const masterBytes = format === undefined ? undefined : await readWorkspaceFile(options.workspace, master.path);
        if (format === undefined || masterBytes === undefined)
            continue;
        try {
            const locale = master.sourceLocale === '' ? {} : { locale: master.sourceLocale };
            const segments = (0,formats/* parseLocaleFile */.UB)(format, masterBytes, { fileName: master.path, ...locale });
            for (const target of master.targets) {
                if (options.isIgnored(target.path))
                    continue;
                const bytes = await readWorkspaceFile(options.workspace, target.path);
                if (bytes === undefined)
                    continue;
                try {
                    // Read once for both checks: a large target's parse is most of their time.
                    const targetFormat = (0,formats/* detectFormat */.Tz)(target.path);
                    const targetSegments = targetFormat === undefined
                        ? []
                        : (0,formats/* parseLocaleFile */.UB)(targetFormat, bytes, { fileName: target.path, locale: target.locale });
                    const file = {
                        path: target.path,
                        locale: target.locale,
                        bytes,
                        master: segments,
                        segments: targetSegments,
                    };
                    issues.push(...checkTargetFile(file));
                    findings.push(...checkTargetTranslations({ ...file, glossary }));
                    checked += 1;
                }
                catch (error) {
                    notes.push(`${target.path} could not be read: ${error.message}`);
                    options.logger.warning(`Cannot check ${target.path}: ${error.message}`, {
                        file: target.path,
                    });
                }
            }
        }
        catch (error) {
            notes.push(`${master.path} could not be read: ${error.message}`);
        }
    }
    return { issues, findings, checked };
}
async function runCheck(options) {
    const { service, logger } = options;
    const notes = [];
    const selectedByInputs = (locale) => (options.locales.length === 0 || includes(options.locales, locale)) &&
        !includes(options.ignoreLocales, locale);
    let masters;
    let project;
    let reported = [];
    if (service !== undefined) {
        project = await service.projects.show();
        // Refuses file names that could leave the repository before any is read.
        (0,files.remoteFilesOf)(project);
        // Locale codes of another shape are refused where the listing is read (R44).
        const listed = (0,project_locales/* targetLocalesOf */.gs)(project);
        const targets = listed.filter(project_locales/* isLocaleCode */.GJ);
        if (targets.length < listed.length) {
            const refused = listed.filter((code) => !(0,project_locales/* isLocaleCode */.GJ)(code)).map((code) => JSON.stringify(code));
            notes.push(`The service lists locale codes of another shape than fr or pt-BR; skipped: ${refused.join(', ')}.`);
            logger.warning(`Skipped target locale codes of another shape (locale-refused): ${refused.join(', ')}.`);
        }
        const selection = (0,project_locales/* selectLocales */.S)({
            sourceLocale: project.sourceLocale.code,
            targetLocales: targets,
            wanted: options.locales,
            ignored: options.ignoreLocales,
        });
        if (selection.unknown.length > 0)
            notes.push(`The project has no target locale ${selection.unknown.join(', ')}.`);
        const required = targets.filter((locale) => includes(options.gates.requiredLocales, locale));
        reported = [...selection.locales, ...required.filter((locale) => !includes(selection.locales, locale))];
        masters = mastersFromProject(project, (locale) => includes(reported, locale));
        // Masters new in this pull request: the next sync creates them from `source-files`.
        const known = new Set(masters.map((master) => master.path));
        for (const file of await (0,files.findSourceFiles)(options.workspace, options.sourceFiles)) {
            if (!known.has(file) && !options.isIgnored(file))
                masters.push({ path: file, id: undefined, sourceLocale: project.sourceLocale.code, targets: [] });
        }
    }
    else {
        notes.push('No project token (a pull request from a fork gets no secrets): the translation service was not asked, ' +
            'so master changes are compared with the base branch and translation progress is not shown.');
        masters = await mastersFromRepository({ ...options, isSelected: selectedByInputs });
        if (masters.length === 0)
            notes.push('No master file found: set the source-files input so the check can find masters without the service.');
    }
    const changes = options.range === undefined
        ? undefined
        : await masterChangesOf({
            repository: options.repository,
            ...options.range,
            masters,
            files: service?.files,
            readWorkspaceFile: (file) => readWorkspaceFile(options.workspace, file),
        });
    if (changes !== undefined && !changes.rangeKnown)
        notes.push(service === undefined
            ? "git could not read the pull request's commits, so master changes are not shown."
            : "git could not read the pull request's commits, so every master in the checkout was compared with the service.");
    if (options.range === undefined)
        notes.push('The event is not a pull request: master changes are not shown.');
    const glossary = await readGlossary({ ...options, glossaryFile: options.glossaryFile, notes });
    const { issues, findings, checked } = await checkTranslations(options, masters, glossary, notes);
    for (const issue of issues) {
        const annotation = { file: issue.file, title: 'Placeholder mismatch' };
        logger.warning(describeIssue(issue), issue.line === undefined ? annotation : { ...annotation, line: issue.line });
    }
    for (const finding of findings) {
        const annotation = { file: finding.file, title: check_findings/* KIND_INFO */.Kw[finding.kind].title };
        logger.warning((0,check_findings/* describeFinding */.jb)(finding), finding.line === undefined ? annotation : { ...annotation, line: finding.line });
    }
    const states = service === undefined ? undefined : await translationStateOf(service.strings, reported);
    const gates = (0,check_gates/* evaluateGates */.u)({
        settings: options.gates,
        states,
        targetLocales: project === undefined ? undefined : (0,project_locales/* targetLocalesOf */.gs)(project),
        placeholderErrors: issues.length,
        findingCounts: new Map(check_findings/* FINDING_KINDS */.mH.map((kind) => [kind, findings.filter((finding) => finding.kind === kind).length])),
    });
    return {
        mode: service === undefined ? 'repository' : 'service',
        masters: changes,
        states,
        placeholderIssues: issues,
        findings,
        checkedTargets: checked,
        gates,
        notes,
        missingTranslations: states?.reduce((sum, state) => sum + state.untranslated, 0),
    };
}

// EXTERNAL MODULE: ./src/git/git.ts
var git = __webpack_require__(308);
// EXTERNAL MODULE: ./src/github/client.ts + 2 modules
var client = __webpack_require__(5030);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(3116);
;// CONCATENATED MODULE: ./src/github/sticky-comment.ts



async function upsertStickyComment(github, request, logger) {
    const { owner, repo, issueNumber, marker } = request;
    const body = (0,markdown/* cutMarkdown */.G$)(request.body.startsWith(marker) ? request.body : `${marker}\n${request.body}`, {
        limit: markdown/* GITHUB_BODY_LIMIT */.nY,
        note: request.cutNote ??
            `_…cut here: GitHub takes at most ${markdown/* GITHUB_BODY_LIMIT */.nY.toLocaleString('en-US')} characters in a comment._`,
    });
    const mine = await ownAuthorship(github, logger);
    let comments;
    try {
        comments = await github.paginate(github.rest.issues.listComments, {
            owner,
            repo,
            issue_number: issueNumber,
            per_page: 100,
        });
    }
    catch (error) {
        throw (0,errors/* toGitHubError */.Lg)(error, `list the comments of pull request #${issueNumber}`);
    }
    const existing = comments.find((comment) => (comment.body ?? '').trimStart().startsWith(marker) && mine(comment.user));
    if (existing !== undefined) {
        if (existing.body === body) {
            logger.info(`The check comment on #${issueNumber} is already up to date.`);
            return { operation: 'unchanged', id: existing.id, url: existing.html_url };
        }
        try {
            const { data } = await github.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body });
            logger.info(`Updated the check comment on #${issueNumber}: ${data.html_url}`);
            return { operation: 'updated', id: data.id, url: data.html_url };
        }
        catch (error) {
            // Not ours after all (another installation's bot): leave it and post our own.
            if (!(0,errors/* isRequestFailure */.UZ)(error) || (error.status !== 403 && error.status !== 404))
                throw (0,errors/* toGitHubError */.Lg)(error, `update the check comment on pull request #${issueNumber}`);
            logger.info(`GitHub refused to edit comment ${existing.id} (${error.status}); posting a new one.`);
        }
    }
    try {
        // Not repeated: a retry after a lost answer would post a second comment.
        const { data } = await github.rest.issues.createComment({
            owner,
            repo,
            issue_number: issueNumber,
            body,
            request: { retries: 0 },
        });
        logger.info(`Commented on #${issueNumber}: ${data.html_url}`);
        return { operation: 'created', id: data.id, url: data.html_url };
    }
    catch (error) {
        throw (0,errors/* toGitHubError */.Lg)(error, `comment on pull request #${issueNumber}`);
    }
}
/**
 * Which comments are the action's own: only those may be adopted and edited, never another
 * person's comment that happens to start with the marker. A user's token (a PAT) is that user
 * (GET /user). An installation token, GITHUB_TOKEN (`github-actions[bot]`) or a GitHub App's
 * (`APP[bot]`), is refused GET /user, so there the author must be a bot account: people cannot
 * post as one. Any other answer (a proxy's or GitHub Enterprise's 404, a 5xx, no answer at all)
 * leads to the same rule, with a warning that says what GitHub answered: the comment is still
 * posted or edited, and no permission would change that answer. See docs/decisions.md.
 */
async function ownAuthorship(github, logger) {
    try {
        const { data } = await github.rest.users.getAuthenticated();
        const login = data.login.toLowerCase();
        return (user) => user?.login.toLowerCase() === login;
    }
    catch (error) {
        const answer = (0,errors/* isRequestFailure */.UZ)(error)
            ? `${error.status}: ${error.message}`
            : `no answer: ${error instanceof Error ? error.message : String(error)}`;
        // GitHub's own answer for an installation token: expected, nothing to warn about.
        if ((0,errors/* isRequestFailure */.UZ)(error) &&
            error.status === 403 &&
            /not accessible by integration/i.test(error.message))
            logger.info('The github-token is an installation token (GET /user: 403): the check edits its own comment, one by a bot account.');
        else
            logger.warning((0,redact/* redact */.E$)(`GitHub did not say whom the github-token belongs to (GET /user, ${answer}). The check comment is still written: ` +
                'it edits the comment that starts with its marker and was posted by a bot account, and posts a new one if there is none. ' +
                "With a personal token, whose comments are a person's, a new comment is posted each run until GET /user answers."));
        return (user) => user?.type === 'Bot' && user.login.endsWith('[bot]');
    }
}

// EXTERNAL MODULE: ./src/action/service-client.ts + 24 modules
var service_client = __webpack_require__(4593);
// EXTERNAL MODULE: ./src/action/git-auth.ts
var git_auth = __webpack_require__(8945);
// EXTERNAL MODULE: ./src/project/folder.ts
var folder = __webpack_require__(6097);
// EXTERNAL MODULE: ./src/action/inputs.ts + 1 modules
var action_inputs = __webpack_require__(8983);
// EXTERNAL MODULE: ./src/action/project-scope.ts
var project_scope = __webpack_require__(4854);
// EXTERNAL MODULE: ./src/action/secrets.ts
var secrets = __webpack_require__(7911);
// EXTERNAL MODULE: ./src/action/wti-config.ts
var wti_config = __webpack_require__(2543);
// EXTERNAL MODULE: ./src/action/wti-config-model.ts
var wti_config_model = __webpack_require__(3087);
;// CONCATENATED MODULE: ./src/action/check-settings.ts







function sameBytes(a, b) {
    return a === undefined || b === undefined ? a === b : a.equals(b);
}
async function loadCheckSettings(inputs, context, repository, logger) {
    const pull = context.pullRequest;
    if (pull === undefined)
        return { ...(await (0,project_scope/* loadProjectSettings */.D0)(inputs, context, logger)), notes: [] };
    const [configPath, ...others] = inputs.config;
    if (others.length > 0 || (configPath !== undefined && (0,project_scope/* isGlob */.fg)(configPath)))
        throw new action_inputs/* InputError */.dz('config', `selects several projects (${inputs.config.join(', ')}), and check runs on one: give config the path of one .wti file, or add a step per project.`);
    const scope = (0,project_scope/* projectScope */.mB)(context.workspace, inputs.workingDirectory);
    await (0,folder/* assertProjectFolder */._)(context.workspace, scope.prefix);
    const relative = configPath ?? '.wti';
    const repoPath = external_node_path_default().posix.normalize(scope.toRepoPath(relative.replace(/\\/g, '/')));
    if (repoPath.startsWith('../') || repoPath === '..' || external_node_path_default().posix.isAbsolute(repoPath))
        throw new action_inputs/* InputError */.dz('config', `"${relative}" is outside the repository; give a path inside it.`);
    const [base, head] = await Promise.all([
        repository.readFileAtRef(pull.baseSha, repoPath),
        repository.readFileAtRef(pull.headSha, repoPath),
    ]);
    const notes = [];
    if (!sameBytes(base, head)) {
        const change = base === undefined ? 'adds' : head === undefined ? 'deletes' : 'changes';
        const note = `This pull request ${change} ${repoPath}: the check uses the settings of the base branch ` +
            `(${pull.baseSha.slice(0, 7)}), not the pull request's; they apply once it is merged.`;
        notes.push(note);
        logger.notice(note);
    }
    let wti;
    if (base === undefined) {
        if (configPath !== undefined)
            notes.push(`The base branch has no ${repoPath}: the check runs with the workflow's inputs only.`);
    }
    else {
        if (base.length > wti_config/* WTI_MAX_BYTES */.g)
            throw new wti_config_model/* WtiConfigError */.N(`The config file "${repoPath}" of the base branch is ${base.length} bytes, more than the ${wti_config/* WTI_MAX_BYTES */.g} (1 MiB) a .wti file may have.`, { code: 'wti-too-large' });
        const { parseWtiConfig } = await __webpack_require__.e(/* import() */ 886).then(__webpack_require__.bind(__webpack_require__, 505));
        wti = parseWtiConfig(base.toString('utf8'), relative);
        logger.info(`Using settings of ${repoPath} as the base branch has it (${pull.baseSha.slice(0, 7)}).`);
    }
    const token = inputs.projectToken ?? (process.env['WTI_PROJECT_API_KEY'] || undefined) ?? wti?.apiKey;
    (0,secrets/* maskSecret */.$)(token);
    return { scope, wti, token, notes };
}

// EXTERNAL MODULE: ./src/action/summary.ts
var summary = __webpack_require__(8770);
;// CONCATENATED MODULE: ./src/action/check-step.ts













/** Statuses that mean "this token may not comment here", not "GitHub failed". */
function isRefusal(error) {
    return (error instanceof errors/* GitHubError */.y_ &&
        (error.code === 'GITHUB_PERMISSION' ||
            ((error.status === 401 || error.status === 403 || error.status === 404) &&
                error.code !== 'GITHUB_RATE_LIMITED')));
}
async function comment(inputs, context, body, logger) {
    const { owner, repo, pullRequest } = context;
    if (pullRequest === undefined || owner === undefined || repo === undefined)
        return { status: 'skipped', reason: 'the event is not a pull request' };
    if (inputs.githubToken === undefined) {
        logger.warning('The github-token input is empty: the check is reported in the job summary only.');
        return { status: 'skipped', reason: 'the github-token input is empty' };
    }
    const github = (0,client.createGitHubClient)({
        token: inputs.githubToken,
        baseUrl: context.apiUrl,
        graphqlUrl: context.graphqlUrl,
        logger,
    });
    try {
        const written = await upsertStickyComment(github, {
            owner,
            repo,
            issueNumber: pullRequest.number,
            marker: CHECK_MARKER,
            body,
            cutNote: `_…cut here: GitHub takes at most ${markdown/* GITHUB_BODY_LIMIT */.nY.toLocaleString('en-US')} characters in a comment. The job summary of this run has the whole report._`,
        }, logger);
        return { status: 'written', comment: written };
    }
    catch (error) {
        if (!isRefusal(error))
            throw error;
        logger.warning(`${error.message} The check is reported in the job summary only; give the workflow ` +
            '`pull-requests: write` to get the comment (pull requests from forks never can).');
        return { status: 'refused', reason: `GitHub refused the comment (${error.status ?? 'no status'})` };
    }
}
function footerOf(outcome) {
    if (outcome.status === 'written')
        return `<sub>Pull request comment ${outcome.comment.operation}: ${outcome.comment.url}</sub>`;
    return `<sub>No pull request comment: ${outcome.reason}.</sub>`;
}
/** From the merge base to the head, as GitHub's "Files changed" shows a pull request. */
async function checkRange(repository, context, logger) {
    const pull = context.pullRequest;
    if (pull === undefined)
        return undefined;
    const base = await (0,git.mergeBase)(repository, pull.baseSha, pull.headSha);
    if (base === undefined)
        logger.info(`No merge base of ${pull.baseSha.slice(0, 7)} and ${pull.headSha.slice(0, 7)} in reach; comparing with the base commit.`);
    return { baseSha: base ?? pull.baseSha, headSha: pull.headSha };
}
async function runCheckStep(options) {
    const { inputs, context } = options;
    // git runs in the workflow's checkout: for a comment's check the workspace is a copy of the
    // head's files (pull-request-head.ts), which is no repository and whose git files are data.
    const opened = await (0,git.openRepository)({
        dir: context.repositoryDir ?? context.workspace,
        logger: options.logger,
        ...(0,git_auth/* gitAuth */.l)(inputs, context),
    });
    const range = await checkRange(opened, context, options.logger);
    const { scope, wti, token, notes } = await loadCheckSettings(inputs, context, opened, options.logger);
    const logger = (0,project_scope/* scopeLogger */.RT)(options.logger, scope);
    if (token === undefined && context.pullRequest?.fromFork === true)
        logger.info('This pull request comes from a fork, so the run has no secrets: checking the repository only.');
    const client = token === undefined
        ? undefined
        : (0,service_client/* createServiceClient */.r)({ baseUrl: inputs.apiUrl, projectToken: token, logger });
    let result;
    try {
        result = await runCheck({
            service: client,
            repository: (0,project_scope/* scopeRepository */.L8)(opened, scope),
            // The files checked are the workspace's: the head's copy, or the workflow's checkout.
            workspace: scope.dir,
            range,
            sourceFiles: inputs.sourceFiles,
            isIgnored: (0,files.createIgnoreMatcher)(inputs.ignoreFiles, wti?.ignoreFiles ?? []),
            locales: inputs.locales.length > 0 ? inputs.locales : (wti?.neededLocales ?? []),
            ignoreLocales: [...inputs.ignoreLocales, ...(wti?.ignoreLocales ?? [])],
            gates: {
                requiredLocales: inputs.requiredLocales,
                minCompletion: inputs.minCompletion,
                failOnPlaceholderErrors: inputs.failOnPlaceholderErrors,
                failOnFindings: inputs.failOnFindings,
            },
            glossaryFile: inputs.glossaryFile,
            logger,
        });
    }
    finally {
        await client?.close();
    }
    if (notes.length > 0)
        result = { ...result, notes: [...notes, ...result.notes] };
    let outcome;
    try {
        outcome = await comment(inputs, context, renderCheckReport(result, { marker: CHECK_MARKER }), logger);
    }
    catch (error) {
        // GitHub failed for another reason: the summary still tells the result before the step fails.
        await (0,summary/* writeSummary */.S)(renderCheckReport(result, {
            footer: '<sub>The pull request comment could not be written.</sub>',
            complete: true,
        }));
        throw error;
    }
    // The summary lists every finding; the comment stops at 50 of each kind.
    await (0,summary/* writeSummary */.S)(renderCheckReport(result, { footer: footerOf(outcome), complete: true }));
    return result;
}


/***/ }),

/***/ 8656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ formatPercent),
/* harmony export */   throwIfGatesFailed: () => (/* binding */ throwIfGatesFailed),
/* harmony export */   u: () => (/* binding */ evaluateGates)
/* harmony export */ });
/* harmony import */ var _project_locales_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(910);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8868);


class CheckGateError extends Error {
    failed;
    code = 'check-gate';
    constructor(failed) {
        super(`The translation check failed: ${failed.map((gate) => `${gate.gate}: ${gate.reason}`).join('; ')}. ` +
            'See the pull request comment or the job summary for the details.');
        this.failed = failed;
        this.name = 'CheckGateError';
    }
}
function formatPercent(value) {
    // Rounded down, so 99.96 % never shows as a passing-looking "100 %".
    return `${Math.floor(value * 10) / 10}%`;
}
function evaluateGates(options) {
    const { settings, states, targetLocales } = options;
    const outcomes = [];
    const skipped = 'the translation service was not asked (no project token)';
    if (settings.requiredLocales.length > 0) {
        if (states === undefined || targetLocales === undefined) {
            outcomes.push({ gate: 'required-locales', status: 'skipped', reason: skipped });
        }
        else {
            const problems = settings.requiredLocales.flatMap((locale) => {
                if (!targetLocales.some((target) => (0,_project_locales_js__WEBPACK_IMPORTED_MODULE_0__/* .sameLocale */ .Jo)(target, locale)))
                    return [`${locale} is not a target locale of the project`];
                const state = states.find((candidate) => (0,_project_locales_js__WEBPACK_IMPORTED_MODULE_0__/* .sameLocale */ .Jo)(candidate.locale, locale));
                return state !== undefined && state.untranslated > 0
                    ? [`${locale} has ${state.untranslated} untranslated string${state.untranslated === 1 ? '' : 's'}`]
                    : [];
            });
            outcomes.push(problems.length > 0
                ? { gate: 'required-locales', status: 'failed', reason: problems.join(', ') }
                : {
                    gate: 'required-locales',
                    status: 'passed',
                    reason: `${settings.requiredLocales.join(', ')} fully translated`,
                });
        }
    }
    if (settings.minCompletion > 0) {
        if (states === undefined) {
            outcomes.push({ gate: 'min-completion', status: 'skipped', reason: skipped });
        }
        else {
            const below = states.filter((state) => state.completion < settings.minCompletion);
            const wanted = formatPercent(settings.minCompletion);
            outcomes.push(below.length > 0
                ? {
                    gate: 'min-completion',
                    status: 'failed',
                    reason: `${below.map((state) => `${state.locale} is at ${formatPercent(state.completion)}`).join(', ')}, below ${wanted}`,
                }
                : { gate: 'min-completion', status: 'passed', reason: `every locale at ${wanted} or more` });
        }
    }
    if (settings.failOnPlaceholderErrors) {
        const count = options.placeholderErrors;
        outcomes.push(count > 0
            ? {
                gate: 'fail-on-placeholder-errors',
                status: 'failed',
                reason: `${count} translation${count === 1 ? '' : 's'} with wrong placeholders`,
            }
            : { gate: 'fail-on-placeholder-errors', status: 'passed', reason: 'every placeholder kept' });
    }
    for (const kind of _findings_js__WEBPACK_IMPORTED_MODULE_1__/* .FINDING_KINDS */ .mH) {
        if (settings.failOnFindings?.has(kind) !== true)
            continue;
        const info = _findings_js__WEBPACK_IMPORTED_MODULE_1__/* .KIND_INFO */ .Kw[kind];
        const count = options.findingCounts?.get(kind) ?? 0;
        outcomes.push(count > 0
            ? { gate: info.gate, status: 'failed', reason: info.failed(count) }
            : { gate: info.gate, status: 'passed', reason: info.passed });
    }
    return outcomes;
}
/** Throws CheckGateError when a gate failed; called after the comment and summary are written. */
function throwIfGatesFailed(gates) {
    const failed = gates.filter((gate) => gate.status === 'failed');
    if (failed.length > 0)
        throw new CheckGateError(failed);
}


/***/ }),

/***/ 445:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ detectFormat)
/* harmony export */ });
/**
 * Which locale format a file name is in, and nothing else: the pull's target path policy asks
 * this of every listed file before any parser is needed, so it must not load them (index.ts
 * loads every codec and the yaml library, which would slow the cold start).
 */
const EXTENSIONS = [
    ['.yml', 'yaml'],
    ['.yaml', 'yaml'],
    ['.json', 'json'],
    ['.po', 'po'],
    ['.pot', 'po'],
    ['.properties', 'properties'],
    ['.xml', 'android-xml'],
    ['.strings', 'ios-strings'],
];
/** The format of a locale file from its extension, case-insensitively; undefined when unknown. */
function detectFormat(fileName) {
    const lower = fileName.toLowerCase();
    return EXTENSIONS.find(([extension]) => lower.endsWith(extension))?.[1];
}


/***/ }),

/***/ 7857:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DG: () => (/* binding */ PLURAL_FORMS),
/* harmony export */   aV: () => (/* binding */ isPluralKeySet),
/* harmony export */   zr: () => (/* binding */ isPluralForm)
/* harmony export */ });
/** CLDR's canonical order; Intl returns categories in an engine-specific order, so we sort by this. */
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
function isPluralForm(value) {
    return PLURAL_FORMS.includes(value);
}
/** True when every key is a plural category and `other` is present: the shape of one plural string. */
function isPluralKeySet(keys) {
    return keys.length > 0 && keys.includes('other') && keys.every(isPluralForm);
}


/***/ }),

/***/ 6417:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QE: () => (/* binding */ hasCommit),
/* harmony export */   fE: () => (/* binding */ isShallow),
/* harmony export */   pB: () => (/* binding */ readCommitObject),
/* harmony export */   s5: () => (/* binding */ fetchIfMissing)
/* harmony export */ });
/**
 * Facts of the checkout and of commits, each read one way. actions/checkout fetches one commit
 * deep by default: `git log` then shows the boundary's commits without parents (the shallow file
 * grafts them away), while the commit object itself still names them.
 */
/** Whether the checkout is shallow: some commits' parents are not in it. */
async function isShallow(git) {
    return (await git.run(['rev-parse', '--is-shallow-repository'])).trim() === 'true';
}
/** A commit's tree and parents from the raw object (`git cat-file commit`). */
async function readCommitObject(git, sha) {
    const text = await git.run(['cat-file', 'commit', sha]);
    const lines = (text.split('\n\n', 1)[0] ?? '').split('\n');
    return {
        tree: lines.find((line) => line.startsWith('tree '))?.slice('tree '.length) ?? '',
        parents: lines.filter((line) => line.startsWith('parent ')).map((line) => line.slice('parent '.length)),
    };
}
/** Whether the checkout has the commit. */
async function hasCommit(git, sha) {
    return (await git.tryRun(['cat-file', '-e', `${sha}^{commit}`])) !== undefined;
}
/**
 * Whether the checkout has the commit, after fetching it from `remote` when it lacks it, with the
 * runner's credentials (the same as the push's: with `persist-credentials: false` an anonymous
 * fetch of a private repository gets 401). A shallow checkout fetches it one commit deep, which
 * is enough to compare trees and never pulls in a whole history.
 */
async function fetchIfMissing(git, remote, sha) {
    if (await hasCommit(git, sha))
        return true;
    const depth = (await isShallow(git)) ? ['--depth=1'] : [];
    await git.tryRun(['fetch', '--no-tags', '--no-recurse-submodules', ...depth, '--end-of-options', remote, sha], { network: true });
    return hasCommit(git, sha);
}


/***/ }),

/***/ 3341:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ GitError)
/* harmony export */ });
/* harmony import */ var _client_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5078);

/**
 * Every failure of the git adapter. The message and the cause pass through redact(): git's stderr
 * can echo a remote URL or, with tracing on, a header that carries the token.
 */
class GitError extends Error {
    name = 'GitError';
    code;
    constructor(code, message, options) {
        const cause = options?.cause === undefined ? undefined : redactedCause(options.cause);
        super((0,_client_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(message), cause === undefined ? undefined : { cause });
        this.code = code;
    }
}
/** A copy of the cause that holds only redacted text, so no secret survives in `error.cause`. */
function redactedCause(cause) {
    if (cause instanceof Error) {
        const copy = new Error((0,_client_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(cause.message));
        copy.name = cause.name;
        copy.stack = (0,_client_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(cause.stack ?? `${cause.name}: ${cause.message}`);
        return copy;
    }
    return new Error((0,_client_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(String(cause)));
}


/***/ }),

/***/ 308:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SHA: () => (/* reexport safe */ _runner_js__WEBPACK_IMPORTED_MODULE_2__.h),
/* harmony export */   mergeBase: () => (/* binding */ mergeBase),
/* harmony export */   openRepository: () => (/* binding */ openRepository),
/* harmony export */   runnerFor: () => (/* binding */ runnerFor)
/* harmony export */ });
/* harmony import */ var _client_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5078);
/* harmony import */ var _commit_facts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6417);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3341);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6916);




/** A full object id, for the modules outside src/git that check one. */

const MINIMUM_GIT = [2, 31]; // GIT_CONFIG_COUNT, which keeps the token off the command line
const runners = new WeakMap();
/** Files read from git per `cat-file --batch` process: memory stays bounded on big pulls. */
const READ_BATCH_FILES = 500;
/**
 * Past this many folders, blobsAtRef lists the whole tree rather than name each folder on the
 * command line.
 */
const MAX_FOLDER_PATHSPECS = 256;
/**
 * The folders to list for `paths`: their parent folders, or undefined (the whole tree) when one
 * sits at the top or there are too many. Listing folders and picking the paths from the listing
 * is what makes blobsAtRef fast: `git cat-file --batch-check` resolves each `<ref>:<path>` from
 * the root tree again, seconds for a 9,000-file pull request, where one `git ls-tree` of their
 * 30 folders takes a tenth of a second.
 */
function foldersOf(paths) {
    const folders = new Set();
    for (const path of paths) {
        const slash = path.lastIndexOf('/');
        if (slash <= 0)
            return undefined;
        folders.add(path.slice(0, slash));
        if (folders.size > MAX_FOLDER_PATHSPECS)
            return undefined;
    }
    return [...folders];
}
/** The bytes of blobs by id, READ_BATCH_FILES to a `git cat-file --batch`; undefined stays undefined. */
async function readBlobsOf(runner, blobs) {
    const found = [];
    for (let start = 0; start < blobs.length; start += READ_BATCH_FILES) {
        const group = blobs.slice(start, start + READ_BATCH_FILES);
        const present = group.filter((blob) => blob !== undefined);
        const bytes = await runner.readBlobs(present.map((blob) => blob.sha));
        let next = 0;
        for (const blob of group)
            found.push(blob === undefined ? undefined : bytes[next++]);
    }
    return found;
}
/** The runner behind a repository made by openRepository(); src/git's modules use it for plumbing. */
function runnerFor(repo) {
    const runner = runners.get(repo);
    if (runner === undefined)
        throw new TypeError('This GitRepository was not created by openRepository().');
    return runner;
}
async function assertGitVersion(runner) {
    const text = await runner.run(['version']);
    const match = /(\d+)\.(\d+)/.exec(text);
    const major = Number(match?.[1] ?? 0);
    const minor = Number(match?.[2] ?? 0);
    if (major < MINIMUM_GIT[0] || (major === MINIMUM_GIT[0] && minor < MINIMUM_GIT[1])) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .X('GIT_TOO_OLD', `${text.trim()} is too old; install git ${MINIMUM_GIT.join('.')} or newer on the runner.`);
    }
}
/**
 * Chooses how pushes authenticate. actions/checkout persists an extraheader for the server; git
 * would send both headers if we added ours, and GitHub rejects that, so the checkout's wins.
 */
async function chooseAuthHeader(runner, auth) {
    if (auth?.token === undefined || auth.token.length === 0)
        return undefined;
    const server = auth.serverUrl.replace(/\/+$/, '');
    // Exit 1 and no output when nothing is set.
    const kept = await runner.tryRun(['config', '--get-urlmatch', 'http.extraheader', `${server}/`]);
    if (kept !== undefined && kept.trim().length > 0) {
        runner.logger.debug(`Using the credentials that actions/checkout kept for ${server}.`);
        return undefined;
    }
    const basic = Buffer.from(`x-access-token:${auth.token}`, 'utf8').toString('base64');
    (0,_client_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .registerSecret */ .cl)(basic);
    return [`http.${server}/.extraheader`, `AUTHORIZATION: basic ${basic}`];
}
/** Fetches from origin the commits git lacks (fetchIfMissing); false when one cannot be had. */
async function fetchMissing(runner, shas) {
    for (const sha of shas)
        if (!(await (0,_commit_facts_js__WEBPACK_IMPORTED_MODULE_3__/* .fetchIfMissing */ .s5)(runner, 'origin', sha)))
            return false;
    return true;
}
/**
 * The merge base of a pull request's base and head, which GitHub's "Files changed" compares from:
 * diffing base.sha directly would show what the base gained since the branch left it as removed.
 * A shallow checkout is deepened (bounded) until the two meet; undefined when they never do.
 */
async function mergeBase(repo, baseSha, headSha) {
    if (!_runner_js__WEBPACK_IMPORTED_MODULE_2__/* .SHA */ .h.test(baseSha) || !_runner_js__WEBPACK_IMPORTED_MODULE_2__/* .SHA */ .h.test(headSha))
        return undefined;
    const runner = runnerFor(repo);
    if (!(await fetchMissing(runner, [baseSha, headSha])))
        return undefined;
    for (let attempt = 0; attempt < 4; attempt++) {
        const found = await runner.tryRun(['merge-base', '--end-of-options', baseSha, headSha]);
        if (found !== undefined && found.trim() !== '')
            return found.trim();
        if (!(await (0,_commit_facts_js__WEBPACK_IMPORTED_MODULE_3__/* .isShallow */ .fE)(runner)))
            return undefined;
        await runner.tryRun([
            'fetch',
            '--no-tags',
            '--no-recurse-submodules',
            '--deepen=100',
            '--end-of-options',
            'origin',
            baseSha,
            headSha,
        ], { network: true });
    }
    return undefined;
}
async function openRepository(options) {
    (0,_client_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .registerSecret */ .cl)(options.auth?.token);
    const probe = (0,_runner_js__WEBPACK_IMPORTED_MODULE_2__/* .createRunner */ .j)(options.dir, options.logger, undefined);
    await assertGitVersion(probe);
    const topLevel = (await probe.run(['rev-parse', '--show-toplevel'])).trim();
    const runner = (0,_runner_js__WEBPACK_IMPORTED_MODULE_2__/* .createRunner */ .j)(topLevel, options.logger, await chooseAuthHeader(probe, options.auth));
    const shallow = () => (0,_commit_facts_js__WEBPACK_IMPORTED_MODULE_3__/* .isShallow */ .fE)(runner);
    const repository = {
        dir: topLevel,
        headSha: async () => (await runner.run(['rev-parse', '--verify', 'HEAD^{commit}'])).trim(),
        isShallow: shallow,
        async changedPaths(fromSha, toSha) {
            if (!_runner_js__WEBPACK_IMPORTED_MODULE_2__/* .SHA */ .h.test(fromSha) || !_runner_js__WEBPACK_IMPORTED_MODULE_2__/* .SHA */ .h.test(toSha) || /^0+$/.test(fromSha))
                return undefined;
            if (!(await fetchMissing(runner, [fromSha, toSha])))
                return undefined;
            const names = await runner.run(['diff', '--name-only', '--no-renames', '-z', fromSha, toSha, '--']);
            return names.split('\0').filter((name) => name.length > 0);
        },
        async readFileAtRef(ref, path) {
            if (ref.startsWith('-') || path.startsWith('-'))
                return undefined;
            const spec = `${ref}:${path}`;
            if ((await runner.tryRun(['cat-file', '-e', spec])) === undefined)
                return undefined;
            return runner.readBlob(spec);
        },
        async readFilesAtRef(ref, paths) {
            return readBlobsOf(runner, await repository.blobsAtRef(ref, paths));
        },
        async blobsAtRef(ref, paths) {
            if (ref.startsWith('-') || paths.length === 0)
                return paths.map(() => undefined);
            const folders = foldersOf(paths);
            // A full object id is listed at once: one git process fewer, each a fork of this process.
            // Should ls-tree fail (an object the checkout lacks), the check below decides as for any ref.
            const direct = _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .SHA */ .h.test(ref) ? await runner.listBlobs(ref, folders).catch(() => undefined) : undefined;
            if (direct !== undefined)
                return paths.map((path) => direct.get(path));
            // A ref that names no commit (the parent of a first commit) holds no file.
            const tree = await runner.tryRun([
                'rev-parse',
                '--verify',
                '--quiet',
                '--end-of-options',
                `${ref}^{tree}`,
            ]);
            if (!_runner_js__WEBPACK_IMPORTED_MODULE_2__/* .SHA */ .h.test(tree?.trim() ?? ''))
                return paths.map(() => undefined);
            const listed = await runner.listBlobs(ref, folders);
            return paths.map((path) => listed.get(path));
        },
        readBlobs: (blobs) => readBlobsOf(runner, blobs),
        async worktreeBlobIds(paths) {
            // --stdin-paths reads one path a line: a path with a line break is not asked about.
            const asked = paths.filter((path) => !/[\r\n]/.test(path));
            if (asked.length === 0)
                return paths.map(() => undefined);
            const ids = (await runner.runWithInput(['hash-object', '--stdin-paths'], `${asked.join('\n')}\n`))
                .split('\n')
                .filter((line) => _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .SHA */ .h.test(line));
            const byPath = new Map(asked.map((path, index) => [path, ids[index]]));
            return paths.map((path) => byPath.get(path));
        },
    };
    runners.set(repository, runner);
    return repository;
}


/***/ }),

/***/ 6916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ SHA),
/* harmony export */   j: () => (/* binding */ createRunner)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var simple_git__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6332);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3341);



/** A full object id: SHA-1, or SHA-256 in a repository that uses it. */
const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
/**
 * Config for every command. Hooks and fsmonitor are off so that nothing from the repository runs
 * (R36, R37). It travels as GIT_CONFIG_COUNT/KEY/VALUE, the environment form of `-c`: scoped to
 * one command like `-c`, but not visible in the process list and never written to .git/config.
 */
function commandConfigEnv(entries) {
    const inherited = Number.parseInt(process.env.GIT_CONFIG_COUNT ?? '0', 10);
    const start = Number.isSafeInteger(inherited) && inherited > 0 ? inherited : 0;
    const env = { GIT_CONFIG_COUNT: String(start + entries.length) };
    entries.forEach(([key, value], index) => {
        env[`GIT_CONFIG_KEY_${start + index}`] = key;
        env[`GIT_CONFIG_VALUE_${start + index}`] = value;
    });
    return env;
}
function createRunner(dir, logger, authHeader) {
    const safety = [
        ['core.hooksPath', '/dev/null'],
        ['core.fsmonitor', 'false'],
    ];
    const instance = (options) => {
        const config = options?.network === true && authHeader !== undefined ? [...safety, authHeader] : safety;
        const env = {
            ...process.env,
            GIT_TERMINAL_PROMPT: '0', // a missing credential fails instead of waiting for a prompt
            ...commandConfigEnv(config),
            ...options?.env,
        };
        return (0,simple_git__WEBPACK_IMPORTED_MODULE_1__/* .simpleGit */ .Lp)({
            baseDir: dir,
            timeout: { block: 10 * 60_000 },
            // simple-git refuses some environment variables and configs unless told; these categories
            // cover only our own safety config and the runner's inherited environment, which we trust.
            // The argument checks (--upload-pack, --template, -c) stay on.
            unsafe: {
                allowUnsafeHooksPath: true,
                allowUnsafeFsMonitor: true,
                allowUnsafeConfigEnvCount: true,
                allowUnsafeConfigPaths: true,
                allowUnsafeEditor: true,
                allowUnsafeAskPass: true,
                allowUnsafePager: true,
                allowUnsafeSshCommand: true,
                allowUnsafeGitProxy: true,
                allowUnsafeDiffExternal: true,
            },
        }).env(env);
    };
    /** The environment of the commands spawned directly, the same as simple-git's for a local command. */
    const plumbingEnv = (extra) => ({
        ...process.env,
        GIT_TERMINAL_PROMPT: '0',
        ...commandConfigEnv(safety),
        ...extra,
    });
    // Commands that talk to a remote go through simple-git (its argument checks, its timeout for a
    // server that stops answering); the rest are spawned directly. simple-git waits 50 ms more after
    // a command that prints nothing, and leaves a 50 ms timer behind every command, which would keep
    // a finished run alive after its last line.
    const run = async (args, options) => {
        if (options?.network !== true)
            return runWithStdin(dir, plumbingEnv(options?.env), args, undefined);
        try {
            return await instance(options).raw([...args]);
        }
        catch (error) {
            const detail = error instanceof Error ? error.message.trim() : String(error);
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .X('GIT_COMMAND_FAILED', `git ${args[0] ?? ''} failed: ${detail}`, { cause: error });
        }
    };
    return {
        dir,
        logger,
        run,
        tryRun: (args, options) => run(args, options).catch(() => undefined),
        async readBlobs(shas) {
            const blobs = await catFileSpecs(dir, plumbingEnv(), shas);
            return blobs.map((blob, index) => {
                if (blob === undefined)
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .X('GIT_COMMAND_FAILED', `git has no blob ${shas[index] ?? ''}.`);
                return blob;
            });
        },
        listBlobs: (ref, folders) => lsTreeBlobs(dir, plumbingEnv(), ref, folders),
        runWithInput: (args, input, options) => runWithStdin(dir, plumbingEnv(options?.env), args, input),
        readBlob: (spec) => runWithStdin(dir, plumbingEnv(), ['cat-file', 'blob', spec], undefined, 'buffer'),
    };
}
/**
 * `git cat-file --batch` over object names (blob ids, or `<ref>:<path>`): one process for any
 * number of files, their bytes untouched; a name git reports `missing` (or `ambiguous`), or that names a
 * folder, gives undefined.
 */
async function catFileSpecs(dir, env, specs) {
    if (specs.length === 0)
        return [];
    const output = await runWithStdin(dir, env, ['cat-file', '--batch'], `${specs.join('\n')}\n`, 'buffer');
    const found = [];
    let offset = 0;
    for (const spec of specs) {
        const end = output.indexOf(0x0a, offset);
        if (end < 0)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .X('GIT_COMMAND_FAILED', `git cat-file --batch stopped before ${spec}.`);
        const header = output.subarray(offset, end).toString('utf8');
        if (header === `${spec} missing` || header === `${spec} ambiguous`) {
            found.push(undefined);
            offset = end + 1;
            continue;
        }
        const [, type, size] = header.split(' ');
        const length = Number(size);
        if (!Number.isSafeInteger(length))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .X('GIT_COMMAND_FAILED', `git cat-file --batch: "${header}".`);
        found.push(type === 'blob' ? output.subarray(end + 1, end + 1 + length) : undefined);
        offset = end + 1 + length + 1;
    }
    return found;
}
/**
 * `git ls-tree -r -l -z` of `ref` (from the top of the tree, pathspecs taken literally): each
 * blob's id and size by path. Symbolic links are blobs too, as cat-file sees them; submodules
 * (commits) and folders are left out.
 */
async function lsTreeBlobs(dir, env, ref, folders) {
    const args = ['ls-tree', '-r', '-l', '-z', '--full-tree', '--end-of-options', ref];
    if (folders !== undefined)
        args.push('--', ...folders);
    const output = await runWithStdin(dir, { ...env, GIT_LITERAL_PATHSPECS: '1' }, args, undefined, 'buffer');
    const blobs = new Map();
    let start = 0;
    while (start < output.length) {
        let end = output.indexOf(0, start);
        if (end < 0)
            end = output.length;
        const tab = output.indexOf(0x09, start);
        if (tab < 0 || tab > end)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .X('GIT_COMMAND_FAILED', 'git ls-tree printed a line without a path.');
        const [mode = '', type, sha = '', size] = output.toString('latin1', start, tab).split(/ +/);
        const bytes = Number(size);
        if (type === 'blob') {
            if (!Number.isSafeInteger(bytes) || !SHA.test(sha))
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .X('GIT_COMMAND_FAILED', `git ls-tree printed "${output.toString('utf8', start, tab)}".`);
            blobs.set(output.toString('utf8', tab + 1, end), { sha, size: bytes, mode });
        }
        start = end + 1;
    }
    return blobs;
}
async function runWithStdin(dir, env, args, input, output = 'text') {
    const child = input === undefined
        ? (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', [...args], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] })
        : (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', [...args], { cwd: dir, env, stdio: ['pipe', 'pipe', 'pipe'] });
    const exited = new Promise((resolve, reject) => {
        child.once('error', reject);
        child.once('close', resolve);
    });
    const stderr = [];
    child.stderr.on('data', (chunk) => stderr.push(chunk));
    // A git that exits before reading all of its input (an error) makes the write fail with EPIPE,
    // which would otherwise be an unhandled error event; its exit code and stderr say what happened.
    let unread;
    child.stdin?.on('error', (error) => (unread = error));
    child.stdin?.end(input);
    const chunks = [];
    for await (const chunk of child.stdout)
        chunks.push(chunk);
    const code = await exited;
    if (code !== 0 || unread !== undefined) {
        const detail = Buffer.concat(stderr).toString('utf8').trim() || (unread?.message ?? '');
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .X('GIT_COMMAND_FAILED', `git ${args[0] ?? ''} failed (exit ${code}): ${detail}`);
    }
    const bytes = Buffer.concat(chunks);
    return output === 'buffer' ? bytes : bytes.toString('utf8');
}


/***/ }),

/***/ 5030:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createGitHubClient: () => (/* binding */ createGitHubClient)
});

// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./node_modules/@octokit/rest/dist-src/index.js + 21 modules
var dist_src = __webpack_require__(9854);
// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __webpack_require__(3251);
var light_default = /*#__PURE__*/__webpack_require__.n(light);
// EXTERNAL MODULE: ./src/client/proxy.ts
var client_proxy = __webpack_require__(7839);
// EXTERNAL MODULE: ./src/client/redact.ts
var redact = __webpack_require__(5078);
;// CONCATENATED MODULE: ./src/github/proxied-fetch.ts

function createProxiedFetch() {
    let undici;
    const agents = new Map();
    return async (input, init) => {
        // Octokit passes the URL as a string and the rest in `init`.
        const url = new URL(input instanceof Request ? input.url : String(input));
        const proxy = (0,client_proxy/* proxyForUrl */.th)(url);
        if (proxy === undefined)
            return globalThis.fetch(input, init);
        undici ??= Promise.all(/* import() */[__webpack_require__.e(910), __webpack_require__.e(492), __webpack_require__.e(752)]).then(__webpack_require__.t.bind(__webpack_require__, 4371, 19));
        const { ProxyAgent, fetch } = await undici;
        let agent = agents.get(proxy.url);
        if (agent === undefined) {
            agent = new ProxyAgent({ uri: proxy.url });
            agents.set(proxy.url, agent);
        }
        try {
            // undici's fetch takes the same arguments as Node's; its types are its own copies of them.
            // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- undici's Response is the class Node's own fetch is built from: the same shape, Octokit reads only that
            return await fetch(url, { ...init, dispatcher: agent });
        }
        catch (error) {
            throw new client_proxy/* ProxyFailure */.N$(proxy, url.host, error);
        }
    };
}

;// CONCATENATED MODULE: ./src/github/write-pacer.ts
/**
 * GitHub's secondary rate limit for content creation: no more than 80 writes (POST, PATCH, PUT,
 * DELETE) a minute, whichever token or client makes them. A run that opens a pull request per
 * locale makes a few writes per pull request, so every GitHub client of the process waits its turn
 * here: one start at a time, at least `spacingMs` after the previous one, and never more than
 * `perWindow` starts within any `windowMs`.
 */
const systemClock = {
    now: () => performance.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
class WritePacer {
    options;
    /** When the last writes started, oldest first; at most `perWindow` of them are kept. */
    starts = [];
    queue = Promise.resolve();
    clock;
    constructor(options) {
        this.options = options;
        this.clock = options.clock ?? systemClock;
    }
    /** Resolves when one more write may start; callers are served in the order they asked. */
    pace(spacingMs) {
        const turn = this.queue.then(() => this.waitForRoom(spacingMs));
        this.queue = turn.catch(() => undefined);
        return turn;
    }
    async waitForRoom(spacingMs) {
        const { perWindow, windowMs } = this.options;
        for (;;) {
            const now = this.clock.now();
            const last = this.starts.at(-1);
            const spaced = last === undefined ? now : last + spacingMs;
            // The oldest of the last `perWindow` starts must have left the window.
            const oldest = this.starts.length < perWindow ? undefined : this.starts[this.starts.length - perWindow];
            const due = Math.max(spaced, oldest === undefined ? now : oldest + windowMs);
            if (due <= now) {
                this.starts.push(now);
                if (this.starts.length > perWindow)
                    this.starts.shift();
                return;
            }
            await this.clock.sleep(due - now);
        }
    }
}
/**
 * 80 writes a minute is GitHub's documented ceiling; the window is a second longer so that the
 * requests' travel time cannot put an 81st into GitHub's own minute.
 */
const GITHUB_WRITES_PER_MINUTE = 80;
const WINDOW_MS = 61_000;
/** The one pacer of the process: every GitHub client's writes go through it. */
const sharedWritePacer = new WritePacer({ perWindow: GITHUB_WRITES_PER_MINUTE, windowMs: WINDOW_MS });

;// CONCATENATED MODULE: ./src/github/client.ts








const ActionOctokit = dist_src/* Octokit */.E.plugin(dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
const RATE_LIMIT_RETRIES = 2;
/**
 * The GitHub client (R35). Throttling waits out primary and secondary rate limits (Retry-After,
 * or 60 s when GitHub gives none) a bounded number of times. The retry plugin repeats 5xx and
 * network failures; the one call that is not safe to repeat, creating a pull request, turns it
 * off per request (see pull-request.ts).
 */
function createGitHubClient(options) {
    (0,redact/* registerSecret */.cl)(options.token);
    const { logger } = options;
    const cap = options.retryAfterCapSeconds ?? 300;
    const secondMs = options.secondMs ?? 1000;
    const minimumWaitMs = options.minimumWaitMs ?? 1000;
    const onLimit = (kind) => (retryAfter, request, _octokit, retryCount) => {
        const what = `${request.method} ${request.url}`;
        if (retryCount >= RATE_LIMIT_RETRIES || retryAfter > cap) {
            logger.warning(`GitHub ${kind} hit on ${what}; not waiting ${retryAfter} s (limit ${cap} s, try ${retryCount + 1}).`);
            return false;
        }
        logger.warning(`GitHub ${kind} hit on ${what}; waiting ${retryAfter} s before retrying.`);
        return true;
    };
    const octokit = new ActionOctokit({
        auth: options.token,
        // Only on a runner with proxy variables: elsewhere Octokit keeps Node's fetch.
        ...((0,client_proxy/* proxyConfigured */.$o)() ? { request: { fetch: createProxiedFetch() } } : {}),
        baseUrl: options.baseUrl.replace(/\/+$/, ''),
        userAgent: 'translation-sync',
        log: {
            debug: (message) => logger.debug(message),
            info: (message) => logger.debug(message),
            warn: (message) => logger.warning(message),
            // Octokit logs every failed request here, also the 4xx answers we handle (the create race, a
            // refused reviewer, a deleted branch): at error level each printed a red ::error:: on a green
            // run. The failures that matter reach the step through GitHubError instead.
            error: (message) => logger.debug(message),
        },
        retry: {
            // 429 and rate-limit 403s belong to the throttling plugin; retrying them here would double up.
            doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
            retries: 3,
            retryAfterBaseValue: secondMs,
        },
        throttle: {
            // Writes (and GraphQL, which the plugin counts as writes) wait in the pacer every client of
            // the process shares, retries included: GitHub's limit counts them all, not one client's.
            write: pacedGroup(options.writePacer ?? sharedWritePacer, minimumWaitMs),
            // Our own group, so that the spacing follows minimumWaitMs rather than Octokit's 3 s.
            notifications: new (light_default()).Group({ maxConcurrent: 1, minTime: minimumWaitMs }),
            retryAfterBaseValue: secondMs,
            fallbackSecondaryRateRetryAfter: 60,
            onRateLimit: onLimit('rate limit'),
            onSecondaryRateLimit: onLimit('secondary rate limit'),
        },
    });
    // What the action writes on GitHub (comments, replies, pull request titles and bodies) is
    // redacted as it leaves, whichever module built it: a comment is public on a public repository.
    octokit.hook.before('request', (request) => {
        const fields = request;
        for (const field of ['body', 'title'])
            if (typeof fields[field] === 'string')
                fields[field] = (0,redact/* redact */.E$)(fields[field]);
    });
    if (options.graphqlUrl !== undefined && options.graphqlUrl !== '') {
        octokit.graphql = octokit.graphql.defaults({ url: options.graphqlUrl });
    }
    return octokit;
}
/**
 * The throttling plugin asks its write group for `key(id).schedule(options, job)` before each
 * write; this gives it the pacer's turn instead of a Bottleneck queue of its own.
 */
function pacedGroup(pacer, spacingMs) {
    const limiter = {
        schedule: async (_options, job) => {
            await pacer.pace(spacingMs);
            return job();
        },
    };
    return { key: () => limiter };
}


/***/ }),

/***/ 3116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lg: () => (/* binding */ toGitHubError),
/* harmony export */   UZ: () => (/* binding */ isRequestFailure),
/* harmony export */   y_: () => (/* binding */ GitHubError)
/* harmony export */ });
/* harmony import */ var _client_network_failure_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7390);
/* harmony import */ var _client_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5078);


/** A failed GitHub API call. Message and cause are redacted; `status` is the HTTP status, if any. */
class GitHubError extends Error {
    name = 'GitHubError';
    code;
    status;
    constructor(code, message, options = {}) {
        const cause = options.cause === undefined ? undefined : new Error((0,_client_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(errorText(options.cause)));
        super((0,_client_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(message), cause === undefined ? undefined : { cause });
        this.code = code;
        this.status = options.status;
    }
}
function errorText(value) {
    return value instanceof Error ? `${value.name}: ${value.message}` : String(value);
}
/**
 * A call GitHub answered with an error status. Octokit gives a request that got no answer at all
 * (DNS, a refused connection, TLS, an abort) the status 500 but no response: not one of these.
 */
function isRequestFailure(error) {
    return (error instanceof Error &&
        typeof error.status === 'number' &&
        error.response !== undefined);
}
const PERMISSION_HINT = 'Give the workflow `permissions: contents: write` and `pull-requests: write`, and turn on the repository ' +
    'setting "Allow GitHub Actions to create and approve pull requests" (Settings > Actions > General), ' +
    'or pass a github-token that may create pull requests.';
/**
 * Maps a failed call to an error that says what to do. The 403 for a missing permission (R34) and
 * the one for the repository setting are told apart from a rate limit by GitHub's own message.
 */
function toGitHubError(error, action) {
    if (!isRequestFailure(error)) {
        const failure = (0,_client_network_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .connectionFailureOf */ .k)(error);
        const what = failure === undefined
            ? errorText(error)
            : `no answer came from GitHub: ${failure.text}. Check GITHUB_API_URL and the runner's network, then re-run the workflow`;
        return new GitHubError('GITHUB_API_ERROR', `GitHub: could not ${action}: ${what}.`, { cause: error });
    }
    const { status, message } = error;
    if (status === 403 &&
        /not accessible by integration|not permitted to create or approve pull requests/i.test(message)) {
        return new GitHubError('GITHUB_PERMISSION', `GitHub refused to ${action} (403: ${message}). ${PERMISSION_HINT}`, { status, cause: error });
    }
    if ((status === 403 || status === 429) && /rate limit/i.test(message)) {
        return new GitHubError('GITHUB_RATE_LIMITED', `GitHub's rate limit stopped the attempt to ${action} (${status}: ${message}). Re-run the workflow later.`, {
            status,
            cause: error,
        });
    }
    return new GitHubError('GITHUB_API_ERROR', `GitHub: could not ${action} (${status}: ${message}).`, {
        status,
        cause: error,
    });
}


/***/ }),

/***/ 3930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createIgnoreMatcher: () => (/* binding */ createIgnoreMatcher),
/* harmony export */   findSourceFiles: () => (/* binding */ findSourceFiles),
/* harmony export */   remoteFilesOf: () => (/* binding */ remoteFilesOf)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1706);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5669);



/**
 * Show Project's files in the engine's terms. A file name becomes a path in the repository, so a
 * name that could leave it (`../x`, `/abs`, backslashes, NUL) fails the run before any I/O.
 */
function remoteFilesOf(project) {
    return project.projectFiles.map((file) => {
        const problem = (0,_names_js__WEBPACK_IMPORTED_MODULE_1__/* .checkEntryName */ ._$)(file.name);
        // Targets are screened by the pull's target path policy, which refuses them one by one.
        if (problem !== undefined && file.masterProjectFileId === null) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ProjectError */ .w(`The service lists a file named "${file.name}", which ${problem.reason}; it cannot be a path in this repository. ` +
                'Rename the file on the service.');
        }
        return {
            id: file.id,
            name: file.name,
            locale: file.localeCode,
            masterId: file.masterProjectFileId,
            // Blank (null or '') while an upload waits for its import: unknown, never a checksum.
            hashFile: typeof file.hashFile === 'string' && file.hashFile !== '' ? file.hashFile : undefined,
            fresh: file.fresh,
            updatedAt: file.updatedAt,
        };
    });
}
/** Repository paths (posix, relative) matching the `source-files` globs. */
async function findSourceFiles(workspace, patterns) {
    if (patterns.length === 0)
        return [];
    // Loaded here: a pull never searches for source files.
    const { glob } = await __webpack_require__.e(/* import() */ 382).then(__webpack_require__.bind(__webpack_require__, 3382));
    const found = await glob([...patterns], {
        cwd: workspace,
        onlyFiles: true,
        dot: true,
        followSymbolicLinks: false,
        ignore: ['.git/**', '**/node_modules/**'],
    });
    return found.sort();
}
/**
 * One matcher for both kinds of ignore rule. The `ignore-files` input uses ordinary globs; the
 * `.wti` patterns are matched as the established client's File.fnmatch does, where a single `*`
 * also crosses `/` (picomatch's `bash` mode), so its users need not rewrite them.
 */
function createIgnoreMatcher(inputGlobs, wtiGlobs) {
    const matchers = [
        ...inputGlobs.map((pattern) => picomatch__WEBPACK_IMPORTED_MODULE_2___default()(pattern, { dot: true })),
        ...wtiGlobs.map((pattern) => picomatch__WEBPACK_IMPORTED_MODULE_2___default()(pattern, { dot: true, bash: true })),
    ];
    return (file) => matchers.some((matches) => matches(file));
}


/***/ }),

/***/ 5669:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EE: () => (/* binding */ collisionKey),
/* harmony export */   Ls: () => (/* binding */ isDirectoryName),
/* harmony export */   _$: () => (/* binding */ checkEntryName),
/* harmony export */   tn: () => (/* binding */ findCollisions)
/* harmony export */ });
// C0 controls (NUL included) and DEL: a NUL truncates the name in C code below Node, and the
// others make names that logs and pull request bodies cannot show honestly.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const DRIVE_LETTER = /^[A-Za-z]:/;
/**
 * Names every rule below accepts, told in one pass: parts of ASCII letters, digits and `._@+-`,
 * none starting with a dot (so no `.`, `..` or empty part), no slash at either end. Anything
 * else gets the full check.
 */
const PLAINLY_SAFE = /^[A-Za-z0-9_@+-][A-Za-z0-9._@+-]*(?:\/[A-Za-z0-9_@+-][A-Za-z0-9._@+-]*)*$/;
/**
 * Checks an entry name decoded per the zip spec. Stricter than yauzl's validateFileName, whose
 * every refusal (`..`, absolute paths, drive letters, backslashes) it makes itself
 * (test/unit/extract-names.test.ts holds the two side by side): it also refuses control
 * characters, undecodable bytes, and empty or `.` path parts.
 */
function checkEntryName(name) {
    // A pull checks each name of a 9,000-file listing three or four times (listing, policy,
    // archive, write): the answer is remembered, within a bound.
    const known = checkedNames.get(name);
    if (known !== undefined)
        return known ?? undefined;
    const problem = findNameProblem(name);
    if (checkedNames.size >= CHECKED_NAMES_KEPT)
        checkedNames.clear();
    checkedNames.set(name, problem ?? null);
    return problem;
}
const CHECKED_NAMES_KEPT = 100_000;
/** Names checked before: their problem, or null for none. */
const checkedNames = new Map();
function findNameProblem(name) {
    if (PLAINLY_SAFE.test(name))
        return undefined;
    if (CONTROL_CHARACTER.test(name))
        return { code: 'archive-bad-name', reason: 'holds a control character such as NUL' };
    if (name.startsWith('/'))
        return { code: 'archive-unsafe-path', reason: 'is an absolute path' };
    if (DRIVE_LETTER.test(name))
        return { code: 'archive-unsafe-path', reason: 'starts with a drive letter' };
    if (name.includes('\\'))
        return { code: 'archive-unsafe-path', reason: 'holds a backslash' };
    const parts = stripDirectorySlash(name).split('/');
    if (parts.includes('..'))
        return { code: 'archive-unsafe-path', reason: 'climbs out with ".."' };
    // U+FFFD is what a UTF-8 decoder leaves for bytes that are not UTF-8: the real name is unknown.
    if (name.includes('\uFFFD'))
        return { code: 'archive-bad-name', reason: 'is not valid UTF-8' };
    if (parts.some((part) => part === '' || part === '.')) {
        return { code: 'archive-bad-name', reason: 'has an empty or "." path part' };
    }
    return undefined;
}
/** Directory entries are the ones whose names end with a slash (zip spec 4.4.17). */
function isDirectoryName(name) {
    return name.endsWith('/');
}
function stripDirectorySlash(name) {
    return isDirectoryName(name) ? name.slice(0, -1) : name;
}
/**
 * The form under which two names land on the same file on some file system: Unicode composition
 * (macOS) and letter case (macOS and Windows defaults) are folded away.
 */
function collisionKey(name) {
    return stripDirectorySlash(name).normalize('NFC').toLowerCase();
}
/** Groups of two or more names that collide, each group in archive order. */
function findCollisions(names) {
    const groups = new Map();
    for (const name of names) {
        const key = collisionKey(name);
        const group = groups.get(key);
        if (group === undefined)
            groups.set(key, [name]);
        else
            group.push(name);
    }
    return [...groups.values()].filter((group) => group.length > 1);
}


/***/ })

};
