export const id = 663;
export const ids = [663];
export const modules = {

/***/ 445:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ detectFormat)
/* harmony export */ });
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
function detectFormat(fileName) {
    const lower = fileName.toLowerCase();
    return EXTENSIONS.find(([extension]) => lower.endsWith(extension))?.[1];
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



function remoteFilesOf(project) {
    return project.projectFiles.map((file) => {
        const problem = (0,_names_js__WEBPACK_IMPORTED_MODULE_1__/* .checkEntryName */ ._$)(file.name);
        if (problem !== undefined && file.masterProjectFileId === null) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ProjectError */ .w(`The service lists a file named "${file.name}", which ${problem.reason}; it cannot be a path in this repository. ` +
                'Rename the file on the service.');
        }
        return {
            id: file.id,
            name: file.name,
            locale: file.localeCode,
            masterId: file.masterProjectFileId,
            hashFile: typeof file.hashFile === 'string' && file.hashFile !== '' ? file.hashFile : undefined,
            fresh: file.fresh,
            updatedAt: file.updatedAt,
        };
    });
}
async function findSourceFiles(workspace, patterns) {
    if (patterns.length === 0)
        return [];
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
function createIgnoreMatcher(inputGlobs, wtiGlobs) {
    const matchers = [
        ...inputGlobs.map((pattern) => picomatch__WEBPACK_IMPORTED_MODULE_2___default()(pattern, { dot: true })),
        ...wtiGlobs.map((pattern) => picomatch__WEBPACK_IMPORTED_MODULE_2___default()(pattern, { dot: true, bash: true })),
    ];
    return (file) => matchers.some((matches) => matches(file));
}


/***/ }),

/***/ 4616:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ warnHeldBack),
/* harmony export */   Z: () => (/* binding */ heldBack)
/* harmony export */ });
const count = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
const WORDS = {
    'too-large': {
        reason: (detail) => `the service's copy ${detail}`,
        advice: 'Look on the translation service for an unexpectedly long text in this file (docs/limits.md).',
    },
    'compresses-too-well': {
        reason: (detail) => `the service's copy ${detail}`,
        advice: 'Look on the translation service for a long repeated text in this file, such as a pasted log (docs/limits.md).',
    },
    'unreadable-download': {
        reason: () => "its format cannot read the service's copy (an error page instead of the file, or a damaged file)",
        advice: 'Rerun later; if it persists, open the file on the translation service and check that it can be exported.',
    },
    'translations-would-be-lost': {
        reason: (detail) => `the service's copy would remove ${detail} that the repository has, for keys its master still has`,
        advice: "The service does not have them: set upload-translations: true to send them to the service (they never overwrite a translation it has), or allow-removals: true to accept the service's version.",
    },
    'empty-download': {
        reason: () => "the service's copy holds no translation, while the repository's has some",
        advice: "Set upload-translations: true to send the repository's translations to the service; if the file should really be empty, delete it from the repository.",
    },
    'platform-would-refuse': {
        reason: (detail) => `the platform would refuse it (${detail})`,
        advice: 'Fix these translations on the translation service: the next run brings them.',
    },
};
function heldBack(path, locale, code, found = {}) {
    const { problems } = found;
    const keys = found.keys ?? (problems === undefined ? undefined : problemKeys(problems));
    const detail = found.detail ??
        (problems !== undefined ? count(problems.length, 'problem') : count(keys?.length ?? 0, 'translation'));
    return {
        path,
        locale,
        code,
        reason: WORDS[code].reason(detail),
        advice: WORDS[code].advice,
        ...(keys === undefined ? {} : { keys }),
        ...(problems === undefined ? {} : { problems }),
    };
}
function problemKeys(problems) {
    return [...new Set(problems.flatMap((problem) => (problem.key === undefined ? [] : [problem.key])))];
}
const KEYS_LOGGED = 5;
function listed(items, separator) {
    const shown = items.slice(0, KEYS_LOGGED).join(separator);
    return items.length > KEYS_LOGGED ? `${shown}${separator}…` : shown;
}
function describeHeldBack(file) {
    const problems = file.problems?.map((problem) => problem.key === undefined ? problem.problem : `${problem.key}: ${problem.problem}`);
    const detail = problems !== undefined
        ? `: ${listed(problems, '; ')}`
        : file.keys !== undefined && file.keys.length > 0
            ? ` (${listed(file.keys, ', ')})`
            : '';
    return `Held back ${file.path}: ${file.reason}${detail}. It was not written; every other file of the run was pulled. ${file.advice}`;
}
function warnHeldBack(files, logger) {
    for (const file of files)
        logger.warning(describeHeldBack(file), { file: file.path, title: 'Translation file held back' });
}


/***/ }),

/***/ 9837:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cb: () => (/* binding */ readPulledRecord),
/* harmony export */   RM: () => (/* binding */ pulledRecordText),
/* harmony export */   kX: () => (/* binding */ isKeptCopy),
/* harmony export */   qS: () => (/* binding */ nextKeptEntries),
/* harmony export */   vN: () => (/* binding */ PULLED_RECORD)
/* harmony export */ });
/* harmony import */ var _safe_read_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8041);

const PULLED_RECORD = '.wti-pulled.json';
const RECORD_VERSION = 2;
const PULLED_RECORD_MAX_BYTES = 32 * 1024 * 1024;
function readPulledRecord(workspace) {
    let text;
    try {
        const bytes = (0,_safe_read_js__WEBPACK_IMPORTED_MODULE_0__/* .readInRepository */ .os)(workspace, PULLED_RECORD, {
            maxBytes: PULLED_RECORD_MAX_BYTES,
            links: 'never',
            label: 'The pulled record',
        });
        if (bytes === undefined)
            return { record: new Map(), text: undefined };
        text = bytes.toString('utf8');
    }
    catch (error) {
        if (error instanceof _safe_read_js__WEBPACK_IMPORTED_MODULE_0__/* .SafeReadError */ .IA)
            return { record: new Map(), text: undefined, refused: error };
        return { record: new Map(), text: undefined };
    }
    const record = new Map();
    let checked;
    try {
        const parsed = JSON.parse(text);
        const files = parsed?.files;
        checked = parsed?.checked;
        if (files !== null && typeof files === 'object')
            for (const [name, entry] of Object.entries(files)) {
                const { service, file } = (entry ?? {});
                if (typeof service === 'string' && typeof file === 'string')
                    record.set(name, { service, file });
            }
    }
    catch {
    }
    return { record, text, ...(checked === undefined ? {} : { checked }) };
}
function isKeptCopy(record, file, localSha1) {
    const entry = record.get(file.name);
    return (entry !== undefined &&
        file.hashFile !== undefined &&
        entry.service === file.hashFile &&
        entry.file === localSha1);
}
function nextKeptEntries(previous, remoteFiles, kept) {
    const listed = new Set(remoteFiles.map((file) => file.name));
    const next = new Map([...previous].filter(([name]) => listed.has(name)));
    for (const [name, entry] of kept) {
        if (entry === undefined || entry.file === entry.service)
            next.delete(name);
        else
            next.set(name, entry);
    }
    return next;
}
const byName = ([a], [b]) => (a < b ? -1 : a > b ? 1 : 0);
function checkedLines(checked) {
    if (checked === null || typeof checked !== 'object' || Array.isArray(checked))
        return JSON.stringify(checked);
    const part = (value) => value === null || typeof value !== 'object' || Array.isArray(value)
        ? JSON.stringify(value)
        : `{\n${Object.entries(value)
            .sort(byName)
            .map(([name, entry]) => `      ${JSON.stringify(name)}: ${JSON.stringify(entry)}`)
            .join(',\n')}\n    }`;
    const parts = Object.entries(checked).sort(byName);
    return `{\n${parts.map(([name, value]) => `    ${JSON.stringify(name)}: ${part(value)}`).join(',\n')}\n  }`;
}
function pulledRecordText(files, checked, hadRecord) {
    if (files.size === 0 && checked === undefined && !hadRecord)
        return undefined;
    const head = JSON.stringify({ version: RECORD_VERSION, files: Object.fromEntries([...files].sort(byName)) }, null, 2);
    return checked === undefined
        ? `${head}\n`
        : `${head.slice(0, -2)},\n  "checked": ${checkedLines(checked)}\n}\n`;
}


/***/ }),

/***/ 6068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ WrittenFiles)
/* harmony export */ });
const WRITTEN_FILES_MAX_BYTES = 64 * 1024 * 1024;
class WrittenFiles {
    sha1 = new Map();
    bytes = new Map();
    previous = new Map();
    #room = WRITTEN_FILES_MAX_BYTES;
    hold(path, bytes, previous) {
        const size = bytes.length + (previous?.length ?? 0);
        if (size > this.#room)
            return;
        this.#room -= size;
        this.bytes.set(path, bytes);
        if (previous !== undefined)
            this.previous.set(path, previous);
    }
    known(before) {
        const written = (path) => this.sha1.has(path);
        return {
            sha1: new Map([...before, ...this.sha1]),
            bytes: new Map([...this.bytes].filter(([path]) => written(path))),
            previous: new Map([...this.previous].filter(([path]) => written(path))),
        };
    }
}


/***/ }),

/***/ 9427:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nu: () => (/* binding */ isArrayItem),
/* harmony export */   V7: () => (/* binding */ renamesByMaster),
/* harmony export */   ax: () => (/* binding */ fingerprintOf),
/* harmony export */   wr: () => (/* binding */ pairRenames)
/* harmony export */ });
function fingerprintOf(plural, type, text) {
    const forms = text === null || typeof text === 'string'
        ? text
        : Object.entries(text)
            .filter((entry) => entry[1] !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return JSON.stringify([plural, type, forms]);
}
const isArrayItem = (key) => /\[\d+\]$/.test(key);
const parentOf = (key) => key.slice(0, Math.max(0, key.lastIndexOf('.')));
const leafOf = (key) => key.slice(key.lastIndexOf('.') + 1);
const TIES = [
    (removed, added) => removed.key === added.key,
    (removed, added) => removed.file === added.file && parentOf(removed.key) === parentOf(added.key),
    (removed, added) => removed.file === added.file && leafOf(removed.key) === leafOf(added.key),
    (removed, added) => leafOf(removed.key) === leafOf(added.key),
];
function tieOf(removed, added) {
    const index = TIES.findIndex((tie) => tie(removed, added));
    return index < 0 ? Infinity : index;
}
function renameOf(removed, added, stated) {
    return {
        file: removed.file,
        from: removed.key,
        toFile: added.file,
        to: added.key,
        stringId: removed.stringId,
        toFileId: added.fileId,
        stated,
    };
}
function soleClaim(level, others, tie, strongestOf) {
    return others.every((other) => {
        const own = tie(other);
        return own === Infinity || (own > level && strongestOf(other) < own);
    });
}
function pairGroup(removed, added, renames, left) {
    if (removed.length === 1 && added.length === 1) {
        renames.push(renameOf(removed[0], added[0], false));
        return;
    }
    for (let progress = true; progress && removed.length > 0 && added.length > 0;) {
        progress = false;
        const strongestOfAdded = (to) => Math.min(...removed.map((from) => tieOf(from, to)));
        const strongestOfRemoved = (from) => Math.min(...added.map((to) => tieOf(from, to)));
        for (const from of [...removed]) {
            for (const to of added) {
                const level = tieOf(from, to);
                if (level === Infinity)
                    continue;
                const sole = soleClaim(level, added.filter((other) => other !== to), (other) => tieOf(from, other), strongestOfAdded) &&
                    soleClaim(level, removed.filter((other) => other !== from), (other) => tieOf(other, to), strongestOfRemoved);
                if (!sole)
                    continue;
                renames.push(renameOf(from, to, false));
                removed.splice(removed.indexOf(from), 1);
                added.splice(added.indexOf(to), 1);
                progress = true;
                break;
            }
            if (progress)
                break;
        }
    }
    if (added.length === 0)
        return;
    for (const from of removed)
        left.push({
            file: from.file,
            from: from.key,
            candidates: added.map(({ file, key }) => ({ file, key })),
            code: 'ambiguous',
            reason: `${removed.length === 1 ? 'it' : `it and ${removed.length - 1} other removed ${removed.length === 2 ? 'key' : 'keys'}`} and ` +
                `${added.length} new ${added.length === 1 ? 'key' : 'keys'} have the same text, and nothing else tells which became which`,
        });
}
function pairRenames(input) {
    const renames = [];
    const leftAlone = [];
    const removed = input.removed.filter((entry) => !isArrayItem(entry.key));
    const added = input.added.filter((entry) => !isArrayItem(entry.key));
    for (const statement of input.stated ?? []) {
        const outcome = applyStatement(statement, removed, added);
        if ('reason' in outcome)
            leftAlone.push(outcome);
        else {
            renames.push(renameOf(outcome.removed, outcome.added, true));
            removed.splice(removed.indexOf(outcome.removed), 1);
            added.splice(added.indexOf(outcome.added), 1);
        }
    }
    const groups = new Map();
    const groupOf = (fingerprint) => {
        let group = groups.get(fingerprint);
        if (group === undefined)
            groups.set(fingerprint, (group = { removed: [], added: [] }));
        return group;
    };
    for (const entry of removed)
        groupOf(entry.fingerprint).removed.push(entry);
    for (const entry of added)
        groupOf(entry.fingerprint).added.push(entry);
    for (const group of groups.values())
        if (group.removed.length > 0 && group.added.length > 0)
            pairGroup(group.removed, group.added, renames, leftAlone);
    const made = renames.filter((rename) => rename.toFileId !== undefined);
    for (const rename of renames.filter((entry) => entry.toFileId === undefined))
        leftAlone.push({
            file: rename.file,
            from: rename.from,
            candidates: [{ file: rename.toFile, key: rename.to }],
            code: 'new-master',
            reason: `it moves into ${rename.toFile}, which this push creates on the service: a string can only be moved into a file the service has`,
        });
    return { renames: made.sort(byFileAndKey), leftAlone: leftAlone.sort(byFileAndKey) };
}
const byFileAndKey = (a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : a.from < b.from ? -1 : a.from > b.from ? 1 : 0;
function applyStatement(statement, removed, added) {
    const file = statement.fromFile ?? '';
    const left = (code, reason, candidates = []) => ({
        file: statement.fromFile ?? '',
        from: statement.from,
        candidates: [{ file: statement.toFile ?? file, key: statement.to }, ...candidates],
        code,
        reason,
    });
    const froms = removed.filter((entry) => entry.key === statement.from && (statement.fromFile ?? entry.file) === entry.file);
    const from = froms[0];
    if (from === undefined || froms.length > 1)
        return left('not-removed', froms.length > 1
            ? 'a commit states this rename, and several masters lose the key: name the master as path:key'
            : 'a commit states this rename, but no master this push uploads loses the key on the service');
    const tos = added.filter((entry) => entry.key === statement.to && (statement.toFile ?? entry.file) === entry.file);
    const to = tos.length > 1 ? tos.find((entry) => entry.file === from.file) : tos[0];
    if (to === undefined)
        return {
            ...left('not-added', tos.length > 1
                ? 'a commit states this rename, and several masters gain the new key: name the master as path:key'
                : 'a commit states this rename, but the new key is not a key the push adds (the service may hold a string under that name already)'),
            file: from.file,
        };
    return { removed: from, added: to };
}
function renamesByMaster(renames, files) {
    const byMaster = new Map();
    for (const rename of renames) {
        const master = files.find((file) => file.masterId === null && file.name === rename.file);
        if (master === undefined || rename.toFile !== rename.file)
            continue;
        byMaster.set(master.id, (byMaster.get(master.id) ?? new Map()).set(rename.from, rename.to));
    }
    return (masterId) => byMaster.get(masterId);
}


/***/ }),

/***/ 1171:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ runHook),
/* harmony export */   q: () => (/* binding */ hookSettingsOf)
/* harmony export */ });
/* harmony import */ var _client_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5078);

const DEFAULT_HOOK_SETTINGS = Object.freeze({ run: true, timeoutMs: 600_000 });
class HookError extends Error {
    hook;
    exitCode;
    output;
    code;
    constructor(hook, exitCode, output, timeoutMs) {
        super(timeoutMs === undefined
            ? `The ${hook} hook of the .wti file failed (${exitCode === null ? 'killed' : `exit code ${exitCode}`}). ` +
                `Fix the command or remove it from .wti. Its output:\n${output || '(none)'}`
            : `The ${hook} hook of the .wti file was still running after ${timeoutMs / 1000} s (hook-timeout), so it was ` +
                `killed with every process it started. Make the command finish sooner, or raise hook-timeout. Its output:\n${output || '(none)'}`);
        this.hook = hook;
        this.exitCode = exitCode;
        this.output = output;
        this.name = 'HookError';
        this.code = timeoutMs === undefined ? 'hook' : 'hook-timeout';
    }
}
function hookSettingsOf(options) {
    return options.hookSettings === undefined ? {} : { settings: options.hookSettings };
}
const OUTPUT_LIMIT = 8_000;
const childProcess = () => process.getBuiltinModule('node:child_process');
const KILL_GRACE_MS = 2_000;
const OUTPUT_DRAIN_MS = 250;
function hookShell(command, platform, env) {
    if (platform !== 'win32')
        return { file: '/bin/sh', args: ['-c', command], verbatim: false };
    return { file: env.ComSpec ?? 'cmd.exe', args: ['/d', '/s', '/c', `"${command}"`], verbatim: true };
}
function signalGroup(pid, signal) {
    if (pid === undefined)
        return;
    const args = ['/pid', String(pid), '/T', '/F'];
    if (process.platform === 'win32')
        return void childProcess().execFile('taskkill', args, () => undefined);
    try {
        process.kill(-pid, signal);
    }
    catch {
    }
}
async function runHook(options) {
    const { name, command, logger } = options;
    const settings = options.settings ?? DEFAULT_HOOK_SETTINGS;
    if (command === undefined || command.trim() === '')
        return;
    if (!settings.run) {
        logger.notice(`run-hooks is false: the ${name} hook of the .wti file was not run.`);
        return;
    }
    logger.info(`Running the ${name} hook: ${command}`);
    const env = options.env ?? process.env;
    const shell = hookShell(command, options.platform ?? process.platform, env);
    const child = childProcess().spawn(shell.file, shell.args, {
        cwd: options.cwd,
        env,
        windowsVerbatimArguments: shell.verbatim,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
    });
    let output = '';
    const collect = (chunk) => {
        output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    let closed = false;
    child.once('close', () => (closed = true));
    let timedOut = false;
    let grace;
    const deadline = Date.now() + settings.timeoutMs;
    const timer = setTimeout(() => {
        timedOut = true;
        signalGroup(child.pid, 'SIGTERM');
        grace = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), KILL_GRACE_MS);
    }, settings.timeoutMs);
    let exitCode;
    try {
        exitCode = await new Promise((resolve, reject) => {
            child.on('error', reject);
            child.on('exit', (code) => resolve(code));
        });
    }
    finally {
        clearTimeout(timer);
        if (grace !== undefined)
            clearTimeout(grace);
    }
    if (timedOut)
        signalGroup(child.pid, 'SIGKILL');
    else {
        setTimeout(() => signalGroup(child.pid, 'SIGKILL'), Math.max(0, deadline - Date.now())).unref();
    }
    await new Promise((resolve) => {
        if (closed)
            return resolve();
        const wait = setTimeout(resolve, OUTPUT_DRAIN_MS);
        child.once('close', () => {
            clearTimeout(wait);
            resolve();
        });
    });
    child.stdout.destroy();
    child.stderr.destroy();
    child.unref();
    const shown = (0,_client_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(output.trimEnd());
    if (timedOut)
        throw new HookError(name, exitCode, shown, settings.timeoutMs);
    if (exitCode !== 0)
        throw new HookError(name, exitCode, shown);
    if (shown !== '')
        logger.info(shown);
}


/***/ }),

/***/ 4816:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MG: () => (/* binding */ planPush),
/* harmony export */   f2: () => (/* binding */ byPath),
/* harmony export */   ho: () => (/* binding */ planPull)
/* harmony export */ });
/* harmony import */ var _project_locales_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(910);

const byPath = (a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
function planPush(input) {
    const uploads = [];
    const creates = [];
    const skipped = [];
    const masters = input.remoteFiles.filter((file) => file.masterId === null);
    const knownNames = new Set(input.remoteFiles.map((file) => file.name));
    for (const file of masters) {
        const path = file.name;
        const localSha1 = input.localSha1.get(path);
        if (input.isIgnored(path))
            skipped.push({ path, reason: 'ignored' });
        else if (localSha1 === undefined)
            skipped.push({ path, reason: 'missing-locally' });
        else if (localSha1 === file.hashFile)
            skipped.push({ path, reason: 'unchanged' });
        else if (input.changedInPush === undefined) {
            uploads.push({ path, file, localSha1, reason: 'differs-from-service' });
        }
        else if (input.changedInPush.has(path)) {
            uploads.push({ path, file, localSha1, reason: 'changed-in-push' });
        }
        else {
            skipped.push({ path, reason: 'changed-on-service' });
        }
    }
    for (const path of new Set(input.sourceFileCandidates)) {
        if (knownNames.has(path))
            continue;
        const localSha1 = input.localSha1.get(path);
        if (input.isIgnored(path))
            skipped.push({ path, reason: 'ignored' });
        else if (localSha1 === undefined)
            skipped.push({ path, reason: 'missing-locally' });
        else
            creates.push({ path, localSha1, reason: 'new-source-file' });
    }
    return { uploads: uploads.sort(byPath), creates: creates.sort(byPath), skipped: skipped.sort(byPath) };
}
function planPull(input) {
    const downloads = [];
    const upToDate = [];
    const ignored = [];
    const selected = (0,_project_locales_js__WEBPACK_IMPORTED_MODULE_0__/* .localeMatcher */ .z6)(input.locales);
    for (const file of input.remoteFiles) {
        if (file.masterId === null || !selected(file.locale))
            continue;
        const path = file.name;
        const localSha1 = input.localSha1.get(path);
        if (input.isIgnored(path))
            ignored.push(path);
        else if (localSha1 === undefined)
            downloads.push({ path, locale: file.locale, file, reason: 'missing-locally' });
        else if (!file.fresh || file.hashFile === undefined)
            downloads.push({ path, locale: file.locale, file, reason: 'not-fresh' });
        else if (localSha1 !== file.hashFile && input.isKept?.(file, localSha1) !== true) {
            downloads.push({ path, locale: file.locale, file, reason: 'differs-from-service' });
        }
        else
            upToDate.push(path);
    }
    return { downloads: downloads.sort(byPath), upToDate: upToDate.sort(), ignored: ignored.sort() };
}


/***/ }),

/***/ 8663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rB: () => (/* binding */ runPull),
  br: () => (/* binding */ summarizeLocales),
  x9: () => (/* binding */ writePulledRecord)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/sync/words.ts
var words = __webpack_require__(3334);
// EXTERNAL MODULE: ./src/sync/hooks.ts
var hooks = __webpack_require__(1171);
// EXTERNAL MODULE: ./src/sync/local-files.ts
var local_files = __webpack_require__(9666);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/project/names.ts
var names = __webpack_require__(5669);
;// CONCATENATED MODULE: ./src/project/case-collisions.ts



class CaseCollisionError extends Error {
    collisions;
    name = 'CaseCollisionError';
    code = 'case-collision';
    files;
    constructor(collisions) {
        const pairs = collisions.map(({ written, other, where }) => `${written} (from the service) and ${other} (${where === 'service' ? 'also from the service' : 'in the repository'})`);
        super(`These paths differ only in letter case: ${pairs.join('; ')}. A case-insensitive file system ` +
            '(macOS, Windows) holds one file for both, so one would overwrite the other; nothing was written. ' +
            'Give both one spelling: rename the repository copy to the service name (git mv, through a ' +
            'temporary name on macOS and Windows), or rename the file or locale on the service, or ' +
            'leave one out with ignore-files.');
        this.collisions = collisions;
        this.files = collisions.flatMap(({ written, other }) => [written, other]);
    }
}
function prefixesOf(repoPath) {
    const parts = repoPath.split('/');
    return parts.map((_, index) => parts.slice(0, index + 1).join('/'));
}
function assertNoCaseCollisions(workspace, downloads, projectFiles) {
    const written = downloads.map((download) => download.path);
    const listed = projectFiles.map((file) => file.name);
    const collisions = new Map();
    const add = (collision) => {
        const key = [collision.written, collision.other].sort().join('\0');
        if (!collisions.has(key))
            collisions.set(key, collision);
    };
    const spellings = new Map();
    for (const name of listed)
        for (const prefix of prefixesOf(name)) {
            const key = (0,names/* collisionKey */.EE)(prefix);
            const known = spellings.get(key) ?? new Set();
            spellings.set(key, known.add(prefix));
        }
    const folders = new Map();
    const entriesOf = (folder) => {
        if (!folders.has(folder))
            folders.set(folder, readEntries(external_node_path_default().join(workspace, ...folder.split('/'))));
        return folders.get(folder);
    };
    for (const file of written) {
        for (const prefix of prefixesOf(file)) {
            const other = [...(spellings.get((0,names/* collisionKey */.EE)(prefix)) ?? [])].find((spelling) => spelling !== prefix);
            if (other !== undefined) {
                add({ written: prefix, other, where: 'service' });
                break;
            }
        }
        let folder = '';
        for (const part of file.split('/')) {
            const entries = entriesOf(folder);
            if (entries === undefined)
                break;
            if (entries.has(part)) {
                folder = folder === '' ? part : `${folder}/${part}`;
                continue;
            }
            const onDisk = [...entries].find((entry) => (0,names/* collisionKey */.EE)(entry) === (0,names/* collisionKey */.EE)(part));
            const here = (name) => (folder === '' ? name : `${folder}/${name}`);
            if (onDisk !== undefined)
                add({ written: here(part), other: here(onDisk), where: 'repository' });
            break;
        }
    }
    if (collisions.size > 0)
        throw new CaseCollisionError([...collisions.values()]);
}
function readEntries(absolute) {
    try {
        return new Set((0,external_node_fs_.readdirSync)(absolute));
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return undefined;
        throw error;
    }
}

// EXTERNAL MODULE: ./src/sync/plan.ts
var sync_plan = __webpack_require__(4816);
// EXTERNAL MODULE: ./src/project/pulled-record.ts
var pulled_record = __webpack_require__(9837);
// EXTERNAL MODULE: ./src/project/written-files.ts
var written_files = __webpack_require__(6068);
// EXTERNAL MODULE: ./src/sync/repository-paths.ts
var repository_paths = __webpack_require__(2638);
// EXTERNAL MODULE: ./src/sync/write-safely.ts
var write_safely = __webpack_require__(6631);
// EXTERNAL MODULE: ./src/project/locales.ts
var locales = __webpack_require__(910);
// EXTERNAL MODULE: ./src/sync/target-policy.ts + 1 modules
var target_policy = __webpack_require__(8745);
// EXTERNAL MODULE: ./src/project/held-back.ts
var held_back = __webpack_require__(4616);
// EXTERNAL MODULE: ./src/renames/pairing.ts
var pairing = __webpack_require__(9427);
;// CONCATENATED MODULE: ./src/sync/pull.ts














const DOWNLOADS_LISTED = 20;
function logPlannedDownloads(downloads, logger) {
    const line = (download) => `Needs download: ${download.path} (${(0,words/* downloadReason */.jj)(download.reason)})`;
    if (downloads.length <= DOWNLOADS_LISTED) {
        for (const download of downloads)
            logger.info(line(download));
        return () => undefined;
    }
    const reasons = new Map();
    for (const download of downloads)
        reasons.set(download.reason, (reasons.get(download.reason) ?? 0) + 1);
    const counts = [...reasons].map(([reason, count]) => `${count} ${(0,words/* downloadReason */.jj)(reason)}`).join(', ');
    logger.info(`${(0,words/* plural */.LS)(downloads.length, 'file needs', 'files need')} a download (${counts}); the debug log lists them.`);
    let listed = false;
    return () => {
        if (listed)
            return;
        listed = true;
        for (const download of downloads)
            logger.debug(line(download));
    };
}
function summarizeLocales(files) {
    const byLocale = new Map();
    for (const file of files) {
        const entry = byLocale.get(file.locale) ?? { added: 0, changed: 0, removed: 0, files: [] };
        entry.added += file.keys?.added ?? 0;
        entry.changed += file.keys?.changed ?? 0;
        entry.removed += file.keys?.removed ?? 0;
        entry.files.push(file.path);
        byLocale.set(file.locale, entry);
    }
    return [...byLocale.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([locale, entry]) => ({ locale, ...entry }));
}
async function runPull(options) {
    const { service, workspace, logger, dryRun } = options;
    if (dryRun && options.hooks?.before !== undefined)
        logger.info('dry-run: the before_pull hook is not run.');
    else
        await (0,hooks/* runHook */.D)({
            name: 'before_pull',
            command: options.hooks?.before,
            cwd: workspace,
            logger,
            ...(0,hooks/* hookSettingsOf */.q)(options),
        });
    const listed = options.project ?? (await (options.listing ?? service.projects.show()));
    const kinds = new repository_paths/* PathKinds */.rt(workspace);
    const { remoteFiles, selection, targets, refusedTargets, warnings } = screenListing(options, listed, kinds);
    const blobs = options.recordGitBlobs === true ? new Map() : undefined;
    const local = await (0,local_files/* storedSha1Map */.r6)(workspace, targets.map((file) => file.name), { blobs, kinds, blobIds: options.blobIds, logger });
    const localSha1 = local.sha1;
    const pulled = options.keepFormatting === true ? (0,pulled_record/* readPulledRecord */.Cb)(workspace) : undefined;
    const recordWritable = pulled?.refused === undefined || pulled.refused.code === 'read-too-large';
    if (pulled?.refused !== undefined)
        warnings.push(`${pulled.refused.message} The pull compares every target as without a record.`);
    const plan = (0,sync_plan/* planPull */.ho)({
        remoteFiles,
        locales: selection.locales,
        localSha1,
        isIgnored: options.isIgnored,
        ...(pulled === undefined ? {} : { isKept: (file, sha1) => (0,pulled_record/* isKeptCopy */.kX)(pulled.record, file, sha1) }),
    });
    const listPlannedDownloads = logPlannedDownloads(plan.downloads, logger);
    let downloaded = {
        archives: 0,
        downloadedBytes: 0,
        files: [],
        heldBack: [],
        written: new written_files/* WrittenFiles */.l(),
    };
    let recordWritten = false;
    let record = pulled === undefined || !recordWritable || dryRun
        ? undefined
        : { files: pulled.record, checked: pulled.checked, text: pulled.text };
    if (plan.downloads.length > 0) {
        assertNoCaseCollisions(workspace, plan.downloads, listed.projectFiles);
        let keysOfMaster;
        const masterKeys = async (masterId) => {
            keysOfMaster ??= (await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(679), __webpack_require__.e(481), __webpack_require__.e(591)]).then(__webpack_require__.bind(__webpack_require__, 1591))).masterKeysFrom({
                service,
                workspace,
                remoteFiles,
                sourceLocale: listed.sourceLocale.code,
                logger,
            });
            return keysOfMaster(masterId);
        };
        const { downloadAndWrite } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(679), __webpack_require__.e(5), __webpack_require__.e(481), __webpack_require__.e(640)]).then(__webpack_require__.bind(__webpack_require__, 640));
        const result = await downloadAndWrite({ ...options, renamesIn: (0,pairing/* renamesByMaster */.V7)(options.renamed?.renames ?? [], remoteFiles) }, {
            downloads: plan.downloads,
            selection,
            remoteFiles,
            known: new Set(listed.projectFiles.map((file) => file.name)),
            localSha1,
            checkoutCrlf: local.converted,
        }, masterKeys, listPlannedDownloads);
        warnings.push(...result.warnings);
        downloaded = result;
        if (record !== undefined && result.files.length > 0) {
            const files = (0,pulled_record/* nextKeptEntries */.qS)(record.files, remoteFiles, result.kept);
            const text = (0,pulled_record/* pulledRecordText */.RM)(files, record.checked, record.text !== undefined);
            record = { ...record, files };
            if (text !== undefined && text !== record.text) {
                await writePulledRecord(workspace, text);
                record = { ...record, text };
                recordWritten = true;
            }
        }
    }
    else {
        logger.info('Every selected translation file is up to date: nothing to download.');
    }
    for (const warning of warnings)
        logger.warning(warning);
    (0,held_back/* warnHeldBack */.X)(downloaded.heldBack, logger);
    const written = new Set(downloaded.files.map((file) => file.path));
    const held = new Set(downloaded.heldBack.map((file) => file.path));
    const targetPaths = targets
        .map((file) => file.name)
        .filter((name) => !options.isIgnored(name) &&
        !held.has(name) &&
        (written.has(name) || localSha1.get(name) !== undefined))
        .concat(recordWritten ? [pulled_record/* PULLED_RECORD */.vN] : [])
        .sort();
    if (dryRun && options.hooks?.after !== undefined)
        logger.info('dry-run: the after_pull hook is not run.');
    else
        await (0,hooks/* runHook */.D)({
            name: 'after_pull',
            command: options.hooks?.after,
            cwd: workspace,
            logger,
            ...(0,hooks/* hookSettingsOf */.q)(options),
        });
    const unchanged = blobs !== undefined && downloaded.files.length === 0 && options.hooks?.after === undefined;
    return {
        planned: plan.downloads,
        archives: downloaded.archives,
        downloadedBytes: downloaded.downloadedBytes,
        files: downloaded.files,
        locales: summarizeLocales(downloaded.files),
        selectedLocales: selection.locales,
        targetPaths,
        targetLocales: new Map(targets.map((file) => [file.name, file.locale])),
        project: listed,
        warnings,
        refusedTargets,
        heldBack: downloaded.heldBack,
        dryRun,
        ...(unchanged ? { worktreeBlobs: blobs } : {}),
        ...(options.renamed === undefined ? {} : { renamed: options.renamed }),
        ...(dryRun || options.hooks?.after !== undefined ? {} : { known: downloaded.written.known(localSha1) }),
        ...(record === undefined ? {} : { record }),
    };
}
async function writePulledRecord(workspace, text) {
    const write = await write_safely/* RepositoryWrite */.S8.prepare(workspace, [pulled_record/* PULLED_RECORD */.vN]);
    await (0,promises_.writeFile)(await write.temporaryFor(pulled_record/* PULLED_RECORD */.vN), text, { flag: 'wx' })
        .then(() => write.commit())
        .catch(async (error) => {
        await write.discard();
        throw error;
    });
}
function screenListing(options, listed, kinds) {
    const localeSelection = (0,locales/* selectLocales */.S)({
        sourceLocale: listed.sourceLocale.code,
        targetLocales: listed.targetLocales.map((locale) => locale.code).filter(locales/* isLocaleCode */.GJ),
        wanted: options.locales,
        ignored: options.ignoreLocales,
    });
    const selected = (0,locales/* localeMatcher */.z6)(localeSelection.locales);
    const screened = (0,target_policy/* screenTargets */.L)(options.workspace, listed, {
        selected,
        isIgnored: options.isIgnored,
        kinds,
        ...(options.allowTargetPaths === undefined ? {} : { allow: options.allowTargetPaths }),
    });
    const warnings = [];
    if (screened.refusedLocales.length > 0) {
        warnings.push(`The service lists target locale codes that are not of the form fr, pt-BR, pt_BR or sr@latin, so their files are skipped (locale-refused): ${screened.refusedLocales.map((code) => JSON.stringify(code)).join(', ')}.`);
    }
    if (localeSelection.unknown.length > 0) {
        warnings.push(`The project has no target locale ${localeSelection.unknown.join(', ')}; it is skipped.`);
    }
    const refusal = (0,target_policy/* describeRefusals */.l)(screened.refused);
    if (refusal !== undefined)
        warnings.push(refusal);
    return {
        remoteFiles: screened.remoteFiles,
        selection: { ...localeSelection, all: localeSelection.all && screened.refusedLocales.length === 0 },
        targets: screened.remoteFiles.filter((file) => file.masterId !== null && selected(file.locale)),
        refusedTargets: screened.refused,
        warnings,
    };
}


/***/ }),

/***/ 8745:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  l: () => (/* binding */ describeRefusals),
  L: () => (/* binding */ screenTargets)
});

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/formats/detect.ts
var detect = __webpack_require__(445);
// EXTERNAL MODULE: ./src/project/names.ts
var names = __webpack_require__(5669);
// EXTERNAL MODULE: ./src/sync/repository-paths.ts
var repository_paths = __webpack_require__(2638);
// EXTERNAL MODULE: ./src/project/locales.ts
var locales = __webpack_require__(910);
// EXTERNAL MODULE: ./src/project/files.ts
var files = __webpack_require__(3930);
;// CONCATENATED MODULE: ./src/project/target-denylist.ts
const RUNS_OR_INSTALLS_NAMES = new Set([
    'package.json',
    'package-lock.json',
    'npm-shrinkwrap.json',
    'yarn.lock',
    'pnpm-lock.yaml',
    'pnpm-workspace.yaml',
    'bun.lock',
    'bun.lockb',
    'bunfig.toml',
    'deno.json',
    'deno.jsonc',
    'deno.lock',
    'lerna.json',
    'nx.json',
    'turbo.json',
    'tsconfig.json',
    'jsconfig.json',
    'babel.config.json',
    'vercel.json',
    'netlify.toml',
    'gemfile',
    'gemfile.lock',
    'gems.rb',
    'gems.locked',
    'rakefile',
    'guardfile',
    'capfile',
    'podfile',
    'podfile.lock',
    'fastfile',
    'appfile',
    'brewfile',
    'vagrantfile',
    'setup.py',
    'setup.cfg',
    'pyproject.toml',
    'requirements.txt',
    'pipfile',
    'pipfile.lock',
    'poetry.lock',
    'pdm.lock',
    'uv.lock',
    'tox.ini',
    'noxfile.py',
    'conftest.py',
    'manage.py',
    'cargo.toml',
    'cargo.lock',
    'build.rs',
    'go.mod',
    'go.sum',
    'go.work',
    'go.work.sum',
    'composer.json',
    'composer.lock',
    'mix.exs',
    'mix.lock',
    'rebar.config',
    'rebar.lock',
    'pubspec.yaml',
    'pubspec.lock',
    'package.swift',
    'package.resolved',
    'cartfile',
    'cartfile.resolved',
    'stack.yaml',
    'cabal.project',
    'flake.nix',
    'flake.lock',
    'default.nix',
    'shell.nix',
    'pom.xml',
    'build.xml',
    'build.gradle',
    'build.gradle.kts',
    'settings.gradle',
    'settings.gradle.kts',
    'gradle.properties',
    'gradle-wrapper.properties',
    'gradlew',
    'gradlew.bat',
    'mvnw',
    'build.sbt',
    'nuget.config',
    'packages.config',
    'directory.build.props',
    'directory.build.targets',
    'global.json',
    'makefile',
    'gnumakefile',
    'cmakelists.txt',
    'meson.build',
    'configure',
    'sconstruct',
    'sconscript',
    'build',
    'build.bazel',
    'workspace',
    'workspace.bazel',
    'module.bazel',
    'justfile',
    'taskfile.yml',
    'taskfile.yaml',
    'earthfile',
    'tiltfile',
    'snakefile',
    'build.zig',
    'dockerfile',
    'containerfile',
    'docker-compose.yml',
    'docker-compose.yaml',
    'compose.yml',
    'compose.yaml',
    'jenkinsfile',
    'procfile',
    'action.yml',
    'action.yaml',
    'azure-pipelines.yml',
    'bitbucket-pipelines.yml',
    'appveyor.yml',
    'cloudbuild.yaml',
    'cloudbuild.yml',
    'buildspec.yml',
    'serverless.yml',
    'app.yaml',
    'codeowners',
]);
const RUNS_OR_INSTALLS_SUFFIXES = [
    '.sh',
    '.bash',
    '.zsh',
    '.fish',
    '.ksh',
    '.csh',
    '.command',
    '.ps1',
    '.psm1',
    '.psd1',
    '.bat',
    '.cmd',
    '.vbs',
    '.vbe',
    '.wsf',
    '.reg',
    '.lnk',
    '.js',
    '.mjs',
    '.cjs',
    '.jsx',
    '.ts',
    '.mts',
    '.cts',
    '.tsx',
    '.py',
    '.pyw',
    '.pyc',
    '.rb',
    '.rake',
    '.pl',
    '.pm',
    '.php',
    '.phtml',
    '.lua',
    '.tcl',
    '.groovy',
    '.gradle',
    '.kts',
    '.swift',
    '.go',
    '.rs',
    '.java',
    '.class',
    '.jar',
    '.war',
    '.exe',
    '.dll',
    '.so',
    '.dylib',
    '.msi',
    '.deb',
    '.rpm',
    '.appimage',
    '.apk',
    '.nix',
    '.mk',
    '.cmake',
    '.bzl',
    '.gyp',
    '.gypi',
    '.gemspec',
    '.podspec',
    '.nuspec',
    '.csproj',
    '.vbproj',
    '.fsproj',
    '.vcxproj',
    '.sln',
    '.props',
    '.targets',
    '.cabal',
    '.nimble',
    '.rockspec',
    '.dockerfile',
    '.containerfile',
];
const RUNS_OR_INSTALLS_PREFIXES = [
    'dockerfile.',
    'containerfile.',
    'makefile.',
    'jenkinsfile.',
    'docker-compose.',
    'requirements',
];

;// CONCATENATED MODULE: ./src/sync/target-policy.ts







const MAX_COMPONENT_BYTES = 255;
const MAX_PATH_BYTES = 4096;
const WINDOWS_RESERVED = /^(?:con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)(?:\..*)?$/i;
const WINDOWS_INVALID = /[<>:"|?*]/;
function unsafeNameReason(name) {
    const problem = (0,names/* checkEntryName */._$)(name);
    if (problem !== undefined)
        return problem.reason;
    if (name.endsWith('/'))
        return 'names a folder';
    if (Buffer.byteLength(name) > MAX_PATH_BYTES)
        return `is longer than ${MAX_PATH_BYTES} bytes`;
    for (const part of name.split('/')) {
        let reason = partReasons.get(part);
        if (reason === undefined) {
            reason = unsafePartReason(part) ?? null;
            if (partReasons.size >= PART_REASONS_KEPT)
                partReasons.clear();
            partReasons.set(part, reason);
        }
        if (reason !== null)
            return reason;
    }
    return undefined;
}
const PART_REASONS_KEPT = 100_000;
const partReasons = new Map();
function unsafePartReason(part) {
    if (Buffer.byteLength(part) > MAX_COMPONENT_BYTES)
        return `has a path part longer than ${MAX_COMPONENT_BYTES} bytes`;
    if (WINDOWS_RESERVED.test(part))
        return `uses the reserved name "${part}"`;
    if (/[. ]$/.test(part))
        return 'has a path part that ends with a dot or a space';
    if (WINDOWS_INVALID.test(part))
        return 'holds a character that Windows refuses (< > : " | ? *)';
    return undefined;
}
function extensionOf(name) {
    const base = name.slice(name.lastIndexOf('/') + 1);
    const dot = base.lastIndexOf('.');
    return dot <= 0 ? '' : base.slice(dot).toLowerCase();
}
function sameFormat(target, master) {
    const targetFormat = (0,detect/* detectFormat */.T)(target);
    const masterFormat = (0,detect/* detectFormat */.T)(master);
    if (targetFormat !== undefined || masterFormat !== undefined)
        return targetFormat === masterFormat;
    return extensionOf(target) === extensionOf(master);
}
const DOTTED_SUFFIXES = new Set(RUNS_OR_INSTALLS_SUFFIXES.filter((suffix) => suffix.startsWith('.')));
const OTHER_SUFFIXES = RUNS_OR_INSTALLS_SUFFIXES.filter((suffix) => !suffix.startsWith('.'));
function hasDeniedSuffix(base) {
    for (let dot = base.indexOf('.'); dot !== -1; dot = base.indexOf('.', dot + 1))
        if (DOTTED_SUFFIXES.has(base.slice(dot)))
            return true;
    return OTHER_SUFFIXES.some((suffix) => base.endsWith(suffix));
}
function denylistReason(name) {
    const parts = name.split('/');
    const dotted = parts.find((part) => part.startsWith('.'));
    if (dotted !== undefined)
        return `is inside or is a dot file or folder ("${dotted}")`;
    const base = (parts[parts.length - 1] ?? '').toLowerCase();
    if (RUNS_OR_INSTALLS_NAMES.has(base) ||
        hasDeniedSuffix(base) ||
        RUNS_OR_INSTALLS_PREFIXES.some((prefix) => base.startsWith(prefix)))
        return 'is a file that package managers, build tools, CI or a shell run or install from';
    return undefined;
}
function screenListing(files, options = {}) {
    const allowed = picomatch_default()([...(options.allow ?? [])], { dot: true });
    const masterKeys = new Set(files.filter((file) => file.masterName === null).map((file) => (0,names/* collisionKey */.EE)(file.name)));
    const targetCount = new Map();
    const keys = files.map((file) => (file.masterName === null ? '' : (0,names/* collisionKey */.EE)(file.name)));
    for (const key of keys)
        if (key !== '')
            targetCount.set(key, (targetCount.get(key) ?? 0) + 1);
    const refused = [];
    for (const [index, file] of files.entries()) {
        if (file.masterName === null)
            continue;
        const refuse = (code, reason) => refused.push({ path: file.name, locale: file.locale, code, reason });
        const unsafe = unsafeNameReason(file.name);
        if (unsafe !== undefined) {
            refuse('unsafe-path', unsafe);
            continue;
        }
        const key = keys[index] ?? '';
        if (masterKeys.has(key)) {
            refuse('target-refused', 'is the path of a master file');
            continue;
        }
        if ((targetCount.get(key) ?? 0) > 1) {
            refuse('target-refused', 'is the path of another target file too');
            continue;
        }
        if (options.allow !== undefined && options.allow.length > 0 && allowed(file.name))
            continue;
        const denied = denylistReason(file.name);
        if (denied !== undefined) {
            refuse('target-refused', denied);
            continue;
        }
        if (!sameFormat(file.name, file.masterName)) {
            refuse('target-refused', `is not in the format of its master ${JSON.stringify(file.masterName)}`);
        }
    }
    return refused;
}
function screenOnDisk(kinds, targets) {
    const folders = new Map([['', { kind: 'ok' }]]);
    const walk = (folder) => {
        let known = folders.get(folder);
        if (known === undefined) {
            const slash = folder.lastIndexOf('/');
            const above = walk(slash < 0 ? '' : folder.slice(0, slash));
            known = above.kind === 'ok' ? step(kinds.kindOf(folder), folder, false) : above;
            folders.set(folder, known);
        }
        return known;
    };
    const refused = [];
    for (const target of targets) {
        const slash = target.path.lastIndexOf('/');
        const above = walk(slash < 0 ? '' : target.path.slice(0, slash));
        const result = above.kind === 'ok' ? step(kinds.kindOf(target.path), target.path, true) : above;
        if (result.kind === 'refused')
            refused.push({ ...target, code: 'unsafe-path', reason: result.reason });
    }
    return refused;
}
function step(kind, relative, last) {
    if (kind === 'missing')
        return { kind: 'missing' };
    if (kind === 'symlink')
        return { kind: 'refused', reason: `passes through the symbolic link "${relative}"` };
    if (kind === (last ? 'file' : 'folder'))
        return { kind: 'ok' };
    return {
        kind: 'refused',
        reason: `meets "${relative}", which is not a ${last ? 'regular file' : 'folder'}`,
    };
}
const LISTED = 20;
function describeRefusals(refused) {
    if (refused.length === 0)
        return undefined;
    const shown = refused
        .slice(0, LISTED)
        .map((file) => `${JSON.stringify(file.path)} (${JSON.stringify(file.locale)}, ${file.code}) ${file.reason}`);
    if (refused.length > LISTED)
        shown.push(`and ${refused.length - LISTED} more`);
    return (`The service lists ${refused.length} target ${refused.length === 1 ? 'file' : 'files'} that this action does not write; ` +
        `the other translations are pulled as usual: ${shown.join('; ')}. ` +
        'Rename them on the service, or, if one really is a translation file, allow its path with the allow-target-paths input (see docs/troubleshooting.md).');
}
function screenProject(project, options) {
    const refusedLocales = project.targetLocales
        .map((locale) => locale.code)
        .filter((code) => !(0,locales/* isLocaleCode */.GJ)(code));
    const masterNames = new Map(project.projectFiles
        .filter((file) => file.masterProjectFileId === null)
        .map((file) => [file.id, file.name]));
    const considered = project.projectFiles.filter((file) => file.masterProjectFileId === null ||
        ((0,locales/* isLocaleCode */.GJ)(file.localeCode) && options.selected(file.localeCode)));
    const refused = screenListing(considered.map((file) => ({
        name: file.name,
        locale: file.localeCode,
        masterName: file.masterProjectFileId === null ? null : (masterNames.get(file.masterProjectFileId) ?? file.name),
    })), options);
    const refusedNames = new Set(refused.map((file) => file.path));
    return {
        project: {
            ...project,
            targetLocales: project.targetLocales.filter((locale) => (0,locales/* isLocaleCode */.GJ)(locale.code)),
            projectFiles: project.projectFiles.filter((file) => file.masterProjectFileId === null ||
                ((0,locales/* isLocaleCode */.GJ)(file.localeCode) && !refusedNames.has(file.name))),
        },
        refusedLocales,
        refused,
    };
}
function screenTargets(projectDir, project, options) {
    const screened = screenProject(project, options);
    const listed = (0,files.remoteFilesOf)(screened.project);
    const onDisk = screenOnDisk(options.kinds ?? new repository_paths/* PathKinds */.rt(projectDir), listed
        .filter((file) => file.masterId !== null && options.selected(file.locale))
        .map((file) => ({ path: file.name, locale: file.locale })));
    const refusedOnDisk = new Set(onDisk.map((file) => file.path));
    return {
        remoteFiles: listed.filter((file) => !refusedOnDisk.has(file.name)),
        refused: [...screened.refused, ...onDisk].filter((file) => !options.isIgnored(file.path)),
        refusedLocales: screened.refusedLocales,
    };
}


/***/ })

};
