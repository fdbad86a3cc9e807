export const id = 178;
export const ids = [178,402,972];
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
/* harmony import */ var _client_readers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4619);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4700);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3334);





const MiB = 1024 * 1024;
async function downloadArchives(options) {
    const { service, tempDir, maxBytes, logger } = options;
    const requests = options.locales === 'all' ? [undefined] : options.locales;
    let total = 0;
    let reported = 0;
    const onProgress = (delta) => {
        total += delta;
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
                    onProgress(Math.max(0, bytesSoFar - last));
                    last = bytesSoFar;
                },
            });
            logger.info(`Downloaded the ${locale ?? 'whole project'} archive: ${bytes} bytes.`);
            return { path: destination, locale, bytes };
        }
        catch (error) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SyncError */ .S('download-failed', `Downloading the ${locale === undefined ? 'project' : `"${locale}"`} Zip File failed: ${error.message}`, { cause: error });
        }
    }));
}
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
async function downloadTargetFiles(options) {
    const { service, downloads, stagingDir, logger } = options;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(stagingDir, { recursive: true });
    const fetched = await Promise.all(downloads.map(async (download, index) => {
        const { file } = download;
        let content;
        try {
            content = await service.files.show({ masterFileId: file.masterId ?? file.id, locale: file.locale });
        }
        catch (error) {
            if (options.onTooLarge !== undefined && error.code === 'too-large') {
                options.onTooLarge(download.path, `is more than ${_client_readers_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_BODY_BYTES */ .YK} bytes, the most translation-sync reads of one file`);
                return undefined;
            }
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SyncError */ .S('download-failed', `Downloading ${download.path} failed: ${error.message}`, {
                files: [download.path],
                cause: error,
            });
        }
        if (content.status !== 'ok') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SyncError */ .S('download-failed', `Downloading ${download.path} failed: the service answered 304 unasked.`, {
                files: [download.path],
            });
        }
        return stageBytes(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(stagingDir, String(index).padStart(6, '0')), download.path, content.body);
    }));
    const staged = fetched.filter((file) => file !== undefined);
    logger.info(`Downloaded ${(0,_words_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(staged.length, 'file')} one by one (${staged.reduce((sum, file) => sum + file.size, 0)} bytes).`);
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
/* harmony export */   guardDownloads: () => (/* binding */ guardDownloads),
/* harmony export */   judgeComparisons: () => (/* binding */ judgeComparisons),
/* harmony export */   lossesOf: () => (/* binding */ lossesOf),
/* harmony export */   masterKeysFrom: () => (/* binding */ masterKeysFrom),
/* harmony export */   readRepositoryCopy: () => (/* binding */ readRepositoryCopy)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _project_safe_read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8041);
/* harmony import */ var _formats_detect_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(445);
/* harmony import */ var _formats_key_values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1402);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4700);
/* harmony import */ var _local_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9666);







const KEYS_SHOWN = 3;
const hasTranslation = (values) => [...values.values()].some((value) => !value.empty);
function readRepositoryCopy(workspace, repoPath) {
    return (0,_project_safe_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readLocaleFile */ .rp)(workspace, repoPath);
}
function compareDownload(file, next, previous, logger) {
    const format = (0,_formats_detect_js__WEBPACK_IMPORTED_MODULE_6__/* .detectFormat */ .T)(file.repoPath);
    if (format === undefined) {
        const text = (bytes) => Buffer.from(bytes ?? [])
            .toString('utf8')
            .trim();
        const empty = text(next) === '' && text(previous) !== '';
        return { file, counts: undefined, problem: empty ? 'empty' : undefined, dropped: [] };
    }
    const parseOptions = { fileName: file.repoPath, locale: file.locale };
    const unreadable = (error) => {
        logger.debug(`The downloaded ${file.repoPath} cannot be read: ${error.message}`);
        return { file, counts: undefined, problem: 'unreadable', dropped: [] };
    };
    if (previous === undefined) {
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
async function guardDownloads(options) {
    const comparisons = options.files.map((file) => compareStaged(options.workspace, file, options.logger));
    return judgeComparisons(comparisons, options);
}
function compareStaged(workspace, file, logger) {
    return compareDownload(file, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file.stagedPath), readRepositoryCopy(workspace, file.repoPath), logger);
}
async function judgeComparisons(comparisons, options) {
    const unreadable = comparisons
        .filter((entry) => entry.problem === 'unreadable')
        .map((entry) => entry.file.repoPath);
    if (unreadable.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SyncError */ .S('unreadable-download', `The service sent ${listFiles(unreadable)} in a form ${unreadable.length === 1 ? 'its format' : 'their formats'} cannot read ` +
            '(an error page instead of the file, or a damaged file), so nothing was written or committed. ' +
            'Rerun later; if it persists, open the file on the service and check that it can be exported.', { files: unreadable });
    }
    const losses = await lossesOf(comparisons, options.masterKeys);
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
async function lossesOf(comparisons, masterKeys) {
    const asked = new Map();
    const keysOf = (masterId) => {
        let keys = asked.get(masterId);
        if (keys === undefined) {
            keys = masterKeys(masterId);
            asked.set(masterId, keys);
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
    return losses;
}
function masterKeysFrom(options) {
    return async (masterId) => {
        const master = options.remoteFiles.find((file) => file.id === masterId && file.masterId === null);
        const format = master === undefined ? undefined : (0,_formats_detect_js__WEBPACK_IMPORTED_MODULE_6__/* .detectFormat */ .T)(master.name);
        if (master === undefined || format === undefined)
            return undefined;
        try {
            const local = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(options.workspace, master.name);
            let bytes;
            if (master.fresh && (0,_local_files_js__WEBPACK_IMPORTED_MODULE_5__/* .sha1OfFile */ .FV)(local) === master.hashFile)
                bytes = (0,_project_safe_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readLocaleFile */ .rp)(options.workspace, master.name);
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


/***/ })

};
