export const id = 89;
export const ids = [89];
export const modules = {

/***/ 6907:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ BackgroundWriter),
/* harmony export */   y: () => (/* binding */ threadFsError)
/* harmony export */ });
/* harmony import */ var _young_generation_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9150);
/* harmony import */ var _worker_job_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7059);


/**
 * Writes new files on a worker thread, so that the kernel's work of creating them (open, write,
 * close: from 20 µs to over 250 µs a file on the benchmark machine's disk, docs/benchmarks.md)
 * runs beside the main thread's inflating and key counting instead of after each file. Used by
 * the pull for archives of many small files; a few files are written on the main thread.
 *
 * The worker is a few lines of plain JavaScript given as source (`eval`), with nothing but
 * node:fs and node:worker_threads: it runs the same from the bundle and from the sources, and no
 * module of ours is loaded twice. Each file is created with flag 'wx', as on the main thread.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { writeFileSync } = require('node:fs');
parentPort.on('message', ({ id, buffer, paths, ends }) => {
  const bytes = new Uint8Array(buffer);
  const failures = [];
  let start = 0;
  for (let index = 0; index < paths.length; index++) {
    try {
      writeFileSync(paths[index], bytes.subarray(start, ends[index]), { flag: 'wx' });
    } catch (error) {
      failures.push({
        index,
        message: String(error && error.message),
        code: error && error.code,
        syscall: error && error.syscall,
        errno: error && error.errno,
      });
    }
    start = ends[index];
  }
  // The buffer goes back, to carry a later batch.
  parentPort.postMessage({ id, failures, buffer }, [buffer]);
});
`;
/** A batch goes to the worker at this many files or bytes, whichever comes first. */
const BATCH_FILES = 64;
const BATCH_BYTES = 256 * 1024;
/**
 * `write` waits while the buffers on their way to the disk hold this many bytes (counted by
 * their size, not by what they carry): memory stays flat on a slow disk.
 */
const MAX_BYTES_IN_FLIGHT = 4 * 1024 * 1024;
/**
 * The error the same call would have thrown on this thread, rebuilt from what the thread sent:
 * asWriteError and the messages read it the same way.
 */
function threadFsError(failure) {
    const { message, code, syscall, path, errno } = failure;
    return Object.assign(new Error(message), { code, syscall, path, errno });
}
class BackgroundWriter {
    worker;
    paths = [];
    chunks = [];
    batchBytes = 0;
    bytesInFlight = 0;
    inFlight = new Map();
    nextId = 0;
    failure;
    waiters = [];
    /** Batch buffers back from the thread: reused, their pages are already there. */
    spare = [];
    closed = false;
    constructor(worker) {
        this.worker = worker;
        worker.on('message', (reply) => this.received(reply));
        worker.once('online', _young_generation_js__WEBPACK_IMPORTED_MODULE_0__/* .reassertYoungGeneration */ .u);
        worker.on('error', (error) => this.fail(error));
        worker.on('exit', (code) => {
            if (!this.closed)
                this.fail(new Error(`The file writer thread stopped (exit code ${code}).`));
        });
        // Only batches on their way keep the process alive (see send and received).
        worker.unref();
    }
    /** A writer, or undefined where no thread can be started (the caller writes on its own thread). */
    static tryStart() {
        try {
            return BackgroundWriter.start();
        }
        catch {
            return undefined;
        }
    }
    static start() {
        // No execArgv of the parent's: under --input-type=module the source would be read as ESM.
        // node:worker_threads on first use, not at start (inflate-thread.ts).
        const { Worker } = process.getBuiltinModule('node:worker_threads');
        return new BackgroundWriter(new Worker(WORKER_SOURCE, { eval: true, execArgv: [] }));
    }
    /**
     * Queues a new file. Resolves at once unless too many bytes are on their way; rejects with the
     * first failed write (or a stopped thread), after which nothing more is accepted.
     */
    async write(path, bytes) {
        this.throwFailure();
        if (this.batchBytes + bytes.length > BATCH_BYTES)
            this.send();
        this.paths.push(path);
        this.chunks.push(bytes);
        this.batchBytes += bytes.length;
        if (this.paths.length >= BATCH_FILES || this.batchBytes >= BATCH_BYTES)
            this.send();
        while (this.failure === undefined && this.bytesInFlight > MAX_BYTES_IN_FLIGHT)
            await this.change();
        this.throwFailure();
    }
    /** Sends what is queued and waits until every file is written; throws the first failure. */
    async flush() {
        if (this.failure === undefined)
            this.send();
        while (this.failure === undefined && this.inFlight.size > 0)
            await this.change();
        this.throwFailure();
    }
    /** Stops the thread. Files already written stay: they are the caller's to keep or remove. */
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        await (0,_worker_job_js__WEBPACK_IMPORTED_MODULE_1__/* .stopWorker */ .f)(this.worker);
    }
    throwFailure() {
        if (this.failure !== undefined)
            throw this.failure;
    }
    send() {
        if (this.paths.length === 0)
            return;
        // One buffer per batch, handed over (not copied again) to the thread and back.
        const buffer = this.batchBytes <= BATCH_BYTES
            ? (this.spare.pop() ?? new ArrayBuffer(BATCH_BYTES))
            : new ArrayBuffer(this.batchBytes);
        const view = new Uint8Array(buffer);
        const ends = [];
        let offset = 0;
        for (const chunk of this.chunks) {
            view.set(chunk, offset);
            offset += chunk.length;
            ends.push(offset);
        }
        const id = this.nextId++;
        this.inFlight.set(id, { paths: this.paths, bytes: buffer.byteLength });
        this.bytesInFlight += buffer.byteLength;
        if (this.inFlight.size === 1)
            this.worker.ref();
        this.worker.postMessage({ id, buffer, paths: this.paths, ends }, [buffer]);
        this.paths = [];
        this.chunks = [];
        this.batchBytes = 0;
    }
    received({ id, failures, buffer }) {
        if (buffer.byteLength === BATCH_BYTES)
            this.spare.push(buffer);
        const batch = this.inFlight.get(id);
        if (batch === undefined)
            return;
        this.inFlight.delete(id);
        this.bytesInFlight -= batch.bytes;
        if (this.inFlight.size === 0)
            this.worker.unref();
        const first = failures[0];
        if (first !== undefined && this.failure === undefined) {
            this.failure = threadFsError({ ...first, path: batch.paths[first.index] });
        }
        this.wake();
    }
    fail(error) {
        this.failure ??= error;
        this.inFlight.clear();
        this.bytesInFlight = 0;
        this.wake();
    }
    change() {
        return new Promise((resolve) => this.waiters.push(resolve));
    }
    wake() {
        const waiters = this.waiters;
        this.waiters = [];
        for (const resolve of waiters)
            resolve();
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

/***/ 296:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H_: () => (/* binding */ describeEntryName),
/* harmony export */   di: () => (/* binding */ ArchiveError),
/* harmony export */   nx: () => (/* binding */ listEntryNames)
/* harmony export */ });
/* harmony import */ var _client_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5078);

/** What the user should do next, per code; every message ends with it. */
const NEXT_STEP = {
    'archive-truncated': 'The download was cut short. Rerun the workflow; if it keeps failing, the service may be unwell.',
    'archive-not-zip': 'The service probably answered with an error page: check its status page and the project token, then rerun the workflow.',
    'archive-unsafe-path': 'The archive is unsafe to extract. Check the file names of the project in the translation service and report the archive to the service if they look right.',
    'archive-symlink': 'Links are never extracted. Report the archive to the translation service.',
    'archive-duplicate': 'Rename or remove one of the colliding files in the translation service so that every path is unique on every file system.',
    'archive-too-large': 'The limits protect the runner from zip bombs. Check the project in the translation service for unexpectedly large files.',
    'archive-bad-name': 'Rename the file in the translation service so that its path holds no control characters or empty parts.',
    'archive-corrupt': 'Rerun the workflow; if it keeps failing, download the zip from the translation service by hand and check that it opens.',
};
/**
 * The Zip File download could not be turned into files safely. Nothing was written into the
 * repository when this is thrown, and nothing staged survives it.
 */
class ArchiveError extends Error {
    name = 'ArchiveError';
    code;
    /** The entry names at fault, as decoded from the archive (both names of a collision). */
    entries;
    /** For archive-not-zip: the start of the body, printable and redacted, for the download step to show. */
    snippet;
    constructor(code, problem, options = {}) {
        const message = (0,_client_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(`${problem} Nothing was written into the repository. ${NEXT_STEP[code]}`);
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.code = code;
        this.entries = [...(options.entries ?? [])];
        this.snippet = options.snippet === undefined ? undefined : (0,_client_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(options.snippet);
    }
    /** The same error again from its parts, as another thread reported it (inflate-thread.ts). */
    static revive(code, message, entries) {
        const error = new ArchiveError(code, '', { entries });
        error.message = (0,_client_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(message);
        return error;
    }
}
const LISTED_NAMES = 10;
/**
 * An entry name as a user can read it in a log: quoted with control characters escaped, and
 * marked when it is not in composed (NFC) form, since "é" and "é" otherwise look the same.
 */
function describeEntryName(name) {
    const quoted = JSON.stringify(name);
    return name === name.normalize('NFC') ? quoted : `${quoted} (decomposed Unicode)`;
}
/** A short list of entry names for a message; long lists end with how many more there are. */
function listEntryNames(names) {
    const shown = names.slice(0, LISTED_NAMES).map(describeEntryName).join(', ');
    return names.length > LISTED_NAMES ? `${shown} and ${names.length - LISTED_NAMES} more` : shown;
}


/***/ }),

/***/ 5288:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bm: () => (/* binding */ fitsInMemory),
/* harmony export */   E9: () => (/* binding */ inflateInMemory),
/* harmony export */   Yj: () => (/* binding */ inflateEntry),
/* harmony export */   hG: () => (/* binding */ IN_MEMORY_MAX_BYTES),
/* harmony export */   x0: () => (/* binding */ inflateSmallEntry)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _extract_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(296);
/* harmony import */ var _full_collection_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2699);






/**
 * Counts, checksums and hashes an entry's bytes as they stream to disk, and stops the stream the
 * moment it passes the declared size or the budget, so a lying header cannot fill the disk.
 * yauzl checks the sizes too, but it never checks the CRC-32 of file data (its README says so).
 */
class EntryGuard extends node_stream__WEBPACK_IMPORTED_MODULE_1__.Transform {
    name;
    entry;
    budget;
    size = 0;
    crc = 0;
    sha1 = process.getBuiltinModule('node:crypto').createHash('sha1');
    constructor(name, entry, budget) {
        super();
        this.name = name;
        this.entry = entry;
        this.budget = budget;
    }
    _transform(chunk, _encoding, done) {
        this.size += chunk.length;
        if (this.size > this.entry.uncompressedSize) {
            done(this.problem('archive-corrupt', `inflates to more than the ${this.entry.uncompressedSize} bytes it declares`));
            return;
        }
        if (this.size > this.budget.remainingTotalBytes) {
            done(this.problem('archive-too-large', 'goes past the limit on the total size of the extracted files'));
            return;
        }
        this.crc = (0,node_zlib__WEBPACK_IMPORTED_MODULE_3__.crc32)(chunk, this.crc);
        this.sha1.update(chunk);
        done(null, chunk);
    }
    _flush(done) {
        if (this.size !== this.entry.uncompressedSize) {
            done(this.problem('archive-corrupt', `inflates to ${this.size} bytes, not the ${this.entry.uncompressedSize} it declares`));
        }
        else if (this.crc >>> 0 !== this.entry.crc32 >>> 0) {
            done(this.problem('archive-corrupt', 'fails its CRC-32 check'));
        }
        else {
            this.budget.remainingTotalBytes -= this.size;
            done();
        }
    }
    digest() {
        return this.sha1.digest('hex');
    }
    problem(code, what) {
        return new _extract_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ArchiveError */ .di(code, `The Zip File entry ${(0,_extract_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeEntryName */ .H_)(this.name)} ${what}.`, {
            entries: [this.name],
        });
    }
}
/**
 * Entries up to this size, compressed and inflated, are read with one call and inflated in one go
 * into a single write: a zlib stream and a file stream per entry cost about 0.4-0.8 ms each, which
 * dominated a pull of 9,000 small files (docs/benchmarks.md). Bigger entries stream.
 */
const IN_MEMORY_MAX_BYTES = 4 * 1024 * 1024;
function fitsInMemory(entry) {
    return entry.compressedSize <= IN_MEMORY_MAX_BYTES && entry.uncompressedSize <= IN_MEMORY_MAX_BYTES;
}
const STORED = 0;
function entryProblem(name, code, what, cause) {
    return new _extract_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ArchiveError */ .di(code, `The Zip File entry ${(0,_extract_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeEntryName */ .H_)(name)} ${what}.`, {
        entries: [name],
        ...(cause === undefined ? {} : { cause }),
    });
}
/**
 * The bytes of one small entry from its compressed bytes, checked against its declared size and
 * CRC-32; throws ArchiveError otherwise. Synchronous, for the pull's main thread and its inflate
 * thread alike (inflate-thread.ts).
 */
function inflateInMemory(name, entry, compressed) {
    const pastDeclared = () => entryProblem(name, 'archive-corrupt', `inflates past its declared size (expected ${entry.uncompressedSize} bytes)`);
    if (compressed.length < entry.compressedSize)
        throw entryProblem(name, 'archive-truncated', 'is cut short: the download is incomplete');
    let bytes;
    if (entry.compressionMethod === STORED)
        bytes = compressed;
    else {
        try {
            // One byte over the declared size is enough to know the header lies; zlib stops there. The
            // output buffer is that size too, not zlib's 16 KiB: every entry's buffer is garbage once
            // written, and a 9,000-file pull left up to 75 MiB of them for V8's next full collection
            // (45 MiB now; docs/benchmarks.md, eighth round).
            const outputBytes = entry.uncompressedSize + 1;
            bytes = (0,node_zlib__WEBPACK_IMPORTED_MODULE_3__.inflateRawSync)(compressed, {
                maxOutputLength: outputBytes,
                // At most IN_MEMORY_MAX_BYTES + 1: only entries that fit in memory come here.
                chunkSize: Math.max(outputBytes, node_zlib__WEBPACK_IMPORTED_MODULE_3__.constants.Z_MIN_CHUNK),
            });
        }
        catch (error) {
            if (error.code === 'ERR_BUFFER_TOO_LARGE')
                throw pastDeclared();
            const detail = error instanceof Error ? error.message : String(error);
            throw entryProblem(name, 'archive-corrupt', `cannot be inflated (${detail})`, error);
        }
    }
    if (bytes.length > entry.uncompressedSize)
        throw pastDeclared();
    if (bytes.length !== entry.uncompressedSize)
        throw entryProblem(name, 'archive-corrupt', `inflates to ${bytes.length} bytes, not the ${entry.uncompressedSize} it declares`);
    if ((0,node_zlib__WEBPACK_IMPORTED_MODULE_3__.crc32)(bytes) >>> 0 !== entry.crc32 >>> 0)
        throw entryProblem(name, 'archive-corrupt', 'fails its CRC-32 check');
    // Every entry inflated in memory counts, on whichever thread (full-collection.ts).
    (0,_full_collection_js__WEBPACK_IMPORTED_MODULE_5__/* .countInflatedFile */ .J)(bytes.length);
    return bytes;
}
/**
 * Inflates one small validated entry in memory, with the same checks as the stream (declared size,
 * budget, CRC-32) and the SHA-1, reading its compressed bytes from `dataStart` (rejectOverlaps).
 * `destination` is asked for a path only when `keep` says the bytes are wanted; they are then
 * written in one call to a new file.
 */
async function inflateSmallEntry(options) {
    const { reader, name, entry, dataStart, budget } = options;
    const compressed = await reader.readAt(dataStart, entry.compressedSize);
    const bytes = inflateInMemory(name, entry, compressed);
    if (bytes.length > budget.remainingTotalBytes)
        throw entryProblem(name, 'archive-too-large', 'goes past the limit on the total size of the extracted files');
    budget.remainingTotalBytes -= bytes.length;
    let digest;
    const sha1 = () => (digest ??= process.getBuiltinModule('node:crypto').createHash('sha1').update(bytes).digest('hex'));
    if (!options.keep(sha1))
        return { size: bytes.length, sha1: digest, path: undefined };
    options.inspect?.(bytes);
    const path = await options.destination();
    // 'wx': the name is fresh; an existing file there means something else is writing. One
    // synchronous call: a few KiB to the page cache cost less than the thread pool's round trips
    // (open, write, close) would (docs/benchmarks.md). Many files go to a writer thread instead.
    if (options.write === undefined)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(path, bytes, { flag: 'wx' });
    else
        await options.write(path, bytes);
    return { size: bytes.length, sha1: digest, path };
}
/**
 * Inflates one validated entry into a new file at stagedPath, streaming its compressed bytes from
 * `dataStart` (rejectOverlaps); returns its size and SHA-1.
 */
async function inflateEntry(options) {
    const { reader, name, entry, dataStart, stagedPath, budget } = options;
    const guard = new EntryGuard(name, entry, budget);
    try {
        const compressed = reader.stream(dataStart, dataStart + entry.compressedSize);
        // 'wx': the staged name is fresh; an existing file there means something else is writing.
        const file = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createWriteStream)(stagedPath, { flags: 'wx' });
        if (entry.compressionMethod === STORED)
            await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_2__.pipeline)(compressed, guard, file);
        else
            await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_2__.pipeline)(compressed, (0,node_zlib__WEBPACK_IMPORTED_MODULE_3__.createInflateRaw)(), guard, file);
    }
    catch (error) {
        // A disk error (ENOSPC, EACCES) is ours, not the archive's: let it through as it is.
        if (error instanceof _extract_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ArchiveError */ .di || isSystemError(error))
            throw error;
        const detail = error instanceof Error ? error.message : String(error);
        throw new _extract_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ArchiveError */ .di('archive-corrupt', `The Zip File entry ${(0,_extract_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeEntryName */ .H_)(name)} cannot be inflated (${detail}).`, {
            entries: [name],
            cause: error,
        });
    }
    return { size: guard.size, sha1: guard.digest() };
}
function isSystemError(error) {
    return error instanceof Error && 'syscall' in error;
}


/***/ }),

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

/***/ 7059:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ stopWorker),
/* harmony export */   p: () => (/* binding */ runWorkerJob)
/* harmony export */ });
/**
 * One job on a worker thread that is unref'd between jobs (inflate-thread.ts, hash-thread.ts):
 * the worker holds the process open while the job is on its way, every reply goes to `onReply`,
 * which says when the job is over (`'done'`, or the error it failed with), and a worker that
 * fails or stops meanwhile rejects the job.
 */
// Reply names the worker's own messages, which only the caller's module knows.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
function runWorkerJob(worker, job, onReply, name) {
    worker.ref();
    return new Promise((resolve, reject) => {
        const finish = (error) => {
            worker.off('message', onMessage);
            worker.off('error', onError);
            worker.off('exit', onExit);
            worker.unref();
            if (error === undefined)
                resolve();
            else
                reject(error);
        };
        const onMessage = (reply) => {
            const outcome = onReply(reply);
            if (outcome === 'done')
                finish();
            else if (outcome !== undefined)
                finish(outcome);
        };
        const onError = (error) => finish(error);
        const onExit = (code) => finish(new Error(`The ${name} stopped (exit code ${code}).`));
        worker.on('message', onMessage);
        worker.on('error', onError);
        worker.on('exit', onExit);
        worker.postMessage(job);
    });
}
/**
 * Stops `worker` and resolves once it has stopped. `terminate()` refs the worker until its exit,
 * but a reply handled meanwhile unrefs it again where the caller unrefs after its last reply (the
 * file writer, runWorkerJob): the process could then end before the exit came, with the await
 * that waits for it unsettled (exit code 13; seen in CI once the pull failed with batches of the
 * writer on their way). A timer of our own holds the process until the exit instead.
 */
async function stopWorker(worker) {
    const hold = setInterval(() => undefined, 60_000);
    try {
        await worker.terminate();
    }
    finally {
        clearInterval(hold);
    }
}


/***/ })

};
