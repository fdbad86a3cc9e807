export const id = 656;
export const ids = [656];
export const modules = {

/***/ 8656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ formatPercent),
/* harmony export */   throwIfGatesFailed: () => (/* binding */ throwIfGatesFailed),
/* harmony export */   u: () => (/* binding */ evaluateGates)
/* harmony export */ });
/* harmony import */ var _project_locales_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(910);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8868);


class CheckGateError extends Error {
    failed;
    code = 'check-gate';
    constructor(failed) {
        super(`The translation check failed: ${failed.map((gate) => `${gate.gate}: ${gate.reason}`).join('; ')}. ` +
            'See the pull request comment or the job summary for the details.');
        this.failed = failed;
        this.name = 'CheckGateError';
    }
}
function formatPercent(value) {
    return `${Math.floor(value * 10) / 10}%`;
}
function evaluateGates(options) {
    const { settings, states, targetLocales } = options;
    const outcomes = [];
    const skipped = 'the translation service was not asked (no project token)';
    if (settings.requiredLocales.length > 0) {
        if (states === undefined || targetLocales === undefined) {
            outcomes.push({ gate: 'required-locales', status: 'skipped', reason: skipped });
        }
        else {
            const problems = settings.requiredLocales.flatMap((locale) => {
                if (!targetLocales.some((target) => (0,_project_locales_js__WEBPACK_IMPORTED_MODULE_0__/* .sameLocale */ .Jo)(target, locale)))
                    return [`${locale} is not a target locale of the project`];
                const state = states.find((candidate) => (0,_project_locales_js__WEBPACK_IMPORTED_MODULE_0__/* .sameLocale */ .Jo)(candidate.locale, locale));
                return state !== undefined && state.untranslated > 0
                    ? [`${locale} has ${state.untranslated} untranslated string${state.untranslated === 1 ? '' : 's'}`]
                    : [];
            });
            outcomes.push(problems.length > 0
                ? { gate: 'required-locales', status: 'failed', reason: problems.join(', ') }
                : {
                    gate: 'required-locales',
                    status: 'passed',
                    reason: `${settings.requiredLocales.join(', ')} fully translated`,
                });
        }
    }
    if (settings.minCompletion > 0) {
        if (states === undefined) {
            outcomes.push({ gate: 'min-completion', status: 'skipped', reason: skipped });
        }
        else {
            const below = states.filter((state) => state.completion < settings.minCompletion);
            const wanted = formatPercent(settings.minCompletion);
            outcomes.push(below.length > 0
                ? {
                    gate: 'min-completion',
                    status: 'failed',
                    reason: `${below.map((state) => `${state.locale} is at ${formatPercent(state.completion)}`).join(', ')}, below ${wanted}`,
                }
                : { gate: 'min-completion', status: 'passed', reason: `every locale at ${wanted} or more` });
        }
    }
    if (settings.failOnPlaceholderErrors) {
        const count = options.placeholderErrors;
        outcomes.push(count > 0
            ? {
                gate: 'fail-on-placeholder-errors',
                status: 'failed',
                reason: `${count} translation${count === 1 ? '' : 's'} with wrong placeholders`,
            }
            : { gate: 'fail-on-placeholder-errors', status: 'passed', reason: 'every placeholder kept' });
    }
    for (const kind of _findings_js__WEBPACK_IMPORTED_MODULE_1__/* .FINDING_KINDS */ .mH) {
        if (settings.failOnFindings?.has(kind) !== true)
            continue;
        const info = _findings_js__WEBPACK_IMPORTED_MODULE_1__/* .KIND_INFO */ .Kw[kind];
        const gate = info.gate;
        if (gate === undefined)
            continue;
        const count = options.findingCounts?.get(kind) ?? 0;
        outcomes.push(count > 0
            ? { gate, status: 'failed', reason: info.failed(count) }
            : { gate, status: 'passed', reason: info.passed });
    }
    return outcomes;
}
function throwIfGatesFailed(gates) {
    const failed = gates.filter((gate) => gate.status === 'failed');
    if (failed.length > 0)
        throw new CheckGateError(failed);
}


/***/ })

};
