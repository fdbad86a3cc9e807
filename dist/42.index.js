export const id = 42;
export const ids = [42,666];
export const modules = {

/***/ 445:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ detectFormat)
/* harmony export */ });
/**
 * Which locale format a file name is in, and nothing else: the pull's target path policy asks
 * this of every listed file before any parser is needed, so it must not load them (index.ts
 * loads every codec and the yaml library; docs/benchmarks.md, cold start).
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

/***/ 9203:
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


/***/ }),

/***/ 9666:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createIgnoreMatcher: () => (/* binding */ createIgnoreMatcher),
/* harmony export */   findSourceFiles: () => (/* binding */ findSourceFiles),
/* harmony export */   localSha1Map: () => (/* binding */ localSha1Map),
/* harmony export */   sha1OfFile: () => (/* binding */ sha1OfFile)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var p_limit__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(370);






/**
 * What the repository holds: SHA-1 of local files (big ones streamed, never read whole), the files that
 * match `source-files`, and the ignore rules of the inputs and of `.wti`.
 */
/** SHA-1 of a regular file's bytes; undefined when it is missing or not a regular file. */
async function sha1OfFile(absolutePath) {
    const stats = await lstatIfPresent(absolutePath);
    if (stats?.isFile() !== true)
        return undefined;
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1');
    for await (const chunk of readChunks(absolutePath, stats.size))
        hash.update(chunk);
    return hash.digest('hex');
}
/** Files up to this size are read in one call; bigger ones stream, so memory stays bounded. */
const READ_WHOLE_MAX_BYTES = 1024 * 1024;
/** Files hashed at once: enough to keep the disk busy, few enough to bound open files. */
const HASH_CONCURRENCY = 16;
/**
 * SHA-1 of each repository path that is a regular file; undefined for the others (missing, a
 * folder, a symbolic link). With `blobs`, the git blob of each regular file is added to it from
 * the same read.
 */
async function localSha1Map(workspace, paths, options = {}) {
    const { blobs } = options;
    const files = [...new Set(paths)];
    const limit = (0,p_limit__WEBPACK_IMPORTED_MODULE_4__/* ["default"] */ .A)(HASH_CONCURRENCY);
    const hashes = await Promise.all(files.map((file) => limit(async () => {
        const absolutePath = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(workspace, ...file.split('/'));
        const stats = await lstatIfPresent(absolutePath);
        if (stats?.isFile() !== true)
            return undefined;
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1');
        const blob = blobs === undefined ? undefined : (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1').update(`blob ${stats.size}\0`);
        let size = 0;
        for await (const chunk of readChunks(absolutePath, stats.size)) {
            hash.update(chunk);
            blob?.update(chunk);
            size += chunk.length;
        }
        // A file that changed size while it was read has no blob: whoever relies on one checks again.
        if (blob !== undefined && size === stats.size)
            blobs?.set(file, { id: blob.digest('hex'), executable: (stats.mode & 0o100) !== 0 });
        return hash.digest('hex');
    })));
    return new Map(files.map((file, index) => [file, hashes[index]]));
}
/** A file's bytes: read whole when small, streamed when big, so that memory stays bounded. */
async function* readChunks(absolutePath, size) {
    if (size <= READ_WHOLE_MAX_BYTES)
        yield await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(absolutePath);
    else
        for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(absolutePath))
            yield chunk;
}
async function lstatIfPresent(absolutePath) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(absolutePath);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return undefined;
        throw error;
    }
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
        ...inputGlobs.map((pattern) => picomatch__WEBPACK_IMPORTED_MODULE_5___default()(pattern, { dot: true })),
        ...wtiGlobs.map((pattern) => picomatch__WEBPACK_IMPORTED_MODULE_5___default()(pattern, { dot: true, bash: true })),
    ];
    return (file) => matchers.some((matches) => matches(file));
}


/***/ }),

/***/ 4816:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jo: () => (/* binding */ sameLocale),
/* harmony export */   MG: () => (/* binding */ planPush),
/* harmony export */   S: () => (/* binding */ selectLocales),
/* harmony export */   cu: () => (/* binding */ localeKey),
/* harmony export */   f2: () => (/* binding */ byPath),
/* harmony export */   gs: () => (/* binding */ targetLocalesOf),
/* harmony export */   ho: () => (/* binding */ planPull),
/* harmony export */   z6: () => (/* binding */ localeMatcher)
/* harmony export */ });
/**
 * Deciding what to upload and what to download: pure functions over what the service reports
 * (Show Project) and what the repository holds, so every rule here is unit-tested without I/O.
 */
/** Sorts records by path, by code unit, so output does not depend on the runner's locale. */
const byPath = (a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
/**
 * Masters the service knows are uploaded when their local bytes differ from `hash_file`. On a
 * push, only those the push touched: a master edited on the service is never overwritten by an
 * older local copy the developer did not change.
 */
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
            // The bytes differ but this push did not touch the file: the service's copy is newer.
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
/** What sameLocale compares: equal keys, same locale. */
function localeKey(code) {
    return code.replace(/_/g, '-').toLowerCase();
}
/** Whether a code is one of `locales`, as sameLocale compares: one key per locale, computed once. */
function localeMatcher(locales) {
    const keys = new Set(locales.map(localeKey));
    return (locale) => keys.has(localeKey(locale));
}
/** Locale codes compared as the service writes them, but `pt_BR` matches `pt-BR`. */
function sameLocale(a, b) {
    return localeKey(a) === localeKey(b);
}
/**
 * The project's target locales. Real projects list the source locale among `target_locales` too
 * (the official client subtracts it before a push); it is never a target here.
 */
function targetLocalesOf(project) {
    return project.targetLocales
        .map((locale) => locale.code)
        .filter((code) => !sameLocale(code, project.sourceLocale.code));
}
function selectLocales(input) {
    const targets = input.targetLocales.filter((locale) => !sameLocale(locale, input.sourceLocale));
    const wanted = input.wanted.length === 0 ? targets : input.wanted;
    const unknown = wanted.filter((locale) => !targets.some((target) => sameLocale(target, locale)));
    const locales = targets.filter((target) => wanted.some((locale) => sameLocale(target, locale)) &&
        !input.ignored.some((locale) => sameLocale(target, locale)));
    return { locales, unknown, all: locales.length === targets.length };
}
/**
 * A target file needs the archive when the local copy is missing, differs from `hash_file`, or
 * the service says it is not `fresh` (its hash is of an older generation).
 */
function planPull(input) {
    const downloads = [];
    const upToDate = [];
    const ignored = [];
    const selected = localeMatcher(input.locales);
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
        else if (localSha1 !== file.hashFile) {
            downloads.push({ path, locale: file.locale, file, reason: 'differs-from-service' });
        }
        else
            upToDate.push(path);
    }
    return { downloads: downloads.sort(byPath), upToDate: upToDate.sort(), ignored: ignored.sort() };
}


/***/ }),

/***/ 2638:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ inspectFolders),
/* harmony export */   Jh: () => (/* binding */ throwProblems),
/* harmony export */   QM: () => (/* binding */ WriteError),
/* harmony export */   U0: () => (/* binding */ asWriteError),
/* harmony export */   rd: () => (/* binding */ checkRepoPaths),
/* harmony export */   rt: () => (/* binding */ PathKinds),
/* harmony export */   uk: () => (/* binding */ inspectPath),
/* harmony export */   vV: () => (/* binding */ createFolder)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _extract_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9203);



/** Staged files could not be written into the repository; `paths` are the repository paths at fault. */
class WriteError extends Error {
    name = 'WriteError';
    code;
    paths;
    constructor(code, message, options) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.code = code;
        this.paths = [...options.paths];
    }
}
/** A WriteError as it is; any other failure of a write (a full disk, permissions) as write-failed. */
function asWriteError(error, repoPaths) {
    if (error instanceof WriteError)
        return error;
    return new WriteError('write-failed', `Could not write the downloaded translations into the repository (${String(error)}). Files already renamed into place stay; check free disk space and permissions, then rerun the workflow.`, { paths: [...repoPaths].sort(), cause: error });
}
/**
 * lstat of repository paths, each asked once however many targets lie below it: the folders of
 * 9,000 files are a few dozen, and one check of a write asks each of them for every file.
 */
class PathKinds {
    root;
    known = new Map();
    constructor(root) {
        this.root = root;
    }
    kindOf(repoPath) {
        return this.look(repoPath).then((result) => result.kind);
    }
    look(repoPath) {
        let result = this.known.get(repoPath);
        if (result === undefined) {
            result = lstatKind((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(this.root, ...repoPath.split('/')));
            this.known.set(repoPath, result);
        }
        return result;
    }
}
async function lstatKind(path) {
    try {
        const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path);
        if (stats.isSymbolicLink())
            return { kind: 'symlink' };
        if (stats.isDirectory())
            return { kind: 'folder' };
        if (!stats.isFile())
            return { kind: 'other' };
        return { kind: 'file', existing: { size: stats.size, mode: stats.mode & 0o7777 } };
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return { kind: 'missing' };
        throw error;
    }
}
/**
 * The folders on the way to `repoPath`, from the root down: the problem with them, if any, and
 * the first one that does not exist (then none below it does either).
 */
async function walkFolders(kinds, repoPath) {
    const parts = repoPath.split('/');
    for (let length = 1; length < parts.length; length++) {
        const folder = parts.slice(0, length).join('/');
        const kind = await kinds.kindOf(folder);
        if (kind === 'missing')
            return { missing: folder };
        if (kind === 'symlink')
            return { problem: 'write-symlink' };
        if (kind !== 'folder')
            return { problem: 'write-not-a-file' };
    }
    return { missing: undefined };
}
/** The problem with the folders on the way to `repoPath`, if any. */
async function inspectFolders(kinds, repoPath) {
    const walked = await walkFolders(kinds, repoPath);
    return 'problem' in walked ? walked.problem : undefined;
}
/**
 * Checks a repository path from the root down, never following a link. For a file whose folder
 * is missing, names the first missing folder on its way.
 */
async function inspectPath(kinds, repoPath) {
    const walked = await walkFolders(kinds, repoPath);
    if ('problem' in walked)
        return walked;
    if (walked.missing !== undefined)
        return { existing: undefined, newFolder: walked.missing };
    const { kind, existing } = await kinds.look(repoPath);
    if (kind === 'missing')
        return { existing: undefined, newFolder: undefined };
    if (kind === 'symlink')
        return { problem: 'write-symlink' };
    if (kind !== 'file')
        return { problem: 'write-not-a-file' };
    return { existing, newFolder: undefined };
}
/** Creates one real folder; false when another file of this write already created it. */
async function createFolder(folder) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(folder);
        return true;
    }
    catch (error) {
        if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST'))
            throw error;
        const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(folder);
        if (stats.isDirectory())
            return false;
        throw error;
    }
}
/** Repository paths come from the service's file list: they get the same checks as entry names. */
function checkRepoPaths(repoPaths) {
    const unsafe = repoPaths.filter((repoPath) => (0,_extract_names_js__WEBPACK_IMPORTED_MODULE_2__/* .checkEntryName */ ._$)(repoPath) !== undefined ||
        repoPath.endsWith('/') ||
        repoPath.split('/').some((part) => part.toLowerCase() === '.git'));
    if (unsafe.length > 0)
        throw new WriteError('write-unsafe-path', describeProblem('write-unsafe-path', unsafe), {
            paths: unsafe,
        });
    const keys = new Map();
    const conflicts = new Set();
    for (const repoPath of repoPaths) {
        const key = (0,_extract_names_js__WEBPACK_IMPORTED_MODULE_2__/* .collisionKey */ .EE)(repoPath);
        const other = keys.get(key);
        if (other !== undefined)
            conflicts.add(other).add(repoPath);
        keys.set(key, repoPath);
    }
    // A path that is also the folder of another path cannot be both a file and a folder.
    for (const repoPath of repoPaths) {
        const parts = (0,_extract_names_js__WEBPACK_IMPORTED_MODULE_2__/* .collisionKey */ .EE)(repoPath).split('/');
        for (let length = 1; length < parts.length; length++) {
            const folder = keys.get(parts.slice(0, length).join('/'));
            if (folder !== undefined)
                conflicts.add(folder).add(repoPath);
        }
    }
    if (conflicts.size > 0) {
        throw new WriteError('write-path-conflict', describeProblem('write-path-conflict', [...conflicts]), {
            paths: [...conflicts],
        });
    }
}
function describeProblem(code, paths) {
    const list = paths.map((path) => JSON.stringify(path)).join(', ');
    switch (code) {
        case 'write-symlink':
            return `A symbolic link sits on the path of ${list} in the repository; translations are never written through a link. Nothing was written. Replace the link with a real file or folder, or exclude the file from the sync.`;
        case 'write-not-a-file':
            return `Something other than a plain file or folder is in the way of ${list} in the repository. Nothing was written. Move it away, or exclude the file from the sync.`;
        case 'write-unsafe-path':
            return `The repository paths ${list} are unsafe (absolute, climbing out with "..", inside .git, or with control characters). Nothing was written. Fix the file names in the translation service.`;
        case 'write-path-conflict':
            return `The repository paths ${list} collide (same name up to letter case or Unicode composition, or a file where another needs a folder). Nothing was written. Rename one of them in the translation service.`;
        case 'write-failed':
            return `Could not write ${list}. Check free disk space and permissions, then rerun the workflow.`;
    }
}
/** Throws the first problem found, the most dangerous kind first. */
function throwProblems(problems) {
    for (const code of ['write-symlink', 'write-not-a-file']) {
        const paths = problems.get(code);
        if (paths !== undefined)
            throw new WriteError(code, describeProblem(code, paths), { paths });
    }
}


/***/ }),

/***/ 9296:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ remoteFilesOf)
/* harmony export */ });
/* harmony import */ var _extract_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9203);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4700);


/**
 * Show Project's files in the engine's terms. A file name becomes a path in the repository, so a
 * name that could leave it (`../x`, `/abs`, backslashes, NUL) fails the run before any I/O.
 */
function remoteFilesOf(project) {
    return project.projectFiles.map((file) => {
        const problem = (0,_extract_names_js__WEBPACK_IMPORTED_MODULE_0__/* .checkEntryName */ ._$)(file.name);
        // Targets are screened by the pull's target path policy, which refuses them one by one.
        if (problem !== undefined && file.masterProjectFileId === null) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SyncError */ .S('unsafe-path', `The service lists a file named "${file.name}", which ${problem.reason}; it cannot be a path in this repository. ` +
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


/***/ }),

/***/ 5228:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lY: () => (/* binding */ describeRefusals),
  GJ: () => (/* reexport */ locale_code/* isLocaleCode */.G),
  LN: () => (/* binding */ screenTargets)
});

// UNUSED EXPORTS: assertProjectFolder, checkTargetPaths, denylistReason, screenListing, screenOnDisk, screenProject, unsafeNameReason

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/formats/detect.ts
var detect = __webpack_require__(445);
// EXTERNAL MODULE: ./src/sync/extract-names.ts
var extract_names = __webpack_require__(9203);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./src/sync/repository-paths.ts
var repository_paths = __webpack_require__(2638);
// EXTERNAL MODULE: ./src/sync/locale-code.ts
var locale_code = __webpack_require__(7787);
// EXTERNAL MODULE: ./src/sync/service.ts
var service = __webpack_require__(9296);
;// CONCATENATED MODULE: ./src/sync/target-denylist.ts
/**
 * Files that an ecosystem runs, installs from or builds with, matched on the lower-cased last
 * path part. A translation file never has one of these names, so a target listed under one is
 * refused unless `allow-target-paths` names it. Dot files and folders (`.npmrc`, `.github/…`,
 * `.husky/…`) are refused by a rule of their own and need no entry here.
 */
const RUNS_OR_INSTALLS_NAMES = new Set([
    // JavaScript: manifests, lockfiles, workspace and build settings that run code
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
    // Ruby
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
    // Python
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
    // Rust, Go, PHP, Elixir, Erlang, Dart, Swift, Haskell, Nix
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
    // JVM and .NET
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
    // Make, C and C++, Bazel and other build systems
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
    // Containers, CI and deployment
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
/** Endings of scripts, executables and project files (`*.gemspec`, `*.csproj`, `Dockerfile.dev`). */
const RUNS_OR_INSTALLS_SUFFIXES = [
    // Shells and Windows scripts
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
    // Interpreted and compiled sources, binaries and packages
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
    // Package and project manifests
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
    // `Dockerfile.dev`, `Makefile.am` and the like
    '.dockerfile',
    '.containerfile',
];
/** Beginnings of such names with a variant after them: `Dockerfile.dev`, `requirements-dev.txt`. */
const RUNS_OR_INSTALLS_PREFIXES = [
    'dockerfile.',
    'containerfile.',
    'makefile.',
    'jenkinsfile.',
    'docker-compose.',
    'requirements',
];

// EXTERNAL MODULE: ./src/sync/project-folder.ts
var project_folder = __webpack_require__(6123);
;// CONCATENATED MODULE: ./src/sync/target-policy.ts








// The two checks the action's start needs live apart, so that the start loads neither this module
// nor picomatch; they are still part of this policy.


/** Paths looked at at once by the disk screen. */
const SCREEN_CONCURRENCY = 16;
const MAX_COMPONENT_BYTES = 255;
const MAX_PATH_BYTES = 4096;
// Names Windows reserves in every folder, with or without an extension (`con.json` too).
const WINDOWS_RESERVED = /^(?:con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)(?:\..*)?$/i;
// Characters no Windows file name may hold; ':' also names an NTFS alternate data stream.
const WINDOWS_INVALID = /[<>:"|?*]/;
/**
 * Why a name cannot be a file path on every runner, or undefined when it can. These names would
 * otherwise fail later with a raw ENAMETOOLONG, or be written on Linux and break a Windows checkout.
 */
function unsafeNameReason(name) {
    const problem = (0,extract_names/* checkEntryName */._$)(name);
    if (problem !== undefined)
        return problem.reason;
    if (name.endsWith('/'))
        return 'names a folder';
    if (Buffer.byteLength(name) > MAX_PATH_BYTES)
        return `is longer than ${MAX_PATH_BYTES} bytes`;
    for (const part of name.split('/')) {
        // The parts of a listing repeat (every locale's folder, every master's name): checked once.
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
/** The extension of a path's last part, lower-cased, with its dot; '' when it has none. */
function extensionOf(name) {
    const base = name.slice(name.lastIndexOf('/') + 1);
    const dot = base.lastIndexOf('.');
    return dot <= 0 ? '' : base.slice(dot).toLowerCase();
}
/**
 * A target is in its master's format: the same locale format (`.yml` and `.yaml`, a `.pot`
 * template and its `.po` translations), or for other files the same extension.
 */
function sameFormat(target, master) {
    const targetFormat = (0,detect/* detectFormat */.T)(target);
    const masterFormat = (0,detect/* detectFormat */.T)(master);
    if (targetFormat !== undefined || masterFormat !== undefined)
        return targetFormat === masterFormat;
    return extensionOf(target) === extensionOf(master);
}
/** The denied suffixes that start with a dot, looked up from each dot of a name, and the others. */
const DOTTED_SUFFIXES = new Set(RUNS_OR_INSTALLS_SUFFIXES.filter((suffix) => suffix.startsWith('.')));
const OTHER_SUFFIXES = RUNS_OR_INSTALLS_SUFFIXES.filter((suffix) => !suffix.startsWith('.'));
/** base.endsWith(any denied suffix), in a few lookups instead of one test per suffix. */
function hasDeniedSuffix(base) {
    for (let dot = base.indexOf('.'); dot !== -1; dot = base.indexOf('.', dot + 1))
        if (DOTTED_SUFFIXES.has(base.slice(dot)))
            return true;
    return OTHER_SUFFIXES.some((suffix) => base.endsWith(suffix));
}
/**
 * Why a path is refused by the name rules that `allow-target-paths` may lift, or undefined. A
 * path inside any dot folder (`.github`, `.git`, `.husky`, …) or a file an ecosystem runs or
 * installs from is never a translation a pull request should carry unasked.
 */
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
/**
 * Screens the target files of a listing by name alone. Returns the refused ones; every other
 * target may be downloaded, subject to `screenOnDisk`. Masters are never refused here: the pull
 * never writes them.
 */
function screenListing(files, options = {}) {
    const allowed = picomatch_default()([...(options.allow ?? [])], { dot: true });
    const masterKeys = new Set(files.filter((file) => file.masterName === null).map((file) => (0,extract_names/* collisionKey */.EE)(file.name)));
    const targetCount = new Map();
    const keys = files.map((file) => (file.masterName === null ? '' : (0,extract_names/* collisionKey */.EE)(file.name)));
    for (const key of keys)
        if (key !== '')
            targetCount.set(key, (targetCount.get(key) ?? 0) + 1);
    const refused = [];
    for (const [index, file] of files.entries()) {
        if (file.masterName === null)
            continue;
        const refuse = (code, reason) => refused.push({ path: file.name, locale: file.locale, code, reason });
        if (!(0,locale_code/* isLocaleCode */.G)(file.locale)) {
            refuse('locale-refused', 'its locale code is not of the form fr, pt-BR, pt_BR or sr@latin');
            continue;
        }
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
/**
 * Refuses the targets whose path, walked from the project's folder, meets a symbolic link or
 * something other than a folder (or, at the end, a regular file): a symlinked locale folder would
 * carry the write outside the repository. Each folder is walked once, however many files it holds.
 */
async function screenOnDisk(projectDir, targets) {
    const kinds = new repository_paths/* PathKinds */.rt(projectDir);
    const folders = new Map([['', Promise.resolve({ kind: 'ok' })]]);
    const walk = (folder) => {
        let known = folders.get(folder);
        if (known === undefined) {
            const slash = folder.lastIndexOf('/');
            known = walk(slash < 0 ? '' : folder.slice(0, slash)).then(async (above) => above.kind === 'ok' ? step(await kinds.kindOf(folder), folder, false) : above);
            folders.set(folder, known);
        }
        return known;
    };
    const limit = (0,p_limit/* default */.A)(SCREEN_CONCURRENCY);
    const results = await Promise.all(targets.map((target) => limit(async () => {
        const slash = target.path.lastIndexOf('/');
        const above = await walk(slash < 0 ? '' : target.path.slice(0, slash));
        return above.kind === 'ok' ? step(await kinds.kindOf(target.path), target.path, true) : above;
    })));
    const refused = [];
    targets.forEach((target, index) => {
        const result = results[index];
        if (result?.kind === 'refused')
            refused.push({ ...target, code: 'unsafe-path', reason: result.reason });
    });
    return refused;
}
/** One step of the walk: what stands at `relative`, the last step being the file itself. */
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
/** One warning for every refused target, grouped by code, so the log shows them together. */
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
/**
 * The listing of Show Project with the refused targets taken out: locale codes of another shape
 * first (their files are never selected), then the name rules for the targets `selected` keeps.
 */
function screenProject(project, options) {
    const refusedLocales = project.targetLocales
        .map((locale) => locale.code)
        .filter((code) => !(0,locale_code/* isLocaleCode */.G)(code));
    const masterNames = new Map(project.projectFiles
        .filter((file) => file.masterProjectFileId === null)
        .map((file) => [file.id, file.name]));
    const considered = project.projectFiles.filter((file) => file.masterProjectFileId === null ||
        ((0,locale_code/* isLocaleCode */.G)(file.localeCode) && options.selected(file.localeCode)));
    const refused = screenListing(considered.map((file) => ({
        name: file.name,
        locale: file.localeCode,
        masterName: file.masterProjectFileId === null ? null : (masterNames.get(file.masterProjectFileId) ?? file.name),
    })), options);
    const refusedNames = new Set(refused.map((file) => file.path));
    return {
        project: {
            ...project,
            targetLocales: project.targetLocales.filter((locale) => (0,locale_code/* isLocaleCode */.G)(locale.code)),
            projectFiles: project.projectFiles.filter((file) => file.masterProjectFileId === null ||
                ((0,locale_code/* isLocaleCode */.G)(file.localeCode) && !refusedNames.has(file.name))),
        },
        refusedLocales,
        refused,
    };
}
/**
 * Every rule at once, for a caller that is about to write or upload `targets` of a project
 * (`upload-translations` reads the same paths): the name rules, then lstat from the project's
 * folder. Returns the refused ones; the caller skips them and warns with `describeRefusals`.
 */
async function checkTargetPaths(projectDir, files, options = {}) {
    const byName = screenListing(files, options);
    const refusedNames = new Set(byName.map((file) => file.path));
    const onDisk = await screenOnDisk(projectDir, files
        .filter((file) => file.masterName !== null && !refusedNames.has(file.name))
        .map((file) => ({ path: file.name, locale: file.locale })));
    return [...byName, ...onDisk];
}
/**
 * The whole screen of a listing, as the pull and `upload-translations` both apply it: the name
 * rules, then the disk (a symlinked locale folder would carry a write, or a read, outside the
 * repository). `remoteFiles` is what may be planned; `refused` leaves out the files the user
 * ignores anyway, so that no warning names them.
 */
async function screenTargets(projectDir, project, options) {
    const screened = screenProject(project, options);
    const listed = (0,service/* remoteFilesOf */.D)(screened.project);
    const onDisk = await screenOnDisk(projectDir, listed
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
