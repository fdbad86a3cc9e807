export const id = 478;
export const ids = [478];
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

/***/ 9478:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  downloadAndWrite: () => (/* binding */ downloadAndWrite)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./src/sync/download.ts
var download = __webpack_require__(4955);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./src/client/redact.ts
var redact = __webpack_require__(5078);
;// CONCATENATED MODULE: ./src/archive/errors.ts

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
        const message = (0,redact/* redact */.E$)(`${problem} Nothing was written into the repository. ${NEXT_STEP[code]}`);
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.code = code;
        this.entries = [...(options.entries ?? [])];
        this.snippet = options.snippet === undefined ? undefined : (0,redact/* redact */.E$)(options.snippet);
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

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./src/archive/inflate.ts





const DEFLATED = 8;
/**
 * Entries up to this size, compressed and inflated, are inflated in one call and written in one
 * synchronous call: a zlib stream, a file stream or a trip through libuv's thread pool per entry
 * cost several times more than the work itself for the few KiB of a typical translation file.
 * Bigger entries stream, so memory stays bounded.
 */
const IN_ONE_GO_MAX_BYTES = 1024 * 1024;
/**
 * The checks on an entry's bytes, as they come: never past the declared size or the budget (so a
 * lying header cannot fill the disk), and at the end exactly the declared size and CRC-32. yauzl
 * never checks the CRC-32 of file data (its README says so), and its own size check is off
 * (extract-open.ts) so that this one names the entry. Also hashes the bytes (SHA-1).
 */
class EntryCheck {
    name;
    entry;
    budget;
    size = 0;
    crc = 0;
    sha1 = process.getBuiltinModule('node:crypto').createHash('sha1');
    constructor(name, entry, budget) {
        this.name = name;
        this.entry = entry;
        this.budget = budget;
    }
    add(chunk) {
        this.size += chunk.length;
        if (this.size > this.entry.uncompressedSize)
            throw this.tooBig();
        if (this.size > this.budget.remainingTotalBytes)
            throw this.problem('archive-too-large', 'goes past the limit on the total size of the extracted files');
        this.crc = (0,external_node_zlib_.crc32)(chunk, this.crc);
        this.sha1.update(chunk);
    }
    /** Checks the whole; returns the SHA-1. */
    finish() {
        if (this.size !== this.entry.uncompressedSize)
            throw this.problem('archive-corrupt', `inflates to ${this.size} bytes, not the ${this.entry.uncompressedSize} it declares`);
        if (this.crc >>> 0 !== this.entry.crc32 >>> 0)
            throw this.problem('archive-corrupt', 'fails its CRC-32 check');
        this.budget.remainingTotalBytes -= this.size;
        return this.sha1.digest('hex');
    }
    tooBig() {
        return this.problem('archive-corrupt', `inflates to more than the expected ${this.entry.uncompressedSize} bytes it declares`);
    }
    problem(code, what, cause) {
        return new ArchiveError(code, `The Zip File entry ${describeEntryName(this.name)} ${what}.`, {
            entries: [this.name],
            ...(cause === undefined ? {} : { cause }),
        });
    }
}
/** EntryCheck on a stream: it stops the stream at the first byte too many. */
class EntryGuard extends external_node_stream_.Transform {
    check;
    constructor(check) {
        super();
        this.check = check;
    }
    _transform(chunk, _encoding, done) {
        try {
            this.check.add(chunk);
            done(null, chunk);
        }
        catch (error) {
            done(error);
        }
    }
}
/**
 * Inflates one checked entry into a new file at `path` (flag 'wx': the name is fresh, and an
 * existing file there means something else is writing); returns its size and SHA-1, and its bytes
 * when it was inflated in one go. `dataStart` is where its data begins (findDataStarts).
 */
async function inflateEntry(options) {
    const { zipfile, archiveBytes, name, entry, dataStart, path, budget } = options;
    const check = new EntryCheck(name, entry, budget);
    const inOneGo = entry.compressedSize <= IN_ONE_GO_MAX_BYTES && entry.uncompressedSize <= IN_ONE_GO_MAX_BYTES;
    try {
        if (inOneGo) {
            // findDataStarts checked that the data lies inside the archive.
            let compressed = archiveBytes?.subarray(dataStart, dataStart + entry.compressedSize);
            if (compressed === undefined) {
                const chunks = [];
                for await (const chunk of await readData(zipfile, entry, dataStart, false))
                    chunks.push(chunk);
                compressed = Buffer.concat(chunks);
            }
            const bytes = inflateInOneGo(check, entry, compressed);
            check.add(bytes);
            const sha1 = check.finish();
            (0,external_node_fs_.writeFileSync)(path, bytes, { flag: 'wx' });
            return { size: bytes.length, sha1, bytes };
        }
        const data = await readData(zipfile, entry, dataStart, true);
        await (0,external_node_stream_promises_.pipeline)(data, new EntryGuard(check), (0,external_node_fs_.createWriteStream)(path, { flags: 'wx' }));
        return { size: check.size, sha1: check.finish(), bytes: undefined };
    }
    catch (error) {
        // A disk error (ENOSPC, EACCES) is ours, not the archive's: let it through as it is.
        if (error instanceof ArchiveError || isSystemError(error))
            throw error;
        const detail = error instanceof Error ? error.message : String(error);
        throw check.problem('archive-corrupt', `cannot be inflated (${detail})`, error);
    }
}
/** An entry's data from the archive: as stored when `decompress` is false. */
function readData(zipfile, entry, dataStart, decompress) {
    // The callback form: yauzl 3.4's promise form of this call calls openReadStream instead.
    return new Promise((resolve, reject) => zipfile.openReadStreamLowLevel(dataStart, entry.compressedSize, 0, entry.compressedSize, decompress && entry.compressionMethod === DEFLATED, entry.uncompressedSize, (error, stream) => (error === null ? resolve(stream) : reject(error))));
}
/** A small entry's bytes; zlib stops one byte past the declared size, which is enough to know it lies. */
function inflateInOneGo(check, entry, compressed) {
    if (entry.compressionMethod !== DEFLATED)
        return compressed;
    try {
        return (0,external_node_zlib_.inflateRawSync)(compressed, { maxOutputLength: entry.uncompressedSize + 1 });
    }
    catch (error) {
        if (error.code === 'ERR_BUFFER_TOO_LARGE')
            throw check.tooBig();
        throw error;
    }
}
function isSystemError(error) {
    return error instanceof Error && 'syscall' in error;
}

// EXTERNAL MODULE: ./node_modules/yauzl/index.js
var yauzl = __webpack_require__(663);
;// CONCATENATED MODULE: ./src/archive/open.ts



const LOCAL_HEADER_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EMPTY_ARCHIVE_MAGIC = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const SNIFF_BYTES = 512;
const SNIPPET_CHARACTERS = 120;
const MiB = 1024 * 1024;
/**
 * Archives up to this size are read whole and opened with yauzl's `fromBuffer`: the central
 * directory, the local headers and the data of thousands of small entries are then slices of one
 * buffer instead of one small file read each. Bigger archives are read from disk as needed, so
 * that memory does not grow with the archive.
 */
const READ_WHOLE_MAX_BYTES = 64 * MiB;
/**
 * Refuses a download that is not a zip before any zip parsing: the service's archive starts with
 * a local file header, or is the 22-byte empty archive. A self-extracting or prefixed zip would be
 * valid per the spec but is not what the service sends (see docs/decisions.md, Extraction).
 */
async function sniffArchive(archivePath) {
    const handle = await (0,promises_.open)(archivePath, 'r');
    let head;
    let size;
    try {
        ({ size } = await handle.stat());
        const buffer = Buffer.alloc(SNIFF_BYTES);
        const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
        head = buffer.subarray(0, bytesRead);
    }
    finally {
        await handle.close();
    }
    const magic = head.subarray(0, 4);
    if (magic.equals(LOCAL_HEADER_MAGIC) || magic.equals(EMPTY_ARCHIVE_MAGIC))
        return size;
    if (head.length === 0) {
        throw new ArchiveError('archive-not-zip', 'The Zip File download is empty (0 bytes), not a zip archive.', {
            snippet: '',
        });
    }
    const snippet = printableSnippet(head);
    throw new ArchiveError('archive-not-zip', `The Zip File download is not a zip archive (no "PK" signature); it begins with: ${JSON.stringify(snippet)}.`, { snippet });
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
 * Opens the archive with yauzl: whole from memory when it is small enough, else from disk. Names
 * are decoded by us (with yauzl's own decoder) rather than by yauzl, so that a bad name becomes a
 * listed problem instead of an anonymous stop; sizes are checked by our guard as the bytes stream
 * (inflate.ts), which also checks the CRC-32 that yauzl leaves unchecked.
 */
async function openArchive(archivePath, size) {
    const options = {
        autoClose: false,
        lazyEntries: true,
        decodeStrings: false,
        validateEntrySizes: false,
        strictFileNames: true,
    };
    try {
        if (size > READ_WHOLE_MAX_BYTES)
            return { zipfile: await yauzl.openPromise(archivePath, options), bytes: undefined };
        const bytes = await (0,promises_.readFile)(archivePath);
        return { zipfile: await yauzl.fromBufferPromise(bytes, options), bytes };
    }
    catch (error) {
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
            entries.push({ name, entry });
            if (entries.length > maxEntries)
                throw tooManyEntries(entries.length, maxEntries);
        }
    }
    catch (error) {
        throw archiveErrorFromReader(error, []);
    }
    return entries;
}
function tooManyEntries(count, maxEntries) {
    return new ArchiveError('archive-too-large', `The Zip File holds ${count} entries, more than the limit of ${maxEntries}.`);
}
/**
 * Reads every entry's local header (yauzl checks its signature, and that the data ends inside the
 * file), then refuses entries whose bytes overlap another entry's, the trick behind non-recursive
 * zip bombs (many central records inflating one shared stream). Each entry spans from its local
 * header to the end of its compressed data. Returns where each entry's data starts, in entry order.
 */
async function findDataStarts(zipfile, entries) {
    const dataStarts = [];
    const spans = [];
    for (const { name, entry } of entries) {
        let start;
        try {
            ({ fileDataStart: start } = await zipfile.readLocalFileHeaderPromise(entry, { minimal: true }));
        }
        catch (error) {
            throw archiveErrorFromReader(error, [name]);
        }
        dataStarts.push(start);
        spans.push({ name, start: entry.relativeOffsetOfLocalHeader, end: start + entry.compressedSize });
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
        throw new ArchiveError('archive-corrupt', `The Zip File has entries that share their data: ${listEntryNames(names)}.`, { entries: names });
    }
    return dataStarts;
}
/** Turns a yauzl error into an ArchiveError: a missing end of the archive means a short download. */
function archiveErrorFromReader(error, entries) {
    if (error instanceof ArchiveError)
        return error;
    const detail = error instanceof Error ? error.message : String(error);
    if (/end of central directory record signature not found|unexpected EOF/i.test(detail)) {
        return new ArchiveError('archive-truncated', `The Zip File download is incomplete (${detail}).`, {
            entries,
            cause: error,
        });
    }
    return new ArchiveError('archive-corrupt', `The Zip File is damaged (${detail}).`, {
        entries,
        cause: error,
    });
}

// EXTERNAL MODULE: ./src/project/names.ts
var names = __webpack_require__(5669);
;// CONCATENATED MODULE: ./src/archive/entries.ts


const entries_MiB = 1024 * 1024;
/** Generous for any translation project, small enough that a bomb cannot fill a runner's disk. */
const DEFAULT_EXTRACT_LIMITS = Object.freeze({
    maxEntries: 10_000,
    maxEntryBytes: 50 * entries_MiB,
    maxTotalBytes: 512 * entries_MiB,
    maxRatio: 200,
});
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
        ...DEFAULT_EXTRACT_LIMITS,
        maxEntries: Math.ceil((listed.length + folders.size) * ENTRY_MARGIN) + ENTRY_FLOOR,
        maxTotalBytes: Math.max(DEFAULT_EXTRACT_LIMITS.maxTotalBytes, archiveBytes * INFLATED_PER_DOWNLOADED_BYTE),
        ...overrides,
    };
}
/** Small files can compress very well without being bombs: the ratio limit applies above this size (docs/decisions.md, Extraction). */
const RATIO_CHECK_MIN_BYTES = 1024 * 1024;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
const ENCRYPTED_FLAG = 0x1;
const STORED = 0;
const entries_DEFLATED = 8;
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
        this.addProblem(code, { names: [name], text: `${describeEntryName(name)} ${reason}` });
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
            throw new ArchiveError(code, `${HEADLINE[code] ?? code}: ${shown.join('; ')}.`, { entries: names });
        }
    }
}
/** One line for a group of colliding names; exact repeats are counted, not listed twice. */
function collisionProblem(group, what) {
    const distinct = [...new Set(group)];
    const text = distinct.length === 1
        ? `${describeEntryName(group[0] ?? '')} appears ${group.length} times`
        : `${distinct.map(describeEntryName).join(' and ')} ${what}`;
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
        const nameProblem = (0,names/* checkEntryName */._$)(name);
        if (nameProblem !== undefined)
            problems.add(nameProblem.code, name, nameProblem.reason);
        const type = fileType(entry);
        if (type === S_IFLNK)
            problems.add('archive-symlink', name, 'is a symbolic link');
        else if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) {
            problems.add('archive-corrupt', name, 'is a device, pipe or socket, not a file');
        }
        if ((0,names/* isDirectoryName */.Ls)(name)) {
            plan.skipped.push({ entryName: name, reason: 'directory' });
            continue;
        }
        if ((entry.generalPurposeBitFlag & ENCRYPTED_FLAG) !== 0)
            problems.add('archive-corrupt', name, 'is encrypted');
        else if (entry.compressionMethod !== STORED && entry.compressionMethod !== entries_DEFLATED) {
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
    for (const group of (0,names/* findCollisions */.tn)(entries.map(({ name }) => name))) {
        problems.addProblem('archive-duplicate', collisionProblem(group, 'name the same file'));
    }
    // Two entries may also land on one repository path through the mapping itself.
    const byRepoPath = new Map();
    for (const target of plan.targets) {
        const key = (0,names/* collisionKey */.EE)(target.repoPath);
        byRepoPath.set(key, [...(byRepoPath.get(key) ?? []), target.name]);
    }
    for (const group of byRepoPath.values()) {
        if (group.length < 2 || (0,names/* findCollisions */.tn)(group).length > 0)
            continue;
        problems.addProblem('archive-duplicate', collisionProblem(group, 'are mapped to the same repository file'));
    }
    problems.throwFirst();
    if (declaredTotal > limits.maxTotalBytes) {
        throw new ArchiveError('archive-too-large', `The Zip File's entries declare ${declaredTotal} bytes in all, over the limit of ${limits.maxTotalBytes}.`);
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

;// CONCATENATED MODULE: ./src/archive/extract.ts






/**
 * Entries inflated at once: enough to keep the disk and the inflating busy, few enough to bound
 * the open files.
 */
const INFLATE_CONCURRENCY = 16;
/**
 * Validates every entry of the archive before a single byte is inflated. Throws ArchiveError on
 * anything hostile; logs the warnings (an empty archive, entries that are not target files).
 */
async function checkArchive(options) {
    const { archivePath, allowed, limits, logger } = options;
    const size = await sniffArchive(archivePath);
    const { zipfile, bytes } = await openArchive(archivePath, size);
    try {
        const entries = await readEntries(zipfile, limits.maxEntries);
        const plan = planEntries(entries, allowed, limits);
        const starts = await findDataStarts(zipfile, entries);
        const startOf = new Map(entries.map(({ entry }, index) => [entry, starts[index] ?? 0]));
        const dataStarts = new Map(plan.targets.map((target) => [target, startOf.get(target.entry) ?? 0]));
        const warnings = collectWarnings(entries.length, plan.skipped, options.known ?? new Set());
        for (const warning of warnings)
            logger.warning(warning);
        return { plan, warnings, zipfile, bytes, dataStarts };
    }
    catch (error) {
        zipfile.close();
        throw error;
    }
}
/**
 * Inflates the planned targets of a checked archive, a few at a time, each into the new file
 * `destination` names. After a failure nothing new starts, and the first failure is thrown once
 * everything started has finished, so that the caller's cleanup sees every file written.
 */
async function inflateArchive(archive, options) {
    const limit = (0,p_limit/* default */.A)(INFLATE_CONCURRENCY);
    const outcomes = await Promise.allSettled(archive.plan.targets.map((target, index) => limit(async () => {
        const path = await options.destination(target, index);
        const { size, sha1, bytes } = await inflateEntry({
            zipfile: archive.zipfile,
            archiveBytes: archive.bytes,
            name: target.name,
            entry: target.entry,
            dataStart: archive.dataStarts.get(target) ?? 0,
            path,
            budget: options.budget,
        });
        const file = { target, size, sha1, path };
        options.inspect?.(file, bytes);
        return file;
    }).catch((error) => {
        limit.clearQueue();
        throw error;
    })));
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed !== undefined)
        throw failed.reason;
    return outcomes.map((outcome) => outcome.value);
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
        warnings.push(`The Zip File holds ${outside.length} ${outside.length === 1 ? 'entry that is' : 'entries that are'} not a target file of this sync, so ${outside.length === 1 ? 'it was' : 'they were'} not written: ${listEntryNames(outside)}.`);
    }
    return warnings;
}

// EXTERNAL MODULE: ./src/sync/plan.ts
var sync_plan = __webpack_require__(4816);
// EXTERNAL MODULE: ./src/project/locales.ts
var locales = __webpack_require__(910);
// EXTERNAL MODULE: ./src/project/files.ts
var files = __webpack_require__(3930);
// EXTERNAL MODULE: ./src/sync/repository-paths.ts
var repository_paths = __webpack_require__(2638);
// EXTERNAL MODULE: ./src/sync/write-safely.ts
var write_safely = __webpack_require__(6631);
// EXTERNAL MODULE: ./src/project/line-ends.ts
var line_ends = __webpack_require__(4150);
;// CONCATENATED MODULE: ./src/sync/pull-download.ts














/**
 * The download and write half of a pull (pull.ts plans and reports): archives or single files
 * downloaded outside the repository, every archive checked whole, each target inflated beside its
 * target, every changed file compared key by key with the repository's copy (removal-guard.ts),
 * and only then renamed into place.
 */
const DEFAULT_MAX_ARCHIVE_BYTES = 1024 * 1024 * 1024;
/** At most this many files go file by file, and only when they are at most a quarter of their locales' files. */
const FILE_BY_FILE_MAX = 64;
const FILE_BY_FILE_SHARE = 4;
/**
 * Downloads what `plan` names, checks it, and writes what differs from the repository. Nothing is
 * written before every download is compared with the repository's copy: one that would lose
 * translations, or that cannot be read, fails the pull first.
 */
async function downloadAndWrite(options, plan, masterKeys, 
/** Called once the downloads are asked for: work that should not hold the requests back. */
afterRequests) {
    const { logger } = options;
    const { downloads, localSha1 } = plan;
    const result = { archives: 0, downloadedBytes: 0, files: [], warnings: [] };
    const neededLocales = [...new Set(downloads.map((download) => download.locale))].sort();
    const root = options.tempRoot ?? (0,external_node_os_.tmpdir)();
    await (0,promises_.mkdir)(root, { recursive: true });
    // Everything is downloaded and checked outside the repository: nothing lands there unvalidated.
    const tempDir = await (0,promises_.mkdtemp)(external_node_path_default().join(root, 'translation-sync-'));
    const localeOf = new Map(downloads.map((download) => [download.path, download.locale]));
    const masterOf = new Map(downloads.map((download) => [download.path, download.file.masterId ?? 0]));
    const toCheck = (repoPath, stagedPath) => ({
        repoPath,
        stagedPath,
        locale: localeOf.get(repoPath) ?? '',
        masterId: masterOf.get(repoPath) ?? 0,
    });
    let staged;
    try {
        staged = await stageDownloads(options, plan, neededLocales, tempDir, result, afterRequests, toCheck);
        const presentLocales = new Set(staged.present.map((repoPath) => (0,locales/* localeKey */.cu)(localeOf.get(repoPath) ?? '')));
        for (const locale of neededLocales) {
            if (!presentLocales.has((0,locales/* localeKey */.cu)(locale)))
                result.warnings.push(`The archive holds no file of locale ${locale}; its files were left as they are.`);
        }
        const { judgeComparisons } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(273), __webpack_require__.e(712), __webpack_require__.e(591)]).then(__webpack_require__.bind(__webpack_require__, 1591));
        const keys = await judgeComparisons(staged.comparisons, {
            allowRemovals: options.allowRemovals === true,
            masterKeys,
            logger,
        });
        const statusOf = new Map();
        if (options.dryRun) {
            for (const file of staged.files)
                statusOf.set(file.repoPath, localSha1.get(file.repoPath) === undefined ? 'added' : 'changed');
            logger.info(`dry-run: ${staged.files.length} files would be written; the repository is left as it is.`);
        }
        else {
            await (0,line_ends/* withCheckoutLineEnds */.lk)(staged.files, plan.checkoutCrlf);
            for (const file of await staged.commit())
                statusOf.set(file.repoPath, file.status);
        }
        staged.files.forEach((file, index) => {
            const status = statusOf.get(file.repoPath);
            if (status === undefined)
                return;
            const locale = localeOf.get(file.repoPath) ?? '';
            result.files.push({ path: file.repoPath, locale, status, keys: keys[index] });
        });
        result.files.sort(sync_plan/* byPath */.f2);
        return result;
    }
    finally {
        afterRequests(); // When the downloads failed before they were asked for.
        await staged?.discard();
        await (0,promises_.rm)(tempDir, { recursive: true, force: true });
    }
}
/**
 * Downloads for a few files of big locales go file by file (Show File): after one master changed,
 * its target in each locale is all that is needed, and the locale archives would carry every other
 * file of those locales too. Otherwise archives: one for everything, or one per locale that needs
 * a download.
 */
async function stageDownloads(options, plan, neededLocales, tempDir, result, afterRequests, toCheck) {
    const { service, logger } = options;
    const { downloads, selection, localSha1 } = plan;
    const needed = (0,locales/* localeMatcher */.z6)(neededLocales);
    const targetsInNeededLocales = plan.remoteFiles.filter((file) => file.masterId !== null && needed(file.locale)).length;
    if (downloads.length <= FILE_BY_FILE_MAX &&
        downloads.length * FILE_BY_FILE_SHARE <= targetsInNeededLocales) {
        const downloading = (0,download/* downloadTargetFiles */.nU)({
            service,
            downloads,
            stagingDir: external_node_path_default().join(tempDir, 'files'),
            logger,
        });
        afterRequests();
        const fetched = await downloading;
        result.downloadedBytes = fetched.reduce((sum, file) => sum + file.size, 0);
        const files = fetched.filter((file) => localSha1.get(file.repoPath) !== file.sha1);
        const { compareStaged } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(273), __webpack_require__.e(712), __webpack_require__.e(591)]).then(__webpack_require__.bind(__webpack_require__, 1591));
        return {
            files,
            comparisons: files.map((file) => compareStaged(options.workspace, toCheck(file.repoPath, file.stagedPath), logger)),
            present: fetched.map((file) => file.repoPath),
            commit: async () => (await (0,write_safely/* writeStagedFiles */.jv)({ repoRoot: options.workspace, files })).written,
            discard: () => Promise.resolve(),
        };
    }
    const downloading = (0,download/* downloadArchives */.Iq)({
        service,
        // One archive of everything when every target locale needs it; otherwise only the locales that do.
        locales: selection.all && neededLocales.length === selection.locales.length ? 'all' : neededLocales,
        tempDir,
        maxBytes: options.maxArchiveBytes ?? DEFAULT_MAX_ARCHIVE_BYTES,
        logger,
    });
    downloading.catch(() => undefined); // Awaited below; not an unhandled rejection meanwhile.
    // The requests are written to their sockets within this turn of the event loop: what follows
    // waits for the next, so that it runs while the archives are on the wire.
    await (0,external_node_timers_promises_.setImmediate)();
    afterRequests();
    const archives = await downloading;
    result.archives = archives.length;
    result.downloadedBytes = archives.reduce((sum, archive) => sum + archive.bytes, 0);
    return stageArchives(options, plan, archives, tempDir, toCheck);
}
/**
 * Every archive is checked whole before anything is inflated; then each target is inflated into
 * a temporary file beside it (with dry-run: into a folder of the temporary folder) and compared
 * with the repository's copy while its bytes are in memory. A file whose bytes are the
 * repository's is removed again; the others wait for `commit`.
 */
async function stageArchives(options, plan, archives, tempDir, toCheck) {
    const { workspace, logger, dryRun } = options;
    const { downloads, localSha1 } = plan;
    const checked = [];
    let write;
    try {
        for (const archive of archives) {
            const inArchive = (locale) => archive.locale === undefined || (0,locales/* sameLocale */.Jo)(locale, archive.locale);
            // Only the planned target files may be written; the project's other files are expected in
            // the archive and skipped quietly; anything else is skipped with a warning (R22).
            const allowed = new Map(downloads
                .filter((download) => inArchive(download.locale))
                .map((download) => [download.path, download.path]));
            const limits = extractLimitsFor(plan.remoteFiles.filter((file) => inArchive(file.locale)), archive.bytes, options.extractLimits);
            const checkedArchive = await checkArchive({
                archivePath: archive.path,
                allowed,
                known: plan.known,
                limits,
                logger,
            });
            checked.push({ archive: checkedArchive, budget: limits.maxTotalBytes });
        }
        const stagingDir = external_node_path_default().join(tempDir, 'staged');
        if (dryRun)
            await (0,promises_.mkdir)(stagingDir);
        else
            write = await write_safely/* RepositoryWrite */.S8.prepare(workspace, downloads.map((download) => download.path));
        const repository = write;
        const { compareDownload, readRepositoryCopy } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(273), __webpack_require__.e(712), __webpack_require__.e(591)]).then(__webpack_require__.bind(__webpack_require__, 1591));
        const files = [];
        const comparisons = [];
        /** Comparisons of the files that differ from the repository's, by path, as they are inflated. */
        const differing = new Map();
        try {
            for (const [number, { archive, budget }] of checked.entries()) {
                const inflated = await inflateArchive(archive, {
                    budget: { remainingTotalBytes: budget },
                    destination: (target, index) => repository === undefined
                        ? Promise.resolve(external_node_path_default().join(stagingDir, `${number}-${index}`))
                        : repository.temporaryFor(target.repoPath),
                    inspect: ({ target, sha1, path: stagedPath }, bytes) => {
                        const { repoPath } = target;
                        if (localSha1.get(repoPath) === sha1)
                            return;
                        // prepare found no file there: a first pull reads nothing of the repository.
                        const hasCopy = repository === undefined || repository.slot(repoPath).existing !== undefined;
                        differing.set(repoPath, compareDownload(toCheck(repoPath, stagedPath), bytes ?? (0,external_node_fs_.readFileSync)(stagedPath), hasCopy ? readRepositoryCopy(workspace, repoPath) : undefined, logger));
                    },
                });
                for (const { target, size, sha1, path: stagedPath } of inflated) {
                    const comparison = differing.get(target.repoPath);
                    if (comparison === undefined)
                        await repository?.drop(target.repoPath);
                    else {
                        files.push({ entryName: target.name, repoPath: target.repoPath, stagedPath, size, sha1 });
                        comparisons.push(comparison);
                    }
                }
            }
            if (repository !== undefined)
                await (0,write_safely/* settleAll */.j3)(files.map((file) => repository.keepMode(file.repoPath, file.stagedPath)));
        }
        catch (error) {
            if (error instanceof ArchiveError || repository === undefined)
                throw error;
            throw (0,repository_paths/* asWriteError */.U0)(error, files.map((file) => file.repoPath));
        }
        return {
            files,
            comparisons,
            present: checked.flatMap(({ archive }) => archive.plan.targets.map((target) => target.repoPath)),
            commit: async () => {
                if (repository === undefined)
                    return [];
                try {
                    return await repository.commit();
                }
                catch (error) {
                    throw (0,repository_paths/* asWriteError */.U0)(error, files.map((file) => file.repoPath));
                }
            },
            discard: async () => {
                await repository?.discard();
            },
        };
    }
    catch (error) {
        await write?.discard();
        throw error;
    }
    finally {
        for (const { archive } of checked)
            archive.zipfile.close();
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
