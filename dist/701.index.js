export const id = 701;
export const ids = [701];
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
        const stored = crlfToLf(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(workspace, ...file.split('/'))));
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
            const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(workspace, ...file.split('/')));
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
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(absolutePath, 'r');
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
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _project_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5669);




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
            result = lstatKind((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.root, ...repoPath.split('/')));
            this.known.set(repoPath, result);
        }
        return result;
    }
}
function lstatKind(path) {
    let stats;
    try {
        stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path, { throwIfNoEntry: false });
    }
    catch (error) {
        // A file where a folder of the path should be: nothing is at the path.
        if (error.code === 'ENOTDIR')
            return { kind: 'missing' };
        throw error;
    }
    if (stats === undefined)
        return { kind: 'missing' };
    if (stats.isSymbolicLink())
        return { kind: 'symlink' };
    if (stats.isDirectory())
        return { kind: 'folder' };
    if (!stats.isFile())
        return { kind: 'other' };
    return { kind: 'file', existing: { size: stats.size, mode: stats.mode & 0o7777 } };
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
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(folder);
        return true;
    }
    catch (error) {
        if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST'))
            throw error;
        const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(folder);
        if (stats.isDirectory())
            return false;
        throw error;
    }
}
/** Repository paths come from the service's file list: they get the same checks as entry names. */
function checkRepoPaths(repoPaths) {
    const unsafe = repoPaths.filter((repoPath) => (0,_project_names_js__WEBPACK_IMPORTED_MODULE_3__/* .checkEntryName */ ._$)(repoPath) !== undefined ||
        repoPath.endsWith('/') ||
        repoPath.split('/').some((part) => part.toLowerCase() === '.git'));
    if (unsafe.length > 0)
        throw new WriteError('write-unsafe-path', describeProblem('write-unsafe-path', unsafe), {
            paths: unsafe,
        });
    const keys = new Map();
    const conflicts = new Set();
    for (const repoPath of repoPaths) {
        const key = (0,_project_names_js__WEBPACK_IMPORTED_MODULE_3__/* .collisionKey */ .EE)(repoPath);
        const other = keys.get(key);
        if (other !== undefined)
            conflicts.add(other).add(repoPath);
        keys.set(key, repoPath);
    }
    // A path that is also the folder of another path cannot be both a file and a folder.
    for (const repoPath of repoPaths) {
        const parts = (0,_project_names_js__WEBPACK_IMPORTED_MODULE_3__/* .collisionKey */ .EE)(repoPath).split('/');
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


/***/ })

};
