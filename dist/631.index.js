export const id = 631;
export const ids = [631];
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





async function asGitStores(workspace, carriageReturns, found, options) {
    const converted = new Set();
    if (carriageReturns.length === 0 || options.blobIds === undefined)
        return converted;
    let ids;
    try {
        ids = await options.blobIds(carriageReturns);
    }
    catch (error) {
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
function blobIdOf(bytes, idLength) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)(idLength === 64 ? 'sha256' : 'sha1');
    return hash.update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}
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
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const DRIVE_LETTER = /^[A-Za-z]:/;
const PLAINLY_SAFE = /^[A-Za-z0-9_@+-][A-Za-z0-9._@+-]*(?:\/[A-Za-z0-9_@+-][A-Za-z0-9._@+-]*)*$/;
function checkEntryName(name) {
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
    if (name.includes('\uFFFD'))
        return { code: 'archive-bad-name', reason: 'is not valid UTF-8' };
    if (parts.some((part) => part === '' || part === '.')) {
        return { code: 'archive-bad-name', reason: 'has an empty or "." path part' };
    }
    return undefined;
}
function isDirectoryName(name) {
    return name.endsWith('/');
}
function stripDirectorySlash(name) {
    return isDirectoryName(name) ? name.slice(0, -1) : name;
}
function collisionKey(name) {
    return stripDirectorySlash(name).normalize('NFC').toLowerCase();
}
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
/* harmony import */ var _project_work_count_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7458);







function sha1OfFile(absolutePath) {
    const stats = lstatIfPresent(absolutePath);
    if (stats?.isFile() !== true)
        return undefined;
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1');
    readInto(absolutePath, [hash]);
    return hash.digest('hex');
}
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
        const cr = { found: false, update: (bytes) => (cr.found ||= bytes.includes(0x0d)) };
        const sniffer = carriageReturns === undefined ? [] : [cr];
        if (blobs === undefined)
            readInto(absolutePath, [hash, ...sniffer]);
        else {
            const blob = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1').update(`blob ${stats.size}\0`);
            if (readInto(absolutePath, [hash, blob, ...sniffer]) === stats.size)
                blobs.set(file, { id: blob.digest('hex'), executable: (stats.mode & 0o100) !== 0 });
        }
        if (cr.found)
            carriageReturns?.push(file);
        hashes.set(file, hash.digest('hex'));
    }
    return hashes;
}
async function storedSha1Map(workspace, paths, options = {}) {
    const carriageReturns = [];
    const sha1 = localSha1Map(workspace, paths, { ...options, carriageReturns });
    const converted = await (0,_project_line_ends_js__WEBPACK_IMPORTED_MODULE_4__/* .asGitStores */ .ZU)(workspace, carriageReturns, { sha1, blobs: options.blobs }, options);
    return { sha1, converted };
}
const chunk = Buffer.allocUnsafe(64 * 1024);
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
    _project_work_count_js__WEBPACK_IMPORTED_MODULE_6__/* .workCount */ .J.countHashed(size);
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
function asWriteError(error, repoPaths) {
    if (error instanceof WriteError)
        return error;
    return new WriteError('write-failed', `Could not write the downloaded translations into the repository (${String(error)}). Files already renamed into place stay; check free disk space and permissions, then rerun the workflow.`, { paths: [...repoPaths].sort(), cause: error });
}
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
function inspectFolders(kinds, repoPath) {
    const walked = walkFolders(kinds, repoPath);
    return 'problem' in walked ? walked.problem : undefined;
}
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







const FILE_SYSTEM_CONCURRENCY = 16;
class RepositoryWrite {
    root;
    slots;
    temporaries = new Map();
    folders = new Map();
    createdFolders = [];
    newFolders = new Map();
    renamedFolders = [];
    renaming = Promise.resolve();
    token = process.getBuiltinModule('node:crypto').randomBytes(6).toString('hex');
    counter = 0;
    cancelled = false;
    forgetOnCancel;
    constructor(root, slots) {
        this.root = root;
        this.slots = slots;
    }
    static async prepare(repoRoot, repoPaths) {
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
    absolute(repoPath) {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.root, ...repoPath.split('/'));
    }
    slot(repoPath) {
        const slot = this.slots.get(repoPath);
        if (slot === undefined)
            throw new Error(`${repoPath} was not prepared for writing`);
        return slot;
    }
    async temporaryFor(repoPath) {
        this.throwIfCancelled([repoPath]);
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
    async keepMode(repoPath, temporary) {
        const { existing } = this.slot(repoPath);
        if (existing !== undefined)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.chmod)(temporary, existing.mode);
    }
    async drop(repoPath) {
        const temporary = this.temporaries.get(repoPath);
        if (temporary === undefined)
            return;
        this.temporaries.delete(repoPath);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(temporary);
    }
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
        this.renamedFolders.length = 0;
        return repoPaths.map((repoPath) => ({
            repoPath,
            status: this.slot(repoPath).existing === undefined ? 'added' : 'changed',
        }));
    }
    async discard() {
        const limit = (0,p_limit__WEBPACK_IMPORTED_MODULE_6__/* ["default"] */ .A)(FILE_SYSTEM_CONCURRENCY);
        await Promise.allSettled([...this.temporaries.values()].map((temporary) => limit(() => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(temporary))));
        this.temporaries.clear();
        await Promise.allSettled([...this.folders.values()]);
        for (const folder of this.createdDeepestFirst())
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rmdir)(folder).catch(() => undefined);
        this.forgetOnCancel?.();
    }
    createdDeepestFirst() {
        return [...this.createdFolders].sort((a, b) => b.length - a.length);
    }
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
    removeForCancel() {
        for (const temporary of this.temporaries.values())
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(temporary, { force: true });
        this.temporaries.clear();
        for (const folderTemporary of this.newFolders.values())
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(folderTemporary, { recursive: true, force: true });
        for (const folder of this.renamedFolders)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(folder, { recursive: true, force: true });
        for (const folder of this.createdDeepestFirst()) {
            try {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmdirSync)(folder);
            }
            catch {
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
async function settleAll(promises) {
    const results = await Promise.allSettled(promises);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed !== undefined)
        throw failed.reason;
    return results.map((result) => result.value);
}


/***/ })

};
