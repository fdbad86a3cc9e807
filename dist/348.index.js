export const id = 348;
export const ids = [348,967];
export const modules = {

/***/ 2348:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseWtiConfig: () => (/* binding */ parseWtiConfig)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _runner_secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4168);
/* harmony import */ var _wti_config_model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9702);



const ERB_TAG = /<%(=?)([\s\S]*?)%>/g;
const ENV_EXPRESSION = /^\s*ENV(?:\[\s*(['"])([A-Za-z_][A-Za-z0-9_]*)\1\s*\]|\.fetch\(\s*(['"])([A-Za-z_][A-Za-z0-9_]*)\3\s*\))\s*$/;
const MIN_MASKED_LENGTH = 8;
function expandErb(text, env, fileName) {
    const expansions = [];
    const expanded = text.replace(ERB_TAG, (tag, output, expression) => {
        const match = ENV_EXPRESSION.exec(expression);
        const name = match?.[2] ?? match?.[4];
        if (output !== '=' || name === undefined) {
            throw new _wti_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .WtiConfigError */ .N(`${fileName}: the ERB tag ${tag.slice(0, 60)} is not supported; only <%= ENV['NAME'] %> is. ` +
                'Replace it with a plain value or an environment variable.');
        }
        const value = env[name] ?? '';
        if (value !== '')
            expansions.push({ name, value });
        if (value.trim().length >= MIN_MASKED_LENGTH)
            (0,_runner_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .maskSecret */ .$)(value.trim());
        return value;
    });
    return { text: expanded, expansions };
}
function nameVariables(message, expansions) {
    let named = message;
    for (const { name, value } of [...expansions].sort((a, b) => b.value.length - a.value.length)) {
        for (const form of new Set([value, value.trim()]))
            if (form !== '')
                named = named.split(form).join(`ENV['${name}']`);
    }
    return named;
}
function unsetKeyVariables(text, env) {
    const names = [];
    for (const line of text.split('\n')) {
        if (!/^\s*["']?api_key["']?\s*:/.test(line))
            continue;
        for (const [, , expression] of line.matchAll(ERB_TAG)) {
            const match = ENV_EXPRESSION.exec(expression ?? '');
            const name = match?.[2] ?? match?.[4];
            if (name !== undefined && (env[name] ?? '') === '' && !names.includes(name))
                names.push(name);
        }
    }
    return names;
}
function stringList(value, key, fileName) {
    if (value === undefined || value === null)
        return [];
    if (Array.isArray(value))
        return value.map((item) => String(item).trim()).filter((item) => item !== '');
    if (typeof value === 'string' || typeof value === 'number') {
        return String(value)
            .split(/[\s,]+/)
            .filter((item) => item !== '');
    }
    throw new _wti_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .WtiConfigError */ .N(`${fileName}: "${key}" must be a list or a string.`);
}
function optionalText(value, key, fileName) {
    if (value === undefined || value === null || value === '')
        return undefined;
    if (typeof value === 'string' || typeof value === 'number')
        return String(value);
    throw new _wti_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .WtiConfigError */ .N(`${fileName}: "${key}" must be a string.`);
}
function parseWtiConfig(text, fileName, env = process.env) {
    let document;
    const expanded = expandErb(text, env, fileName);
    try {
        document = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(expanded.text);
    }
    catch (error) {
        const first = nameVariables(error.message.split('\n')[0] ?? '', expanded.expansions);
        throw new _wti_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .WtiConfigError */ .N(`${fileName} is not valid YAML: ${first}`);
    }
    if (document === null || document === undefined)
        document = {};
    if (typeof document !== 'object' || Array.isArray(document)) {
        throw new _wti_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .WtiConfigError */ .N(`${fileName} must be a YAML mapping of settings such as api_key and ignore_files.`);
    }
    const settings = document;
    const ignoreFiles = stringList(settings['ignore_files'], 'ignore_files', fileName);
    const neededLocales = stringList(settings['needed_locales'], 'needed_locales', fileName);
    const ignoreLocales = stringList(settings['ignore_locales'], 'ignore_locales', fileName);
    const items = ignoreFiles.length + neededLocales.length + ignoreLocales.length;
    if (items > _wti_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .WTI_MAX_LIST_ITEMS */ .g) {
        throw new _wti_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .WtiConfigError */ .N(`${fileName} lists ${items} globs and locales, more than the ${_wti_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .WTI_MAX_LIST_ITEMS */ .g} this action reads. ` +
            'Match files with fewer, broader globs (a single * crosses folders).', { code: 'wti-too-large' });
    }
    return Object.freeze({
        path: fileName,
        apiKey: optionalText(settings['api_key'], 'api_key', fileName)?.trim() || undefined,
        unsetVariables: unsetKeyVariables(text, env),
        ignoreFiles,
        neededLocales,
        ignoreLocales,
        hooks: Object.freeze({
            beforePull: optionalText(settings['before_pull'], 'before_pull', fileName),
            afterPull: optionalText(settings['after_pull'], 'after_pull', fileName),
            beforePush: optionalText(settings['before_push'], 'before_push', fileName),
            afterPush: optionalText(settings['after_push'], 'after_push', fileName),
        }),
    });
}


/***/ })

};
