export const id = 972;
export const ids = [972];
export const modules = {

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
