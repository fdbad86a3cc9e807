export const id = 439;
export const ids = [439];
export const modules = {

/***/ 7439:
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
        const targetPaths = pull.targetPaths.includes(repoPath)
            ? pull.targetPaths
            : [...pull.targetPaths, repoPath];
        const written = result.written[0];
        if (written === undefined) {
            logger.info(`The glossary in ${repoPath} is up to date.`);
            return { ...pull, targetPaths };
        }
        logger.info(`Wrote the glossary to ${repoPath} (${written.status}).`);
        const change = { path: repoPath, locale: '', status: written.status, keys: undefined };
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
/* harmony import */ var _client_readers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4619);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4700);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3334);





const MiB = 1024 * 1024;
async function downloadArchives(options) {
    const { service, tempDir, maxBytes, logger } = options;
    const requests = options.locales === 'all' ? [undefined] : options.locales;
    let total = 0;
    let reported = 0;
    const onProgress = (delta) => {
        total += delta;
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
                    onProgress(Math.max(0, bytesSoFar - last));
                    last = bytesSoFar;
                },
            });
            logger.info(`Downloaded the ${locale ?? 'whole project'} archive: ${bytes} bytes.`);
            return { path: destination, locale, bytes };
        }
        catch (error) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SyncError */ .S('download-failed', `Downloading the ${locale === undefined ? 'project' : `"${locale}"`} Zip File failed: ${error.message}`, { cause: error });
        }
    }));
}
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
async function downloadTargetFiles(options) {
    const { service, downloads, stagingDir, logger } = options;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(stagingDir, { recursive: true });
    const fetched = await Promise.all(downloads.map(async (download, index) => {
        const { file } = download;
        let content;
        try {
            content = await service.files.show({ masterFileId: file.masterId ?? file.id, locale: file.locale });
        }
        catch (error) {
            if (options.onTooLarge !== undefined && error.code === 'too-large') {
                options.onTooLarge(download.path, `is more than ${_client_readers_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_BODY_BYTES */ .YK} bytes, the most translation-sync reads of one file`);
                return undefined;
            }
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SyncError */ .S('download-failed', `Downloading ${download.path} failed: ${error.message}`, {
                files: [download.path],
                cause: error,
            });
        }
        if (content.status !== 'ok') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SyncError */ .S('download-failed', `Downloading ${download.path} failed: the service answered 304 unasked.`, {
                files: [download.path],
            });
        }
        return stageBytes(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(stagingDir, String(index).padStart(6, '0')), download.path, content.body);
    }));
    const staged = fetched.filter((file) => file !== undefined);
    logger.info(`Downloaded ${(0,_words_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(staged.length, 'file')} one by one (${staged.reduce((sum, file) => sum + file.size, 0)} bytes).`);
    return staged;
}


/***/ }),

/***/ 4700:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ SyncError)
/* harmony export */ });
class SyncError extends Error {
    code;
    files;
    constructor(code, message, options = {}) {
        super(message, options.cause === undefined ? {} : { cause: options.cause });
        this.name = 'SyncError';
        this.code = code;
        this.files = options.files ?? [];
    }
}


/***/ })

};
