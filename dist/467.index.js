export const id = 467;
export const ids = [467];
export const modules = {

/***/ 7423:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B2: () => (/* binding */ Deadline),
/* harmony export */   ug: () => (/* binding */ IMPORT_POLL_SCHEDULE),
/* harmony export */   xf: () => (/* binding */ pollDelay)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);

const IMPORT_POLL_SCHEDULE = Object.freeze({
    initialMs: 200,
    factor: 1.6,
    lateFromMs: 500,
    lateFactor: 2.5,
    maxMs: 18_000,
});
function baseDelay(attempt, schedule) {
    let delay = schedule.initialMs;
    for (let step = 0; step < attempt && delay < schedule.maxMs; step++) {
        const late = schedule.lateFromMs !== undefined && delay >= schedule.lateFromMs;
        delay *= late ? (schedule.lateFactor ?? schedule.factor) : schedule.factor;
    }
    return Math.min(schedule.maxMs, delay);
}
function pollDelay(attempt, schedule, random = Math.random) {
    const base = baseDelay(attempt, schedule);
    return Math.round(base * (0.8 + 0.4 * random()));
}
class Deadline {
    totalMs;
    now;
    endsAt;
    constructor(totalMs, now = Date.now) {
        this.totalMs = totalMs;
        this.now = now;
        this.endsAt = now() + totalMs;
    }
    remainingMs() {
        return Math.max(0, this.endsAt - this.now());
    }
    expired() {
        return this.remainingMs() === 0;
    }
    async sleep(ms) {
        const wait = Math.min(ms, this.remainingMs());
        if (wait <= 0)
            return false;
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(wait);
        return true;
    }
}


/***/ }),

/***/ 7467:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runEngine: () => (/* binding */ runEngine)
});

// EXTERNAL MODULE: ./src/sync/plan.ts
var sync_plan = __webpack_require__(4816);
// EXTERNAL MODULE: ./src/sync/pull.ts + 1 modules
var sync_pull = __webpack_require__(8663);
// EXTERNAL MODULE: ./src/sync/backoff.ts
var backoff = __webpack_require__(7423);
// EXTERNAL MODULE: ./src/sync/hooks.ts
var hooks = __webpack_require__(1171);
// EXTERNAL MODULE: ./src/sync/import-wait.ts
var import_wait = __webpack_require__(6706);
// EXTERNAL MODULE: ./src/project/line-ends.ts
var line_ends = __webpack_require__(4150);
// EXTERNAL MODULE: ./src/sync/local-files.ts
var local_files = __webpack_require__(9666);
// EXTERNAL MODULE: ./src/project/files.ts
var files = __webpack_require__(3930);
// EXTERNAL MODULE: ./src/sync/upload.ts
var upload = __webpack_require__(2462);
// EXTERNAL MODULE: ./src/sync/words.ts
var words = __webpack_require__(3334);
;// CONCATENATED MODULE: ./src/sync/push.ts











async function runPush(options) {
    const { service, workspace, logger, dryRun } = options;
    if (dryRun && options.hooks?.before !== undefined)
        logger.info('dry-run: the before_push hook is not run.');
    else
        await (0,hooks/* runHook */.D)({
            name: 'before_push',
            command: options.hooks?.before,
            cwd: workspace,
            logger,
            ...(0,hooks/* hookSettingsOf */.q)(options),
        });
    const project = await (options.listing ?? service.projects.show());
    const remoteFiles = (0,files.remoteFilesOf)(project);
    const candidates = await (0,files.findSourceFiles)(workspace, options.sourceFiles);
    const masterNames = remoteFiles.filter((file) => file.masterId === null).map((file) => file.name);
    const local = await (0,local_files/* storedSha1Map */.r6)(workspace, [...masterNames, ...candidates], {
        blobIds: options.blobIds,
        logger,
    });
    const plan = (0,sync_plan/* planPush */.MG)({
        remoteFiles,
        localSha1: local.sha1,
        changedInPush: options.changedInPush,
        sourceFileCandidates: candidates,
        isIgnored: options.isIgnored,
    });
    for (const upload of plan.uploads)
        logger.info(`${dryRun ? 'Would upload' : 'Upload'} ${upload.path} (${(0,words/* uploadReason */.AP)(upload.reason)})`);
    for (const create of plan.creates)
        logger.info(`${dryRun ? 'Would create' : 'Create'} ${create.path} (${(0,words/* uploadReason */.AP)(create.reason)})`);
    for (const skip of plan.skipped)
        logger.debug(`Skip ${skip.path} (${(0,words/* uploadReason */.AP)(skip.reason)})`);
    const nothingToSend = plan.uploads.length === 0 && plan.creates.length === 0;
    const renames = await findRenames(options, project, plan);
    if (dryRun || nothingToSend) {
        if (nothingToSend)
            logger.info('No master file to upload: the service has every change.');
        return {
            uploaded: plan.uploads,
            created: plan.creates.map((create) => ({ ...create, fileId: undefined })),
            skipped: plan.skipped,
            importWaitMs: 0,
            dryRun,
            project,
            renames,
            obsolete: await obsoleteOf(service, project, renames),
        };
    }
    const context = {
        service,
        workspace,
        sourceLocale: project.sourceLocale.code,
        settings: options.settings,
        deadline: new backoff/* Deadline */.B2(options.importTimeoutMs),
        schedule: options.schedule ?? backoff/* IMPORT_POLL_SCHEDULE */.ug,
        probeAfterMs: options.probeAfterMs,
        logger,
    };
    const renamed = renames === undefined || service.strings === undefined
        ? renames
        : await (await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(679), __webpack_require__.e(481), __webpack_require__.e(167)]).then(__webpack_require__.bind(__webpack_require__, 4535))).applyRenames(service.strings, renames, logger);
    const uploads = renamed === undefined || renamed.renames.length === 0
        ? plan.uploads
        : withCurrentRecords(plan.uploads, await service.projects.show());
    const sending = { files: [...uploads, ...plan.creates].map((file) => file.path), ...local };
    const sent = await (0,line_ends/* withStoredCopies */.bM)(workspace, sending, (storedCopies) => (0,upload/* sendMasters */.K)({ ...context, storedCopies }, uploads, plan.creates));
    const wait = await (0,import_wait/* waitForImports */.H)(context, sent);
    logger.info(`The service imported ${(0,words/* plural */.LS)(sent.length, 'file')} in ${(wait.waitedMs / 1000).toFixed(1)} s (${wait.polls} polls).`);
    await (0,hooks/* runHook */.D)({
        name: 'after_push',
        command: options.hooks?.after,
        cwd: workspace,
        logger,
        ...(0,hooks/* hookSettingsOf */.q)(options),
    });
    const createdIds = new Map(sent.filter((file) => file.kind === 'created').map((file) => [file.path, file.fileId]));
    return {
        uploaded: plan.uploads,
        created: plan.creates.map((create) => ({ ...create, fileId: createdIds.get(create.path) })),
        skipped: plan.skipped,
        importWaitMs: wait.waitedMs,
        dryRun,
        project: wait.project,
        renames: renamed,
        obsolete: await obsoleteOf(service, wait.project, renamed),
    };
}
async function findRenames(options, project, plan) {
    const strings = options.service.strings;
    if (strings === undefined || plan.uploads.length === 0)
        return undefined;
    const masters = [
        ...plan.uploads.map((upload) => ({ path: upload.path, fileId: upload.file.id })),
        ...plan.creates.map((create) => ({ path: create.path, fileId: undefined })),
    ];
    const { findRenames: find } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(679), __webpack_require__.e(481), __webpack_require__.e(167)]).then(__webpack_require__.bind(__webpack_require__, 4535));
    return find({
        strings,
        workspace: options.workspace,
        sourceLocale: project.sourceLocale.code,
        masters,
        masterNames: [
            ...(0,files.remoteFilesOf)(project).map((file) => file.name),
            ...plan.creates.map((create) => create.path),
        ],
        commitMessages: options.commitMessages ?? [],
        dryRun: options.dryRun,
        logger: options.logger,
    });
}
function withCurrentRecords(uploads, project) {
    const now = new Map((0,files.remoteFilesOf)(project).map((file) => [file.id, file]));
    return uploads.map((upload) => ({ ...upload, file: now.get(upload.file.id) ?? upload.file }));
}
async function obsoleteOf(service, project, renames) {
    if (service.strings === undefined || renames === undefined)
        return undefined;
    const { obsoleteReport } = await __webpack_require__.e(/* import() */ 764).then(__webpack_require__.bind(__webpack_require__, 9764));
    return obsoleteReport(service.strings, project, renames);
}

;// CONCATENATED MODULE: ./src/sync/engine.ts



async function runEngine(options) {
    const { command, logger } = options;
    let listing = options.listing;
    const takeListing = () => {
        const taken = listing;
        listing = undefined;
        return taken === undefined ? {} : { listing: taken };
    };
    let push;
    if (command === 'sync' || command === 'push') {
        push = await logger.group('Push: upload changed master files and wait for the import', () => runPush({
            service: options.service,
            workspace: options.workspace,
            logger,
            sourceFiles: options.sourceFiles,
            isIgnored: options.isIgnored,
            changedInPush: options.changedInPush,
            settings: options.upload,
            importTimeoutMs: options.importTimeoutMs,
            dryRun: options.dryRun,
            hooks: { before: options.hooks.beforePush, after: options.hooks.afterPush },
            ...(options.hookSettings === undefined ? {} : { hookSettings: options.hookSettings }),
            ...(options.schedule === undefined ? {} : { schedule: options.schedule }),
            ...(options.probeAfterMs === undefined ? {} : { probeAfterMs: options.probeAfterMs }),
            blobIds: options.blobIds,
            ...(options.commitMessages === undefined ? {} : { commitMessages: options.commitMessages }),
            ...takeListing(),
        }));
    }
    let translations;
    if (options.uploadTranslations === true) {
        const { runTranslationUpload } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(679), __webpack_require__.e(481), __webpack_require__.e(565)]).then(__webpack_require__.bind(__webpack_require__, 8565));
        const first = takeListing().listing;
        translations = await logger.group("Upload the repository's translations and wait for the import", async () => runTranslationUpload({
            service: options.service,
            workspace: options.workspace,
            logger,
            project: push?.project ?? (await first),
            locales: options.locales,
            ignoreLocales: options.ignoreLocales,
            isIgnored: options.isIgnored,
            changedInPush: options.changedInPush,
            readBeforePush: options.readBeforePush,
            settings: options.upload,
            importTimeoutMs: options.importTimeoutMs,
            dryRun: options.dryRun,
            ...(options.schedule === undefined ? {} : { schedule: options.schedule }),
            ...(options.probeAfterMs === undefined ? {} : { probeAfterMs: options.probeAfterMs }),
            ...(options.allowTargetPaths === undefined ? {} : { allowTargetPaths: options.allowTargetPaths }),
            blobIds: options.blobIds,
        }));
    }
    let pull;
    if (command === 'sync' || command === 'pull') {
        pull = await logger.group('Pull: download translations', () => (0,sync_pull/* runPull */.rB)({
            service: options.service,
            workspace: options.workspace,
            logger,
            project: translations?.project ?? push?.project,
            locales: options.locales,
            ignoreLocales: options.ignoreLocales,
            isIgnored: options.isIgnored,
            dryRun: options.dryRun,
            allowRemovals: options.allowRemovals === true,
            keepFormatting: options.keepFormatting === true,
            holdBack: options.holdBack !== false,
            tempRoot: options.tempRoot,
            hooks: { before: options.hooks.beforePull, after: options.hooks.afterPull },
            ...(options.hookSettings === undefined ? {} : { hookSettings: options.hookSettings }),
            ...(options.allowTargetPaths === undefined ? {} : { allowTargetPaths: options.allowTargetPaths }),
            ...(options.recordGitBlobs === true ? { recordGitBlobs: true } : {}),
            blobIds: options.blobIds,
            renamed: push?.dryRun === false ? push.renames : undefined,
            ...takeListing(),
        }));
    }
    if (pull !== undefined && options.pullMasters === true) {
        const pulled = pull;
        pull = await logger.group('Pull masters changed on the service', () => withMasters(options, pulled, push, translations));
    }
    return { push, translations, pull };
}
async function withMasters(options, pull, push, translations) {
    const { pullMasters } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(679), __webpack_require__.e(481), __webpack_require__.e(178)]).then(__webpack_require__.bind(__webpack_require__, 4178));
    const masters = await pullMasters({
        service: options.service,
        workspace: options.workspace,
        logger: options.logger,
        project: translations?.project ?? push?.project ?? (await options.service.projects.show()),
        isIgnored: options.isIgnored,
        sent: new Set([...(push?.uploaded ?? []), ...(push?.created ?? [])].map((file) => file.path)),
        changedOnService: new Set(push?.skipped.filter((skip) => skip.reason === 'changed-on-service').map((skip) => skip.path) ?? []),
        lastLocalChange: options.lastLocalChange ?? (() => Promise.resolve(undefined)),
        dryRun: options.dryRun,
        tempRoot: options.tempRoot,
    });
    const files = [...pull.files, ...masters.files].sort(sync_plan/* byPath */.f2);
    return {
        ...pull,
        worktreeBlobs: masters.files.length === 0 ? pull.worktreeBlobs : undefined,
        files,
        locales: (0,sync_pull/* summarizeLocales */.br)(files),
        targetPaths: [...new Set([...pull.targetPaths, ...masters.paths])].sort(),
        targetLocales: new Map([
            ...pull.targetLocales,
            ...masters.paths.map((file) => [file, masters.locale]),
        ]),
    };
}


/***/ }),

/***/ 4700:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ SyncError)
/* harmony export */ });
class SyncError extends Error {
    code;
    files;
    constructor(code, message, options = {}) {
        super(message, options.cause === undefined ? {} : { cause: options.cause });
        this.name = 'SyncError';
        this.code = code;
        this.files = options.files ?? [];
    }
}


/***/ }),

/***/ 6706:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ waitForImports)
/* harmony export */ });
/* harmony import */ var _client_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6468);
/* harmony import */ var _backoff_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7423);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4700);
/* harmony import */ var _project_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3930);
/* harmony import */ var _upload_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2462);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3334);






const DEFAULT_PROBE_AFTER_MS = 10_000;
function isImported(sent, remote) {
    if (remote === undefined)
        return false;
    if (remote.hashFile === undefined)
        return false;
    if (remote.hashFile === sent.localSha1)
        return true;
    if (sent.kind === 'created')
        return true;
    return remote.hashFile !== sent.previousHash || remote.updatedAt !== sent.previousUpdatedAt;
}
async function probe(context, sent) {
    try {
        await (0,_upload_js__WEBPACK_IMPORTED_MODULE_4__/* .updateFile */ .I)(context, sent);
        return true;
    }
    catch (error) {
        if ((0,_client_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isBusyError */ .ow)(error))
            return false;
        const message = (0,_client_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isTranslationServiceError */ .ll)(error)
            ? (error.serviceMessage ?? error.message)
            : String(error);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SyncError */ .S('import-failed', `The service could not import ${sent.path}: ${message}. Fix the file and push again; nothing was downloaded.`, { files: [sent.path], cause: error });
    }
}
async function waitForImports(context, sent) {
    const started = Date.now();
    const probeAfterMs = context.probeAfterMs ?? DEFAULT_PROBE_AFTER_MS;
    const pending = new Map(sent.map((file) => [file.recordId ?? file.fileId, { file, quietSince: started }]));
    const { logger, deadline } = context;
    for (let poll = 0;; poll++) {
        const slept = await deadline.sleep((0,_backoff_js__WEBPACK_IMPORTED_MODULE_1__/* .pollDelay */ .xf)(poll, context.schedule));
        const project = await context.service.projects.show();
        const remote = new Map((0,_project_files_js__WEBPACK_IMPORTED_MODULE_3__.remoteFilesOf)(project).map((file) => [file.id, file]));
        for (const [id, entry] of pending) {
            if (isImported(entry.file, remote.get(id)))
                pending.delete(id);
        }
        for (const [id, entry] of pending) {
            if (Date.now() - entry.quietSince < probeAfterMs || remote.get(id) === undefined)
                continue;
            entry.quietSince = Date.now();
            if (await probe(context, entry.file))
                pending.delete(id);
        }
        const waitedMs = Date.now() - started;
        if (pending.size === 0)
            return { project, waitedMs, polls: poll + 1 };
        logger.info(`Waiting for the import: ${pending.size} of ${(0,_words_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(sent.length, 'file')}, ${Math.round(waitedMs / 1000)} s so far.`);
        if (!slept) {
            const files = [...pending.values()].map((entry) => entry.file.path);
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SyncError */ .S('import-timeout', `The service did not finish importing ${files.join(', ')} within ${Math.round(deadline.totalMs / 1000)} s ` +
                '(import-timeout). Nothing was downloaded or committed. Rerun later, or raise import-timeout.', { files });
        }
    }
}


/***/ }),

/***/ 2462:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ updateFile),
/* harmony export */   K: () => (/* binding */ sendMasters)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _client_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6468);
/* harmony import */ var _backoff_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7423);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4700);
/* harmony import */ var _project_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3930);
/* harmony import */ var _project_safe_read_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8041);







const uploadSource = ({ storedCopies, workspace }, name) => {
    const stored = storedCopies?.get(name);
    if (stored === undefined)
        (0,_project_safe_read_js__WEBPACK_IMPORTED_MODULE_5__/* .assertLocaleFile */ .lj)(workspace, name);
    return { path: stored ?? node_path__WEBPACK_IMPORTED_MODULE_0___default().join(workspace, name), name };
};
async function whileBusy(context, file, send) {
    for (let attempt = 0;; attempt++) {
        try {
            return await send();
        }
        catch (error) {
            if (!(0,_client_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .isBusyError */ .ow)(error))
                throw error;
            const waited = await context.deadline.sleep((0,_backoff_js__WEBPACK_IMPORTED_MODULE_2__/* .pollDelay */ .xf)(attempt, context.schedule));
            if (!waited) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SyncError */ .S('project-busy', `The service is still busy with ${file} ("${error.serviceMessage ?? error.message}") after waiting ` +
                    `${Math.round(context.deadline.totalMs / 1000)} s. Another import is running on the project: ` +
                    'rerun later, or raise import-timeout.', { files: [file], cause: error });
            }
            context.logger.info(`${file}: the service is busy ("${error.serviceMessage ?? 'busy'}"); waiting to retry.`);
        }
    }
}
function updateFile(context, upload) {
    const { settings } = context;
    return context.service.files.update({
        masterFileId: upload.fileId,
        locale: upload.locale,
        file: uploadSource(context, upload.path),
        merge: upload.merge ?? settings.merge,
        ignoreMissing: settings.ignoreMissing,
        minorChanges: settings.minorChanges,
        ...(settings.label === undefined ? {} : { label: settings.label }),
    });
}
function failure(code, file, error) {
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SyncError */ .S)
        return error;
    const reason = error instanceof Error ? error.message : String(error);
    const verb = code === 'upload-failed' ? 'Uploading' : 'Creating';
    return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SyncError */ .S(code, `${verb} ${file} failed: ${reason}`, { files: [file], cause: error });
}
async function sendUpdate(context, upload) {
    const target = {
        path: upload.path,
        fileId: upload.file.masterId ?? upload.file.id,
        locale: upload.file.locale,
        ...(upload.merge === undefined ? {} : { merge: upload.merge }),
    };
    await whileBusy(context, upload.path, () => updateFile(context, target));
    return {
        ...target,
        ...(upload.file.masterId === null ? {} : { recordId: upload.file.id }),
        localSha1: upload.localSha1,
        kind: 'updated',
        previousHash: upload.file.hashFile,
        previousUpdatedAt: upload.file.updatedAt,
    };
}
async function sendCreate(context, create) {
    const file = uploadSource(context, create.path);
    const request = () => context.service.files.create({ file, name: create.path });
    let id;
    try {
        ({ id } = await request());
    }
    catch (error) {
        const uncertain = (0,_client_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .isTranslationServiceError */ .ll)(error) && ['network', 'timeout', 'server'].includes(error.code);
        if (!uncertain)
            throw error;
        const existing = (0,_project_files_js__WEBPACK_IMPORTED_MODULE_4__.remoteFilesOf)(await context.service.projects.show()).find((remote) => remote.masterId === null && remote.name === create.path);
        context.logger.info(`${create.path}: Create File failed (${error.code}); ${existing ? 'it was created' : 'retrying once'}.`);
        ({ id } = existing ?? (await request()));
    }
    return {
        path: create.path,
        fileId: id,
        locale: context.sourceLocale,
        localSha1: create.localSha1,
        kind: 'created',
        previousHash: undefined,
        previousUpdatedAt: undefined,
    };
}
async function sendMasters(context, uploads, creates) {
    const total = uploads.length + creates.length;
    let done = 0;
    const progress = (file) => context.logger.info(`Uploaded ${++done} of ${total}: ${file}`);
    const settled = await Promise.allSettled([
        ...uploads.map(async (upload) => {
            try {
                const sent = await sendUpdate(context, upload);
                progress(upload.path);
                return sent;
            }
            catch (error) {
                throw failure('upload-failed', upload.path, error);
            }
        }),
        ...creates.map(async (create) => {
            try {
                const sent = await sendCreate(context, create);
                progress(`${create.path} (new)`);
                return sent;
            }
            catch (error) {
                throw failure('create-failed', create.path, error);
            }
        }),
    ]);
    const errors = settled.flatMap((result) => result.status === 'rejected' ? [result.reason] : []);
    if (errors.length > 0) {
        const first = errors[0];
        if (errors.length === 1)
            throw first;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SyncError */ .S(first.code, `${errors.length} of ${total} uploads failed. First: ${first.message}`, {
            files: errors.flatMap((error) => error.files),
            cause: first,
        });
    }
    return settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
}


/***/ })

};
