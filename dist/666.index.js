export const id = 666;
export const ids = [666];
export const modules = {

/***/ 9666:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createIgnoreMatcher: () => (/* binding */ createIgnoreMatcher),
/* harmony export */   findSourceFiles: () => (/* binding */ findSourceFiles),
/* harmony export */   localSha1Map: () => (/* binding */ localSha1Map),
/* harmony export */   sha1OfFile: () => (/* binding */ sha1OfFile)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var p_limit__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(370);






/**
 * What the repository holds: SHA-1 of local files (big ones streamed, never read whole), the files that
 * match `source-files`, and the ignore rules of the inputs and of `.wti`.
 */
/** SHA-1 of a regular file's bytes; undefined when it is missing or not a regular file. */
async function sha1OfFile(absolutePath) {
    const stats = await lstatIfPresent(absolutePath);
    if (stats?.isFile() !== true)
        return undefined;
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1');
    for await (const chunk of readChunks(absolutePath, stats.size))
        hash.update(chunk);
    return hash.digest('hex');
}
/** Files up to this size are read in one call; bigger ones stream, so memory stays bounded. */
const READ_WHOLE_MAX_BYTES = 1024 * 1024;
/** Files hashed at once: enough to keep the disk busy, few enough to bound open files. */
const HASH_CONCURRENCY = 16;
/**
 * SHA-1 of each repository path that is a regular file; undefined for the others (missing, a
 * folder, a symbolic link). With `blobs`, the git blob of each regular file is added to it from
 * the same read.
 */
async function localSha1Map(workspace, paths, options = {}) {
    const { blobs } = options;
    const files = [...new Set(paths)];
    const limit = (0,p_limit__WEBPACK_IMPORTED_MODULE_4__/* ["default"] */ .A)(HASH_CONCURRENCY);
    const hashes = await Promise.all(files.map((file) => limit(async () => {
        const absolutePath = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(workspace, ...file.split('/'));
        const stats = await lstatIfPresent(absolutePath);
        if (stats?.isFile() !== true)
            return undefined;
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1');
        const blob = blobs === undefined ? undefined : (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1').update(`blob ${stats.size}\0`);
        let size = 0;
        for await (const chunk of readChunks(absolutePath, stats.size)) {
            hash.update(chunk);
            blob?.update(chunk);
            size += chunk.length;
        }
        // A file that changed size while it was read has no blob: whoever relies on one checks again.
        if (blob !== undefined && size === stats.size)
            blobs?.set(file, { id: blob.digest('hex'), executable: (stats.mode & 0o100) !== 0 });
        return hash.digest('hex');
    })));
    return new Map(files.map((file, index) => [file, hashes[index]]));
}
/** A file's bytes: read whole when small, streamed when big, so that memory stays bounded. */
async function* readChunks(absolutePath, size) {
    if (size <= READ_WHOLE_MAX_BYTES)
        yield await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(absolutePath);
    else
        for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(absolutePath))
            yield chunk;
}
async function lstatIfPresent(absolutePath) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(absolutePath);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return undefined;
        throw error;
    }
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
        ...inputGlobs.map((pattern) => picomatch__WEBPACK_IMPORTED_MODULE_5___default()(pattern, { dot: true })),
        ...wtiGlobs.map((pattern) => picomatch__WEBPACK_IMPORTED_MODULE_5___default()(pattern, { dot: true, bash: true })),
    ];
    return (file) => matchers.some((matches) => matches(file));
}


/***/ })

};
