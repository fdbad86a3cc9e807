export const id = 859;
export const ids = [859];
export const modules = {

/***/ 6859:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pullGlossary: () => (/* binding */ pullGlossary)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _sync_download_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4955);
/* harmony import */ var _sync_write_safely_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6631);





/**
 * The `glossary-file` step of a pull: the service's glossary as TBX (TermBase to TBX), written to
 * the repository only when its bytes differ, and added to the pull's files and target paths so
 * that it travels in the same translation pull request. The write goes through the same safe writer as
 * the translations: staged outside the repository, never through a symlink.
 */
async function pullGlossary(options) {
    const { logger, repoPath, pull } = options;
    const tbx = Buffer.from(await options.terms.toTbx(), 'utf8');
    const root = options.tempRoot ?? (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)();
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(root, { recursive: true });
    const stagingDir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, 'translation-sync-glossary-'));
    try {
        const result = await (0,_sync_write_safely_js__WEBPACK_IMPORTED_MODULE_4__/* .writeStagedFiles */ .jv)({
            repoRoot: options.workspace,
            files: [await (0,_sync_download_js__WEBPACK_IMPORTED_MODULE_3__/* .stageBytes */ .G_)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(stagingDir, 'glossary.tbx'), repoPath, tbx)],
        });
        // The branch is rebuilt from every target path, so the glossary joins them even when unchanged.
        const targetPaths = pull.targetPaths.includes(repoPath)
            ? pull.targetPaths
            : [...pull.targetPaths, repoPath];
        const written = result.written[0];
        if (written === undefined) {
            logger.info(`The glossary in ${repoPath} is up to date.`);
            return { ...pull, targetPaths };
        }
        logger.info(`Wrote the glossary to ${repoPath} (${written.status}).`);
        // Not a locale's file: it adds to the pull request's files, not to any locale's counts.
        const change = { path: repoPath, locale: '', status: written.status, keys: undefined };
        // The pull's git blobs no longer describe the worktree once a file was written after it.
        return { ...pull, files: [...pull.files, change], targetPaths, worktreeBlobs: undefined };
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(stagingDir, { recursive: true, force: true });
    }
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
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4700);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3334);




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
    logger.info(`Downloaded ${(0,_words_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(staged.length, 'file')} one by one (${staged.reduce((sum, file) => sum + file.size, 0)} bytes).`);
    return staged;
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
