export const id = 213;
export const ids = [213];
export const modules = {

/***/ 6213:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderFailureSummary: () => (/* binding */ renderFailureSummary)
/* harmony export */ });
/* harmony import */ var _client_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5078);
/* harmony import */ var _github_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5566);


/**
 * The job summary of a run that failed: the failure line (what happened, what to do, its code), so
 * that a scheduled run that stopped says how to go on where people look first, not only in the
 * log. The message may quote what a person or the service wrote (a commit subject): inert.
 */
function renderFailureSummary(message) {
    return (0,_client_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(['## translation-sync failed', '', '> [!CAUTION]', `> ${(0,_github_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inertProse */ .CH)(message)}`, ''].join('\n'));
}


/***/ })

};
