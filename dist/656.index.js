export const id = 656;
export const ids = [656];
export const modules = {

/***/ 8656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l9: () => (/* binding */ formatPercent),
/* harmony export */   throwIfGatesFailed: () => (/* binding */ throwIfGatesFailed),
/* harmony export */   ud: () => (/* binding */ evaluateGates)
/* harmony export */ });
/* unused harmony export CheckGateError */
/* harmony import */ var _sync_plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4816);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8868);


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
    // Rounded down, so 99.96 % never shows as a passing-looking "100 %".
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
                if (!targetLocales.some((target) => (0,_sync_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .sameLocale */ .Jo)(target, locale)))
                    return [`${locale} is not a target locale of the project`];
                const state = states.find((candidate) => (0,_sync_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .sameLocale */ .Jo)(candidate.locale, locale));
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
    for (const kind of _findings_js__WEBPACK_IMPORTED_MODULE_0__/* .FINDING_KINDS */ .mH) {
        if (settings.failOnFindings?.has(kind) !== true)
            continue;
        const info = _findings_js__WEBPACK_IMPORTED_MODULE_0__/* .KIND_INFO */ .Kw[kind];
        const count = options.findingCounts?.get(kind) ?? 0;
        outcomes.push(count > 0
            ? { gate: info.gate, status: 'failed', reason: info.failed(count) }
            : { gate: info.gate, status: 'passed', reason: info.passed });
    }
    return outcomes;
}
/** Throws CheckGateError when a gate failed; called after the comment and summary are written. */
function throwIfGatesFailed(gates) {
    const failed = gates.filter((gate) => gate.status === 'failed');
    if (failed.length > 0)
        throw new CheckGateError(failed);
}


/***/ }),

/***/ 4816:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jo: () => (/* binding */ sameLocale),
/* harmony export */   MG: () => (/* binding */ planPush),
/* harmony export */   S: () => (/* binding */ selectLocales),
/* harmony export */   cu: () => (/* binding */ localeKey),
/* harmony export */   f2: () => (/* binding */ byPath),
/* harmony export */   gs: () => (/* binding */ targetLocalesOf),
/* harmony export */   ho: () => (/* binding */ planPull),
/* harmony export */   z6: () => (/* binding */ localeMatcher)
/* harmony export */ });
/**
 * Deciding what to upload and what to download: pure functions over what the service reports
 * (Show Project) and what the repository holds, so every rule here is unit-tested without I/O.
 */
/** Sorts records by path, by code unit, so output does not depend on the runner's locale. */
const byPath = (a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
/**
 * Masters the service knows are uploaded when their local bytes differ from `hash_file`. On a
 * push, only those the push touched: a master edited on the service is never overwritten by an
 * older local copy the developer did not change.
 */
function planPush(input) {
    const uploads = [];
    const creates = [];
    const skipped = [];
    const masters = input.remoteFiles.filter((file) => file.masterId === null);
    const knownNames = new Set(input.remoteFiles.map((file) => file.name));
    for (const file of masters) {
        const path = file.name;
        const localSha1 = input.localSha1.get(path);
        if (input.isIgnored(path))
            skipped.push({ path, reason: 'ignored' });
        else if (localSha1 === undefined)
            skipped.push({ path, reason: 'missing-locally' });
        else if (localSha1 === file.hashFile)
            skipped.push({ path, reason: 'unchanged' });
        else if (input.changedInPush === undefined) {
            uploads.push({ path, file, localSha1, reason: 'differs-from-service' });
        }
        else if (input.changedInPush.has(path)) {
            uploads.push({ path, file, localSha1, reason: 'changed-in-push' });
        }
        else {
            // The bytes differ but this push did not touch the file: the service's copy is newer.
            skipped.push({ path, reason: 'changed-on-service' });
        }
    }
    for (const path of new Set(input.sourceFileCandidates)) {
        if (knownNames.has(path))
            continue;
        const localSha1 = input.localSha1.get(path);
        if (input.isIgnored(path))
            skipped.push({ path, reason: 'ignored' });
        else if (localSha1 === undefined)
            skipped.push({ path, reason: 'missing-locally' });
        else
            creates.push({ path, localSha1, reason: 'new-source-file' });
    }
    return { uploads: uploads.sort(byPath), creates: creates.sort(byPath), skipped: skipped.sort(byPath) };
}
/** What sameLocale compares: equal keys, same locale. */
function localeKey(code) {
    return code.replace(/_/g, '-').toLowerCase();
}
/** Whether a code is one of `locales`, as sameLocale compares: one key per locale, computed once. */
function localeMatcher(locales) {
    const keys = new Set(locales.map(localeKey));
    return (locale) => keys.has(localeKey(locale));
}
/** Locale codes compared as the service writes them, but `pt_BR` matches `pt-BR`. */
function sameLocale(a, b) {
    return localeKey(a) === localeKey(b);
}
/**
 * The project's target locales. Real projects list the source locale among `target_locales` too
 * (the official client subtracts it before a push); it is never a target here.
 */
function targetLocalesOf(project) {
    return project.targetLocales
        .map((locale) => locale.code)
        .filter((code) => !sameLocale(code, project.sourceLocale.code));
}
function selectLocales(input) {
    const targets = input.targetLocales.filter((locale) => !sameLocale(locale, input.sourceLocale));
    const wanted = input.wanted.length === 0 ? targets : input.wanted;
    const unknown = wanted.filter((locale) => !targets.some((target) => sameLocale(target, locale)));
    const locales = targets.filter((target) => wanted.some((locale) => sameLocale(target, locale)) &&
        !input.ignored.some((locale) => sameLocale(target, locale)));
    return { locales, unknown, all: locales.length === targets.length };
}
/**
 * A target file needs the archive when the local copy is missing, differs from `hash_file`, or
 * the service says it is not `fresh` (its hash is of an older generation).
 */
function planPull(input) {
    const downloads = [];
    const upToDate = [];
    const ignored = [];
    const selected = localeMatcher(input.locales);
    for (const file of input.remoteFiles) {
        if (file.masterId === null || !selected(file.locale))
            continue;
        const path = file.name;
        const localSha1 = input.localSha1.get(path);
        if (input.isIgnored(path))
            ignored.push(path);
        else if (localSha1 === undefined)
            downloads.push({ path, locale: file.locale, file, reason: 'missing-locally' });
        else if (!file.fresh || file.hashFile === undefined)
            downloads.push({ path, locale: file.locale, file, reason: 'not-fresh' });
        else if (localSha1 !== file.hashFile) {
            downloads.push({ path, locale: file.locale, file, reason: 'differs-from-service' });
        }
        else
            upToDate.push(path);
    }
    return { downloads: downloads.sort(byPath), upToDate: upToDate.sort(), ignored: ignored.sort() };
}


/***/ })

};
