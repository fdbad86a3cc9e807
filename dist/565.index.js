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
/* harmony export */   sameTranslations: () => (/* binding */ sameTranslations)
/* harmony export */ });
/* harmony import */ var _json_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5222);
/* harmony import */ var _yaml_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8157);
/* harmony import */ var _index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9481);
/* harmony import */ var _project_work_count_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7458);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7857);





function textValue(text) {
    if (typeof text === 'string')
        return { text: `"${text}`, empty: text === '', translatable: true };
    const forms = _types_js__WEBPACK_IMPORTED_MODULE_4__/* .PLURAL_FORMS */ .DG.map((form) => text[form] ?? null);
    return {
        text: JSON.stringify(forms),
        empty: forms.every((form) => form === null || form === ''),
        translatable: true,
        forms: text,
    };
}
function settingValue(value) {
    return { text: `#${String(value)}`, empty: value === null, translatable: value !== null };
}
function keyValuesOf(format, bytes, options = {}) {
    const values = new Map();
    const settings = new Map();
    const onSetting = (key, value) => settings.set(key, settingValue(value));
    if (format === 'yaml' || format === 'json')
        _project_work_count_js__WEBPACK_IMPORTED_MODULE_3__/* .workCount */ .J.countParse(options.fileName);
    const segments = format === 'yaml'
        ? (0,_yaml_format_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYaml */ .h)(bytes, options, onSetting)
        : format === 'json'
            ? (0,_json_format_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonWithSettings */ .Tq)(bytes, options, onSetting)
            : (0,_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseLocaleFile */ .UB)(format, bytes, options);
    for (const segment of segments)
        values.set(segment.key, textValue(segment.text));
    for (const [key, value] of settings)
        if (!values.has(key))
            values.set(key, value);
    return values;
}
function keyCountOf(format, bytes, options = {}) {
    if (format === 'json' || format === 'yaml')
        _project_work_count_js__WEBPACK_IMPORTED_MODULE_3__/* .workCount */ .J.countParse(options.fileName);
    if (format === 'json')
        return (0,_json_format_js__WEBPACK_IMPORTED_MODULE_0__/* .countJsonKeys */ .Gf)(bytes, options);
    const units = new Map();
    const onSetting = (key) => {
        units.set(key, 1);
    };
    const segments = format === 'yaml' ? (0,_yaml_format_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYaml */ .h)(bytes, options, onSetting) : (0,_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseLocaleFile */ .UB)(format, bytes, options);
    for (const segment of segments)
        units.set(segment.key, typeof segment.text === 'string' ? 1 : formCount(segment.text));
    let count = 0;
    for (const value of units.values())
        count += value;
    return count;
}
function formCount(text) {
    return _types_js__WEBPACK_IMPORTED_MODULE_4__/* .PLURAL_FORMS */ .DG.filter((form) => text[form] !== undefined).length;
}
function byCodeUnit(left, right) {
    return left < right ? -1 : left > right ? 1 : 0;
}
function nameOf(ref) {
    return ref.form === undefined ? ref.key : `${ref.key} (form ${ref.form})`;
}
function unitsOf(value) {
    if (value.forms === undefined)
        return [[undefined, value.text]];
    return _types_js__WEBPACK_IMPORTED_MODULE_4__/* .PLURAL_FORMS */ .DG.flatMap((form) => {
        const text = value.forms?.[form];
        return text === undefined ? [] : [[form, text]];
    });
}
function sameTranslations(local, remote) {
    for (const [key, value] of local) {
        const other = remote.get(key);
        if (other === undefined ? !value.empty : other.text !== value.text)
            return false;
    }
    for (const [key, value] of remote)
        if (!local.has(key) && !value.empty)
            return false;
    return true;
}
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
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
function isPluralForm(value) {
    return PLURAL_FORMS.includes(value);
}
function isPluralKeySet(keys) {
    return keys.length > 0 && keys.includes('other') && keys.every(isPluralForm);
}


/***/ }),

/***/ 4391:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ pushEditsOf),
/* harmony export */   q: () => (/* binding */ sendPushEdits)
/* harmony export */ });
/* harmony import */ var _formats_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9481);
/* harmony import */ var _formats_key_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1402);


function textsOf(format, bytes, fileName, locale) {
    const texts = new Map();
    for (const segment of (0,_formats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parseLocaleFile */ .UB)(format, bytes, { fileName, locale, scalars: true }))
        texts.set(segment.key, segment.text);
    return texts;
}
function pushEditsOf(format, before, now, file) {
    const options = { fileName: file.fileName, locale: file.locale };
    const nowValues = (0,_formats_key_values_js__WEBPACK_IMPORTED_MODULE_1__.keyValuesOf)(format, now, options);
    const beforeValues = before === undefined ? new Map() : (0,_formats_key_values_js__WEBPACK_IMPORTED_MODULE_1__.keyValuesOf)(format, before, options);
    const nowTexts = textsOf(format, now, file.fileName, file.locale);
    const beforeTexts = before === undefined
        ? new Map()
        : textsOf(format, before, file.fileName, file.locale);
    const edits = [];
    for (const [key, value] of nowValues) {
        if (!value.translatable || value.empty || beforeValues.get(key)?.text === value.text)
            continue;
        const text = nowTexts.get(key);
        if (text === undefined)
            continue;
        const previous = beforeTexts.get(key);
        if (typeof text === 'string' || previous === undefined || typeof previous === 'string') {
            edits.push({ key, before: previous, after: text });
            continue;
        }
        const forms = {};
        for (const [form, formText] of Object.entries(text))
            if (formText !== undefined && formText !== '' && previous[form] !== formText)
                forms[form] = formText;
        if (Object.keys(forms).length > 0)
            edits.push({ key, before: previous, after: forms });
    }
    return edits.sort((left, right) => (left.key < right.key ? -1 : left.key > right.key ? 1 : 0));
}
function unitsOf(text) {
    if (text === null || text === undefined)
        return new Map();
    if (typeof text === 'string')
        return new Map([['', text]]);
    return new Map(Object.entries(text).filter((entry) => entry[1] !== undefined));
}
function quoted(text) {
    const json = JSON.stringify(text ?? '');
    return json.length > 160 ? `${json.slice(0, 157)}...` : json;
}
function decide(edit, record, locale) {
    if (record === undefined || record.plural !== (typeof edit.after !== 'string'))
        return { kind: 'skipped' };
    const translation = record.translations.find((candidate) => candidate.locale === locale);
    if (translation === undefined || translation.text === null)
        return { kind: 'filled' };
    const service = unitsOf(translation.text);
    const after = unitsOf(edit.after);
    const before = unitsOf(edit.before);
    const differing = [...after].filter(([unit, text]) => service.get(unit) !== text);
    if (differing.length === 0)
        return { kind: 'same' };
    const conflict = differing.some(([unit]) => (service.get(unit) ?? '') !== (before.get(unit) ?? ''));
    const text = typeof edit.after === 'string'
        ? edit.after
        : { ...(typeof translation.text === 'string' ? {} : translation.text), ...edit.after };
    return { kind: 'send', text, conflict, service: translation.text };
}
async function sendPushEdits(options) {
    const { strings, locale, path, logger } = options;
    const wanted = new Set(options.edits.map((edit) => edit.key));
    const records = new Map();
    const query = { locale, filters: { file: options.masterId, noFollowRedirects: true } };
    for await (const record of strings.list(query))
        if (wanted.has(record.key) && record.fileId === options.masterId)
            records.set(record.key, record);
    const result = { sent: [], filled: [], same: [] };
    const skipped = [];
    const conflicts = [];
    const updates = [];
    for (const edit of options.edits) {
        const record = records.get(edit.key);
        const decided = decide(edit, record, locale);
        const decision = decided.kind === 'filled' && options.review !== undefined
            ? { kind: 'send', text: edit.after, conflict: false, service: null }
            : decided;
        if (decision.kind === 'skipped')
            skipped.push(edit.key);
        else if (decision.kind !== 'send')
            result[decision.kind].push(edit.key);
        if (decision.kind !== 'send' || record === undefined)
            continue;
        if (decision.conflict) {
            conflicts.push(edit.key);
            logger.warning(options.review?.conflictWarning(edit.key, quoted(decision.service), quoted(decision.text)) ??
                `${path}: ${edit.key} was edited by this push and also changed on the service since the push's \`before\` commit; the push's text replaces the service's ${quoted(decision.service)}.`, { file: path, title: 'Translation edited on both sides' });
        }
        if (!options.dryRun) {
            updates.push(strings.update(record.id, typeof decision.text === 'string'
                ? { translations: [{ locale, text: decision.text }] }
                : { plural: true, translations: [{ locale, text: decision.text }] }));
        }
        result.sent.push(edit.key);
    }
    await Promise.all(updates);
    if (skipped.length > 0)
        logger.info(`${path}: not sent, no string of its master on the service has this key (or it is of another kind): ${skipped.join(', ')}.`);
    return { ...result, skipped, conflicts };
}


/***/ }),

/***/ 8565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runTranslationUpload: () => (/* binding */ runTranslationUpload)
/* harmony export */ });
/* harmony import */ var _project_safe_read_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8041);
/* harmony import */ var _formats_detect_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(445);
/* harmony import */ var _formats_key_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1402);
/* harmony import */ var _backoff_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7423);
/* harmony import */ var _import_wait_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6706);
/* harmony import */ var _push_edits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4391);
/* harmony import */ var _project_line_ends_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4150);
/* harmony import */ var _local_files_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9666);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4816);
/* harmony import */ var _project_locales_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(910);
/* harmony import */ var _project_files_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3930);
/* harmony import */ var _target_policy_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8745);
/* harmony import */ var _upload_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(2462);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(3334);














const HASH_BASED = /\.(txt|html?|textile|md|markdown)$/i;
function planTranslationUploads(input) {
    const uploads = [];
    const hashBased = [];
    const selected = (0,_project_locales_js__WEBPACK_IMPORTED_MODULE_8__/* .localeMatcher */ .z6)(input.locales);
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
            merge: true,
            sendsEdits: changed && !input.merge,
        });
    }
    return { uploads: uploads.sort(_plan_js__WEBPACK_IMPORTED_MODULE_7__/* .byPath */ .f2), hashBased: hashBased.sort() };
}
async function mergeAddsSomething(options, upload) {
    const format = (0,_formats_detect_js__WEBPACK_IMPORTED_MODULE_13__/* .detectFormat */ .T)(upload.path);
    if (format === undefined)
        return true;
    try {
        const content = await options.service.files.show({
            masterFileId: upload.file.masterId ?? upload.file.id,
            locale: upload.locale,
        });
        if (content.status !== 'ok')
            return true;
        const parse = (bytes) => (0,_formats_key_values_js__WEBPACK_IMPORTED_MODULE_1__.keyValuesOf)(format, bytes, { fileName: upload.path, locale: upload.locale });
        const service = parse(content.body);
        const local = parse((0,_project_safe_read_js__WEBPACK_IMPORTED_MODULE_0__/* .readPresentLocaleFile */ .qO)(options.workspace, upload.path));
        return (0,_formats_key_values_js__WEBPACK_IMPORTED_MODULE_1__.missingTranslations)(local, service).length > 0;
    }
    catch (error) {
        options.logger.debug(`Cannot compare ${upload.path} with the service's copy: ${error.message}`);
        return true;
    }
}
async function sendEditsOf(options, upload) {
    const { logger } = options;
    const format = (0,_formats_detect_js__WEBPACK_IMPORTED_MODULE_13__/* .detectFormat */ .T)(upload.path);
    const strings = options.service.strings;
    if (format === undefined || options.readBeforePush === undefined || strings === undefined)
        return [];
    let edits;
    try {
        const before = await options.readBeforePush(upload.path);
        const now = (0,_project_safe_read_js__WEBPACK_IMPORTED_MODULE_0__/* .readPresentLocaleFile */ .qO)(options.workspace, upload.path);
        edits = (0,_push_edits_js__WEBPACK_IMPORTED_MODULE_4__/* .pushEditsOf */ .h)(format, before, now, { fileName: upload.path, locale: upload.locale });
    }
    catch (error) {
        logger.warning(`${upload.path}: cannot tell which translations this push changed (${error.message}); none is sent as an edit, the file only fills what the service lacks. Change them on the service if they must replace its text.`, { file: upload.path });
        return [];
    }
    if (edits.length === 0)
        return [];
    const sent = await (0,_push_edits_js__WEBPACK_IMPORTED_MODULE_4__/* .sendPushEdits */ .q)({
        strings,
        masterId: upload.file.masterId ?? upload.file.id,
        locale: upload.locale,
        path: upload.path,
        edits,
        dryRun: options.dryRun,
        logger,
    });
    if (sent.sent.length > 0)
        logger.info(`${options.dryRun ? 'Would set' : 'Set'} on the service as this push's edits of ${upload.path}: ${sent.sent.join(', ')}`);
    return sent.sent;
}
async function runTranslationUpload(options) {
    const { service, logger, dryRun } = options;
    const project = options.project ?? (await service.projects.show());
    const { locales } = (0,_project_locales_js__WEBPACK_IMPORTED_MODULE_8__/* .selectLocales */ .S)({
        sourceLocale: project.sourceLocale.code,
        targetLocales: project.targetLocales.map((locale) => locale.code),
        wanted: options.locales,
        ignored: options.ignoreLocales,
    });
    const selected = (0,_project_locales_js__WEBPACK_IMPORTED_MODULE_8__/* .localeMatcher */ .z6)(locales);
    const { remoteFiles, refused } = (0,_target_policy_js__WEBPACK_IMPORTED_MODULE_10__/* .screenTargets */ .L)(options.workspace, project, {
        selected,
        isIgnored: options.isIgnored,
        ...(options.allowTargetPaths === undefined ? {} : { allow: options.allowTargetPaths }),
    });
    const refusal = (0,_target_policy_js__WEBPACK_IMPORTED_MODULE_10__/* .describeRefusals */ .l)(refused);
    if (refusal !== undefined)
        logger.warning(`Not uploaded: ${refusal}`);
    const targets = remoteFiles.filter((file) => file.masterId !== null).map((file) => file.name);
    const local = await (0,_local_files_js__WEBPACK_IMPORTED_MODULE_6__/* .storedSha1Map */ .r6)(options.workspace, targets, { blobIds: options.blobIds, logger });
    const planned = planTranslationUploads({
        remoteFiles,
        locales,
        localSha1: local.sha1,
        changedInPush: options.changedInPush,
        isIgnored: options.isIgnored,
        merge: options.settings.merge,
    });
    const adds = await Promise.all(planned.uploads.map((upload) => mergeAddsSomething(options, upload)));
    if (planned.uploads.some((upload) => upload.sendsEdits) && options.readBeforePush === undefined)
        logger.info("The push's `before` commit cannot be read (a new branch, or history that cannot be fetched): no key is sent as this push's edit; the changed files only fill what the service lacks.");
    const uploads = [];
    for (const [index, upload] of planned.uploads.entries()) {
        const edits = upload.sendsEdits ? await sendEditsOf(options, upload) : [];
        const fileSent = adds[index] === true;
        if (!fileSent)
            logger.info(edits.length > 0
                ? `${upload.path}: the service already has each of its other translations; the file itself is not uploaded.`
                : `${upload.path} differs from the service, which already has each of its translations; not uploaded.`);
        if (fileSent || edits.length > 0)
            uploads.push({ ...upload, fileSent, edits });
    }
    const plan = { ...planned, uploads };
    for (const path of plan.hashBased) {
        logger.notice(`${path} differs from the service but is not uploaded: the service does not accept hash-based files (.txt, .html, .textile, Markdown) as translations.`);
    }
    const files = uploads.filter((upload) => upload.fileSent === true);
    for (const upload of files) {
        logger.info(`${dryRun ? 'Would upload' : 'Upload'} ${upload.path} (${(0,_words_js__WEBPACK_IMPORTED_MODULE_12__/* .uploadReason */ .AP)(upload.reason)}, merge=true: keeps the service translations)`);
    }
    const result = { ...plan, importWaitMs: 0, dryRun, project };
    if (dryRun || files.length === 0) {
        if (plan.uploads.length === 0)
            logger.info('No translation file to upload: the service has them all.');
        return dryRun || plan.uploads.length === 0
            ? result
            : { ...result, project: await service.projects.show() };
    }
    const context = {
        service,
        workspace: options.workspace,
        sourceLocale: project.sourceLocale.code,
        settings: options.settings,
        deadline: new _backoff_js__WEBPACK_IMPORTED_MODULE_2__/* .Deadline */ .B2(options.importTimeoutMs),
        schedule: options.schedule ?? _backoff_js__WEBPACK_IMPORTED_MODULE_2__/* .IMPORT_POLL_SCHEDULE */ .ug,
        probeAfterMs: options.probeAfterMs,
        logger,
    };
    const sending = { files: files.map((file) => file.path), ...local };
    const sent = await (0,_project_line_ends_js__WEBPACK_IMPORTED_MODULE_5__/* .withStoredCopies */ .bM)(options.workspace, sending, (storedCopies) => (0,_upload_js__WEBPACK_IMPORTED_MODULE_11__/* .sendMasters */ .K)({ ...context, storedCopies }, files, []));
    const wait = await (0,_import_wait_js__WEBPACK_IMPORTED_MODULE_3__/* .waitForImports */ .H)(context, sent);
    logger.info(`The service imported ${(0,_words_js__WEBPACK_IMPORTED_MODULE_12__/* .plural */ .LS)(sent.length, 'translation file')} in ${(wait.waitedMs / 1000).toFixed(1)} s (${wait.polls} polls).`);
    return { ...result, importWaitMs: wait.waitedMs, project: wait.project };
}


/***/ })

};
