export const id = 545;
export const ids = [545];
export const modules = {

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
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4700);



const MiB = 1024 * 1024;
/**
 * Downloads the Zip File once for the whole project, or once per locale in parallel (the client's
 * limit applies). Every archive is streamed to disk under a byte cap; none is held in memory.
 */
async function downloadArchives(options) {
    const { service, tempDir, maxBytes, logger } = options;
    const requests = options.locales === 'all' ? [undefined] : options.locales;
    let total = 0;
    let reported = 0;
    const onProgress = (delta) => {
        total += delta;
        // A progress line every 10 MiB keeps long downloads visibly alive without flooding the log.
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
                    // The client reports a running count per attempt; a retry starts again from zero.
                    onProgress(Math.max(0, bytesSoFar - last));
                    last = bytesSoFar;
                },
            });
            logger.info(`Downloaded the ${locale ?? 'whole project'} archive: ${bytes} bytes.`);
            return { path: destination, locale, bytes };
        }
        catch (error) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SyncError */ .S('download-failed', `Downloading the ${locale === undefined ? 'project' : `"${locale}"`} Zip File failed: ${error.message}`, { cause: error });
        }
    }));
}
/**
 * Writes bytes that did not come from an archive (a single file, the glossary) into the staging
 * folder as a staged file, ready for the same safe write into the repository.
 */
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
/**
 * Downloads single target files with Show File (the client's limit applies) into `stagingDir`, as
 * staged files ready for the same safe write as an archive's. Their paths come from Show Project,
 * already checked to stay inside the repository.
 */
async function downloadTargetFiles(options) {
    const { service, downloads, stagingDir, logger } = options;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(stagingDir, { recursive: true });
    const staged = await Promise.all(downloads.map(async (download, index) => {
        const { file } = download;
        let content;
        try {
            content = await service.files.show({ masterFileId: file.masterId ?? file.id, locale: file.locale });
        }
        catch (error) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SyncError */ .S('download-failed', `Downloading ${download.path} failed: ${error.message}`, {
                files: [download.path],
                cause: error,
            });
        }
        if (content.status !== 'ok') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SyncError */ .S('download-failed', `Downloading ${download.path} failed: the service answered 304 unasked.`, {
                files: [download.path],
            });
        }
        return stageBytes(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(stagingDir, String(index).padStart(6, '0')), download.path, content.body);
    }));
    logger.info(`Downloaded ${staged.length} files one by one (${staged.reduce((sum, file) => sum + file.size, 0)} bytes).`);
    return staged;
}


/***/ }),

/***/ 6631:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S8: () => (/* binding */ RepositoryWrite),
/* harmony export */   U0: () => (/* binding */ asWriteError),
/* harmony export */   j3: () => (/* binding */ settleAll),
/* harmony export */   jv: () => (/* binding */ writeStagedFiles)
/* harmony export */ });
/* unused harmony export WriteError */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var p_limit__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(370);
/* harmony import */ var _cancellation_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5496);
/* harmony import */ var _extract_names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9203);
/* harmony import */ var _folder_listing_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9670);
/* harmony import */ var _local_files_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9666);
/* harmony import */ var _time_slice_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3009);









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
/** Files and folders handled at once: enough to keep the disk busy, few enough to bound open files. */
const FILE_SYSTEM_CONCURRENCY = 16;
/** The event loop gets a turn at least this often while paths are checked and files renamed into place. */
const RENAME_SLICE_MS = 20;
/**
 * A safe write of many files into the repository, in three steps: `prepare` checks every path
 * from the root down before anything is written (a symlink anywhere on the way, a file where a
 * folder should be or a folder where a file should be stops the whole write); `temporaryFor`
 * gives each file a temporary name beside its target; `commit` checks the folders again and
 * renames every temporary over its target, so readers never see half a file. `discard` removes
 * whatever was not renamed, and the folders it created.
 *
 * A file whose folder does not exist yet is written under its final name into a staging folder
 * beside the first missing folder on its way (`.<folder>.<token>.tmp`), and `commit` renames that
 * staging folder into place in one step: a first pull of a locale writes its folder whole, with
 * one rename instead of one per file (docs/decisions.md, Speed).
 *
 * Folders are checked once each, from one listing per folder (folder-listing.ts), however many
 * files they hold; the file-system work runs a few at a time.
 */
class RepositoryWrite {
    root;
    slots;
    temporaries = new Map();
    folders = new Map();
    createdFolders = [];
    renamed = new Set();
    /** Missing folders (repository paths) whose files are written into a staging folder, by that folder's path. */
    staged = new Map();
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
        checkRepoPaths(sorted);
        const listings = new _folder_listing_js__WEBPACK_IMPORTED_MODULE_5__/* .FolderListings */ .y(root);
        const problems = new Map();
        const slots = new Map();
        const slice = (0,_time_slice_js__WEBPACK_IMPORTED_MODULE_7__/* .timeSlices */ .H)(RENAME_SLICE_MS);
        for (const repoPath of sorted) {
            await slice();
            const result = inspectPath(listings, repoPath);
            if ('problem' in result)
                problems.set(result.problem, [...(problems.get(result.problem) ?? []), repoPath]);
            else
                slots.set(repoPath, {
                    repoPath,
                    existing: result.existing,
                    newFolder: result.newFolder,
                });
        }
        throwProblems(problems);
        return new RepositoryWrite(root, slots);
    }
    /**
     * Where a repository path (a file or a folder) is on disk. Made when needed, not kept per file:
     * a joined path is a chain of concatenated strings, about 250 bytes of heap, which 9,000 files
     * kept from prepare to commit.
     */
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
     * file's own name in the staging folder), its folders created. The caller writes it with flag
     * 'wx' and calls `keepMode` when done; commit renames it, or its staging folder, into place.
     */
    async temporaryFor(repoPath) {
        const temporary = this.nameTemporary(repoPath);
        await this.ensureFolder((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(temporary));
        return temporary;
    }
    /** `temporaryFor` of many files at once: their folders are awaited once each, not once per file. */
    async temporariesFor(repoPaths) {
        const temporaries = repoPaths.map((repoPath) => this.nameTemporary(repoPath));
        await Promise.all([...new Set(temporaries.map((temporary) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(temporary)))].map((folder) => this.ensureFolder(folder)));
        return temporaries;
    }
    /** Names and registers the temporary of `repoPath`; its folder is the caller's to ensure. */
    nameTemporary(repoPath) {
        this.throwIfCancelled([repoPath]);
        // From the first temporary on, a cancelled run removes them before it ends.
        this.forgetOnCancel ??= this.registerForCancel();
        const { newFolder } = this.slot(repoPath);
        let temporary;
        if (newFolder !== undefined) {
            let staging = this.staged.get(newFolder);
            if (staging === undefined) {
                const folder = this.absolute(newFolder);
                staging = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(folder), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(folder)}.${this.token}.tmp`);
                this.staged.set(newFolder, staging);
            }
            temporary = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(staging, ...repoPath.slice(newFolder.length + 1).split('/'));
        }
        else {
            this.counter += 1;
            const target = this.absolute(repoPath);
            temporary = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(target)}.${this.token}-${this.counter}.tmp`);
        }
        this.temporaries.set(repoPath, temporary);
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
     * Renames every temporary over its target, and every staging folder into the place of its
     * missing folder, after checking every folder on the way again. A missing folder that appeared
     * meanwhile as a real folder gets the staged files one by one instead.
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
        const listings = new _folder_listing_js__WEBPACK_IMPORTED_MODULE_5__/* .FolderListings */ .y(this.root);
        const problems = new Map();
        const note = (problem, paths) => problems.set(problem, [...(problems.get(problem) ?? []), ...paths]);
        const slice = (0,_time_slice_js__WEBPACK_IMPORTED_MODULE_7__/* .timeSlices */ .H)(RENAME_SLICE_MS);
        for (const repoPath of single) {
            await slice();
            const problem = inspectFolders(listings, repoPath);
            if (problem !== undefined)
                note(problem, [repoPath]);
        }
        const whole = new Set();
        for (const [folder, inFolder] of byFolder) {
            const kind = listings.kindOf(folder);
            const problem = inspectFolders(listings, folder) ??
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
        throwProblems(problems);
        this.throwIfCancelled(repoPaths);
        for (const folder of whole) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(this.staged.get(folder) ?? '', this.absolute(folder));
            for (const repoPath of byFolder.get(folder) ?? [])
                this.settle(repoPath);
        }
        // One synchronous rename after another, the event loop getting a turn every RENAME_SLICE_MS:
        // renames of small files through the thread pool cost several times more (docs/benchmarks.md).
        for (const repoPath of single) {
            await slice();
            this.throwIfCancelled([repoPath]);
            const temporary = this.temporaries.get(repoPath);
            if (temporary === undefined)
                continue;
            const { newFolder } = this.slot(repoPath);
            const target = this.absolute(repoPath);
            if (newFolder !== undefined)
                await this.ensureFolder((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target));
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(temporary, target);
            this.settle(repoPath);
        }
        return repoPaths.map((repoPath) => ({
            repoPath,
            status: this.slot(repoPath).existing === undefined ? 'added' : 'changed',
        }));
    }
    settle(repoPath) {
        this.temporaries.delete(repoPath);
        this.renamed.add(repoPath);
    }
    /** Removes the temporaries not renamed and the folders this write created (those left empty). */
    async discard() {
        const limit = (0,p_limit__WEBPACK_IMPORTED_MODULE_8__/* ["default"] */ .A)(FILE_SYSTEM_CONCURRENCY);
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
     * On cancellation, first no new name and the folders being created finish (a `mkdir` still on
     * its way would make a folder after the removal), then `removeForCancel`.
     */
    registerForCancel() {
        const forgetStop = (0,_cancellation_js__WEBPACK_IMPORTED_MODULE_3__/* .onCancelStop */ .S3)(async () => {
            this.cancelled = true;
            await Promise.allSettled([...this.folders.values()]);
        });
        const forgetClean = (0,_cancellation_js__WEBPACK_IMPORTED_MODULE_3__/* .onCancelClean */ .pz)(() => this.removeForCancel());
        return () => {
            forgetStop();
            forgetClean();
        };
    }
    /**
     * discard for a cancelled run, synchronous so that nothing of this run writes between it and
     * the end of the process: the temporaries not renamed, the staging folders not renamed into
     * place (with what they hold), and the folders this write created, those left empty.
     */
    removeForCancel() {
        for (const temporary of this.temporaries.values())
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(temporary, { force: true });
        this.temporaries.clear();
        // A staging folder renamed into place is gone from here; one that was not holds only temporaries.
        for (const staging of this.staged.values())
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(staging, { recursive: true, force: true });
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
            throw new WriteError('write-failed', 'The run was cancelled; nothing more is written.', { paths });
    }
    ensureFolder(folder) {
        if (folder === this.root)
            return Promise.resolve(false);
        let done = this.folders.get(folder);
        if (done === undefined) {
            done = this.ensureFolder((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(folder)).then(async () => {
                const created = await createFolder(folder);
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
 * Phase 2 of the safe unzip for staged files: copies them into the repository through a
 * RepositoryWrite. Files with identical bytes are not touched; nothing is ever deleted. A copy
 * that fails (a full disk) fails before any target file has changed.
 */
async function writeStagedFiles(options) {
    const write = await RepositoryWrite.prepare(options.repoRoot, options.files.map((file) => file.repoPath));
    const limit = (0,p_limit__WEBPACK_IMPORTED_MODULE_8__/* ["default"] */ .A)(FILE_SYSTEM_CONCURRENCY);
    const unchanged = [];
    try {
        const same = await Promise.all(options.files.map((file) => limit(async () => {
            const { existing } = write.slot(file.repoPath);
            return (existing !== undefined &&
                existing.size === file.size &&
                (await (0,_local_files_js__WEBPACK_IMPORTED_MODULE_6__.sha1OfFile)(write.absolute(file.repoPath))) === file.sha1);
        })));
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
        throw asWriteError(error, options.files.map((file) => file.repoPath));
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
/** A WriteError as it is; any other failure of a write (a full disk, permissions) as write-failed. */
function asWriteError(error, repoPaths) {
    if (error instanceof WriteError)
        return error;
    return new WriteError('write-failed', `Could not write the downloaded translations into the repository (${String(error)}). Files already renamed into place stay; check free disk space and permissions, then rerun the workflow.`, { paths: [...repoPaths].sort(), cause: error });
}
/** Repository paths come from the service's file list: they get the same checks as entry names. */
function checkRepoPaths(repoPaths) {
    const unsafe = repoPaths.filter((repoPath) => (0,_extract_names_js__WEBPACK_IMPORTED_MODULE_4__/* .checkEntryName */ ._$)(repoPath) !== undefined ||
        repoPath.endsWith('/') ||
        repoPath.split('/').some((part) => part.toLowerCase() === '.git'));
    if (unsafe.length > 0)
        throw new WriteError('write-unsafe-path', describeProblem('write-unsafe-path', unsafe), {
            paths: unsafe,
        });
    const keys = new Map();
    const conflicts = new Set();
    for (const repoPath of repoPaths) {
        const key = (0,_extract_names_js__WEBPACK_IMPORTED_MODULE_4__/* .collisionKey */ .EE)(repoPath);
        const other = keys.get(key);
        if (other !== undefined)
            conflicts.add(other).add(repoPath);
        keys.set(key, repoPath);
    }
    // A path that is also the folder of another path cannot be both a file and a folder.
    for (const repoPath of repoPaths) {
        const parts = (0,_extract_names_js__WEBPACK_IMPORTED_MODULE_4__/* .collisionKey */ .EE)(repoPath).split('/');
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
/**
 * The folders on the way to `repoPath`, from the root down: the problem with them, if any, and
 * the first one that does not exist (then none below it does either).
 */
function walkFolders(listings, repoPath) {
    const parts = repoPath.split('/');
    for (let length = 1; length < parts.length; length++) {
        const folder = parts.slice(0, length).join('/');
        const kind = listings.kindOf(folder);
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
function inspectFolders(listings, repoPath) {
    const walked = walkFolders(listings, repoPath);
    return 'problem' in walked ? walked.problem : undefined;
}
/**
 * Checks a repository path from the root down, never following a link; lstat only for files that
 * exist. For a file whose folder is missing, names the first missing folder on its way.
 */
function inspectPath(listings, repoPath) {
    const walked = walkFolders(listings, repoPath);
    if ('problem' in walked)
        return walked;
    if (walked.missing !== undefined)
        return { existing: undefined, newFolder: walked.missing };
    const kind = listings.kindOf(repoPath);
    if (kind === 'missing')
        return { existing: undefined, newFolder: undefined };
    if (kind === 'symlink')
        return { problem: 'write-symlink' };
    if (kind !== 'file')
        return { problem: 'write-not-a-file' };
    const stats = listings.stats(repoPath);
    if (stats === undefined)
        return { existing: undefined, newFolder: undefined };
    if (stats.isSymbolicLink())
        return { problem: 'write-symlink' };
    if (!stats.isFile())
        return { problem: 'write-not-a-file' };
    return { existing: { size: stats.size, mode: stats.mode & 0o7777 }, newFolder: undefined };
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


/***/ })

};
