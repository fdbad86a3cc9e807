export const id = 174;
export const ids = [174];
export const modules = {

/***/ 4150:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZU: () => (/* binding */ asGitStores),
/* harmony export */   bM: () => (/* binding */ withStoredCopies),
/* harmony export */   lk: () => (/* binding */ withCheckoutLineEnds)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _safe_read_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8041);





/**
 * Of the files with a carriage return (none in a Linux checkout, so git is not asked there), those
 * whose git blob id is the blob of their bytes with CRLF made LF: git stores that, and its SHA-1
 * replaces the file's in `sha1` (its blob id too, in `blobs`). A file some other filter changes
 * (Git LFS, ident) keeps its own bytes: the action cannot make them. Returns the converted paths.
 */
async function asGitStores(workspace, carriageReturns, found, options) {
    const converted = new Set();
    if (carriageReturns.length === 0 || options.blobIds === undefined)
        return converted;
    let ids;
    try {
        ids = await options.blobIds(carriageReturns);
    }
    catch (error) {
        // Without git's answer the bytes on disk are compared, as before line ends were looked at.
        options.logger?.debug(`git hash-object failed; line ends are compared as they are: ${String(error)}`);
        return converted;
    }
    for (const [index, file] of carriageReturns.entries()) {
        const id = ids[index];
        if (id === undefined)
            continue;
        const stored = crlfToLf((0,_safe_read_js__WEBPACK_IMPORTED_MODULE_4__/* .readPresentLocaleFile */ .qO)(workspace, file));
        if (stored === undefined || blobIdOf(stored, id.length) !== id)
            continue;
        converted.add(file);
        found.sha1.set(file, (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1').update(stored).digest('hex'));
        const blob = found.blobs?.get(file);
        if (blob !== undefined)
            found.blobs?.set(file, { ...blob, id });
    }
    if (converted.size > 0)
        options.logger?.debug(`${converted.size} files are checked out with CRLF; compared as git stores them (LF).`);
    return converted;
}
/** The bytes without the CR of each CRLF, as git's clean conversion makes them; undefined when there is none. */
function crlfToLf(bytes) {
    let at = bytes.indexOf('\r\n');
    if (at < 0)
        return undefined;
    const parts = [];
    let from = 0;
    for (; at >= 0; at = bytes.indexOf('\r\n', at + 2)) {
        parts.push(bytes.subarray(from, at));
        from = at + 1;
    }
    parts.push(bytes.subarray(from));
    return Buffer.concat(parts);
}
/** Git's object id of a blob: SHA-1, or SHA-256 in a repository that uses it (64 hex digits). */
function blobIdOf(bytes, idLength) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)(idLength === 64 ? 'sha256' : 'sha1');
    return hash.update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}
/**
 * Runs `send` with copies of `files` as git stores them, by path, for the upload: the service
 * gets LF as git stores it, never the checkout's CRLF. The copies are removed after.
 */
async function withStoredCopies(workspace, files, send) {
    const wanted = files.files.filter((file) => files.converted.has(file));
    if (wanted.length === 0)
        return send(new Map());
    const folder = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'translation-sync-stored-'));
    try {
        const copies = new Map();
        for (const [index, file] of wanted.entries()) {
            const bytes = (0,_safe_read_js__WEBPACK_IMPORTED_MODULE_4__/* .readPresentLocaleFile */ .qO)(workspace, file);
            const copy = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(folder, `${index}${node_path__WEBPACK_IMPORTED_MODULE_3___default().extname(file)}`);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(copy, crlfToLf(bytes) ?? bytes);
            copies.set(file, copy);
        }
        return await send(copies);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(folder, { recursive: true, force: true });
    }
}
/**
 * Rewrites staged downloads of the converted paths with CRLF, as git's checkout would write them,
 * before they are renamed into place. A download that already has a CR is left as it is: git's
 * conversion leaves such a file alone too.
 */
async function withCheckoutLineEnds(staged, converted) {
    if (converted === undefined || converted.size === 0)
        return;
    for (const file of staged) {
        if (!converted.has(file.repoPath))
            continue;
        const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file.stagedPath);
        if (bytes.includes(0x0d))
            continue;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(file.stagedPath, bytes.toString('latin1').replaceAll('\n', '\r\n'), 'latin1');
    }
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


/***/ }),

/***/ 4700:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ SyncError)
/* harmony export */ });
class SyncError extends Error {
    code;
    /** The repository paths the error is about. */
    files;
    constructor(code, message, options = {}) {
        super(message, options.cause === undefined ? {} : { cause: options.cause });
        this.name = 'SyncError';
        this.code = code;
        this.files = options.files ?? [];
    }
}


/***/ }),

/***/ 9666:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FV: () => (/* binding */ sha1OfFile),
/* harmony export */   Xp: () => (/* binding */ localSha1Map),
/* harmony export */   r6: () => (/* binding */ storedSha1Map)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _repository_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2638);
/* harmony import */ var _project_line_ends_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4150);
/* harmony import */ var _project_safe_read_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8041);






/** SHA-1 of the repository's files, and their git blobs, read in chunks, never whole. */
/** SHA-1 of a regular file's bytes; undefined when it is missing or not a regular file. */
function sha1OfFile(absolutePath) {
    const stats = lstatIfPresent(absolutePath);
    if (stats?.isFile() !== true)
        return undefined;
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1');
    readInto(absolutePath, [hash]);
    return hash.digest('hex');
}
/**
 * SHA-1 of each repository path that is a regular file; undefined for the others (missing, a
 * folder, a symbolic link). With `blobs`, the git blob of each regular file is added to it from
 * the same read. `kinds` is the lstat of the paths the caller has already made (the pull's
 * target screen has lstat'd every target): one lstat per file instead of two.
 */
function localSha1Map(workspace, paths, options = {}) {
    const { blobs, carriageReturns } = options;
    const kinds = options.kinds ?? new _repository_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .PathKinds */ .rt(workspace);
    const hashes = new Map();
    for (const file of paths) {
        if (hashes.has(file))
            continue;
        const stats = kinds.look(file).existing;
        if (stats === undefined) {
            hashes.set(file, undefined);
            continue;
        }
        const absolutePath = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(workspace, ...file.split('/'));
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1');
        // Fed beside the hashes, so the file is read once; line-ends.ts looks at the files with a CR.
        const cr = { found: false, update: (bytes) => (cr.found ||= bytes.includes(0x0d)) };
        const sniffer = carriageReturns === undefined ? [] : [cr];
        if (blobs === undefined)
            readInto(absolutePath, [hash, ...sniffer]);
        else {
            const blob = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1').update(`blob ${stats.size}\0`);
            // A file that changed size while it was read has no blob: whoever relies on one checks again.
            if (readInto(absolutePath, [hash, blob, ...sniffer]) === stats.size)
                blobs.set(file, { id: blob.digest('hex'), executable: (stats.mode & 0o100) !== 0 });
        }
        if (cr.found)
            carriageReturns?.push(file);
        hashes.set(file, hash.digest('hex'));
    }
    return hashes;
}
/**
 * localSha1Map as git stores the files (line-ends.ts): a CRLF checkout's files hash as their LF
 * blobs do. `converted` names the files the checkout holds with CRLF.
 */
async function storedSha1Map(workspace, paths, options = {}) {
    const carriageReturns = [];
    const sha1 = localSha1Map(workspace, paths, { ...options, carriageReturns });
    const converted = await (0,_project_line_ends_js__WEBPACK_IMPORTED_MODULE_4__/* .asGitStores */ .ZU)(workspace, carriageReturns, { sha1, blobs: options.blobs }, options);
    return { sha1, converted };
}
/** One buffer for every read: files are hashed one at a time. */
const chunk = Buffer.allocUnsafe(64 * 1024);
/**
 * Feeds a file's bytes to the hashes through `chunk`, with synchronous calls; returns how many
 * bytes it read. A translation file is a few KiB, already in the page cache after a checkout:
 * for thousands of them, a trip through libuv's thread pool per call, or a new buffer per file
 * for the garbage collector, costs more than the read itself. Big files take as little memory.
 */
function readInto(absolutePath, hashes) {
    const fd = (0,_project_safe_read_js__WEBPACK_IMPORTED_MODULE_5__/* .openRegularFile */ .ZU)(absolutePath, absolutePath);
    let size = 0;
    try {
        for (let read = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, chunk); read > 0; read = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, chunk)) {
            const bytes = chunk.subarray(0, read);
            for (const hash of hashes)
                hash.update(bytes);
            size += read;
        }
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
    return size;
}
function lstatIfPresent(absolutePath) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(absolutePath, { throwIfNoEntry: false });
    }
    catch (error) {
        if (error.code === 'ENOTDIR')
            return undefined;
        throw error;
    }
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
/* harmony import */ var _project_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5669);
/* harmony import */ var _project_path_kind_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1885);




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
 * 9,000 files are a few dozen, and one check of a write asks each of them for every file. The
 * calls are synchronous: an lstat answered from the kernel's cache takes microseconds, and its
 * trip through libuv's thread pool several times that, for thousands of paths.
 */
class PathKinds {
    root;
    known = new Map();
    constructor(root) {
        this.root = root;
    }
    kindOf(repoPath) {
        return this.look(repoPath).kind;
    }
    look(repoPath) {
        let result = this.known.get(repoPath);
        if (result === undefined) {
            result = (0,_project_path_kind_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatKind */ .F)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(this.root, ...repoPath.split('/')));
            this.known.set(repoPath, result);
        }
        return result;
    }
}
/**
 * The folders on the way to `repoPath`, from the root down: the problem with them, if any, and
 * the first one that does not exist (then none below it does either).
 */
function walkFolders(kinds, repoPath) {
    const parts = repoPath.split('/');
    for (let length = 1; length < parts.length; length++) {
        const folder = parts.slice(0, length).join('/');
        const kind = kinds.kindOf(folder);
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
function inspectFolders(kinds, repoPath) {
    const walked = walkFolders(kinds, repoPath);
    return 'problem' in walked ? walked.problem : undefined;
}
/**
 * Checks a repository path from the root down, never following a link. For a file whose folder
 * is missing, names the first missing folder on its way.
 */
function inspectPath(kinds, repoPath) {
    const walked = walkFolders(kinds, repoPath);
    if ('problem' in walked)
        return walked;
    if (walked.missing !== undefined)
        return { existing: undefined, newFolder: walked.missing };
    const { kind, existing } = kinds.look(repoPath);
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
    const unsafe = repoPaths.filter((repoPath) => (0,_project_names_js__WEBPACK_IMPORTED_MODULE_2__/* .checkEntryName */ ._$)(repoPath) !== undefined ||
        repoPath.endsWith('/') ||
        repoPath.split('/').some((part) => part.toLowerCase() === '.git'));
    if (unsafe.length > 0)
        throw new WriteError('write-unsafe-path', describeProblem('write-unsafe-path', unsafe), {
            paths: unsafe,
        });
    const keys = new Map();
    const conflicts = new Set();
    for (const repoPath of repoPaths) {
        const key = (0,_project_names_js__WEBPACK_IMPORTED_MODULE_2__/* .collisionKey */ .EE)(repoPath);
        const other = keys.get(key);
        if (other !== undefined)
            conflicts.add(other).add(repoPath);
        keys.set(key, repoPath);
    }
    // A path that is also the folder of another path cannot be both a file and a folder.
    for (const repoPath of repoPaths) {
        const parts = (0,_project_names_js__WEBPACK_IMPORTED_MODULE_2__/* .collisionKey */ .EE)(repoPath).split('/');
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

/***/ 6631:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S8: () => (/* binding */ RepositoryWrite),
/* harmony export */   j3: () => (/* binding */ settleAll),
/* harmony export */   jv: () => (/* binding */ writeStagedFiles)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var p_limit__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(370);
/* harmony import */ var _cancellation_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5496);
/* harmony import */ var _local_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9666);
/* harmony import */ var _repository_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2638);







/** Files and folders handled at once: enough to keep the disk busy, few enough to bound open files. */
const FILE_SYSTEM_CONCURRENCY = 16;
/**
 * A safe write of many files into the repository, in three steps: `prepare` checks every path
 * from the root down before anything is written (a symlink anywhere on the way, a file where a
 * folder should be or a folder where a file should be stops the whole write); `temporaryFor`
 * gives each file a temporary name beside its target; `commit` checks the folders again and
 * renames every temporary over its target, so readers never see half a file. `discard` removes
 * whatever was not renamed, and the folders it created.
 *
 * A file whose folder does not exist yet is written under its final name into a temporary folder
 * beside the first missing folder on its way (`.<folder>.<token>.tmp`), and `commit` renames that
 * folder into place in one step: a first pull of a locale writes its folder whole, with one
 * rename instead of one per file.
 */
class RepositoryWrite {
    root;
    slots;
    temporaries = new Map();
    folders = new Map();
    createdFolders = [];
    /** Missing folders (repository paths) whose files are written into a temporary folder, by that folder's path. */
    newFolders = new Map();
    /** New folders renamed into place by a `commit` not yet done: a run cancelled meanwhile takes them back. */
    renamedFolders = [];
    /** The folder rename on its way, which a cancellation waits for before it takes folders back. */
    renaming = Promise.resolve();
    /** Temporary names are `.<name>.<token>-<n>.tmp`: one random token per write, not per file. */
    token = process.getBuiltinModule('node:crypto').randomBytes(6).toString('hex');
    counter = 0;
    /** Set as the run is cancelled (registerForCancel): nothing more may be named or renamed. */
    cancelled = false;
    /** Takes back the removal registered for a cancelled run (cancellation.ts) once discard is done. */
    forgetOnCancel;
    constructor(root, slots) {
        this.root = root;
        this.slots = slots;
    }
    static async prepare(repoRoot, repoPaths) {
        // The root may itself sit behind a symlink (macOS /tmp); nothing below it may.
        const root = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(repoRoot);
        const sorted = [...repoPaths].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        (0,_repository_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .checkRepoPaths */ .rd)(sorted);
        const kinds = new _repository_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .PathKinds */ .rt(root);
        const problems = new Map();
        const slots = new Map();
        for (const repoPath of sorted) {
            const result = (0,_repository_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .inspectPath */ .uk)(kinds, repoPath);
            if ('problem' in result)
                problems.set(result.problem, [...(problems.get(result.problem) ?? []), repoPath]);
            else
                slots.set(repoPath, { repoPath, existing: result.existing, newFolder: result.newFolder });
        }
        (0,_repository_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .throwProblems */ .Jh)(problems);
        return new RepositoryWrite(root, slots);
    }
    /** Where a repository path (a file or a folder) is on disk. */
    absolute(repoPath) {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.root, ...repoPath.split('/'));
    }
    /** The file at `repoPath` as prepare found it. */
    slot(repoPath) {
        const slot = this.slots.get(repoPath);
        if (slot === undefined)
            throw new Error(`${repoPath} was not prepared for writing`);
        return slot;
    }
    /**
     * A fresh temporary name beside the target (or, in a folder that does not exist yet, the
     * file's own name in that folder's temporary), its folders created. The caller writes it with
     * flag 'wx' and calls `keepMode` when done; commit renames it, or its folder, into place.
     */
    async temporaryFor(repoPath) {
        this.throwIfCancelled([repoPath]);
        // From the first temporary on, a cancelled run removes them before it ends.
        this.forgetOnCancel ??= this.registerForCancel();
        const { newFolder } = this.slot(repoPath);
        let temporary;
        if (newFolder !== undefined) {
            let folderTemporary = this.newFolders.get(newFolder);
            if (folderTemporary === undefined) {
                const folder = this.absolute(newFolder);
                folderTemporary = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(folder), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(folder)}.${this.token}.tmp`);
                this.newFolders.set(newFolder, folderTemporary);
            }
            temporary = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folderTemporary, ...repoPath.slice(newFolder.length + 1).split('/'));
        }
        else {
            this.counter += 1;
            const target = this.absolute(repoPath);
            temporary = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(target)}.${this.token}-${this.counter}.tmp`);
        }
        this.temporaries.set(repoPath, temporary);
        await this.ensureFolder((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(temporary));
        return temporary;
    }
    /** Keeps the permission bits of the file being replaced on its temporary. */
    async keepMode(repoPath, temporary) {
        const { existing } = this.slot(repoPath);
        if (existing !== undefined)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.chmod)(temporary, existing.mode);
    }
    /** Forgets a temporary that is not to be renamed (its bytes turned out identical), and removes it. */
    async drop(repoPath) {
        const temporary = this.temporaries.get(repoPath);
        if (temporary === undefined)
            return;
        this.temporaries.delete(repoPath);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(temporary);
    }
    /**
     * Renames every temporary over its target, and every new folder's temporary into its place,
     * after checking every folder on the way again. A missing folder that appeared meanwhile as a
     * real folder gets the files one by one instead.
     */
    async commit() {
        const repoPaths = [...this.temporaries.keys()].sort();
        const single = [];
        const byFolder = new Map();
        for (const repoPath of repoPaths) {
            const { newFolder } = this.slot(repoPath);
            if (newFolder === undefined)
                single.push(repoPath);
            else {
                const inFolder = byFolder.get(newFolder);
                if (inFolder === undefined)
                    byFolder.set(newFolder, [repoPath]);
                else
                    inFolder.push(repoPath);
            }
        }
        // Checked again just before the renames, in case the tree changed under us since prepare.
        const kinds = new _repository_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .PathKinds */ .rt(this.root);
        const limit = (0,p_limit__WEBPACK_IMPORTED_MODULE_6__/* ["default"] */ .A)(FILE_SYSTEM_CONCURRENCY);
        const problems = new Map();
        const note = (problem, paths) => problems.set(problem, [...(problems.get(problem) ?? []), ...paths]);
        for (const repoPath of single) {
            const problem = (0,_repository_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .inspectFolders */ .G)(kinds, repoPath);
            if (problem !== undefined)
                note(problem, [repoPath]);
        }
        const whole = new Set();
        for (const [folder, inFolder] of byFolder) {
            const kind = kinds.kindOf(folder);
            const problem = (0,_repository_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .inspectFolders */ .G)(kinds, folder) ??
                (kind === 'symlink'
                    ? 'write-symlink'
                    : kind === 'file' || kind === 'other'
                        ? 'write-not-a-file'
                        : undefined);
            if (problem !== undefined)
                note(problem, inFolder);
            else if (kind === 'missing')
                whole.add(folder);
            else
                single.push(...inFolder);
        }
        (0,_repository_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .throwProblems */ .Jh)(problems);
        // The files were written synchronously: a cancellation that came meanwhile is still waiting
        // for the event loop's poll phase, where signals are read. A turn begun in a poll callback goes
        // to its check phase (setImmediate) first, so two turns let it land before the first rename,
        // and a cancelled run renames nothing.
        for (let turn = 0; turn < 2; turn++)
            await new Promise((resolve) => setImmediate(resolve));
        this.throwIfCancelled(repoPaths);
        for (const folder of whole) {
            this.throwIfCancelled(byFolder.get(folder) ?? []);
            const target = this.absolute(folder);
            this.renaming = (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(this.newFolders.get(folder) ?? '', target).then(() => {
                this.renamedFolders.push(target);
            });
            await this.renaming;
            for (const repoPath of byFolder.get(folder) ?? [])
                this.temporaries.delete(repoPath);
        }
        await settleAll(single.map((repoPath) => limit(async () => {
            this.throwIfCancelled([repoPath]);
            const temporary = this.temporaries.get(repoPath);
            if (temporary === undefined)
                return;
            const target = this.absolute(repoPath);
            if (this.slot(repoPath).newFolder !== undefined)
                await this.ensureFolder((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target));
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temporary, target);
            this.temporaries.delete(repoPath);
        })));
        // Every rename done: the pull stands whole, and a cancellation from now on keeps it.
        this.renamedFolders.length = 0;
        return repoPaths.map((repoPath) => ({
            repoPath,
            status: this.slot(repoPath).existing === undefined ? 'added' : 'changed',
        }));
    }
    /** Removes the temporaries not renamed and the folders this write created (those left empty). */
    async discard() {
        const limit = (0,p_limit__WEBPACK_IMPORTED_MODULE_6__/* ["default"] */ .A)(FILE_SYSTEM_CONCURRENCY);
        await Promise.allSettled([...this.temporaries.values()].map((temporary) => limit(() => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(temporary))));
        this.temporaries.clear();
        await Promise.allSettled([...this.folders.values()]);
        for (const folder of this.createdDeepestFirst())
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rmdir)(folder).catch(() => undefined);
        this.forgetOnCancel?.();
    }
    /** The folders this write created, each before the folder holding it. */
    createdDeepestFirst() {
        return [...this.createdFolders].sort((a, b) => b.length - a.length);
    }
    /**
     * On cancellation, first no new name, and the folders being created or renamed finish (a `mkdir`
     * or `rename` still on its way would make a folder after the removal), then `removeForCancel`.
     */
    registerForCancel() {
        const forgetStop = (0,_cancellation_js__WEBPACK_IMPORTED_MODULE_3__/* .onCancelStop */ .S3)(async () => {
            this.cancelled = true;
            await Promise.allSettled([...this.folders.values(), this.renaming]);
        });
        const forgetClean = (0,_cancellation_js__WEBPACK_IMPORTED_MODULE_3__/* .onCancelClean */ .pz)(() => this.removeForCancel());
        return () => {
            forgetStop();
            forgetClean();
        };
    }
    /**
     * discard for a cancelled run, synchronous so that nothing of this run writes between it and
     * the end of the process: the temporaries not renamed, the new folders' temporaries not renamed
     * into place (with what they hold), the new folders a commit cut short had renamed into place,
     * and the folders this write created, those left empty.
     */
    removeForCancel() {
        for (const temporary of this.temporaries.values())
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(temporary, { force: true });
        this.temporaries.clear();
        // A folder's temporary renamed into place is gone from here; one that was not holds only temporaries.
        for (const folderTemporary of this.newFolders.values())
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(folderTemporary, { recursive: true, force: true });
        // A cancellation that lands between two renames (the signal is read between them) would leave
        // a pull half in place: the folders already renamed did not exist before this run, so they go.
        for (const folder of this.renamedFolders)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(folder, { recursive: true, force: true });
        for (const folder of this.createdDeepestFirst()) {
            try {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmdirSync)(folder);
            }
            catch {
                // Not empty (it holds files renamed into place, or someone else's) or already gone.
            }
        }
    }
    throwIfCancelled(paths) {
        if (this.cancelled)
            throw new _repository_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .WriteError */ .QM('write-failed', 'The run was cancelled; nothing more is written.', { paths });
    }
    ensureFolder(folder) {
        if (folder === this.root)
            return Promise.resolve(false);
        let done = this.folders.get(folder);
        if (done === undefined) {
            done = this.ensureFolder((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(folder)).then(async () => {
                const created = await (0,_repository_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .createFolder */ .vV)(folder);
                if (created)
                    this.createdFolders.push(folder);
                return created;
            });
            this.folders.set(folder, done);
        }
        return done;
    }
}
/**
 * Writes staged files (apart from the repository) into it through a RepositoryWrite. Files with
 * identical bytes are not touched; nothing is ever deleted. A copy that fails (a full disk) fails
 * before any target file has changed.
 */
async function writeStagedFiles(options) {
    const write = await RepositoryWrite.prepare(options.repoRoot, options.files.map((file) => file.repoPath));
    const limit = (0,p_limit__WEBPACK_IMPORTED_MODULE_6__/* ["default"] */ .A)(FILE_SYSTEM_CONCURRENCY);
    const unchanged = [];
    try {
        const same = options.files.map((file) => {
            const { existing } = write.slot(file.repoPath);
            return (existing !== undefined &&
                existing.size === file.size &&
                (0,_local_files_js__WEBPACK_IMPORTED_MODULE_4__/* .sha1OfFile */ .FV)(write.absolute(file.repoPath)) === file.sha1);
        });
        // Copy everything first: a full disk fails here, before any target file has changed.
        await settleAll(options.files.map((file, index) => limit(async () => {
            if (same[index] === true) {
                unchanged.push(file.repoPath);
                return;
            }
            const temporary = await write.temporaryFor(file.repoPath);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.copyFile)(file.stagedPath, temporary, node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.constants.COPYFILE_EXCL);
            await write.keepMode(file.repoPath, temporary);
        })));
        const written = await write.commit();
        return { written, unchanged: unchanged.sort() };
    }
    catch (error) {
        await write.discard();
        throw (0,_repository_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .asWriteError */ .U0)(error, options.files.map((file) => file.repoPath));
    }
}
/**
 * Promise.all that waits for every promise before throwing the first failure (in order): cleaning
 * up while other writes still run would leave their temporaries behind.
 */
async function settleAll(promises) {
    const results = await Promise.allSettled(promises);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed !== undefined)
        throw failed.reason;
    return results.map((result) => result.value);
}


/***/ })

};
