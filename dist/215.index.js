export const id = 215;
export const ids = [215];
export const modules = {

/***/ 1215:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCheckStep: () => (/* binding */ runCheckStep)
});

// EXTERNAL MODULE: ./src/client/redact.ts
var redact = __webpack_require__(5078);
// EXTERNAL MODULE: ./src/github/markdown.ts
var markdown = __webpack_require__(5566);
// EXTERNAL MODULE: ./src/check/gates.ts
var check_gates = __webpack_require__(8656);
// EXTERNAL MODULE: ./src/formats/index.ts + 8 modules
var formats = __webpack_require__(3890);
// EXTERNAL MODULE: ./src/formats/text-codec.ts
var text_codec = __webpack_require__(3170);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/formats/key-tree.ts
var key_tree = __webpack_require__(1620);
;// CONCATENATED MODULE: ./src/check/key-lines.ts



/** 1-based line of `offset` in `text`. */
function lineAt(text, offset) {
    let line = 1;
    for (let index = 0; index < offset && index < text.length; index += 1)
        if (text[index] === '\n')
            line += 1;
    return line;
}
/** Every key path of a Rails YAML file (below its locale root) to the line of that key. */
function yamlKeyLines(text) {
    const lines = new Map();
    const counter = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: counter });
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
                lines.set(child, lineAt(text, keyOffset));
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
                lines.set(itemPath, lineAt(text, index));
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
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The pattern that declares `key` in a line-oriented format. */
function declarationOf(format, key) {
    switch (format) {
        case 'properties':
            return new RegExp(`^\\s*${escapeRegExp(key.replace(/([ :=])/g, '\\$1'))}\\s*[=:\\s]`);
        case 'po': {
            // msgctxt\u0004msgid: the msgid line is where the translation starts.
            const msgid = key.split('\u0004').at(-1) ?? key;
            return new RegExp(`^msgid\\s+${escapeRegExp(JSON.stringify(msgid))}\\s*$`);
        }
        case 'android-xml': {
            const name = (0,key_tree/* splitKey */._$)(key)
                .filter((part) => typeof part === 'string')
                .join('.');
            return new RegExp(`<(?:string|plurals|string-array)\\b[^>]*\\bname="${escapeRegExp(name)}"`);
        }
        case 'ios-strings':
            return new RegExp(`^\\s*${escapeRegExp(JSON.stringify(key))}\\s*=`);
        default:
            return undefined;
    }
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
    const fileLines = text.split(/\r?\n/);
    return (key) => {
        const pattern = declarationOf(format, key);
        if (pattern === undefined)
            return undefined;
        const index = fileLines.findIndex((line) => pattern.test(line));
        return index === -1 ? undefined : index + 1;
    };
}

;// CONCATENATED MODULE: ./src/check/placeholder-check.ts



// Languages may say "one message" without the number, so these forms may drop a placeholder.
const FORMS_THAT_MAY_DROP = new Set(['zero', 'one', 'two']);
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
    const target = (0,formats/* parseLocaleFile */.UB)(format, options.bytes, { fileName: options.path, locale: options.locale });
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
    lines.push('| Locale | Untranslated | To verify | To proofread | Done | Translated |', '| --- | ---: | ---: | ---: | ---: | ---: |', ...states.map((state) => `| ${(0,markdown/* markdownWord */.QB)(state.locale, true)} | ${state.untranslated} | ${state.toVerify} | ${state.toProofread} | ${state.done} | ${(0,check_gates/* formatPercent */.l9)(state.completion)} |`), '', `<sub>Counted with List Strings (${filters}, current strings only) out of ${states[0]?.total ?? 0} strings.</sub>`, '');
    return lines;
}
function placeholderSection(result) {
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
    for (const issue of issues.slice(0, MAX_ISSUES))
        lines.push(`| ${code(issue.file)} | ${issue.line ?? ''} | ${cell(describeIssue(issue))} |`);
    if (issues.length > MAX_ISSUES)
        lines.push('', `…and ${issues.length - MAX_ISSUES} more, annotated in the run.`);
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
/** The report; `marker` (a hidden HTML comment) goes first so the comment can be found again. */
function renderCheckReport(result, options = {}) {
    const failed = result.gates.filter((gate) => gate.status === 'failed').length;
    const verdict = failed > 0
        ? `❌ ${failed} gate${failed === 1 ? '' : 's'} failed.`
        : result.placeholderIssues.length > 0
            ? `⚠️ ${result.placeholderIssues.length} placeholder mismatch${result.placeholderIssues.length === 1 ? '' : 'es'}.`
            : '✅ Nothing to fix.';
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
        ...placeholderSection(result),
        ...(options.footer === undefined ? [] : [options.footer, '']),
    ];
    return (0,redact/* redact */.E$)(lines.join('\n'));
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/sync/local-files.ts
var local_files = __webpack_require__(9666);
// EXTERNAL MODULE: ./src/sync/plan.ts
var plan = __webpack_require__(4816);
// EXTERNAL MODULE: ./src/sync/service.ts
var sync_service = __webpack_require__(9296);
// EXTERNAL MODULE: ./src/sync/target-policy.ts + 1 modules
var target_policy = __webpack_require__(5228);
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
            if (locale === undefined || !LOCALE_PART.test(locale) || (0,plan/* sameLocale */.Jo)(locale, sourceLocale))
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
    const masters = (await (0,local_files.findSourceFiles)(options.workspace, options.sourceFiles)).filter((file) => !options.isIgnored(file));
    const extensions = [...new Set(masters.map((master) => external_node_path_default().posix.extname(master)))];
    const candidates = await (0,local_files.findSourceFiles)(options.workspace, extensions.map((extension) => `**/*${extension}`));
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

;// CONCATENATED MODULE: ./src/check/run-check.ts












const includes = (locales, locale) => locales.some((candidate) => (0,plan/* sameLocale */.Jo)(candidate, locale));
/** A regular file of the workspace (never read through a symlink), or undefined. */
async function readWorkspaceFile(workspace, file) {
    const absolute = external_node_path_default().join(workspace, file);
    const stats = await (0,promises_.lstat)(absolute).catch(() => undefined);
    return stats?.isFile() === true ? (0,promises_.readFile)(absolute) : undefined;
}
async function checkPlaceholders(options, masters, notes) {
    const issues = [];
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
                    issues.push(...checkTargetFile({ path: target.path, locale: target.locale, bytes, master: segments }));
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
    return { issues, checked };
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
        (0,sync_service/* remoteFilesOf */.D)(project);
        // Locale codes of another shape are refused where the listing is read (R44).
        const listed = (0,plan/* targetLocalesOf */.gs)(project);
        const targets = listed.filter(target_policy/* isLocaleCode */.GJ);
        if (targets.length < listed.length) {
            const refused = listed.filter((code) => !(0,target_policy/* isLocaleCode */.GJ)(code)).map((code) => JSON.stringify(code));
            notes.push(`The service lists locale codes of another shape than fr or pt-BR; skipped: ${refused.join(', ')}.`);
            logger.warning(`Skipped target locale codes of another shape (locale-refused): ${refused.join(', ')}.`);
        }
        const selection = (0,plan/* selectLocales */.S)({
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
        for (const file of await (0,local_files.findSourceFiles)(options.workspace, options.sourceFiles)) {
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
    const { issues, checked } = await checkPlaceholders(options, masters, notes);
    for (const issue of issues) {
        const annotation = { file: issue.file, title: 'Placeholder mismatch' };
        logger.warning(describeIssue(issue), issue.line === undefined ? annotation : { ...annotation, line: issue.line });
    }
    const states = service === undefined ? undefined : await translationStateOf(service.strings, reported);
    const gates = (0,check_gates/* evaluateGates */.ud)({
        settings: options.gates,
        states,
        targetLocales: project === undefined ? undefined : (0,plan/* targetLocalesOf */.gs)(project),
        placeholderErrors: issues.length,
    });
    return {
        mode: service === undefined ? 'repository' : 'service',
        masters: changes,
        states,
        placeholderIssues: issues,
        checkedTargets: checked,
        gates,
        notes,
        missingTranslations: states?.reduce((sum, state) => sum + state.untranslated, 0),
    };
}

// EXTERNAL MODULE: ./src/client/index.ts + 20 modules
var src_client = __webpack_require__(9172);
// EXTERNAL MODULE: ./src/git/git.ts
var git = __webpack_require__(308);
// EXTERNAL MODULE: ./src/github/client.ts
var client = __webpack_require__(6584);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(3116);
;// CONCATENATED MODULE: ./src/github/sticky-comment.ts

async function upsertStickyComment(github, request, logger) {
    const { owner, repo, issueNumber, marker } = request;
    const body = request.body.startsWith(marker) ? request.body : `${marker}\n${request.body}`;
    const mine = await ownAuthorship(github);
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
 * post as one. See docs/decisions.md.
 */
async function ownAuthorship(github) {
    try {
        const { data } = await github.rest.users.getAuthenticated();
        const login = data.login.toLowerCase();
        return (user) => user?.login.toLowerCase() === login;
    }
    catch (error) {
        if (!(0,errors/* isRequestFailure */.UZ)(error) || (error.status !== 401 && error.status !== 403))
            throw (0,errors/* toGitHubError */.Lg)(error, 'find out whom the github-token belongs to (GET /user)');
        return (user) => user?.type === 'Bot' && user.login.endsWith('[bot]');
    }
}

// EXTERNAL MODULE: ./src/action/git-auth.ts
var git_auth = __webpack_require__(8945);
// EXTERNAL MODULE: ./src/action/project-scope.ts
var project_scope = __webpack_require__(4854);
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
    const github = (0,client.createGitHubClient)({ token: inputs.githubToken, baseUrl: context.apiUrl, logger });
    try {
        const written = await upsertStickyComment(github, { owner, repo, issueNumber: pullRequest.number, marker: CHECK_MARKER, body }, logger);
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
    const { scope, wti, token } = await (0,project_scope/* loadProjectSettings */.D0)(inputs, context, options.logger);
    const logger = (0,project_scope/* scopeLogger */.RT)(options.logger, scope);
    if (token === undefined && context.pullRequest?.fromFork === true)
        logger.info('This pull request comes from a fork, so the run has no secrets: checking the repository only.');
    const client = token === undefined
        ? undefined
        : (0,src_client/* createTranslationClient */.pF)({ baseUrl: inputs.apiUrl, projectToken: token, logger });
    let result;
    try {
        const opened = await (0,git.openRepository)({ dir: context.workspace, logger, ...(0,git_auth/* gitAuth */.l)(inputs, context) });
        const repository = (0,project_scope/* scopeRepository */.L8)(opened, scope);
        result = await runCheck({
            service: client,
            repository,
            workspace: repository.dir,
            range: await checkRange(opened, context, logger),
            sourceFiles: inputs.sourceFiles,
            isIgnored: (0,local_files.createIgnoreMatcher)(inputs.ignoreFiles, wti?.ignoreFiles ?? []),
            locales: inputs.locales.length > 0 ? inputs.locales : (wti?.neededLocales ?? []),
            ignoreLocales: [...inputs.ignoreLocales, ...(wti?.ignoreLocales ?? [])],
            gates: {
                requiredLocales: inputs.requiredLocales,
                minCompletion: inputs.minCompletion,
                failOnPlaceholderErrors: inputs.failOnPlaceholderErrors,
            },
            logger,
        });
    }
    finally {
        await client?.close();
    }
    let outcome;
    try {
        outcome = await comment(inputs, context, renderCheckReport(result, { marker: CHECK_MARKER }), logger);
    }
    catch (error) {
        // GitHub failed for another reason: the summary still tells the result before the step fails.
        await (0,summary/* writeSummary */.S)(renderCheckReport(result, { footer: '<sub>The pull request comment could not be written.</sub>' }));
        throw error;
    }
    await (0,summary/* writeSummary */.S)(renderCheckReport(result, { footer: footerOf(outcome) }));
    return result;
}


/***/ }),

/***/ 8656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l9: () => (/* binding */ formatPercent),
/* harmony export */   throwIfGatesFailed: () => (/* binding */ throwIfGatesFailed),
/* harmony export */   ud: () => (/* binding */ evaluateGates)
/* harmony export */ });
/* unused harmony export CheckGateError */
/* harmony import */ var _sync_plan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4816);

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
                if (!targetLocales.some((target) => (0,_sync_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .sameLocale */ .Jo)(target, locale)))
                    return [`${locale} is not a target locale of the project`];
                const state = states.find((candidate) => (0,_sync_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .sameLocale */ .Jo)(candidate.locale, locale));
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
    return outcomes;
}
/** Throws CheckGateError when a gate failed; called after the comment and summary are written. */
function throwIfGatesFailed(gates) {
    const failed = gates.filter((gate) => gate.status === 'failed');
    if (failed.length > 0)
        throw new CheckGateError(failed);
}


/***/ })

};
