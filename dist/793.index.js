export const id = 793;
export const ids = [793];
export const modules = {

/***/ 6793:
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
/* harmony import */ var _sync_download_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1181);
/* harmony import */ var _sync_write_safely_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2521);





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
        return { ...pull, files: [...pull.files, change], targetPaths };
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(stagingDir, { recursive: true, force: true });
    }
}


/***/ })

};
