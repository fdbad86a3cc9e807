export const id = 178;
export const ids = [178,402,591];
export const modules = {

/***/ 1402:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   diffKeyValues: () => (/* binding */ diffKeyValues),
/* harmony export */   keyCountOf: () => (/* binding */ keyCountOf),
/* harmony export */   keyValuesOf: () => (/* binding */ keyValuesOf),
/* harmony export */   missingTranslations: () => (/* binding */ missingTranslations),
/* harmony export */   nameOf: () => (/* binding */ nameOf)
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
 * How many translations keyValuesOf gives (a plural string's forms one by one, as diffKeyValues
 * counts them), without building a value for each: all a new file's diff needs (everything is
 * added). Throws FormatError as keyValuesOf does.
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

/***/ 4955:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G_: () => (/* binding */ stageBytes),
/* harmony export */   Iq: () => (/* binding */ downloadArchives),
/* harmony export */   nU: () => (/* binding */ downloadTargetFiles)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4700);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3334);




const MiB = 1024 * 1024;
/**
 * Downloads the Zip File once for the whole project, or once per locale in parallel (the client's
 * limit applies). Every archive is streamed to disk under a byte cap; none is held in memory.
 */
async function downloadArchives(options) {
    const { service, tempDir, maxBytes, logger } = options;
    const requests = options.locales === 'all' ? [undefined] : options.locales;
    let total = 0;
    let reported = 0;
    const onProgress = (delta) => {
        total += delta;
        // A progress line every 10 MiB keeps long downloads visibly alive without flooding the log.
        if (total - reported >= 10 * MiB) {
            reported = total;
            logger.info(`Downloaded ${(total / MiB).toFixed(0)} MiB so far.`);
        }
    };
    return Promise.all(requests.map(async (locale, index) => {
        const destination = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(tempDir, `archive-${index}.zip`);
        let last = 0;
        try {
            const { bytes } = await service.files.downloadZip({
                ...(locale === undefined ? {} : { locale }),
                destination,
                maxBytes,
                onProgress: (bytesSoFar) => {
                    // The client reports a running count per attempt; a retry starts again from zero.
                    onProgress(Math.max(0, bytesSoFar - last));
                    last = bytesSoFar;
                },
            });
            logger.info(`Downloaded the ${locale ?? 'whole project'} archive: ${bytes} bytes.`);
            return { path: destination, locale, bytes };
        }
        catch (error) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SyncError */ .S('download-failed', `Downloading the ${locale === undefined ? 'project' : `"${locale}"`} Zip File failed: ${error.message}`, { cause: error });
        }
    }));
}
/**
 * Writes bytes that did not come from an archive (a single file, the glossary) into the staging
 * folder as a staged file, ready for the same safe write into the repository.
 */
async function stageBytes(stagedPath, repoPath, bytes) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(stagedPath, bytes);
    return {
        entryName: repoPath,
        repoPath,
        stagedPath,
        size: bytes.length,
        sha1: process.getBuiltinModule('node:crypto').createHash('sha1').update(bytes).digest('hex'),
    };
}
/**
 * Downloads single target files with Show File (the client's limit applies) into `stagingDir`, as
 * staged files ready for the same safe write as an archive's. Their paths come from Show Project,
 * already checked to stay inside the repository.
 */
async function downloadTargetFiles(options) {
    const { service, downloads, stagingDir, logger } = options;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(stagingDir, { recursive: true });
    const staged = await Promise.all(downloads.map(async (download, index) => {
        const { file } = download;
        let content;
        try {
            content = await service.files.show({ masterFileId: file.masterId ?? file.id, locale: file.locale });
        }
        catch (error) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SyncError */ .S('download-failed', `Downloading ${download.path} failed: ${error.message}`, {
                files: [download.path],
                cause: error,
            });
        }
        if (content.status !== 'ok') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SyncError */ .S('download-failed', `Downloading ${download.path} failed: the service answered 304 unasked.`, {
                files: [download.path],
            });
        }
        return stageBytes(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(stagingDir, String(index).padStart(6, '0')), download.path, content.body);
    }));
    logger.info(`Downloaded ${(0,_words_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(staged.length, 'file')} one by one (${staged.reduce((sum, file) => sum + file.size, 0)} bytes).`);
    return staged;
}


/***/ }),

/***/ 4178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pullMasters: () => (/* binding */ pullMasters)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _download_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4955);
/* harmony import */ var _write_safely_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6631);
/* harmony import */ var _local_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9666);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4816);
/* harmony import */ var _removal_guard_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1591);
/* harmony import */ var _project_files_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3930);










async function serviceIsNewer(options, file, updatedAt) {
    if (options.changedOnService.has(file))
        return true;
    const service = Date.parse(updatedAt ?? '');
    const local = await options.lastLocalChange(file);
    return !Number.isNaN(service) && local !== undefined && service > local.getTime();
}
async function pullMasters(options) {
    const { logger, workspace } = options;
    const locale = options.project.sourceLocale.code;
    const masters = (0,_project_files_js__WEBPACK_IMPORTED_MODULE_8__.remoteFilesOf)(options.project).filter((file) => file.masterId === null && file.hashFile !== undefined && !options.isIgnored(file.name));
    const localSha1 = (0,_local_files_js__WEBPACK_IMPORTED_MODULE_5__/* .localSha1Map */ .Xp)(workspace, masters.map((file) => file.name));
    // `fresh: false` means the service changed the master since it last generated it: its hash is old.
    const same = masters
        .filter((file) => file.fresh && localSha1.get(file.name) === file.hashFile)
        .map((file) => file.name);
    const wanted = [];
    for (const file of masters) {
        const local = localSha1.get(file.name);
        if (local === undefined || (file.fresh && local === file.hashFile) || options.sent.has(file.name))
            continue;
        if (await serviceIsNewer(options, file.name, file.updatedAt))
            wanted.push(file);
        else
            logger.info(`${file.name} differs from the service, but the repository changed it last; it is kept.`);
    }
    if (wanted.length === 0)
        return { files: [], paths: same.sort(), locale };
    const root = options.tempRoot ?? (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)();
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(root, { recursive: true });
    const tempDir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, 'translation-sync-masters-'));
    try {
        const staged = await (0,_download_js__WEBPACK_IMPORTED_MODULE_3__/* .downloadTargetFiles */ .nU)({
            service: options.service,
            downloads: wanted.map((file) => ({ path: file.name, locale, file, reason: 'differs-from-service' })),
            stagingDir: tempDir,
            logger,
        });
        // The same gate as translations: an unreadable or emptied master is never written.
        const keys = await (0,_removal_guard_js__WEBPACK_IMPORTED_MODULE_7__.guardDownloads)({
            workspace,
            files: staged.map((file) => ({ ...file, locale, masterId: 0 })),
            allowRemovals: true,
            masterKeys: () => Promise.resolve(new Set()),
            logger,
        });
        for (const file of staged)
            logger.info(`${options.dryRun ? 'Would bring back' : 'Bringing back'} ${file.repoPath}: changed on the service.`);
        const statusOf = new Map();
        if (options.dryRun)
            for (const file of staged)
                statusOf.set(file.repoPath, 'changed');
        else {
            const written = await (0,_write_safely_js__WEBPACK_IMPORTED_MODULE_4__/* .writeStagedFiles */ .jv)({ repoRoot: workspace, files: staged });
            for (const file of written.written)
                statusOf.set(file.repoPath, file.status);
        }
        const files = staged.flatMap((file, index) => {
            const status = statusOf.get(file.repoPath);
            return status === undefined ? [] : [{ path: file.repoPath, locale, status, keys: keys[index] }];
        });
        return { files: files.sort(_plan_js__WEBPACK_IMPORTED_MODULE_6__/* .byPath */ .f2), paths: [...same, ...files.map((file) => file.path)].sort(), locale };
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(tempDir, { recursive: true, force: true });
    }
}


/***/ }),

/***/ 1591:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   compareDownload: () => (/* binding */ compareDownload),
/* harmony export */   compareStaged: () => (/* binding */ compareStaged),
/* harmony export */   guardDownloads: () => (/* binding */ guardDownloads),
/* harmony export */   judgeComparisons: () => (/* binding */ judgeComparisons),
/* harmony export */   masterKeysFrom: () => (/* binding */ masterKeysFrom),
/* harmony export */   readRepositoryCopy: () => (/* binding */ readRepositoryCopy)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _formats_detect_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(445);
/* harmony import */ var _formats_key_values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1402);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4700);
/* harmony import */ var _local_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9666);







/** Keys named per file in the error; the count says how many there are. */
const KEYS_SHOWN = 3;
const hasTranslation = (values) => [...values.values()].some((value) => !value.empty);
/** The repository's copy of a file, or undefined when there is none. */
function readRepositoryCopy(workspace, repoPath) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(workspace, repoPath);
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    }
}
/**
 * Compares a download's bytes with the repository's copy (undefined when there is none). The pull
 * calls it as each file is inflated, while its bytes are still in memory, so that no download is
 * read twice.
 */
function compareDownload(file, next, previous, logger) {
    const format = (0,_formats_detect_js__WEBPACK_IMPORTED_MODULE_6__/* .detectFormat */ .T)(file.repoPath);
    if (format === undefined) {
        // A format without a reader: only an empty download where the repository has content is refused.
        const text = (bytes) => Buffer.from(bytes ?? [])
            .toString('utf8')
            .trim();
        const empty = text(next) === '' && text(previous) !== '';
        return { file, counts: undefined, problem: empty ? 'empty' : undefined, dropped: [] };
    }
    const parseOptions = { fileName: file.repoPath, locale: file.locale };
    const unreadable = (error) => {
        // The service's bytes are untrusted: the reason goes to the debug log, never into the error.
        logger.debug(`The downloaded ${file.repoPath} cannot be read: ${error.message}`);
        return { file, counts: undefined, problem: 'unreadable', dropped: [] };
    };
    if (previous === undefined) {
        // A new file: every key is added, nothing can be lost, so its keys are counted, not compared.
        try {
            const added = (0,_formats_key_values_js__WEBPACK_IMPORTED_MODULE_3__.keyCountOf)(format, next, parseOptions);
            return { file, counts: { added, changed: 0, removed: 0 }, problem: undefined, dropped: [] };
        }
        catch (error) {
            return unreadable(error);
        }
    }
    let after;
    try {
        after = (0,_formats_key_values_js__WEBPACK_IMPORTED_MODULE_3__.keyValuesOf)(format, next, parseOptions);
    }
    catch (error) {
        return unreadable(error);
    }
    let before = new Map();
    try {
        before = (0,_formats_key_values_js__WEBPACK_IMPORTED_MODULE_3__.keyValuesOf)(format, previous, parseOptions);
    }
    catch (error) {
        // An unreadable old copy counts as having no keys: every key of the download is added.
        logger.debug(`Cannot read the old ${file.repoPath} to compare keys: ${error.message}`);
    }
    const diff = (0,_formats_key_values_js__WEBPACK_IMPORTED_MODULE_3__.diffKeyValues)(before, after);
    const dropped = (0,_formats_key_values_js__WEBPACK_IMPORTED_MODULE_3__.missingTranslations)(before, after);
    return {
        file,
        counts: { added: diff.added.length, changed: diff.changed.length, removed: diff.removed.length },
        problem: !hasTranslation(after) && hasTranslation(before) ? 'empty' : undefined,
        dropped,
    };
}
function listKeys(keys) {
    const shown = keys.slice(0, KEYS_SHOWN).join(', ');
    return keys.length > KEYS_SHOWN ? `${shown}, …` : shown;
}
function listFiles(files) {
    return files.length === 1 ? (files[0] ?? '') : `${files.slice(0, -1).join(', ')} and ${files.at(-1) ?? ''}`;
}
/**
 * Compares every download with the repository's copy and returns the key counts, in the order of
 * `files`; throws a SyncError, before anything is written, when a download would lose work. Both
 * copies are read with synchronous calls, one file at a time: a translation file is a few KiB,
 * and a trip through libuv's thread pool for each of thousands would cost more than the read.
 */
async function guardDownloads(options) {
    const comparisons = options.files.map((file) => compareStaged(options.workspace, file, options.logger));
    return judgeComparisons(comparisons, options);
}
/** compareDownload of a staged file, both copies read from disk. */
function compareStaged(workspace, file, logger) {
    return compareDownload(file, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file.stagedPath), readRepositoryCopy(workspace, file.repoPath), logger);
}
/**
 * Judges the comparisons of every download (compareDownload) and returns their key counts, in
 * order; throws a SyncError, before anything is written, when a download would lose work.
 */
async function judgeComparisons(comparisons, options) {
    const unreadable = comparisons
        .filter((entry) => entry.problem === 'unreadable')
        .map((entry) => entry.file.repoPath);
    if (unreadable.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SyncError */ .S('unreadable-download', `The service sent ${listFiles(unreadable)} in a form ${unreadable.length === 1 ? 'its format' : 'their formats'} cannot read ` +
            '(an error page instead of the file, or a damaged file), so nothing was written or committed. ' +
            'Rerun later; if it persists, open the file on the service and check that it can be exported.', { files: unreadable });
    }
    const masterKeys = new Map();
    const keysOf = (masterId) => {
        let keys = masterKeys.get(masterId);
        if (keys === undefined) {
            keys = options.masterKeys(masterId);
            masterKeys.set(masterId, keys);
        }
        return keys;
    };
    const losses = [];
    for (const entry of comparisons) {
        if (entry.dropped.length === 0)
            continue;
        const master = await keysOf(entry.file.masterId);
        const refs = master === undefined ? [...entry.dropped] : entry.dropped.filter((ref) => master.has(ref.key));
        const keys = refs.map(_formats_key_values_js__WEBPACK_IMPORTED_MODULE_3__.nameOf).sort((left, right) => (left < right ? -1 : left > right ? 1 : 0));
        if (keys.length > 0)
            losses.push({ path: entry.file.repoPath, keys });
    }
    const lost = losses.reduce((sum, loss) => sum + loss.keys.length, 0);
    const empty = comparisons.filter((entry) => entry.problem === 'empty').map((entry) => entry.file.repoPath);
    if (losses.length > 0 && !options.allowRemovals) {
        const emptyLosses = losses.map((loss) => loss.path).filter((file) => empty.includes(file));
        const described = losses.map((loss) => `${loss.path} (${loss.keys.length} ${loss.keys.length === 1 ? 'translation' : 'translations'}: ${listKeys(loss.keys)})`);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SyncError */ .S('translations-would-be-lost', `The service's version would remove ${lost} ${lost === 1 ? 'translation' : 'translations'} that the repository has ` +
            `for keys the master still has: ${described.join('; ')}. Nothing was written or committed. ` +
            "The service does not have these translations: set upload-translations: true to send the repository's " +
            'translations to the service first (they never overwrite a translation the service has), or set ' +
            "allow-removals: true to accept the service's version and remove them." +
            (emptyLosses.length === 0
                ? ''
                : ` allow-removals does not help for ${listFiles(emptyLosses)}: the service's copy holds no translation at all, and such a file is never written.`), { files: losses.map((loss) => loss.path) });
    }
    for (const loss of losses)
        options.logger.warning(`allow-removals: ${loss.path} loses ${loss.keys.length} ${loss.keys.length === 1 ? 'translation' : 'translations'} the service does not have (${listKeys(loss.keys)}).`);
    if (empty.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SyncError */ .S('empty-download', `The service sent ${listFiles(empty)} without any translation while the repository's ${empty.length === 1 ? 'copy has' : 'copies have'} some, ` +
            "so nothing was written or committed. Set upload-translations: true to send the repository's translations to " +
            'the service; if the file should really be empty, delete it from the repository.', { files: empty });
    }
    return comparisons.map((entry) => entry.counts);
}
/**
 * Reads the keys of a master as the service has it: the repository's copy when its bytes are the
 * service's (`hash_file` of a `fresh` master), else the service's own (Show File), so a key removed on the service but
 * not yet in the repository counts as gone.
 */
function masterKeysFrom(options) {
    return async (masterId) => {
        const master = options.remoteFiles.find((file) => file.id === masterId && file.masterId === null);
        const format = master === undefined ? undefined : (0,_formats_detect_js__WEBPACK_IMPORTED_MODULE_6__/* .detectFormat */ .T)(master.name);
        if (master === undefined || format === undefined)
            return undefined;
        try {
            const local = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(options.workspace, master.name);
            let bytes;
            if (master.fresh && (0,_local_files_js__WEBPACK_IMPORTED_MODULE_5__/* .sha1OfFile */ .FV)(local) === master.hashFile)
                bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(local);
            else {
                const content = await options.service.files.show({
                    masterFileId: master.id,
                    locale: options.sourceLocale,
                });
                if (content.status === 'ok')
                    bytes = content.body;
            }
            if (bytes === undefined)
                return undefined;
            return new Set((0,_formats_key_values_js__WEBPACK_IMPORTED_MODULE_3__.keyValuesOf)(format, bytes, { fileName: master.name, locale: options.sourceLocale }).keys());
        }
        catch (error) {
            options.logger.debug(`Cannot read the keys of ${master.name}: ${error.message}`);
            return undefined;
        }
    };
}


/***/ }),

/***/ 6631:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S8: () => (/* binding */ RepositoryWrite),
/* harmony export */   j3: () => (/* binding */ settleAll),
/* harmony export */   jv: () => (/* binding */ writeStagedFiles)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var p_limit__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(370);
/* harmony import */ var _cancellation_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5496);
/* harmony import */ var _local_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9666);
/* harmony import */ var _repository_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2638);







/** Files and folders handled at once: enough to keep the disk busy, few enough to bound open files. */
const FILE_SYSTEM_CONCURRENCY = 16;
/**
 * A safe write of many files into the repository, in three steps: `prepare` checks every path
 * from the root down before anything is written (a symlink anywhere on the way, a file where a
 * folder should be or a folder where a file should be stops the whole write); `temporaryFor`
 * gives each file a temporary name beside its target; `commit` checks the folders again and
 * renames every temporary over its target, so readers never see half a file. `discard` removes
 * whatever was not renamed, and the folders it created.
 *
 * A file whose folder does not exist yet is written under its final name into a temporary folder
 * beside the first missing folder on its way (`.<folder>.<token>.tmp`), and `commit` renames that
 * folder into place in one step: a first pull of a locale writes its folder whole, with one
 * rename instead of one per file.
 */
class RepositoryWrite {
    root;
    slots;
    temporaries = new Map();
    folders = new Map();
    createdFolders = [];
    /** Missing folders (repository paths) whose files are written into a temporary folder, by that folder's path. */
    newFolders = new Map();
    /** New folders renamed into place by a `commit` not yet done: a run cancelled meanwhile takes them back. */
    renamedFolders = [];
    /** The folder rename on its way, which a cancellation waits for before it takes folders back. */
    renaming = Promise.resolve();
    /** Temporary names are `.<name>.<token>-<n>.tmp`: one random token per write, not per file. */
    token = process.getBuiltinModule('node:crypto').randomBytes(6).toString('hex');
    counter = 0;
    /** Set as the run is cancelled (registerForCancel): nothing more may be named or renamed. */
    cancelled = false;
    /** Takes back the removal registered for a cancelled run (cancellation.ts) once discard is done. */
    forgetOnCancel;
    constructor(root, slots) {
        this.root = root;
        this.slots = slots;
    }
    static async prepare(repoRoot, repoPaths) {
        // The root may itself sit behind a symlink (macOS /tmp); nothing below it may.
        const root = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(repoRoot);
        const sorted = [...repoPaths].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        (0,_repository_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .checkRepoPaths */ .rd)(sorted);
        const kinds = new _repository_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .PathKinds */ .rt(root);
        const problems = new Map();
        const slots = new Map();
        for (const repoPath of sorted) {
            const result = (0,_repository_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .inspectPath */ .uk)(kinds, repoPath);
            if ('problem' in result)
                problems.set(result.problem, [...(problems.get(result.problem) ?? []), repoPath]);
            else
                slots.set(repoPath, { repoPath, existing: result.existing, newFolder: result.newFolder });
        }
        (0,_repository_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .throwProblems */ .Jh)(problems);
        return new RepositoryWrite(root, slots);
    }
    /** Where a repository path (a file or a folder) is on disk. */
    absolute(repoPath) {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.root, ...repoPath.split('/'));
    }
    /** The file at `repoPath` as prepare found it. */
    slot(repoPath) {
        const slot = this.slots.get(repoPath);
        if (slot === undefined)
            throw new Error(`${repoPath} was not prepared for writing`);
        return slot;
    }
    /**
     * A fresh temporary name beside the target (or, in a folder that does not exist yet, the
     * file's own name in that folder's temporary), its folders created. The caller writes it with
     * flag 'wx' and calls `keepMode` when done; commit renames it, or its folder, into place.
     */
    async temporaryFor(repoPath) {
        this.throwIfCancelled([repoPath]);
        // From the first temporary on, a cancelled run removes them before it ends.
        this.forgetOnCancel ??= this.registerForCancel();
        const { newFolder } = this.slot(repoPath);
        let temporary;
        if (newFolder !== undefined) {
            let folderTemporary = this.newFolders.get(newFolder);
            if (folderTemporary === undefined) {
                const folder = this.absolute(newFolder);
                folderTemporary = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(folder), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(folder)}.${this.token}.tmp`);
                this.newFolders.set(newFolder, folderTemporary);
            }
            temporary = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folderTemporary, ...repoPath.slice(newFolder.length + 1).split('/'));
        }
        else {
            this.counter += 1;
            const target = this.absolute(repoPath);
            temporary = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(target)}.${this.token}-${this.counter}.tmp`);
        }
        this.temporaries.set(repoPath, temporary);
        await this.ensureFolder((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(temporary));
        return temporary;
    }
    /** Keeps the permission bits of the file being replaced on its temporary. */
    async keepMode(repoPath, temporary) {
        const { existing } = this.slot(repoPath);
        if (existing !== undefined)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.chmod)(temporary, existing.mode);
    }
    /** Forgets a temporary that is not to be renamed (its bytes turned out identical), and removes it. */
    async drop(repoPath) {
        const temporary = this.temporaries.get(repoPath);
        if (temporary === undefined)
            return;
        this.temporaries.delete(repoPath);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(temporary);
    }
    /**
     * Renames every temporary over its target, and every new folder's temporary into its place,
     * after checking every folder on the way again. A missing folder that appeared meanwhile as a
     * real folder gets the files one by one instead.
     */
    async commit() {
        const repoPaths = [...this.temporaries.keys()].sort();
        const single = [];
        const byFolder = new Map();
        for (const repoPath of repoPaths) {
            const { newFolder } = this.slot(repoPath);
            if (newFolder === undefined)
                single.push(repoPath);
            else {
                const inFolder = byFolder.get(newFolder);
                if (inFolder === undefined)
                    byFolder.set(newFolder, [repoPath]);
                else
                    inFolder.push(repoPath);
            }
        }
        // Checked again just before the renames, in case the tree changed under us since prepare.
        const kinds = new _repository_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .PathKinds */ .rt(this.root);
        const limit = (0,p_limit__WEBPACK_IMPORTED_MODULE_6__/* ["default"] */ .A)(FILE_SYSTEM_CONCURRENCY);
        const problems = new Map();
        const note = (problem, paths) => problems.set(problem, [...(problems.get(problem) ?? []), ...paths]);
        for (const repoPath of single) {
            const problem = (0,_repository_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .inspectFolders */ .G)(kinds, repoPath);
            if (problem !== undefined)
                note(problem, [repoPath]);
        }
        const whole = new Set();
        for (const [folder, inFolder] of byFolder) {
            const kind = kinds.kindOf(folder);
            const problem = (0,_repository_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .inspectFolders */ .G)(kinds, folder) ??
                (kind === 'symlink'
                    ? 'write-symlink'
                    : kind === 'file' || kind === 'other'
                        ? 'write-not-a-file'
                        : undefined);
            if (problem !== undefined)
                note(problem, inFolder);
            else if (kind === 'missing')
                whole.add(folder);
            else
                single.push(...inFolder);
        }
        (0,_repository_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .throwProblems */ .Jh)(problems);
        // The files were written synchronously: a cancellation that came meanwhile is still waiting
        // for the event loop's poll phase, where signals are read. A turn begun in a poll callback goes
        // to its check phase (setImmediate) first, so two turns let it land before the first rename,
        // and a cancelled run renames nothing.
        for (let turn = 0; turn < 2; turn++)
            await new Promise((resolve) => setImmediate(resolve));
        this.throwIfCancelled(repoPaths);
        for (const folder of whole) {
            this.throwIfCancelled(byFolder.get(folder) ?? []);
            const target = this.absolute(folder);
            this.renaming = (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(this.newFolders.get(folder) ?? '', target).then(() => {
                this.renamedFolders.push(target);
            });
            await this.renaming;
            for (const repoPath of byFolder.get(folder) ?? [])
                this.temporaries.delete(repoPath);
        }
        await settleAll(single.map((repoPath) => limit(async () => {
            this.throwIfCancelled([repoPath]);
            const temporary = this.temporaries.get(repoPath);
            if (temporary === undefined)
                return;
            const target = this.absolute(repoPath);
            if (this.slot(repoPath).newFolder !== undefined)
                await this.ensureFolder((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target));
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temporary, target);
            this.temporaries.delete(repoPath);
        })));
        // Every rename done: the pull stands whole, and a cancellation from now on keeps it.
        this.renamedFolders.length = 0;
        return repoPaths.map((repoPath) => ({
            repoPath,
            status: this.slot(repoPath).existing === undefined ? 'added' : 'changed',
        }));
    }
    /** Removes the temporaries not renamed and the folders this write created (those left empty). */
    async discard() {
        const limit = (0,p_limit__WEBPACK_IMPORTED_MODULE_6__/* ["default"] */ .A)(FILE_SYSTEM_CONCURRENCY);
        await Promise.allSettled([...this.temporaries.values()].map((temporary) => limit(() => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(temporary))));
        this.temporaries.clear();
        await Promise.allSettled([...this.folders.values()]);
        for (const folder of this.createdDeepestFirst())
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rmdir)(folder).catch(() => undefined);
        this.forgetOnCancel?.();
    }
    /** The folders this write created, each before the folder holding it. */
    createdDeepestFirst() {
        return [...this.createdFolders].sort((a, b) => b.length - a.length);
    }
    /**
     * On cancellation, first no new name, and the folders being created or renamed finish (a `mkdir`
     * or `rename` still on its way would make a folder after the removal), then `removeForCancel`.
     */
    registerForCancel() {
        const forgetStop = (0,_cancellation_js__WEBPACK_IMPORTED_MODULE_3__/* .onCancelStop */ .S3)(async () => {
            this.cancelled = true;
            await Promise.allSettled([...this.folders.values(), this.renaming]);
        });
        const forgetClean = (0,_cancellation_js__WEBPACK_IMPORTED_MODULE_3__/* .onCancelClean */ .pz)(() => this.removeForCancel());
        return () => {
            forgetStop();
            forgetClean();
        };
    }
    /**
     * discard for a cancelled run, synchronous so that nothing of this run writes between it and
     * the end of the process: the temporaries not renamed, the new folders' temporaries not renamed
     * into place (with what they hold), the new folders a commit cut short had renamed into place,
     * and the folders this write created, those left empty.
     */
    removeForCancel() {
        for (const temporary of this.temporaries.values())
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(temporary, { force: true });
        this.temporaries.clear();
        // A folder's temporary renamed into place is gone from here; one that was not holds only temporaries.
        for (const folderTemporary of this.newFolders.values())
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(folderTemporary, { recursive: true, force: true });
        // A cancellation that lands between two renames (the signal is read between them) would leave
        // a pull half in place: the folders already renamed did not exist before this run, so they go.
        for (const folder of this.renamedFolders)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(folder, { recursive: true, force: true });
        for (const folder of this.createdDeepestFirst()) {
            try {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmdirSync)(folder);
            }
            catch {
                // Not empty (it holds files renamed into place, or someone else's) or already gone.
            }
        }
    }
    throwIfCancelled(paths) {
        if (this.cancelled)
            throw new _repository_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .WriteError */ .QM('write-failed', 'The run was cancelled; nothing more is written.', { paths });
    }
    ensureFolder(folder) {
        if (folder === this.root)
            return Promise.resolve(false);
        let done = this.folders.get(folder);
        if (done === undefined) {
            done = this.ensureFolder((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(folder)).then(async () => {
                const created = await (0,_repository_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .createFolder */ .vV)(folder);
                if (created)
                    this.createdFolders.push(folder);
                return created;
            });
            this.folders.set(folder, done);
        }
        return done;
    }
}
/**
 * Writes staged files (apart from the repository) into it through a RepositoryWrite. Files with
 * identical bytes are not touched; nothing is ever deleted. A copy that fails (a full disk) fails
 * before any target file has changed.
 */
async function writeStagedFiles(options) {
    const write = await RepositoryWrite.prepare(options.repoRoot, options.files.map((file) => file.repoPath));
    const limit = (0,p_limit__WEBPACK_IMPORTED_MODULE_6__/* ["default"] */ .A)(FILE_SYSTEM_CONCURRENCY);
    const unchanged = [];
    try {
        const same = options.files.map((file) => {
            const { existing } = write.slot(file.repoPath);
            return (existing !== undefined &&
                existing.size === file.size &&
                (0,_local_files_js__WEBPACK_IMPORTED_MODULE_4__/* .sha1OfFile */ .FV)(write.absolute(file.repoPath)) === file.sha1);
        });
        // Copy everything first: a full disk fails here, before any target file has changed.
        await settleAll(options.files.map((file, index) => limit(async () => {
            if (same[index] === true) {
                unchanged.push(file.repoPath);
                return;
            }
            const temporary = await write.temporaryFor(file.repoPath);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.copyFile)(file.stagedPath, temporary, node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.constants.COPYFILE_EXCL);
            await write.keepMode(file.repoPath, temporary);
        })));
        const written = await write.commit();
        return { written, unchanged: unchanged.sort() };
    }
    catch (error) {
        await write.discard();
        throw (0,_repository_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .asWriteError */ .U0)(error, options.files.map((file) => file.repoPath));
    }
}
/**
 * Promise.all that waits for every promise before throwing the first failure (in order): cleaning
 * up while other writes still run would leave their temporaries behind.
 */
async function settleAll(promises) {
    const results = await Promise.allSettled(promises);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed !== undefined)
        throw failed.reason;
    return results.map((result) => result.value);
}


/***/ })

};
