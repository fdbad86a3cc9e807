export const id = 167;
export const ids = [167];
export const modules = {

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

/***/ 4535:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  applyRenames: () => (/* binding */ applyRenames),
  findRenames: () => (/* binding */ findRenames)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/client/errors.ts
var errors = __webpack_require__(6468);
// EXTERNAL MODULE: ./src/formats/index.ts + 4 modules
var formats = __webpack_require__(9481);
// EXTERNAL MODULE: ./src/renames/pairing.ts
var renames_pairing = __webpack_require__(9427);
;// CONCATENATED MODULE: ./src/renames/trailers.ts
const RENAME_TRAILER = 'Renamed-key';
function renameTrailers(messages, masters) {
    const stated = [];
    const line = new RegExp(`^\\s*(?:[-*]\\s+)?${RENAME_TRAILER}:\\s*(.+?)\\s*->\\s*(.+?)\\s*$`, 'gim');
    for (const message of messages) {
        for (const match of message.matchAll(line)) {
            const from = splitFile(match[1] ?? '', masters);
            const to = splitFile(match[2] ?? '', masters);
            if (from.key === '' || to.key === '')
                continue;
            stated.push({
                from: from.key,
                to: to.key,
                ...(from.file === undefined ? {} : { fromFile: from.file }),
                ...(to.file === undefined ? {} : { toFile: to.file }),
            });
        }
    }
    return stated;
}
function splitFile(text, masters) {
    for (const master of [...masters].sort((a, b) => b.length - a.length)) {
        const at = text.indexOf(`${master}:`);
        if (at >= 0 && (at === 0 || text[at - 1] === '/') && !text.slice(0, at).includes(':'))
            return { file: master, key: text.slice(at + master.length + 1).trim() };
    }
    return { key: text.trim() };
}

;// CONCATENATED MODULE: ./src/renames/on-service.ts






class RenameError extends Error {
    files;
    code = 'rename-failed';
    constructor(message, files, options) {
        super(message, options);
        this.files = files;
        this.name = 'RenameError';
    }
}
const RE_ADDED_LOOKED_UP = 10;
function textOf(record, sourceLocale) {
    return record.translations.find((translation) => translation.locale === sourceLocale)?.text ?? null;
}
const typeOfSegment = (segment) => segment.scalar === 'number' ? 'Integer' : segment.scalar === 'boolean' ? 'Boolean' : 'String';
const segmentFingerprint = (segment) => (0,renames_pairing/* fingerprintOf */.ax)(typeof segment.text !== 'string', typeOfSegment(segment), segment.text);
const shown = (text) => text === null ? '' : typeof text === 'string' ? text : (text.other ?? Object.values(text)[0] ?? '');
async function localSegments(workspace, file, locale) {
    const format = (0,formats/* detectFormat */.Tz)(file);
    if (format === undefined)
        return undefined;
    const bytes = await (0,promises_.readFile)(external_node_path_default().join(workspace, file));
    return (0,formats/* parseLocaleFile */.UB)(format, bytes, { fileName: file, locale, scalars: true });
}
async function listStrings(input, fileId) {
    const records = [];
    for await (const record of input.strings.list({ locale: input.sourceLocale, filters: { file: fileId } }))
        records.push(record);
    return records;
}
async function findRenames(input) {
    const report = await compareMasters(input);
    const { logger } = input;
    if (input.dryRun)
        for (const rename of report.renames)
            logger.info(`Would ${describe(rename, true)}`);
    for (const left of report.leftAlone)
        logger.info(`${left.file}: ${left.from} is not renamed (${left.reason}).`);
    for (const key of report.reAdded)
        logger.warning(`${key.file}: ${key.key} is added under the name of an Obsolete string of another text ("${key.oldText}"); ` +
            (key.locales.length === 0
                ? 'check whether translations of that text come back with it.'
                : `its translations of that text come back with it (${key.locales.join(', ')}): have them reviewed.`), { file: key.file });
    return report;
}
async function readMaster(input, master) {
    const file = master.path;
    let segments;
    try {
        segments = await localSegments(input.workspace, file, input.sourceLocale);
    }
    catch (error) {
        input.logger.debug(`${file}: not compared for renames (${error.message}).`);
        return undefined;
    }
    if (segments === undefined)
        return undefined;
    const records = master.fileId === undefined ? [] : await listStrings(input, master.fileId);
    return { file, fileId: master.fileId, segments, records };
}
async function compareMasters(input) {
    const removed = [];
    const added = [];
    const reAdded = [];
    const leftAlone = [];
    const compared = await Promise.all(input.masters.map(async (master) => readMaster(input, master)));
    for (const { file, fileId, segments, records } of compared.filter((entry) => entry !== undefined)) {
        const onService = new Map(records.map((record) => [record.key, record]));
        const local = new Set(segments.map((segment) => segment.key));
        for (const record of records) {
            if (record.status === 'Obsolete' || local.has(record.key))
                continue;
            const fingerprint = (0,renames_pairing/* fingerprintOf */.ax)(record.plural, record.type, textOf(record, input.sourceLocale));
            removed.push({ file, key: record.key, fingerprint, stringId: record.id });
        }
        for (const segment of segments) {
            const record = onService.get(segment.key);
            if (record === undefined)
                added.push({ file, key: segment.key, fileId, fingerprint: segmentFingerprint(segment) });
            else if (record.status === 'Obsolete' &&
                !(0,renames_pairing/* isArrayItem */.Nu)(segment.key) &&
                (0,renames_pairing/* fingerprintOf */.ax)(record.plural, record.type, textOf(record, input.sourceLocale)) !==
                    segmentFingerprint(segment))
                reAdded.push({ file, key: segment.key, record });
        }
    }
    const stated = renameTrailers(input.commitMessages, input.masterNames);
    const pairing = (0,renames_pairing/* pairRenames */.wr)({ removed, added, stated });
    leftAlone.push(...pairing.leftAlone);
    const kept = new Set(pairing.renames.map((rename) => `${rename.file}\n${rename.from}`));
    return {
        renames: pairing.renames,
        leftAlone,
        reAdded: await withOldTranslations(input, reAdded),
        obsoleted: removed
            .filter((entry) => !kept.has(`${entry.file}\n${entry.key}`))
            .map(({ file, key }) => ({ file, key })),
    };
}
async function withOldTranslations(input, reAdded) {
    const result = [];
    for (const [index, { file, key, record }] of reAdded.entries()) {
        let locales = [];
        if (index < RE_ADDED_LOOKED_UP) {
            const full = await input.strings.show(record.id, { locale: '*' });
            locales = full.translations
                .filter((translation) => translation.locale !== input.sourceLocale && shown(translation.text) !== '')
                .map((translation) => translation.locale)
                .sort();
        }
        result.push({ file, key, oldText: shown(textOf(record, input.sourceLocale)), locales });
    }
    return result;
}
async function applyRenames(strings, report, logger) {
    if (report.renames.length === 0)
        return report;
    const made = [];
    const refused = [];
    for (const rename of report.renames) {
        const move = rename.toFile !== rename.file && rename.toFileId !== undefined;
        try {
            await strings.update(rename.stringId, {
                key: rename.to,
                ...(move ? { file: { id: rename.toFileId } } : {}),
            });
            made.push(rename);
            logger.info(`${describe(rename)}: the service keeps its translations.`);
        }
        catch (error) {
            if (!(0,errors/* isTranslationServiceError */.ll)(error) || !['rejected', 'not-found'].includes(error.code))
                throw new RenameError(`${describe(rename)} failed on the service (${error instanceof Error ? error.message : String(error)}); no master was uploaded, so no translation was lost. Rerun the job.`, [rename.file], { cause: error });
            const answer = error.serviceMessage ?? error.message;
            refused.push({
                file: rename.file,
                from: rename.from,
                candidates: [{ file: rename.toFile, key: rename.to }],
                code: 'refused',
                reason: `the service refused the rename: ${answer}`,
            });
            logger.warning(`${describe(rename)} was refused by the service (${answer}); the key is uploaded as new.`, {
                file: rename.file,
            });
        }
    }
    return {
        ...report,
        renames: made,
        leftAlone: [...report.leftAlone, ...refused],
        obsoleted: [...report.obsoleted, ...refused.map(({ file, from }) => ({ file, key: from }))],
    };
}
function describe(rename, lowerCase = false) {
    const target = rename.toFile === rename.file ? rename.to : `${rename.toFile}: ${rename.to}`;
    const verb = rename.toFile === rename.file ? 'Rename' : 'Move';
    return `${lowerCase ? verb.toLowerCase() : verb} ${rename.file}: ${rename.from} -> ${target}`;
}


/***/ })

};
