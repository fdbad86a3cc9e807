export const id = 676;
export const ids = [676];
export const modules = {

/***/ 676:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderFailureSummary: () => (/* binding */ renderFailureSummary)
/* harmony export */ });
/* harmony import */ var _client_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5078);
/* harmony import */ var _github_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5566);
/* harmony import */ var _sync_words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3334);



function renderFailureSummary(options) {
    const { branch } = options;
    const lines = [
        `## translation-sync${options.command === undefined ? '' : `: ${options.command}`} failed`,
        '',
        '> [!CAUTION]',
        `> ${(0,_github_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .inertProse */ .CH)(options.message)}`,
        '',
        '### What this run did',
        '',
    ];
    const uploaded = options.projects.flatMap(({ engine, toRepoPath }) => [
        ...(engine?.push?.uploaded.map((upload) => upload.path) ?? []),
        ...(engine?.push?.created.map((create) => create.path) ?? []),
        ...(engine?.translations?.uploads.map((upload) => upload.path) ?? []),
    ].map(toRepoPath));
    const done = [];
    if (uploaded.length > 0)
        done.push(`- Sent ${(0,_sync_words_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(uploaded.length, 'file')} to the translation service: ${uploaded.map((file) => (0,_github_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(file)).join(', ')}.`);
    const pushed = branch?.operation === 'pushed' ? branch : undefined;
    if (pushed !== undefined) {
        done.push(`- Pushed the branch ${(0,_github_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(pushed.branch)}${pushed.headSha === undefined ? '' : ` at ${(0,_github_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(pushed.headSha.slice(0, 12))}`} with ${(0,_sync_words_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(pushed.changedFiles.length, 'translation file')}; the pull request was not created or updated.`);
    }
    else
        done.push('- No branch was pushed and no pull request was changed.');
    if (uploaded.length === 0 && options.error?.code === 'input')
        done.push('- Nothing was sent to the translation service.');
    lines.push(...done, '', '### What to do', '');
    if (options.error?.code === 'input')
        lines.push('Correct the input the message names, then run the workflow again.');
    else if (pushed !== undefined)
        lines.push(`Fix the cause above, then re-run the workflow: the action rebuilds its branch ${(0,_github_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpan */ .SS)(pushed.branch)} from the base and creates or updates the pull request. Nothing on the branch is lost meanwhile.`);
    else
        lines.push('Fix the cause above, then run the workflow again. docs/troubleshooting.md explains each failure by the code in parentheses.');
    lines.push('');
    return (0,_client_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(lines.join('\n'));
}


/***/ })

};
