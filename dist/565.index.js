export const id = 565;
export const ids = [565];
export const modules = {

/***/ 565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderFailureSummary: () => (/* binding */ renderFailureSummary)
});

// EXTERNAL MODULE: ./src/client/redact.ts
var redact = __webpack_require__(5078);
// EXTERNAL MODULE: ./src/github/markdown.ts
var markdown = __webpack_require__(5566);
;// CONCATENATED MODULE: ./src/action/plural.ts
/**
 * A count with its noun, in agreement: "1 file", "2 files", "0 files". English only: the log,
 * the job summary and the pull request body are written in English.
 */
function plural(count, noun, nouns = `${noun}s`) {
    return `${count} ${count === 1 ? noun : nouns}`;
}

;// CONCATENATED MODULE: ./src/action/failure-summary.ts



/**
 * The job summary of a failed run: what failed, what the run had done by then (an upload to the
 * service, a branch pushed) and what to do. Written on every failure, so that the summary never
 * stays empty and a run that changed something before it failed says so.
 */
function renderFailureSummary(options) {
    const { engine, branch } = options;
    const lines = [
        `## translation-sync${options.command === undefined ? '' : `: ${options.command}`} failed`,
        '',
        '> [!CAUTION]',
        `> ${(0,markdown/* inertProse */.CH)(options.message)}`,
        '',
        '### What this run did',
        '',
    ];
    const uploaded = [
        ...(engine?.push?.uploaded.map((upload) => upload.path) ?? []),
        ...(engine?.push?.created.map((create) => create.path) ?? []),
        ...(engine?.translations?.uploads.map((upload) => upload.path) ?? []),
    ];
    const done = [];
    if (uploaded.length > 0)
        done.push(`- Sent ${plural(uploaded.length, 'file')} to the translation service: ${uploaded.map((file) => (0,markdown/* codeSpan */.SS)(file)).join(', ')}.`);
    const pushed = branch?.operation === 'pushed' ? branch : undefined;
    if (pushed !== undefined) {
        done.push(`- Pushed the branch ${(0,markdown/* codeSpan */.SS)(pushed.branch)}${pushed.headSha === undefined ? '' : ` at ${(0,markdown/* codeSpan */.SS)(pushed.headSha.slice(0, 12))}`} with ${plural(pushed.changedFiles.length, 'translation file')}; the pull request was not created or updated.`);
    }
    else
        done.push('- No branch was pushed and no pull request was changed.');
    if (uploaded.length === 0 && options.error?.code === 'input')
        done.push('- Nothing was sent to the translation service.');
    lines.push(...done, '', '### What to do', '');
    if (options.error?.code === 'input')
        lines.push('Correct the input the message names, then run the workflow again.');
    else if (pushed !== undefined)
        lines.push(`Fix the cause above, then re-run the workflow: the action rebuilds its branch ${(0,markdown/* codeSpan */.SS)(pushed.branch)} from the base and creates or updates the pull request. Nothing on the branch is lost meanwhile.`);
    else
        lines.push('Fix the cause above, then run the workflow again. docs/troubleshooting.md explains each failure by the code in parentheses.');
    lines.push('');
    return (0,redact/* redact */.E$)(lines.join('\n'));
}


/***/ })

};
