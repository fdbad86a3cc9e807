export const id = 321;
export const ids = [321];
export const modules = {

/***/ 3321:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   assertBaseExists: () => (/* binding */ assertBaseExists),
/* harmony export */   assertLocalesExist: () => (/* binding */ assertLocalesExist),
/* harmony export */   assertTokenCanWrite: () => (/* binding */ assertTokenCanWrite)
/* harmony export */ });
/* harmony import */ var _project_locales_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(910);
/* harmony import */ var _runner_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5202);
/* harmony import */ var _projects_wti_config_model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9702);



function assertLocalesExist(project, inputs, wti) {
    const fromInput = inputs.locales.length > 0;
    const wanted = fromInput ? inputs.locales : (wti?.neededLocales ?? []);
    const targets = (0,_project_locales_js__WEBPACK_IMPORTED_MODULE_0__/* .targetLocalesOf */ .gs)(project).sort();
    const source = project.sourceLocale.code;
    const unknown = wanted.filter((locale) => !targets.some((target) => (0,_project_locales_js__WEBPACK_IMPORTED_MODULE_0__/* .sameLocale */ .Jo)(target, locale)));
    if (unknown.length === 0)
        return;
    const listed = targets.length === 0
        ? 'The project has no target locale yet'
        : `Its target locales are ${targets.join(', ')}`;
    const sourceNamed = unknown.find((locale) => (0,_project_locales_js__WEBPACK_IMPORTED_MODULE_0__/* .sameLocale */ .Jo)(locale, source));
    const what = sourceNamed !== undefined
        ? `"${sourceNamed}" is the project's source locale, whose file is the master, not a translation to download.`
        : `the project has no target locale ${unknown.map((locale) => `"${locale}"`).join(', ')}.`;
    const advice = `${listed}; ${source} is its source locale. Add the locale to the project on the service, or remove it`;
    if (fromInput)
        throw new _runner_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('locales', `${what} ${advice} from locales.`);
    throw new _projects_wti_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .WtiConfigError */ .N(`needed_locales of ${wti?.path ?? '.wti'}: ${what} ${advice} from needed_locales.`);
}
async function assertBaseExists(options) {
    const { inputs, context, logger, publishing } = options;
    const base = inputs.base;
    if (base === undefined)
        return;
    const { askRemote } = await Promise.all(/* import() */[__webpack_require__.e(332), __webpack_require__.e(444)]).then(__webpack_require__.bind(__webpack_require__, 7444));
    const heads = await (publishing === undefined
        ? Promise.all(/* import() */[__webpack_require__.e(332), __webpack_require__.e(308)]).then(__webpack_require__.bind(__webpack_require__, 308)).then(async ({ openRepository, runnerFor }) => {
            const repository = await openRepository({
                dir: context.workspace,
                logger,
                ...(inputs.githubToken === undefined
                    ? {}
                    : { auth: { token: inputs.githubToken, serverUrl: context.serverUrl } }),
            });
            return askRemote(runnerFor(repository), { remote: 'origin', base, branch: inputs.branch }).heads;
        })
        : publishing.then(async (started) => (await started.remote).heads));
    if (!heads.has(base)) {
        const repository = context.owner === undefined ? 'origin' : `${context.owner}/${context.repo ?? ''}`;
        throw new _runner_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('base', `the branch "${base}" does not exist on ${repository}. Give the name of an existing branch the pull request should target, or leave base empty for the repository's default branch.`);
    }
}
async function assertTokenCanWrite(probe) {
    if (probe === undefined)
        return;
    try {
        await probe;
    }
    catch (error) {
        const code = error.code;
        if (code !== 'forbidden' && code !== 'auth')
            return;
        throw new _runner_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('project-token', "is a token the service accepts for reading but not for writing (the project's read-only token, public_api_token), and this run uploads to the service. Use the read-write token (private_api_token) from the project's settings on the service.");
    }
}


/***/ })

};
