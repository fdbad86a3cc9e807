export const id = 387;
export const ids = [387];
export const modules = {

/***/ 4387:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lastCommitTime: () => (/* binding */ lastCommitTime)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(308);

/**
 * When the checkout last changed a file: the committer date of the newest commit that touched it.
 * In a shallow clone the oldest commit present seems to add every file, so the answer is never
 * earlier than the truth, which is the safe side for `pull-masters` (a newer local change wins).
 */
async function lastCommitTime(repo, file) {
    if (file.startsWith('-'))
        return undefined;
    const output = await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__.runnerFor)(repo).tryRun(['log', '-1', '--format=%cI', '--', file]);
    const time = Date.parse(output?.trim() ?? '');
    return Number.isNaN(time) ? undefined : new Date(time);
}


/***/ })

};
