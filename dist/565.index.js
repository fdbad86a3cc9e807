export const id = 565;
export const ids = [565,402];
export const modules = {

/***/ 1402:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   diffKeyValues: () => (/* binding */ diffKeyValues),
/* harmony export */   keyCountOf: () => (/* binding */ keyCountOf),
/* harmony export */   keyValuesOf: () => (/* binding */ keyValuesOf),
/* harmony export */   missingTranslations: () => (/* binding */ missingTranslations),
/* harmony export */   nameOf: () => (/* binding */ nameOf),
/* harmony export */   unitCountOf: () => (/* binding */ unitCountOf)
/* harmony export */ });
/* harmony import */ var _json_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5222);
/* harmony import */ var _yaml_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8157);
/* harmony import */ var _index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1712);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7857);




function textValue(text) {
    // A leading '"' keeps a string apart from a plural ('[…]') and a setting ('#…'), as cheaply as it gets.
    if (typeof text === 'string')
        return { text: `"${text}`, empty: text === '', translatable: true };
    const forms = _types_js__WEBPACK_IMPORTED_MODULE_3__/* .PLURAL_FORMS */ .DG.map((form) => text[form] ?? null);
    return {
        text: JSON.stringify(forms),
        empty: forms.every((form) => form === null || form === ''),
        translatable: true,
        forms: text,
    };
}
/** A number, boolean or null: `#` keeps `3` apart from `"3"`. A null holds no translation. */
function settingValue(value) {
    return { text: `#${String(value)}`, empty: value === null, translatable: value !== null };
}
/** The keys and values of a locale file. Throws FormatError when the file cannot be read. */
function keyValuesOf(format, bytes, options = {}) {
    const values = new Map();
    const settings = new Map();
    // YAML and JSON give their settings from the same parse as their strings.
    const onSetting = (key, value) => settings.set(key, settingValue(value));
    const segments = format === 'yaml'
        ? (0,_yaml_format_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYaml */ .h)(bytes, options, onSetting)
        : format === 'json'
            ? (0,_json_format_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonWithSettings */ .Tq)(bytes, options, onSetting)
            : (0,_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseLocaleFile */ .UB)(format, bytes, options);
    // A repeated key counts with its last value, as the formats' own readers do.
    for (const segment of segments)
        values.set(segment.key, textValue(segment.text));
    for (const [key, value] of settings)
        if (!values.has(key))
            values.set(key, value);
    return values;
}
/**
 * How many translations keyValuesOf gives (unitCountOf: a plural string's forms one by one),
 * without building a value for each: all a new file's diff needs (everything is added). Throws
 * FormatError as keyValuesOf does.
 */
function keyCountOf(format, bytes, options = {}) {
    if (format === 'json')
        return (0,_json_format_js__WEBPACK_IMPORTED_MODULE_0__/* .countJsonKeys */ .Gf)(bytes, options);
    const units = new Map();
    const onSetting = (key) => {
        units.set(key, 1);
    };
    const segments = format === 'yaml' ? (0,_yaml_format_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYaml */ .h)(bytes, options, onSetting) : (0,_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseLocaleFile */ .UB)(format, bytes, options);
    // A string wins over a setting of the same key, and a repeated key counts with its last value,
    // as in keyValuesOf; a plural string counts its forms.
    for (const segment of segments)
        units.set(segment.key, typeof segment.text === 'string' ? 1 : formCount(segment.text));
    let count = 0;
    for (const value of units.values())
        count += value;
    return count;
}
function formCount(text) {
    return _types_js__WEBPACK_IMPORTED_MODULE_3__/* .PLURAL_FORMS */ .DG.filter((form) => text[form] !== undefined).length;
}
function byCodeUnit(left, right) {
    return left < right ? -1 : left > right ? 1 : 0;
}
/** How a diff and an error name a plural form: `inbox (form many)`. */
function nameOf(ref) {
    return ref.form === undefined ? ref.key : `${ref.key} (form ${ref.form})`;
}
/** The forms a value counts as: each form of a plural, else the value itself (form undefined). */
function unitsOf(value) {
    if (value.forms === undefined)
        return [[undefined, value.text]];
    return _types_js__WEBPACK_IMPORTED_MODULE_3__/* .PLURAL_FORMS */ .DG.flatMap((form) => {
        const text = value.forms?.[form];
        return text === undefined ? [] : [[form, text]];
    });
}
/** How many translations a value counts for: its forms for a plural string, else one. */
function unitCountOf(values) {
    let count = 0;
    for (const value of values.values())
        count += value.forms === undefined ? 1 : unitsOf(value).length;
    return count;
}
/**
 * Keys added, changed and removed, each sorted by code unit so reports do not depend on the
 * runner. A plural string counts form by form (`inbox (form few)` added); a key that turns from a
 * string into a plural or back counts as one change.
 */
function diffKeyValues(before, after) {
    const added = [];
    const changed = [];
    const removed = [];
    const named = (key, form) => nameOf(form === undefined ? { key } : { key, form });
    for (const [key, value] of after) {
        const previous = before.get(key);
        if (previous === undefined) {
            for (const [form] of unitsOf(value))
                added.push(named(key, form));
        }
        else if (previous.text === value.text) {
            continue;
        }
        else if (previous.forms === undefined || value.forms === undefined) {
            changed.push(key);
        }
        else {
            const old = new Map(unitsOf(previous));
            const next = new Map(unitsOf(value));
            for (const [form, text] of next) {
                const was = old.get(form);
                if (was === undefined)
                    added.push(named(key, form));
                else if (was !== text)
                    changed.push(named(key, form));
            }
            for (const form of old.keys())
                if (!next.has(form))
                    removed.push(named(key, form));
        }
    }
    for (const [key, value] of before) {
        if (!after.has(key))
            for (const [form] of unitsOf(value))
                removed.push(named(key, form));
    }
    return {
        added: added.sort(byCodeUnit),
        changed: changed.sort(byCodeUnit),
        removed: removed.sort(byCodeUnit),
    };
}
/**
 * The translations of `before` (strings, numbers, booleans, each non-empty plural form) that
 * `after` lacks or empties: what a pull would lose, or what an upload would add. A key that
 * `after` gives a non-empty value of another shape (a string for a plural) keeps its translation.
 */
function missingTranslations(before, after) {
    const missing = [];
    for (const [key, value] of before) {
        if (!value.translatable || value.empty)
            continue;
        const next = after.get(key);
        if (next === undefined || next.empty) {
            if (value.forms === undefined)
                missing.push({ key });
            else
                for (const [form, text] of unitsOf(value))
                    if (form !== undefined && text !== '')
                        missing.push({ key, form });
            continue;
        }
        if (value.forms === undefined || next.forms === undefined)
            continue;
        for (const [form, text] of unitsOf(value)) {
            const kept = form === undefined ? undefined : next.forms[form];
            if (form !== undefined && text !== '' && (kept === undefined || kept === ''))
                missing.push({ key, form });
        }
    }
    return missing;
}


/***/ }),

/***/ 7857:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DG: () => (/* binding */ PLURAL_FORMS),
/* harmony export */   aV: () => (/* binding */ isPluralKeySet),
/* harmony export */   zr: () => (/* binding */ isPluralForm)
/* harmony export */ });
/** CLDR's canonical order; Intl returns categories in an engine-specific order, so we sort by this. */
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
function isPluralForm(value) {
    return PLURAL_FORMS.includes(value);
}
/** True when every key is a plural category and `other` is present: the shape of one plural string. */
function isPluralKeySet(keys) {
    return keys.length > 0 && keys.includes('other') && keys.every(isPluralForm);
}


/***/ }),

/***/ 8565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runTranslationUpload: () => (/* binding */ runTranslationUpload)
/* harmony export */ });
/* unused harmony export planTranslationUploads */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _formats_detect_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(445);
/* harmony import */ var _formats_key_values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1402);
/* harmony import */ var _backoff_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7423);
/* harmony import */ var _import_wait_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6706);
/* harmony import */ var _local_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9666);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4816);
/* harmony import */ var _project_locales_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(910);
/* harmony import */ var _project_files_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3930);
/* harmony import */ var _target_policy_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5228);
/* harmony import */ var _upload_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2462);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(3334);













/**
 * `upload-translations: true` (the `wti push --target` of the action): the repository's target
 * files of the selected locales are sent to the service when their bytes differ from `hash_file`,
 * so that a team adopting the service keeps its translations and a developer's fix to a
 * translation reaches the translators. The rules that keep the service's newer work safe:
 * - a target the triggering push changed is uploaded as the other uploads are: the edit is meant;
 * - any other differing target is uploaded with `merge=true`, which adds the translations the
 *   service lacks and never overwrites one it has, so a stale copy cannot replace a translator's work;
 * - hash-based files (.txt, .html, .textile, Markdown) are refused as targets by the service, so
 *   they are skipped with a notice.
 * The uploads are waited for like masters, so the pull that follows downloads their result.
 */
const HASH_BASED = /\.(txt|html?|textile|md|markdown)$/i;
function planTranslationUploads(input) {
    const uploads = [];
    const hashBased = [];
    const selected = (0,_project_locales_js__WEBPACK_IMPORTED_MODULE_7__/* .localeMatcher */ .z6)(input.locales);
    for (const file of input.remoteFiles) {
        if (file.masterId === null || !selected(file.locale))
            continue;
        const path = file.name;
        const localSha1 = input.localSha1.get(path);
        if (input.isIgnored(path) || localSha1 === undefined || localSha1 === file.hashFile)
            continue;
        if (HASH_BASED.test(path)) {
            hashBased.push(path);
            continue;
        }
        const changed = input.changedInPush?.has(path) === true;
        uploads.push({
            path,
            file,
            localSha1,
            locale: file.locale,
            reason: changed ? 'changed-in-push' : 'differs-from-service',
            merge: changed ? input.merge : true,
        });
    }
    return { uploads: uploads.sort(_plan_js__WEBPACK_IMPORTED_MODULE_6__/* .byPath */ .f2), hashBased: hashBased.sort() };
}
/**
 * Whether a merge upload would add anything: false when the service's copy already has every
 * translation of the repository's copy (strings, numbers, booleans, each plural form). Such an upload changes nothing, and
 * the import wait could only confirm it with a probe (import-wait.ts), on every run until the
 * repository catches up. When either copy cannot be read, the upload goes ahead: merging is safe.
 */
async function mergeAddsSomething(options, upload) {
    const format = (0,_formats_detect_js__WEBPACK_IMPORTED_MODULE_12__/* .detectFormat */ .T)(upload.path);
    if (format === undefined)
        return true;
    try {
        const content = await options.service.files.show({
            masterFileId: upload.file.masterId ?? upload.file.id,
            locale: upload.locale,
        });
        if (content.status !== 'ok')
            return true;
        const parse = (bytes) => (0,_formats_key_values_js__WEBPACK_IMPORTED_MODULE_2__.keyValuesOf)(format, bytes, { fileName: upload.path, locale: upload.locale });
        const service = parse(content.body);
        const local = parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(options.workspace, upload.path)));
        // Numbers, booleans and each plural form count: a form the service lacks is worth sending.
        return (0,_formats_key_values_js__WEBPACK_IMPORTED_MODULE_2__.missingTranslations)(local, service).length > 0;
    }
    catch (error) {
        options.logger.debug(`Cannot compare ${upload.path} with the service's copy: ${error.message}`);
        return true;
    }
}
async function runTranslationUpload(options) {
    const { service, logger, dryRun } = options;
    const project = options.project ?? (await service.projects.show());
    const { locales } = (0,_project_locales_js__WEBPACK_IMPORTED_MODULE_7__/* .selectLocales */ .S)({
        sourceLocale: project.sourceLocale.code,
        targetLocales: project.targetLocales.map((locale) => locale.code),
        wanted: options.locales,
        ignored: options.ignoreLocales,
    });
    // The same target path policy as the pull (R39, R40): a listed target at a master's path, in a
    // dot folder or behind a symlinked folder is never read from the repository and sent.
    const selected = (0,_project_locales_js__WEBPACK_IMPORTED_MODULE_7__/* .localeMatcher */ .z6)(locales);
    const { remoteFiles, refused } = (0,_target_policy_js__WEBPACK_IMPORTED_MODULE_9__/* .screenTargets */ .LN)(options.workspace, project, {
        selected,
        isIgnored: options.isIgnored,
        ...(options.allowTargetPaths === undefined ? {} : { allow: options.allowTargetPaths }),
    });
    const refusal = (0,_target_policy_js__WEBPACK_IMPORTED_MODULE_9__/* .describeRefusals */ .lY)(refused);
    if (refusal !== undefined)
        logger.warning(`Not uploaded: ${refusal}`);
    const targets = remoteFiles.filter((file) => file.masterId !== null).map((file) => file.name);
    const planned = planTranslationUploads({
        remoteFiles,
        locales,
        localSha1: (0,_local_files_js__WEBPACK_IMPORTED_MODULE_5__/* .localSha1Map */ .X)(options.workspace, targets),
        changedInPush: options.changedInPush,
        isIgnored: options.isIgnored,
        merge: options.settings.merge,
    });
    const adds = await Promise.all(planned.uploads.map((upload) => upload.merge ? mergeAddsSomething(options, upload) : Promise.resolve(true)));
    for (const [index, upload] of planned.uploads.entries()) {
        if (adds[index] !== true)
            logger.info(`${upload.path} differs from the service, which already has each of its translations; not uploaded.`);
    }
    const plan = { ...planned, uploads: planned.uploads.filter((_, index) => adds[index] === true) };
    for (const path of plan.hashBased) {
        logger.notice(`${path} differs from the service but is not uploaded: the service does not accept hash-based files (.txt, .html, .textile, Markdown) as translations.`);
    }
    for (const upload of plan.uploads) {
        logger.info(`${dryRun ? 'Would upload' : 'Upload'} ${upload.path} (${(0,_words_js__WEBPACK_IMPORTED_MODULE_11__/* .uploadReason */ .AP)(upload.reason)}${upload.merge ? ', merge=true: keeps the service translations' : ''})`);
    }
    const result = { ...plan, importWaitMs: 0, dryRun, project };
    if (dryRun || plan.uploads.length === 0) {
        if (plan.uploads.length === 0)
            logger.info('No translation file to upload: the service has them all.');
        return result;
    }
    const context = {
        service,
        workspace: options.workspace,
        sourceLocale: project.sourceLocale.code,
        settings: options.settings,
        deadline: new _backoff_js__WEBPACK_IMPORTED_MODULE_3__/* .Deadline */ .B2(options.importTimeoutMs),
        schedule: options.schedule ?? _backoff_js__WEBPACK_IMPORTED_MODULE_3__/* .IMPORT_POLL_SCHEDULE */ .ug,
        probeAfterMs: options.probeAfterMs,
        logger,
    };
    const sent = await (0,_upload_js__WEBPACK_IMPORTED_MODULE_10__/* .sendMasters */ .K)(context, plan.uploads, []);
    const wait = await (0,_import_wait_js__WEBPACK_IMPORTED_MODULE_4__/* .waitForImports */ .H)(context, sent);
    logger.info(`The service imported ${(0,_words_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .LS)(sent.length, 'translation file')} in ${(wait.waitedMs / 1000).toFixed(1)} s (${wait.polls} polls).`);
    return { ...result, importWaitMs: wait.waitedMs, project: wait.project };
}


/***/ })

};
