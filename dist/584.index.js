export const id = 584;
export const ids = [584,666];
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

/***/ 2094:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MO: () => (/* binding */ SECOND_THREAD),
/* harmony export */   Ou: () => (/* binding */ claimSlots),
/* harmony export */   tK: () => (/* binding */ claimEntry),
/* harmony export */   zp: () => (/* binding */ MAIN_THREAD)
/* harmony export */ });
/* unused harmony export FREE */
/**
 * Work shared by two threads through one slot per item in shared memory: each item goes to
 * whichever thread first turns its slot from FREE to its own mark. The main thread claims from
 * the front, the other thread from the back, so they meet wherever their pace puts them, and a
 * thread that starts late simply takes less (inflate-thread.ts, local-files.ts).
 */
const FREE = 0;
const MAIN_THREAD = 1;
/** The other thread: the inflate thread (inflate-thread.ts), or the hash thread (hash-thread.ts). */
const SECOND_THREAD = 2;
/** Takes slot `slot` for `by`; false when the other thread has it already. */
function claimEntry(claims, slot, by) {
    return Atomics.compareExchange(claims, slot, FREE, by) === FREE;
}
/** One slot per item, in memory both threads see. */
function claimSlots(items) {
    return new Int32Array(new SharedArrayBuffer(Math.max(1, items) * Int32Array.BYTES_PER_ELEMENT));
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
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_6___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_6__);
/* harmony import */ var _claims_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2094);
/* harmony import */ var _folder_listing_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9670);
/* harmony import */ var _time_slice_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3009);







/**
 * What the repository holds: SHA-1 of local files (big ones streamed, never read whole), the files that
 * match `source-files`, and the ignore rules of the inputs and of `.wti`.
 */
/** SHA-1 of a regular file's bytes; undefined when it is missing or not a regular file. */
async function sha1OfFile(absolutePath) {
    try {
        const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(absolutePath);
        if (!stats.isFile())
            return undefined;
    }
    catch (error) {
        if (error.code === 'ENOENT' ||
            error.code === 'ENOTDIR') {
            return undefined;
        }
        throw error;
    }
    return sha1OfStream(absolutePath);
}
/** Files up to this size are read in one call; bigger ones stream, so memory stays bounded. */
const READ_WHOLE_MAX_BYTES = 1024 * 1024;
async function sha1OfStream(absolutePath) {
    const hash = process.getBuiltinModule('node:crypto').createHash('sha1');
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(absolutePath, 'r');
    try {
        const { size } = await handle.stat();
        if (size <= READ_WHOLE_MAX_BYTES)
            return hash.update(await handle.readFile()).digest('hex');
        for await (const chunk of handle.createReadStream({ autoClose: false }))
            hash.update(chunk);
    }
    finally {
        await handle.close();
    }
    return hash.digest('hex');
}
/** Bytes read at once while hashing: one buffer for every file, so memory does not grow with them. */
const HASH_CHUNK_BYTES = 256 * 1024;
/** The event loop gets a turn at least this often while files are hashed (a timer, a signal). */
const HASH_SLICE_MS = 20;
/**
 * SHA-1 of a regular file read with synchronous calls into `buffer`, chunk by chunk. For the small
 * files of a translation project one open, one read and one close on the main thread cost
 * a fraction of the four thread-pool round trips of fs/promises (open, fstat, read, close): 9,000
 * files took 0.8 s that way and take about a fifth of it this way (docs/benchmarks.md). With
 * `blobs`, the same read also gives the file's git blob (one fstat more, for the size and mode).
 */
function sha1OfFileSync(absolutePath, buffer, blobs) {
    const { createHash } = process.getBuiltinModule('node:crypto');
    const hash = createHash('sha1');
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(absolutePath, 'r');
    try {
        const stats = blobs === undefined ? undefined : (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        const blob = stats === undefined ? undefined : createHash('sha1').update(`blob ${stats.size}\0`);
        let size = 0;
        for (;;) {
            const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, 0, buffer.length, null);
            const bytes = buffer.subarray(0, read);
            hash.update(bytes);
            blob?.update(bytes);
            size += read;
            // A read of a regular file comes back short only at its end: no second read to learn it.
            if (read < buffer.length)
                break;
        }
        // A file that changed size while it was read has no blob: whoever relies on one checks again.
        if (blobs !== undefined && blob !== undefined && stats?.size === size) {
            blobs.into.set(blobs.file, { id: blob.digest('hex'), executable: (stats.mode & 0o100) !== 0 });
        }
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
    return hash.digest('hex');
}
/**
 * SHA-1 of each repository path that is a regular file; undefined for the others. What exists is
 * learned from one listing per folder (folder-listing.ts), so a pull into an empty checkout costs
 * no failing lstat per file; only regular files are opened, one after another with synchronous
 * reads (sha1OfFileSync), giving the event loop a turn every HASH_SLICE_MS. With `blobs`, the git
 * blob of each regular file is added to it from the same read; `listings`, the folders as a screen
 * just before read them (the pull's), saves reading them again. With `thread`, that thread hashes
 * the files from the back while this one hashes them from the front (hash-thread.ts).
 */
async function localSha1Map(workspace, paths, options = {}) {
    const { blobs, listings = new _folder_listing_js__WEBPACK_IMPORTED_MODULE_3__/* .FolderListings */ .y(workspace), thread } = options;
    const hashes = new Map();
    // In the order asked, whichever thread hashes a file.
    const files = [];
    for (const file of paths) {
        if (hashes.has(file))
            continue;
        hashes.set(file, undefined);
        if (listings.kindOf(file) === 'file')
            files.push(file);
    }
    const claims = (0,_claims_js__WEBPACK_IMPORTED_MODULE_5__/* .claimSlots */ .Ou)(files.length);
    const shared = thread?.hash({ root: workspace, paths: files, claims, blobs: blobs !== undefined }, (results) => {
        for (const { index, sha1, blob } of results) {
            const file = files[index] ?? '';
            hashes.set(file, sha1);
            if (blob !== undefined)
                blobs?.set(file, blob);
        }
    });
    shared?.catch(() => undefined); // Awaited below, once this thread is done.
    const buffer = Buffer.allocUnsafe(HASH_CHUNK_BYTES);
    const slice = (0,_time_slice_js__WEBPACK_IMPORTED_MODULE_4__/* .timeSlices */ .H)(HASH_SLICE_MS);
    try {
        for (const [slot, file] of files.entries()) {
            await slice();
            if (!(0,_claims_js__WEBPACK_IMPORTED_MODULE_5__/* .claimEntry */ .tK)(claims, slot, _claims_js__WEBPACK_IMPORTED_MODULE_5__/* .MAIN_THREAD */ .zp))
                break;
            hashes.set(file, sha1OfFileSync(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(workspace, file), buffer, blobs === undefined ? undefined : { file, into: blobs }));
        }
    }
    catch (error) {
        // The other thread stops after the file it is on.
        for (let slot = 0; slot < files.length; slot++)
            (0,_claims_js__WEBPACK_IMPORTED_MODULE_5__/* .claimEntry */ .tK)(claims, slot, _claims_js__WEBPACK_IMPORTED_MODULE_5__/* .MAIN_THREAD */ .zp);
        await shared?.catch(() => undefined);
        throw error;
    }
    await shared;
    return hashes;
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
        ...inputGlobs.map((pattern) => picomatch__WEBPACK_IMPORTED_MODULE_6___default()(pattern, { dot: true })),
        ...wtiGlobs.map((pattern) => picomatch__WEBPACK_IMPORTED_MODULE_6___default()(pattern, { dot: true, bash: true })),
    ];
    return (file) => matchers.some((matches) => matches(file));
}


/***/ }),

/***/ 3009:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ timeSlices)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);

/** Steps between two readings of the clock. */
const CLOCK_EVERY = 16;
/**
 * For loops of synchronous file calls (docs/decisions.md, Speed): the returned function, awaited
 * before each step, gives the event loop a turn once `ms` have passed since the last one, so
 * timers and signals are not held up for long.
 */
function timeSlices(ms) {
    let started = performance.now();
    let steps = 0;
    return async () => {
        // The clock is read every CLOCK_EVERY steps: performance.now() costs about 2 us a call, 16 ms
        // of a 9,000-file no-op when read at every file (a CPU profile of the hashing).
        if (++steps % CLOCK_EVERY !== 0 || performance.now() - started <= ms)
            return;
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setImmediate)();
        started = performance.now();
    };
}


/***/ })

};
