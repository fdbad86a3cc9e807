export const id = 388;
export const ids = [388];
export const modules = {

/***/ 2089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ InflateThread),
/* harmony export */   serveInflateThread: () => (/* binding */ serveInflateThread)
/* harmony export */ });
/* unused harmony export inflateJob */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _background_writer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6907);
/* harmony import */ var _claims_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2094);
/* harmony import */ var _extract_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(296);
/* harmony import */ var _extract_inflate_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5288);
/* harmony import */ var _inflate_role_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3641);
/* harmony import */ var _worker_job_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7059);
/* harmony import */ var _young_generation_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9150);









/** Results go back in batches of this many entries. */
const RESULTS_PER_REPLY = 256;
/** The archive is read in blocks of this size; an entry's compressed bytes are a slice of one. */
const BLOCK_BYTES = 1024 * 1024;
/**
 * The thread's work, synchronous, also callable on any thread: from the last entry back, claims
 * each entry (and stops at the first the main thread has claimed: it claims from the front, so
 * every entry before that one is its own), reads its compressed bytes from the archive, inflates
 * and checks them (size, CRC-32), counts their keys with `compare` and writes them to their
 * temporary. Throws the first problem.
 */
function inflateJob(job, compare, report) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(job.archivePath, 'r');
    try {
        let block = Buffer.alloc(0);
        let blockStart = 0;
        const bytesAt = (position, length) => {
            if (position >= blockStart && position + length <= blockStart + block.length)
                return block.subarray(position - blockStart, position - blockStart + length);
            const size = Math.max(length, BLOCK_BYTES);
            // The entries come last first: a block ends where the entry does, and holds the ones before it.
            const start = Math.max(0, position + length - size);
            const buffer = Buffer.allocUnsafe(size);
            const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, 0, size, start);
            block = buffer.subarray(0, read);
            blockStart = start;
            const from = position - start;
            return block.subarray(from, Math.min(from + length, read));
        };
        let results = [];
        for (let slot = job.entries.length - 1; slot >= 0; slot--) {
            const entry = job.entries[slot];
            if (entry === undefined || !(0,_claims_js__WEBPACK_IMPORTED_MODULE_6__/* .claimEntry */ .tK)(job.claims, slot, _claims_js__WEBPACK_IMPORTED_MODULE_6__/* .SECOND_THREAD */ .MO))
                break;
            const bytes = (0,_extract_inflate_js__WEBPACK_IMPORTED_MODULE_4__/* .inflateInMemory */ .E9)(entry.name, entry.header, bytesAt(entry.dataStart, entry.header.compressedSize));
            const comparison = compare(entry.file, bytes);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(entry.path, bytes, { flag: 'wx' });
            results.push({ index: entry.index, size: bytes.length, comparison });
            if (results.length >= RESULTS_PER_REPLY) {
                report(results);
                results = [];
            }
        }
        if (results.length > 0)
            report(results);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** The thread's side: serves jobs until the main thread ends it. */
async function serveInflateThread() {
    const port = process.getBuiltinModule('node:worker_threads').parentPort;
    if (port === null)
        return;
    const { compareDownload } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(273), __webpack_require__.e(6), __webpack_require__.e(712), __webpack_require__.e(591)]).then(__webpack_require__.bind(__webpack_require__, 1591));
    port.on('message', (job) => {
        let debug = [];
        const logger = { debug: (message) => debug.push(message) };
        try {
            inflateJob(job, (file, bytes) => compareDownload(file, bytes, undefined, logger), (results) => {
                port.postMessage({ kind: 'results', results, debug });
                debug = [];
            });
            port.postMessage({ kind: 'done' });
        }
        catch (error) {
            port.postMessage({ kind: 'failed', error: serialize(error) });
        }
    });
}
function serialize(error) {
    if (error instanceof _extract_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ArchiveError */ .di)
        return { kind: 'archive', code: error.code, message: error.message, entries: error.entries };
    const system = error;
    return {
        kind: 'system',
        message: error instanceof Error ? error.message : String(error),
        ...(system.code === undefined ? {} : { code: system.code }),
        ...(system.syscall === undefined ? {} : { syscall: system.syscall }),
        ...(system.path === undefined ? {} : { path: system.path }),
        ...(system.errno === undefined ? {} : { errno: system.errno }),
    };
}
function revive(error) {
    if (error.kind === 'archive')
        return _extract_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ArchiveError */ .di.revive(error.code, error.message, error.entries);
    return (0,_background_writer_js__WEBPACK_IMPORTED_MODULE_2__/* .threadFsError */ .y)(error);
}
/** The main thread's handle on an inflate thread, started from the bundle. */
class InflateThread {
    worker;
    constructor(worker) {
        this.worker = worker;
        worker.unref();
        worker.once('online', _young_generation_js__WEBPACK_IMPORTED_MODULE_5__/* .reassertYoungGeneration */ .u);
    }
    /** A thread, or undefined without a bundle to start or where threads cannot be started. */
    static tryStart() {
        const entryUrl = (0,_inflate_role_js__WEBPACK_IMPORTED_MODULE_7__/* .inflateThreadEntry */ .AX)();
        if (entryUrl === undefined)
            return undefined;
        try {
            return new InflateThread(new (process.getBuiltinModule('node:worker_threads').Worker)((0,node_url__WEBPACK_IMPORTED_MODULE_1__.fileURLToPath)(entryUrl), {
                workerData: { role: _inflate_role_js__WEBPACK_IMPORTED_MODULE_7__/* .INFLATE_THREAD_ROLE */ .Sr },
                argv: [_inflate_role_js__WEBPACK_IMPORTED_MODULE_7__/* .INFLATE_THREAD_ROLE */ .Sr],
                execArgv: [],
                stdout: false,
            }));
        }
        catch {
            return undefined;
        }
    }
    /**
     * Runs one job; `onResults` gets each batch as it comes (and the debug lines to log). Rejects
     * with the thread's first problem, as the same work on this thread would have thrown it.
     */
    run(job, onResults) {
        return (0,_worker_job_js__WEBPACK_IMPORTED_MODULE_8__/* .runWorkerJob */ .p)(this.worker, job, (reply) => {
            if (reply.kind === 'results')
                onResults(reply.results, reply.debug);
            else if (reply.kind === 'done')
                return 'done';
            else
                return revive(reply.error);
            return undefined;
        }, 'inflate thread');
    }
    /** Stops the thread; a write it was making ends before this resolves. */
    async close() {
        await (0,_worker_job_js__WEBPACK_IMPORTED_MODULE_8__/* .stopWorker */ .f)(this.worker);
    }
}


/***/ }),

/***/ 8388:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_MAX_ARCHIVE_BYTES: () => (/* binding */ DEFAULT_MAX_ARCHIVE_BYTES),
/* harmony export */   extractLimitsFor: () => (/* binding */ extractLimitsFor),
/* harmony export */   guard: () => (/* binding */ guard),
/* harmony export */   stageDownloads: () => (/* binding */ stageDownloads)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _background_writer_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6907);
/* harmony import */ var _cancellation_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5496);
/* harmony import */ var _extract_inflate_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5288);
/* harmony import */ var _claims_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(2094);
/* harmony import */ var _inflate_thread_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2089);
/* harmony import */ var _download_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4955);
/* harmony import */ var _extract_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3989);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(4816);
/* harmony import */ var _write_safely_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6631);













/**
 * The download and staging half of a pull (pull.ts plans and reports): archives or single files
 * downloaded outside the repository, every archive checked whole, each changed file inflated once
 * beside its target and compared key by key while its bytes are in memory, then renamed into
 * place by `commit`.
 */
const DEFAULT_MAX_ARCHIVE_BYTES = 1024 * 1024 * 1024;
/** At most this many files go file by file, and only when they are at most a quarter of their locales' files. */
const FILE_BY_FILE_MAX = 64;
const FILE_BY_FILE_SHARE = 4;
/** From this many planned files on, new files are written on a writer thread (background-writer.ts). */
const BACKGROUND_WRITE_FROM = 256;
/**
 * From this many planned files on, and as many new small files in an archive, a second thread
 * shares those with the main thread (inflate-thread.ts): starting it costs about as much as 200
 * files.
 */
const PARALLEL_FROM = 512;
/**
 * ...and only where the machine has a core for it beside the main thread and the writer. On two
 * cores the kernel's file creation (the writer's part) already holds the pull back: the thread
 * took over a third of a 9,000-file pull's files, but the pull took as long, its load slowed the
 * download, and it added 40 MiB to the peak (docs/benchmarks.md, thirteenth round).
 */
const INFLATE_THREAD_CORES = 3;
function coresForInflateThread() {
    return process.getBuiltinModule('node:os').availableParallelism() >= INFLATE_THREAD_CORES;
}
/**
 * What the thread may take of an archive: every small entry the repository does not have (a new
 * file is counted, not compared, and always written). The main thread claims them from the
 * front, the thread from the back (inflate-thread.ts), so that both finish together whatever each
 * one's pace: a thread that starts late, or a disk that slows the thread's own writes, leaves it
 * fewer. Their temporaries are named and registered here, and their declared sizes taken from
 * the budget (every entry is checked to inflate to exactly its declared size); the main thread
 * gives an entry's size back when it claims it, since it takes it again as it inflates.
 * Undefined when there are too few for a thread to pay.
 */
async function shareWithThread(thread, archivePath, archive, localSha1, fileOf, destinations, budget) {
    if (thread === undefined)
        return undefined;
    const fresh = archive.plan.targets
        .map((target, index) => ({ target, index }))
        .filter(({ target }) => (0,_extract_inflate_js__WEBPACK_IMPORTED_MODULE_6__/* .fitsInMemory */ .Bm)(target.entry) && localSha1.get(target.repoPath) === undefined);
    if (fresh.length < PARALLEL_FROM)
        return undefined;
    const paths = new Map();
    const slotOf = new Map();
    const entries = [];
    const files = await destinations(fresh);
    for (const [slot, { target, index }] of fresh.entries()) {
        const file = files[slot] ?? '';
        paths.set(index, file);
        slotOf.set(index, entries.length);
        const { compressionMethod, compressedSize, uncompressedSize, crc32 } = target.entry;
        budget.remainingTotalBytes -= uncompressedSize;
        entries.push({
            index,
            name: target.name,
            header: { compressionMethod, compressedSize, uncompressedSize, crc32 },
            dataStart: archive.dataStarts.get(target) ?? 0,
            path: file,
            file: fileOf(target),
        });
    }
    const claims = (0,_claims_js__WEBPACK_IMPORTED_MODULE_11__/* .claimSlots */ .Ou)(entries.length);
    return {
        paths,
        inflated: new Map(),
        claim: (index) => {
            const slot = slotOf.get(index);
            if (slot === undefined)
                return true;
            if (!(0,_claims_js__WEBPACK_IMPORTED_MODULE_11__/* .claimEntry */ .tK)(claims, slot, _claims_js__WEBPACK_IMPORTED_MODULE_11__/* .MAIN_THREAD */ .zp))
                return false;
            budget.remainingTotalBytes += entries[slot]?.header.uncompressedSize ?? 0;
            return true;
        },
        stop: () => {
            for (let slot = 0; slot < entries.length; slot++)
                (0,_claims_js__WEBPACK_IMPORTED_MODULE_11__/* .claimEntry */ .tK)(claims, slot, _claims_js__WEBPACK_IMPORTED_MODULE_11__/* .MAIN_THREAD */ .zp);
        },
        run: (onResults) => thread.run({ archivePath, entries, claims }, onResults),
    };
}
/** The removal guard and, with it, the format parsers. */
function guard() {
    return Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(273), __webpack_require__.e(712), __webpack_require__.e(972)]).then(__webpack_require__.bind(__webpack_require__, 1591));
}
/** The repository's copy of a file the hashing found; undefined when it has gone since. */
function readIfPresent(file) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    }
}
/** Archive entries allowed per file the service lists for the archive, and a floor for the folders an archive may list too. */
const ENTRY_MARGIN = 1.25;
const ENTRY_FLOOR = 100;
/** Bytes an archive may inflate to, per byte downloaded, above the default total. */
const INFLATED_PER_DOWNLOADED_BYTE = 20;
/**
 * The extraction limits for one archive, from what Show Project lists for it: a 30,000-file
 * project's archive holds 30,000 entries, where a fixed limit would refuse it or allow any bomb
 * its size. Entries: the files listed for the archive's locales (and their folders, which an
 * archive may list as entries), with a margin. Total size: the service lists no sizes, so it
 * grows with the download instead (INFLATED_PER_DOWNLOADED_BYTE), never below the default.
 * Per-file size and ratio stay fixed. `overrides` wins (docs/decisions.md, Extraction).
 */
function extractLimitsFor(listed, archiveBytes, overrides = {}) {
    const folders = new Set(listed.map((file) => file.name.split('/').slice(0, -1).join('/')));
    return {
        ..._extract_js__WEBPACK_IMPORTED_MODULE_9__/* .DEFAULT_EXTRACT_LIMITS */ .xq,
        maxEntries: Math.ceil((listed.length + folders.size) * ENTRY_MARGIN) + ENTRY_FLOOR,
        maxTotalBytes: Math.max(_extract_js__WEBPACK_IMPORTED_MODULE_9__/* .DEFAULT_EXTRACT_LIMITS */ .xq.maxTotalBytes, archiveBytes * INFLATED_PER_DOWNLOADED_BYTE),
        ...overrides,
    };
}
/**
 * Downloads for a few files of big locales go file by file (Show File): after one master changed,
 * its target in each locale is all that is needed, and the locale archives would carry every other
 * file of those locales too. Otherwise archives: one for everything, or one per locale that needs
 * a download. Nothing reaches a target path before `commit`.
 */
async function stageDownloads(options, downloads, neededLocales, selection, remoteFiles, localSha1, known, tempDir, result, 
/** Called once the downloads are asked for: work that should not hold the requests back. */
afterRequests) {
    const { service, logger } = options;
    const needed = (0,_plan_js__WEBPACK_IMPORTED_MODULE_12__/* .localeMatcher */ .z6)(neededLocales);
    const targetsInNeededLocales = remoteFiles.filter((file) => file.masterId !== null && needed(file.locale)).length;
    if (downloads.length <= FILE_BY_FILE_MAX &&
        downloads.length * FILE_BY_FILE_SHARE <= targetsInNeededLocales) {
        const downloading = (0,_download_js__WEBPACK_IMPORTED_MODULE_8__/* .downloadTargetFiles */ .nU)({
            service,
            downloads,
            stagingDir: node_path__WEBPACK_IMPORTED_MODULE_3___default().join(tempDir, 'files'),
            logger,
        });
        afterRequests();
        const staged = await downloading;
        result.downloadedBytes = staged.reduce((sum, file) => sum + file.size, 0);
        const files = staged.filter((file) => localSha1.get(file.repoPath) !== file.sha1);
        return {
            files,
            present: staged.map((file) => file.repoPath),
            compared: new Map(),
            commit: async () => (await (0,_extract_js__WEBPACK_IMPORTED_MODULE_9__/* .writeStagedFiles */ .jv)({ repoRoot: options.workspace, files })).written,
            discard: () => Promise.resolve(),
        };
    }
    const downloading = (0,_download_js__WEBPACK_IMPORTED_MODULE_8__/* .downloadArchives */ .Iq)({
        service,
        // One archive of everything when every target locale needs it; otherwise only the locales that do.
        locales: selection.all && neededLocales.length === selection.locales.length ? 'all' : neededLocales,
        tempDir,
        maxBytes: options.maxArchiveBytes ?? DEFAULT_MAX_ARCHIVE_BYTES,
        logger,
    });
    // The requests are written to their sockets within this turn of the event loop; the synchronous
    // work below waits for the next, so that it runs while the archives are on the wire instead of
    // before they are asked for. The removal guard and its format parsers load meanwhile too.
    downloading.catch(() => undefined); // Awaited below; not an unhandled rejection meanwhile.
    await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_2__.setImmediate)();
    afterRequests();
    guard().catch(() => undefined); // A failure to load surfaces where the guard is awaited.
    // Many new files are written on a thread of their own (background-writer.ts), and share the
    // inflating, checking and key counting with a second thread (inflate-thread.ts) where there are
    // cores for it: started now, both have loaded by the time the archives are checked.
    const threads = {
        writer: downloads.length >= BACKGROUND_WRITE_FROM ? _background_writer_js__WEBPACK_IMPORTED_MODULE_4__/* .BackgroundWriter */ ._.tryStart() : undefined,
        inflate: downloads.length >= PARALLEL_FROM && coresForInflateThread() ? _inflate_thread_js__WEBPACK_IMPORTED_MODULE_7__/* .InflateThread */ .U.tryStart() : undefined,
        // A cancelled run stops them before it removes what they wrote (cancellation.ts).
        forget: (0,_cancellation_js__WEBPACK_IMPORTED_MODULE_5__/* .onCancelStop */ .S3)(() => closeThreads(threads)),
    };
    // While the archives download, the repository's folders are read for every planned file (the
    // targets an archive may hold are among them): 0.15 s for 9,000 files that would otherwise come
    // after the download (docs/benchmarks.md). It only reads; nothing is written before the archives
    // are checked.
    const preparing = settled(options.dryRun
        ? Promise.resolve(undefined)
        : _write_safely_js__WEBPACK_IMPORTED_MODULE_10__/* .RepositoryWrite */ .S8.prepare(options.workspace, downloads.map((download) => download.path)));
    let archives;
    try {
        archives = await downloading;
    }
    catch (error) {
        await closeThreads(threads);
        await (await preparing).value?.discard();
        throw error;
    }
    result.archives = archives.length;
    result.downloadedBytes = archives.reduce((sum, archive) => sum + archive.bytes, 0);
    return stageArchives(options, archives, downloads, remoteFiles, localSha1, known, tempDir, preparing, threads);
}
/** Stops both threads; a file one of them was writing is whole or absent when this resolves. */
async function closeThreads(threads) {
    await threads.inflate?.close();
    await threads.writer?.close();
    threads.forget();
}
/** A promise that never rejects: its outcome is read when the caller gets to it. */
async function settled(promise) {
    try {
        return { value: await promise };
    }
    catch (cause) {
        return { error: { cause } };
    }
}
/**
 * Every archive is checked whole before anything is inflated; then each target whose bytes differ
 * from the repository's is inflated once, straight into a temporary file beside its target (with
 * dry-run: into the staging folder), and `commit` renames it into place. One write per file.
 */
async function stageArchives(options, archives, downloads, remoteFiles, localSha1, known, tempDir, 
/** The write prepared during the download for every planned file; undefined with dry-run. */
preparing, threads) {
    const { workspace, logger, dryRun } = options;
    // Only the planned target files may be written; the project's other files are expected in the
    // archive and skipped quietly; anything else is skipped with a warning (R22).
    const checked = [];
    const budgets = [];
    let write;
    const { writer, inflate: thread } = threads;
    try {
        for (const archive of archives) {
            const inArchive = (locale) => archive.locale === undefined || (0,_plan_js__WEBPACK_IMPORTED_MODULE_12__/* .sameLocale */ .Jo)(locale, archive.locale);
            const allowed = new Map(downloads
                .filter((download) => inArchive(download.locale))
                .map((download) => [download.path, download.path]));
            const limits = extractLimitsFor(remoteFiles.filter((file) => inArchive(file.locale)), archive.bytes, options.extractLimits);
            checked.push(await (0,_extract_js__WEBPACK_IMPORTED_MODULE_9__/* .checkArchive */ .PI)({ archivePath: archive.path, allowed, known, limits, logger }));
            budgets.push(limits.maxTotalBytes);
        }
        const targets = checked.flatMap((archive) => archive.plan.targets);
        // A file the repository does not have is kept without hashing it.
        const differs = (target, sha1) => {
            const local = localSha1.get(target.repoPath);
            return local === undefined || local !== sha1();
        };
        // Each changed file is compared key by key while its bytes are in memory (removal-guard.ts):
        // nothing is read back, and only the counts and dropped keys are kept, never the contents.
        const downloadOf = new Map(downloads.map((download) => [download.path, download]));
        const fileOf = (target) => {
            const download = downloadOf.get(target.repoPath);
            return {
                repoPath: target.repoPath,
                stagedPath: '',
                locale: download?.locale ?? '',
                masterId: download?.file.masterId ?? 0,
            };
        };
        const { compareDownload } = await guard();
        const compared = new Map();
        const inspect = (target, bytes) => {
            const previous = localSha1.get(target.repoPath) === undefined
                ? undefined
                : readIfPresent(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(workspace, target.repoPath));
            compared.set(target.repoPath, compareDownload(fileOf(target), bytes, previous, logger));
        };
        const files = [];
        const stagingDir = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(tempDir, 'staged');
        if (dryRun)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(stagingDir);
        const prepared = await preparing;
        if (prepared.error !== undefined)
            throw prepared.error.cause;
        write = prepared.value;
        const repository = write;
        try {
            for (const [number, archive] of checked.entries()) {
                const destination = (target, index) => repository === undefined
                    ? Promise.resolve(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(stagingDir, `${number}-${index}`))
                    : repository.temporaryFor(target.repoPath);
                const destinations = (targets) => repository === undefined
                    ? Promise.resolve(targets.map(({ index }) => node_path__WEBPACK_IMPORTED_MODULE_3___default().join(stagingDir, `${number}-${index}`)))
                    : repository.temporariesFor(targets.map(({ target }) => target.repoPath));
                const budget = { remainingTotalBytes: budgets[number] ?? 0 };
                const archivePath = archives[number]?.path ?? '';
                const shared = await shareWithThread(thread, archivePath, archive, localSha1, fileOf, destinations, budget);
                if (shared !== undefined)
                    logger.debug(`The inflate thread shares ${shared.paths.size} new files of the ${archive.plan.targets.length} with the main thread.`);
                const threadDone = shared?.run((results, debug) => {
                    for (const line of debug)
                        logger.debug(line);
                    for (const { index, size, comparison } of results) {
                        const target = archive.plan.targets[index];
                        if (target === undefined)
                            continue;
                        shared.inflated.set(index, { target, size, sha1: undefined, path: shared.paths.get(index) });
                        compared.set(target.repoPath, comparison);
                    }
                });
                const [ours, theirs] = await Promise.allSettled([
                    (0,_extract_js__WEBPACK_IMPORTED_MODULE_9__/* .inflateArchive */ ._h)(archive, {
                        budget,
                        keep: differs,
                        inspect,
                        // A new file's temporary was named when it was offered to the thread.
                        destination: (target, index) => {
                            const named = shared?.paths.get(index);
                            return named === undefined ? destination(target, index) : Promise.resolve(named);
                        },
                        ...(writer === undefined ? {} : { write: (file, bytes) => writer.write(file, bytes) }),
                        ...(shared === undefined ? {} : { claim: shared.claim }),
                    }).catch((error) => {
                        // The pull fails: the thread need not write what would only be removed.
                        shared?.stop();
                        throw error;
                    }),
                    threadDone,
                ]);
                if (ours.status === 'rejected')
                    throw ours.reason;
                if (theirs.status === 'rejected')
                    throw theirs.reason;
                if (shared !== undefined)
                    logger.debug(`The inflate thread took ${shared.inflated.size} of the ${shared.paths.size} new files.`);
                const inflated = ours.value;
                for (const [index, file] of shared?.inflated.entries() ?? [])
                    inflated[index] = file;
                for (const { target, size, sha1, path: stagedPath } of inflated) {
                    if (stagedPath === undefined)
                        continue;
                    files.push({ entryName: target.name, repoPath: target.repoPath, stagedPath, size, sha1 });
                }
            }
            await writer?.flush();
            if (repository !== undefined) {
                // Only a file that replaces one has permission bits to keep.
                const replacing = files.filter((file) => repository.slot(file.repoPath).existing !== undefined);
                await (0,_write_safely_js__WEBPACK_IMPORTED_MODULE_10__/* .settleAll */ .j3)(replacing.map((file) => repository.keepMode(file.repoPath, file.stagedPath)));
            }
        }
        catch (error) {
            if (error instanceof _extract_js__WEBPACK_IMPORTED_MODULE_9__/* .ArchiveError */ .di || repository === undefined)
                throw error;
            throw (0,_write_safely_js__WEBPACK_IMPORTED_MODULE_10__/* .asWriteError */ .U0)(error, files.map((file) => file.repoPath));
        }
        return {
            files,
            present: targets.map((target) => target.repoPath),
            compared,
            commit: async () => {
                if (repository === undefined)
                    return [];
                try {
                    return await repository.commit();
                }
                catch (error) {
                    throw (0,_write_safely_js__WEBPACK_IMPORTED_MODULE_10__/* .asWriteError */ .U0)(error, files.map((file) => file.repoPath));
                }
            },
            discard: async () => {
                await repository?.discard();
            },
        };
    }
    catch (error) {
        // The threads stop first, so that no file appears after the cleanup.
        await closeThreads(threads);
        await (write ?? (await preparing).value)?.discard();
        throw error;
    }
    finally {
        await closeThreads(threads);
        for (const archive of checked)
            await archive.close();
    }
}


/***/ })

};
