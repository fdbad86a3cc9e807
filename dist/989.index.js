export const id = 989;
export const ids = [989];
export const modules = {

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

/***/ 3989:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  di: () => (/* reexport */ extract_errors/* ArchiveError */.di),
  xq: () => (/* binding */ DEFAULT_EXTRACT_LIMITS),
  PI: () => (/* binding */ checkArchive),
  _h: () => (/* binding */ inflateArchive),
  jv: () => (/* reexport */ write_safely/* writeStagedFiles */.jv)
});

// UNUSED EXPORTS: WriteError, stageArchive

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/sync/extract-errors.ts
var extract_errors = __webpack_require__(296);
// EXTERNAL MODULE: ./src/sync/extract-inflate.ts
var extract_inflate = __webpack_require__(5288);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./node_modules/yauzl/index.js
var yauzl = __webpack_require__(663);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
;// CONCATENATED MODULE: ./src/sync/extract-reader.ts



/** Bytes read from the archive at once, and how many such blocks are kept (4 MiB in all). */
const BLOCK_BYTES = 512 * 1024;
const BLOCKS_KEPT = 8;
/** Bytes read at once by a stream of a big entry's data. */
const STREAM_CHUNK_BYTES = 256 * 1024;
function readFully(fd, position, length, into) {
    return new Promise((resolve, reject) => {
        const buffer = into ?? Buffer.allocUnsafe(length);
        (0,external_node_fs_.read)(fd, buffer, 0, length, position, (error, bytesRead) => {
            if (error === null)
                resolve(buffer.subarray(0, bytesRead));
            else
                reject(error);
        });
    });
}
/**
 * The archive on disk for yauzl and for our own reads of small entries, read in blocks of 512 KiB
 * that serve many small reads: the central directory, the local headers and the data of small
 * entries all come in archive order, one small read each. yauzl's own file reader makes one read
 * at a time, one per request: 9,300 entries cost about 28,000 reads of a few bytes, 0.3-1.3 s on
 * the shared runner (docs/benchmarks.md). Reads bigger than a block, and entry streams, go to the
 * file directly.
 */
class BlockReader extends yauzl.RandomAccessReader {
    fd;
    size;
    blocks = new Map();
    /** The blocks of `blocks` that have arrived. */
    loaded = new Map();
    /**
     * Buffers of blocks that arrived and were let go, for the next blocks to be read into. A block
     * is kept while eight more are read, so a new buffer for each outlived V8's young generation and
     * waited for a full collection: a 13.6 MB archive is read twice (the check, then the inflating),
     * 54 buffers of 512 KiB, and reusing them took 6 MiB off the 9,000-file pull's peak
     * (docs/benchmarks.md, fifteenth round). Nothing outside this class sees a block's memory:
     * every read copies out of it.
     */
    spare = [];
    constructor(fd, size) {
        super();
        this.fd = fd;
        this.size = size;
    }
    /** `length` bytes from `position`, fewer only at the end of the file, in a buffer of their own. */
    async readAt(position, length) {
        const start = Math.floor(position / BLOCK_BYTES) * BLOCK_BYTES;
        if (position + length > start + BLOCK_BYTES)
            return readFully(this.fd, position, length);
        let block = this.blocks.get(start);
        if (block === undefined) {
            const spare = this.spare.pop();
            block = readFully(this.fd, start, BLOCK_BYTES, spare);
            this.blocks.set(start, block);
            void block.then((bytes) => {
                if (this.blocks.get(start) === block)
                    this.loaded.set(start, bytes);
            }, () => undefined);
            if (this.blocks.size > BLOCKS_KEPT) {
                const oldest = this.blocks.keys().next().value;
                if (oldest !== undefined) {
                    const arrived = this.loaded.get(oldest);
                    this.blocks.delete(oldest);
                    this.loaded.delete(oldest);
                    // Only a block that arrived is reused: a read still on its way would write into it.
                    if (arrived !== undefined && arrived.byteOffset === 0 && arrived.buffer.byteLength === BLOCK_BYTES)
                        this.spare.push(Buffer.from(arrived.buffer, 0, BLOCK_BYTES));
                }
            }
        }
        await block;
        // Copied out at once, while the block is known to be current; one let go meanwhile (and
        // perhaps being read into again) is not read from: the range is read on its own instead.
        const copied = this.cached(position, length);
        return copied === undefined ? readFully(this.fd, position, length) : Buffer.from(copied);
    }
    /** `length` bytes from `position` at once when their block has arrived; undefined otherwise. */
    cached(position, length) {
        const start = Math.floor(position / BLOCK_BYTES) * BLOCK_BYTES;
        if (position + length > start + BLOCK_BYTES)
            return undefined;
        return this.loaded.get(start)?.subarray(position - start, position - start + length);
    }
    read(buffer, offset, length, position, callback) {
        // A block in memory answers at once: yauzl reads the central directory and the local
        // headers a few bytes at a time, and a promise per read was most of their cost.
        const cached = this.cached(position, length);
        if (cached !== undefined) {
            cached.copy(buffer, offset);
            callback(null, cached.length);
            return;
        }
        this.readAt(position, length).then((bytes) => {
            bytes.copy(buffer, offset);
            callback(null, bytes.length);
        }, (error) => {
            callback(error instanceof Error ? error : new Error(String(error)));
        });
    }
    /** The bytes from `start` to `end` (exclusive) as a stream, for the entries too big for memory. */
    stream(start, end) {
        return new RangeStream(this.fd, start, end);
    }
    _readStreamForRange(start, end) {
        return this.stream(start, end);
    }
    close(callback) {
        (0,external_node_fs_.close)(this.fd, (error) => {
            callback(error);
        });
    }
}
/**
 * A range of the archive, read a chunk at a time. Unlike a `fs.ReadStream` given the descriptor,
 * destroying it never closes the descriptor, which the reader shares with every other read: a
 * `fs.ReadStream` closes it when destroyed whatever its `autoClose`, and every stream of a big
 * entry is destroyed once it ends (yauzl's streams destroy their source), so the next read of the
 * archive failed with EBADF. A read on its way finishes before the stream reports itself closed.
 */
class RangeStream extends external_node_stream_.Readable {
    fd;
    position;
    end;
    reading;
    constructor(fd, position, end) {
        super({ highWaterMark: STREAM_CHUNK_BYTES });
        this.fd = fd;
        this.position = position;
        this.end = end;
    }
    _read() {
        const length = Math.min(STREAM_CHUNK_BYTES, this.end - this.position);
        if (length <= 0) {
            this.push(null);
            return;
        }
        this.reading = readFully(this.fd, this.position, length).then((bytes) => {
            this.reading = undefined;
            if (this.destroyed)
                return;
            if (bytes.length < length) {
                this.destroy(new Error('unexpected EOF'));
                return;
            }
            this.position += bytes.length;
            this.push(bytes);
        }, (error) => {
            this.reading = undefined;
            this.destroy(error instanceof Error ? error : new Error(String(error)));
        });
    }
    _destroy(error, callback) {
        if (this.reading === undefined)
            callback(error);
        else
            void this.reading.then(() => callback(error));
    }
}

;// CONCATENATED MODULE: ./src/sync/extract-open.ts






const openFd = (0,external_node_util_.promisify)(external_node_fs_.open);
const fstatFd = (0,external_node_util_.promisify)(external_node_fs_.fstat);
const closeFdPromise = (0,external_node_util_.promisify)(external_node_fs_.close);
const LOCAL_HEADER_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EMPTY_ARCHIVE_MAGIC = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const SNIFF_BYTES = 512;
const SNIPPET_CHARACTERS = 120;
function recordOf(entry) {
    return {
        compressionMethod: entry.compressionMethod,
        compressedSize: entry.compressedSize,
        uncompressedSize: entry.uncompressedSize,
        crc32: entry.crc32,
        generalPurposeBitFlag: entry.generalPurposeBitFlag,
        externalFileAttributes: entry.externalFileAttributes,
        relativeOffsetOfLocalHeader: entry.relativeOffsetOfLocalHeader,
    };
}
/**
 * Refuses a download that is not a zip before any zip parsing: the service's archive starts with
 * a local file header, or is the 22-byte empty archive. A self-extracting or prefixed zip would be
 * valid per the spec but is not what the service sends (see docs/decisions.md, Extraction).
 */
async function sniffArchive(archivePath) {
    const handle = await (0,promises_.open)(archivePath, 'r');
    let head;
    try {
        const buffer = Buffer.alloc(SNIFF_BYTES);
        const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
        head = buffer.subarray(0, bytesRead);
    }
    finally {
        await handle.close();
    }
    const magic = head.subarray(0, 4);
    if (magic.equals(LOCAL_HEADER_MAGIC) || magic.equals(EMPTY_ARCHIVE_MAGIC))
        return;
    if (head.length === 0) {
        throw new extract_errors/* ArchiveError */.di('archive-not-zip', 'The Zip File download is empty (0 bytes), not a zip archive.', {
            snippet: '',
        });
    }
    const snippet = printableSnippet(head);
    throw new extract_errors/* ArchiveError */.di('archive-not-zip', `The Zip File download is not a zip archive (no "PK" signature); it begins with: ${JSON.stringify(snippet)}.`, { snippet });
}
/** The start of a body as one printable line: enough to recognise an HTML or JSON error page. */
function printableSnippet(head) {
    const text = head
        .toString('utf8')
        .replace(/[^\x20-\x7e\u00a0-\uffff]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    return text.length > SNIPPET_CHARACTERS ? `${text.slice(0, SNIPPET_CHARACTERS)}...` : text;
}
/**
 * Opens the archive lazily from disk, through a BlockReader (few, large reads). Strings are
 * decoded by us (with yauzl's own decoder) rather than by yauzl, so that a bad name becomes a
 * listed problem instead of an anonymous stop. Closing the zipfile closes the file.
 */
async function openArchive(archivePath) {
    // A bare descriptor, not a FileHandle: the reader closes it when yauzl lets go of it.
    const fd = await openFd(archivePath, 'r');
    const closeFd = () => closeFdPromise(fd).catch(() => undefined);
    let size;
    try {
        ({ size } = await fstatFd(fd));
    }
    catch (error) {
        await closeFd();
        throw error;
    }
    const reader = new BlockReader(fd, size);
    try {
        const zipfile = await yauzl.fromRandomAccessReaderPromise(reader, size, {
            autoClose: false,
            lazyEntries: true,
            decodeStrings: false,
            validateEntrySizes: true,
            strictFileNames: true,
        });
        return { zipfile, reader };
    }
    catch (error) {
        await closeFd();
        throw archiveErrorFromReader(error, []);
    }
}
/** Reads the central directory, stopping at the entry limit whatever the end record claims. */
async function readEntries(zipfile, maxEntries) {
    if (zipfile.entryCount > maxEntries)
        throw tooManyEntries(zipfile.entryCount, maxEntries);
    const entries = [];
    try {
        for await (const entry of zipfile.eachEntry()) {
            // strictFileNames keeps backslashes so that checkEntryName can refuse them.
            const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);
            entries.push({ name, entry: recordOf(entry) });
            if (entries.length > maxEntries)
                throw tooManyEntries(entries.length, maxEntries);
        }
    }
    catch (error) {
        if (error instanceof extract_errors/* ArchiveError */.di)
            throw error;
        throw archiveErrorFromReader(error, []);
    }
    return entries;
}
function tooManyEntries(count, maxEntries) {
    return new extract_errors/* ArchiveError */.di('archive-too-large', `The Zip File holds ${count} entries, more than the limit of ${maxEntries}.`);
}
const LOCAL_HEADER_BYTES = 30;
const LOCAL_HEADER_SIGNATURE = 0x04034b50;
/**
 * Refuses entries whose bytes overlap another entry's, the trick behind non-recursive zip bombs
 * (many central records inflating one shared stream). Each entry spans from its local header to
 * the end of its compressed data. Returns where each entry's data starts, in entry order: the
 * inflate reads it from there.
 */
async function rejectOverlaps(reader, entries) {
    const dataStarts = [];
    const spans = [];
    // One after another, in archive order: the block reader answers from memory but for the first
    // header of each block, so a header costs a few microseconds, not a read.
    for (const { name, entry } of entries) {
        const fileDataStart = await localDataStart(reader, entry, name);
        dataStarts.push(fileDataStart);
        spans.push({ name, start: entry.relativeOffsetOfLocalHeader, end: fileDataStart + entry.compressedSize });
    }
    spans.sort((a, b) => a.start - b.start || a.end - b.end);
    const overlapping = new Set();
    for (let index = 1; index < spans.length; index++) {
        const previous = spans[index - 1];
        const current = spans[index];
        if (previous !== undefined && current !== undefined && current.start < previous.end) {
            overlapping.add(previous.name).add(current.name);
        }
    }
    if (overlapping.size > 0) {
        const names = [...overlapping];
        throw new extract_errors/* ArchiveError */.di('archive-corrupt', `The Zip File has entries that share their data: ${(0,extract_errors/* listEntryNames */.nx)(names)}.`, {
            entries: names,
        });
    }
    return dataStarts;
}
/**
 * Where an entry's data starts: after its local header, whose name and extra field may differ in
 * length from the central directory's. The checks of yauzl's `readLocalFileHeader`, which read
 * this before: the signature, and data that ends inside the file.
 */
async function localDataStart(reader, entry, name) {
    const offset = entry.relativeOffsetOfLocalHeader;
    let header;
    try {
        header = await reader.readAt(offset, LOCAL_HEADER_BYTES);
    }
    catch (error) {
        throw archiveErrorFromReader(error, [name]);
    }
    if (header.length < LOCAL_HEADER_BYTES)
        throw archiveErrorFromReader(new Error('unexpected EOF'), [name]);
    const signature = header.readUInt32LE(0);
    if (signature !== LOCAL_HEADER_SIGNATURE)
        throw archiveErrorFromReader(new Error(`invalid local file header signature: 0x${signature.toString(16)}`), [name]);
    const start = offset + LOCAL_HEADER_BYTES + header.readUInt16LE(26) + header.readUInt16LE(28);
    if (start + entry.compressedSize > reader.size)
        throw archiveErrorFromReader(new Error(`file data overflows file bounds: ${start} + ${entry.compressedSize} > ${reader.size}`), [name]);
    return start;
}
/** Turns a yauzl error into an ArchiveError: a missing end of the archive means a short download. */
function archiveErrorFromReader(error, entries) {
    if (error instanceof extract_errors/* ArchiveError */.di)
        return error;
    const detail = error instanceof Error ? error.message : String(error);
    if (/end of central directory record signature not found|unexpected EOF/i.test(detail)) {
        return new extract_errors/* ArchiveError */.di('archive-truncated', `The Zip File download is incomplete (${detail}).`, {
            entries,
            cause: error,
        });
    }
    return new extract_errors/* ArchiveError */.di('archive-corrupt', `The Zip File is damaged (${detail}).`, {
        entries,
        cause: error,
    });
}

// EXTERNAL MODULE: ./src/sync/extract-names.ts
var extract_names = __webpack_require__(9203);
;// CONCATENATED MODULE: ./src/sync/extract-plan.ts


/** Small files can compress very well without being bombs: the ratio limit applies above this size (docs/decisions.md, Extraction). */
const RATIO_CHECK_MIN_BYTES = 1024 * 1024;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
const ENCRYPTED_FLAG = 0x1;
const STORED = 0;
const DEFLATED = 8;
/** Problems in the order they are reported: the most dangerous kind is the one thrown. */
const PRIORITY = [
    'archive-unsafe-path',
    'archive-bad-name',
    'archive-symlink',
    'archive-duplicate',
    'archive-corrupt',
    'archive-too-large',
];
const HEADLINE = {
    'archive-unsafe-path': 'The Zip File has entries whose names would be written outside the repository',
    'archive-bad-name': 'The Zip File has entry names that cannot be file paths',
    'archive-symlink': 'The Zip File holds symbolic links',
    'archive-duplicate': 'The Zip File holds entries whose names collide (identical, or differing only in letter case or Unicode composition)',
    'archive-corrupt': 'The Zip File has entries that cannot be read',
    'archive-too-large': 'The Zip File exceeds the extraction limits',
};
class Problems {
    byCode = new Map();
    add(code, name, reason) {
        this.addProblem(code, { names: [name], text: `${(0,extract_errors/* describeEntryName */.H_)(name)} ${reason}` });
    }
    addProblem(code, problem) {
        this.byCode.set(code, [...(this.byCode.get(code) ?? []), problem]);
    }
    throwFirst() {
        for (const code of PRIORITY) {
            const list = this.byCode.get(code);
            if (list === undefined)
                continue;
            const shown = list.slice(0, 10).map((problem) => problem.text);
            if (list.length > 10)
                shown.push(`and ${list.length - 10} more`);
            const names = list.flatMap((problem) => problem.names);
            throw new extract_errors/* ArchiveError */.di(code, `${HEADLINE[code] ?? code}: ${shown.join('; ')}.`, { entries: names });
        }
    }
}
/** One line for a group of colliding names; exact repeats are counted, not listed twice. */
function collisionProblem(group, what) {
    const distinct = [...new Set(group)];
    const text = distinct.length === 1
        ? `${(0,extract_errors/* describeEntryName */.H_)(group[0] ?? '')} appears ${group.length} times`
        : `${distinct.map(extract_errors/* describeEntryName */.H_).join(' and ')} ${what}`;
    return { names: [...group], text };
}
/** The kind of file an entry's Unix mode (high half of the external attributes) says it is. */
function fileType(entry) {
    return (entry.externalFileAttributes >>> 16) & S_IFMT;
}
/**
 * Checks every entry of the central directory before a single byte is inflated: names, types,
 * collisions and declared sizes. Throws the most dangerous problem found, listing every entry that
 * has it; otherwise returns which entries to inflate and which to skip.
 */
function planEntries(entries, allowed, limits) {
    const problems = new Problems();
    // Matching is on composed (NFC) names: the listing and the archive may differ in composition only.
    const allowedByName = new Map();
    for (const [entryName, repoPath] of allowed) {
        const key = entryName.normalize('NFC');
        if (!allowedByName.has(key))
            allowedByName.set(key, repoPath);
    }
    const plan = { targets: [], skipped: [] };
    let declaredTotal = 0;
    for (const { name, entry } of entries) {
        const nameProblem = (0,extract_names/* checkEntryName */._$)(name);
        if (nameProblem !== undefined)
            problems.add(nameProblem.code, name, nameProblem.reason);
        const type = fileType(entry);
        if (type === S_IFLNK)
            problems.add('archive-symlink', name, 'is a symbolic link');
        else if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) {
            problems.add('archive-corrupt', name, 'is a device, pipe or socket, not a file');
        }
        if ((0,extract_names/* isDirectoryName */.Ls)(name)) {
            plan.skipped.push({ entryName: name, reason: 'directory' });
            continue;
        }
        if ((entry.generalPurposeBitFlag & ENCRYPTED_FLAG) !== 0)
            problems.add('archive-corrupt', name, 'is encrypted');
        else if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED) {
            problems.add('archive-corrupt', name, `uses compression method ${entry.compressionMethod}, not stored or deflate`);
        }
        checkSizes(name, entry, limits, problems);
        declaredTotal += entry.uncompressedSize;
        const repoPath = allowedByName.get(name.normalize('NFC'));
        if (repoPath === undefined)
            plan.skipped.push({ entryName: name, reason: 'not-a-target-file' });
        else
            plan.targets.push({ name, entry, repoPath });
    }
    for (const group of (0,extract_names/* findCollisions */.tn)(entries.map(({ name }) => name))) {
        problems.addProblem('archive-duplicate', collisionProblem(group, 'name the same file'));
    }
    // Two entries may also land on one repository path through the mapping itself.
    const byRepoPath = new Map();
    for (const target of plan.targets) {
        const key = (0,extract_names/* collisionKey */.EE)(target.repoPath);
        byRepoPath.set(key, [...(byRepoPath.get(key) ?? []), target.name]);
    }
    for (const group of byRepoPath.values()) {
        if (group.length < 2 || (0,extract_names/* findCollisions */.tn)(group).length > 0)
            continue;
        problems.addProblem('archive-duplicate', collisionProblem(group, 'are mapped to the same repository file'));
    }
    problems.throwFirst();
    if (declaredTotal > limits.maxTotalBytes) {
        throw new extract_errors/* ArchiveError */.di('archive-too-large', `The Zip File's entries declare ${declaredTotal} bytes in all, over the limit of ${limits.maxTotalBytes}.`);
    }
    return plan;
}
function checkSizes(name, entry, limits, problems) {
    const { uncompressedSize, compressedSize } = entry;
    if (uncompressedSize > limits.maxEntryBytes) {
        problems.add('archive-too-large', name, `declares ${uncompressedSize} bytes, over the limit of ${limits.maxEntryBytes} per file`);
        return;
    }
    const ratio = uncompressedSize / Math.max(compressedSize, 1);
    if (uncompressedSize > RATIO_CHECK_MIN_BYTES && ratio > limits.maxRatio) {
        problems.add('archive-too-large', name, `inflates ${Math.round(ratio)} times, over the limit of ${limits.maxRatio}`);
    }
}

// EXTERNAL MODULE: ./src/sync/write-safely.ts
var write_safely = __webpack_require__(6631);
;// CONCATENATED MODULE: ./src/sync/extract.ts








const MiB = 1024 * 1024;
/** Generous for any translation project, small enough that a bomb cannot fill a runner's disk. */
const DEFAULT_EXTRACT_LIMITS = Object.freeze({
    maxEntries: 10_000,
    maxEntryBytes: 50 * MiB,
    maxTotalBytes: 512 * MiB,
    maxRatio: 200,
});
/** Small entries inflated at once, and the bytes they may hold together (memory stays flat). */
const INFLATE_CONCURRENCY = 16;
const INFLATE_BYTES_IN_FLIGHT = 2 * extract_inflate/* IN_MEMORY_MAX_BYTES */.hG;
/**
 * Phase 1 of the safe unzip: validates every entry of the archive before a single byte is
 * inflated. Throws ArchiveError on anything hostile; logs the warnings (an empty archive, entries
 * that are not target files of this sync).
 */
async function checkArchive(options) {
    const { archivePath, allowed, limits, logger } = options;
    await sniffArchive(archivePath);
    const { zipfile, reader } = await openArchive(archivePath);
    try {
        const entries = await readEntries(zipfile, limits.maxEntries);
        const plan = planEntries(entries, allowed, limits);
        const starts = await rejectOverlaps(reader, entries);
        const startOf = new Map(entries.map(({ entry }, index) => [entry, starts[index] ?? 0]));
        const dataStarts = new Map(plan.targets.map((target) => [target, startOf.get(target.entry) ?? 0]));
        const warnings = collectWarnings(entries.length, plan.skipped, options.known ?? new Set());
        for (const warning of warnings)
            logger.warning(warning);
        return {
            plan,
            warnings,
            reader,
            dataStarts,
            close: () => {
                zipfile.close();
                return Promise.resolve();
            },
        };
    }
    catch (error) {
        zipfile.close();
        throw error;
    }
}
/**
 * Inflates the planned targets of a checked archive, checking sizes and CRC-32 as it goes. Small
 * entries are inflated in memory a few at a time (bounded in count and bytes) and written with one
 * call each; big ones stream one after another. `keep` decides from the SHA-1 whether the bytes
 * are wanted (identical files need no write); `destination` names the new file for those that are.
 * On a failure every file already written is the caller's to remove: `destination` knows them.
 */
async function inflateArchive(archive, options) {
    const { budget } = options;
    const keep = options.keep ?? (() => true);
    const claim = options.claim ?? (() => true);
    const targets = archive.plan.targets;
    const results = new Array(targets.length);
    const small = targets
        .map((target, index) => ({ target, index }))
        .filter(({ target }) => (0,extract_inflate/* fitsInMemory */.Bm)(target.entry));
    await forEachBounded(small, ({ target }) => target.entry.compressedSize + target.entry.uncompressedSize, async ({ target, index }) => {
        if (!claim(index))
            return;
        const inflated = await (0,extract_inflate/* inflateSmallEntry */.x0)({
            reader: archive.reader,
            name: target.name,
            entry: target.entry,
            dataStart: archive.dataStarts.get(target) ?? 0,
            budget,
            keep: (sha1) => keep(target, sha1),
            ...(options.inspect === undefined
                ? {}
                : { inspect: (bytes) => options.inspect?.(target, bytes) }),
            destination: () => options.destination(target, index),
            write: options.write,
        });
        results[index] = { target, ...inflated };
    });
    for (const [index, target] of targets.entries()) {
        if ((0,extract_inflate/* fitsInMemory */.Bm)(target.entry))
            continue;
        const path = await options.destination(target, index);
        const { size, sha1 } = await (0,extract_inflate/* inflateEntry */.Yj)({
            reader: archive.reader,
            name: target.name,
            entry: target.entry,
            dataStart: archive.dataStarts.get(target) ?? 0,
            stagedPath: path,
            budget,
        });
        results[index] = { target, size, sha1, path };
    }
    return results;
}
/**
 * Runs `work` over the items a few at a time: at most INFLATE_CONCURRENCY at once and, past the
 * first, at most INFLATE_BYTES_IN_FLIGHT of `weight` together. After a failure nothing new
 * starts; the first failure is thrown once everything started has finished, so that the caller's
 * cleanup sees every file written.
 */
async function forEachBounded(items, weight, work) {
    let next = 0;
    let running = 0;
    let inFlight = 0;
    let failure;
    await new Promise((resolve) => {
        const pump = () => {
            while (failure === undefined && next < items.length && running < INFLATE_CONCURRENCY) {
                const item = items[next];
                const bytes = weight(item);
                if (running > 0 && inFlight + bytes > INFLATE_BYTES_IN_FLIGHT)
                    break;
                next++;
                running++;
                inFlight += bytes;
                work(item)
                    .catch((error) => {
                    failure ??= { error };
                })
                    .finally(() => {
                    running--;
                    inFlight -= bytes;
                    pump();
                });
            }
            if (running === 0 && (failure !== undefined || next >= items.length))
                resolve();
        };
        pump();
    });
    if (failure !== undefined)
        throw failure.error;
}
/**
 * Phase 1 and the staging of the safe unzip: validates every entry of the archive (names, types,
 * collisions, overlaps, declared sizes) and only then inflates the entries that map to target
 * files into a fresh folder under stagingDir, checking sizes and CRC-32 as the bytes stream.
 * Throws ArchiveError on anything hostile, and then nothing staged is left behind. The pull
 * inflates straight beside the targets instead (pull.ts); this serves the tests and tools that
 * want the files apart.
 */
async function stageArchive(options) {
    const { stagingDir, logger } = options;
    const limits = { ...DEFAULT_EXTRACT_LIMITS, ...options.limits };
    const archive = await checkArchive({ ...options, limits });
    let stagingRoot;
    try {
        const files = [];
        if (archive.plan.targets.length > 0) {
            await mkdir(stagingDir, { recursive: true });
            const root = await mkdtemp(join(stagingDir, 'archive-'));
            stagingRoot = root;
            // Staged files get neutral numbered names: no entry name ever touches the file system here.
            const inflated = await inflateArchive(archive, {
                budget: { remainingTotalBytes: limits.maxTotalBytes },
                // Staged files carry their SHA-1, for callers that compare them.
                keep: (_target, sha1) => sha1() !== '',
                destination: (_target, index) => Promise.resolve(join(root, String(index).padStart(6, '0'))),
            });
            for (const { target, size, sha1, path } of inflated) {
                files.push({ entryName: target.name, repoPath: target.repoPath, stagedPath: path ?? '', size, sha1 });
                logger.debug(`Staged ${target.name} (${size} bytes) for ${target.repoPath}`);
            }
        }
        return { files, skipped: archive.plan.skipped, warnings: [...archive.warnings] };
    }
    catch (error) {
        if (stagingRoot !== undefined) {
            // Cleaning up must not hide the real error; a leftover folder in RUNNER_TEMP is only noted.
            await rm(stagingRoot, { recursive: true, force: true }).catch((cleanupError) => {
                logger.warning(`Could not remove the staging folder ${stagingRoot ?? ''}: ${String(cleanupError)}`);
            });
        }
        throw error;
    }
    finally {
        await archive.close();
    }
}
function collectWarnings(entryCount, skipped, known) {
    const warnings = [];
    if (entryCount === 0) {
        warnings.push('The Zip File from the service is empty: no translation was downloaded, and no existing file was changed or deleted.');
    }
    const outside = skipped
        .filter((item) => item.reason === 'not-a-target-file' && !known.has(item.entryName))
        .map((item) => item.entryName);
    if (outside.length > 0) {
        warnings.push(`The Zip File holds ${outside.length} ${outside.length === 1 ? 'entry that is' : 'entries that are'} not a target file of this sync, so ${outside.length === 1 ? 'it was' : 'they were'} not written: ${(0,extract_errors/* listEntryNames */.nx)(outside)}.`);
    }
    return warnings;
}


/***/ })

};
