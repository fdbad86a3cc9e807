export const id = 702;
export const ids = [702];
export const modules = {

/***/ 7423:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B2: () => (/* binding */ Deadline),
/* harmony export */   ug: () => (/* binding */ IMPORT_POLL_SCHEDULE),
/* harmony export */   xf: () => (/* binding */ pollDelay)
/* harmony export */ });
/* unused harmony export baseDelay */
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Waiting on imports: 200 ms, then 320 and 512 ms (growing 1.6 times while under half a second),
 * then growing 2.5 times (1.3 s, 3.2 s, 8 s) up to 18 s between polls. An import of a few files
 * is seen soon after its end: the emulator's take 0.5 s, and the second poll comes at about
 * 0.5 s plus a round trip. The few close polls at the start are paid back by the faster growth
 * and the higher cap: over 60 s, 300 s, 600 s (the default import-timeout) and an hour it makes
 * no more polls than the earlier schedules (1 s growing 1.6 times to 15 s; 250 ms doubling to
 * 15 s), so long imports cost no more requests (test/unit/backoff.test.ts). The numbers and the
 * schedules compared are in docs/decisions.md, "Import poll schedule".
 */
const IMPORT_POLL_SCHEDULE = Object.freeze({
    initialMs: 200,
    factor: 1.6,
    lateFromMs: 500,
    lateFactor: 2.5,
    maxMs: 18_000,
});
/** The delay before poll `attempt` (0-based) without jitter: the schedule's growth, capped. */
function baseDelay(attempt, schedule) {
    let delay = schedule.initialMs;
    for (let step = 0; step < attempt && delay < schedule.maxMs; step++) {
        const late = schedule.lateFromMs !== undefined && delay >= schedule.lateFromMs;
        delay *= late ? (schedule.lateFactor ?? schedule.factor) : schedule.factor;
    }
    return Math.min(schedule.maxMs, delay);
}
/** The delay before poll number `attempt` (0-based): exponential, capped, with ±20 % jitter. */
function pollDelay(attempt, schedule, random = Math.random) {
    const base = baseDelay(attempt, schedule);
    // Jitter keeps many repositories that share a service from polling in lockstep.
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
    /** Sleeps `ms`, or until the deadline when that comes first; false when nothing was left. */
    async sleep(ms) {
        const wait = Math.min(ms, this.remainingMs());
        if (wait <= 0)
            return false;
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(wait);
        return true;
    }
}


/***/ }),

/***/ 1702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runEngine: () => (/* binding */ runEngine)
});

// EXTERNAL MODULE: ./src/sync/plan.ts
var sync_plan = __webpack_require__(4816);
// EXTERNAL MODULE: ./src/client/redact.ts
var redact = __webpack_require__(5078);
;// CONCATENATED MODULE: ./src/sync/hooks.ts

const DEFAULT_HOOK_SETTINGS = Object.freeze({ run: true, timeoutMs: 600_000 });
class HookError extends Error {
    hook;
    exitCode;
    output;
    code;
    constructor(hook, exitCode, output, timeoutMs) {
        super(timeoutMs === undefined
            ? `The ${hook} hook of the .wti file failed (${exitCode === null ? 'killed' : `exit code ${exitCode}`}). ` +
                `Fix the command or remove it from .wti. Its output:\n${output || '(none)'}`
            : `The ${hook} hook of the .wti file was still running after ${timeoutMs / 1000} s (hook-timeout), so it was ` +
                `killed with every process it started. Make the command finish sooner, or raise hook-timeout. Its output:\n${output || '(none)'}`);
        this.hook = hook;
        this.exitCode = exitCode;
        this.output = output;
        this.name = 'HookError';
        this.code = timeoutMs === undefined ? 'hook' : 'hook-timeout';
    }
}
/** The `settings` argument of runHook from an optional option, spread-ready under exactOptionalPropertyTypes. */
function hookSettingsOf(options) {
    return options.hookSettings === undefined ? {} : { settings: options.hookSettings };
}
const OUTPUT_LIMIT = 8_000;
/** After SIGTERM, the hook's processes get this long to exit before SIGKILL. */
const KILL_GRACE_MS = 2_000;
/** How long output may still arrive once the hook's process has exited. */
const OUTPUT_DRAIN_MS = 250;
/** Signals the hook's whole process group; it may be gone already. */
function signalGroup(pid, signal) {
    if (pid === undefined)
        return;
    try {
        process.kill(-pid, signal);
    }
    catch {
        // ESRCH: every process of the group has exited.
    }
}
async function runHook(options) {
    const { name, command, logger } = options;
    const settings = options.settings ?? DEFAULT_HOOK_SETTINGS;
    if (command === undefined || command.trim() === '')
        return;
    if (!settings.run) {
        logger.notice(`run-hooks is false: the ${name} hook of the .wti file was not run.`);
        return;
    }
    logger.info(`Running the ${name} hook: ${command}`);
    // A process group of its own, so a timeout kills every process the hook started (R45).
    // node:child_process on first use: most projects have no hooks, and it is not loaded at start.
    const child = process.getBuiltinModule('node:child_process').spawn('/bin/sh', ['-c', command], {
        cwd: options.cwd,
        env: options.env ?? process.env,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
    });
    let output = '';
    const collect = (chunk) => {
        // Keep the tail: the end of a failing command's output says why it failed.
        output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    let closed = false;
    child.once('close', () => (closed = true));
    let timedOut = false;
    let grace;
    const deadline = Date.now() + settings.timeoutMs;
    const timer = setTimeout(() => {
        timedOut = true;
        signalGroup(child.pid, 'SIGTERM');
        grace = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), KILL_GRACE_MS);
    }, settings.timeoutMs);
    let exitCode;
    try {
        // 'exit', not 'close': a background child that keeps the pipes open must not hold the step.
        exitCode = await new Promise((resolve, reject) => {
            child.on('error', reject);
            child.on('exit', (code) => resolve(code));
        });
    }
    finally {
        clearTimeout(timer);
        if (grace !== undefined)
            clearTimeout(grace);
    }
    if (timedOut)
        signalGroup(child.pid, 'SIGKILL');
    else {
        // A background process the hook left behind does not hold the step, but it does not outlive
        // the hook's time limit either; unref'd, so it never keeps the action itself running.
        setTimeout(() => signalGroup(child.pid, 'SIGKILL'), Math.max(0, deadline - Date.now())).unref();
    }
    // The rest of the output arrives with 'close', unless a background child holds the pipes open.
    await new Promise((resolve) => {
        if (closed)
            return resolve();
        const wait = setTimeout(resolve, OUTPUT_DRAIN_MS);
        child.once('close', () => {
            clearTimeout(wait);
            resolve();
        });
    });
    child.stdout.destroy();
    child.stderr.destroy();
    child.unref();
    const shown = (0,redact/* redact */.E$)(output.trimEnd());
    if (timedOut)
        throw new HookError(name, exitCode, shown, settings.timeoutMs);
    if (exitCode !== 0)
        throw new HookError(name, exitCode, shown);
    if (shown !== '')
        logger.info(shown);
}

// EXTERNAL MODULE: ./src/sync/local-files.ts
var local_files = __webpack_require__(9666);
// EXTERNAL MODULE: ./src/sync/target-policy.ts + 1 modules
var target_policy = __webpack_require__(5228);
;// CONCATENATED MODULE: ./src/sync/pull.ts




/** Downloads listed one per line in the log; more are summed up there, and listed in the debug log. */
const DOWNLOADS_LISTED = 20;
/**
 * One log line per planned download for a few files; for more, one line with the count of each
 * reason and every file in the debug log: a first pull of 9,000 files would print 9,000 lines.
 * Returns what lists them in the debug log, for the caller to call once the downloads are asked
 * for: 9,000 lines take 30 ms, which need not come before the request.
 */
function logPlannedDownloads(downloads, logger) {
    const line = (download) => `Needs download: ${download.path} (${download.reason})`;
    if (downloads.length <= DOWNLOADS_LISTED) {
        for (const download of downloads)
            logger.info(line(download));
        return () => undefined;
    }
    const reasons = new Map();
    for (const download of downloads)
        reasons.set(download.reason, (reasons.get(download.reason) ?? 0) + 1);
    const counts = [...reasons].map(([reason, count]) => `${count} ${reason}`).join(', ');
    logger.info(`${downloads.length} files need a download (${counts}); the debug log lists them.`);
    let listed = false;
    return () => {
        if (listed)
            return;
        listed = true;
        for (const download of downloads)
            logger.debug(line(download));
    };
}
function summarizeLocales(files) {
    const byLocale = new Map();
    for (const file of files) {
        const entry = byLocale.get(file.locale) ?? { added: 0, changed: 0, removed: 0, files: [] };
        entry.added += file.keys?.added ?? 0;
        entry.changed += file.keys?.changed ?? 0;
        entry.removed += file.keys?.removed ?? 0;
        entry.files.push(file.path);
        byLocale.set(file.locale, entry);
    }
    return [...byLocale.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([locale, entry]) => ({ locale, ...entry }));
}
async function runPull(options) {
    const { service, workspace, logger, dryRun } = options;
    if (dryRun && options.hooks?.before !== undefined)
        logger.info('dry-run: the before_pull hook is not run.');
    else
        await runHook({
            name: 'before_pull',
            command: options.hooks?.before,
            cwd: workspace,
            logger,
            ...hookSettingsOf(options),
        });
    const listed = options.project ?? (await (options.listing ?? service.projects.show()));
    const { remoteFiles, selection, targets, refusedTargets, warnings } = await screenListing(options, listed);
    const blobs = options.recordGitBlobs === true ? new Map() : undefined;
    const localSha1 = await (0,local_files.localSha1Map)(workspace, targets.map((file) => file.name), { blobs });
    const plan = (0,sync_plan/* planPull */.ho)({ remoteFiles, locales: selection.locales, localSha1, isIgnored: options.isIgnored });
    const listPlannedDownloads = logPlannedDownloads(plan.downloads, logger);
    let downloaded = { archives: 0, downloadedBytes: 0, files: [] };
    if (plan.downloads.length > 0) {
        let keysOfMaster;
        const masterKeys = async (masterId) => {
            keysOfMaster ??= (await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(273), __webpack_require__.e(712), __webpack_require__.e(591)]).then(__webpack_require__.bind(__webpack_require__, 1591))).masterKeysFrom({
                service,
                workspace,
                remoteFiles,
                sourceLocale: listed.sourceLocale.code,
                logger,
            });
            return keysOfMaster(masterId);
        };
        const { downloadAndWrite } = await Promise.all(/* import() */[__webpack_require__.e(663), __webpack_require__.e(657)]).then(__webpack_require__.bind(__webpack_require__, 3657));
        const result = await downloadAndWrite(options, {
            downloads: plan.downloads,
            selection,
            remoteFiles,
            // Refused targets may still be in an archive: skipped there quietly, as they were warned about.
            known: new Set(listed.projectFiles.map((file) => file.name)),
            localSha1,
        }, masterKeys, listPlannedDownloads);
        warnings.push(...result.warnings);
        downloaded = result;
    }
    else {
        logger.info('Every selected translation file is up to date: nothing to download.');
    }
    for (const warning of warnings)
        logger.warning(warning);
    const written = new Set(downloaded.files.map((file) => file.path));
    const targetPaths = targets
        .map((file) => file.name)
        .filter((name) => !options.isIgnored(name) && (written.has(name) || localSha1.get(name) !== undefined))
        .sort();
    if (dryRun && options.hooks?.after !== undefined)
        logger.info('dry-run: the after_pull hook is not run.');
    else
        await runHook({
            name: 'after_pull',
            command: options.hooks?.after,
            cwd: workspace,
            logger,
            ...hookSettingsOf(options),
        });
    const unchanged = blobs !== undefined && downloaded.files.length === 0 && options.hooks?.after === undefined;
    return {
        planned: plan.downloads,
        archives: downloaded.archives,
        downloadedBytes: downloaded.downloadedBytes,
        files: downloaded.files,
        locales: summarizeLocales(downloaded.files),
        selectedLocales: selection.locales,
        targetPaths,
        targetLocales: new Map(targets.map((file) => [file.name, file.locale])),
        warnings,
        refusedTargets,
        dryRun,
        ...(unchanged ? { worktreeBlobs: blobs } : {}),
    };
}
/**
 * Show Project's listing after the target path policy (R39, R40): the files that may be planned,
 * the locale selection, the selected targets, and what was refused, in warnings that name it.
 */
async function screenListing(options, listed) {
    const localeSelection = (0,sync_plan/* selectLocales */.S)({
        sourceLocale: listed.sourceLocale.code,
        targetLocales: listed.targetLocales.map((locale) => locale.code).filter(target_policy/* isLocaleCode */.GJ),
        wanted: options.locales,
        ignored: options.ignoreLocales,
    });
    const selected = (0,sync_plan/* localeMatcher */.z6)(localeSelection.locales);
    const screened = await (0,target_policy/* screenTargets */.LN)(options.workspace, listed, {
        selected,
        isIgnored: options.isIgnored,
        ...(options.allowTargetPaths === undefined ? {} : { allow: options.allowTargetPaths }),
    });
    const warnings = [];
    if (screened.refusedLocales.length > 0) {
        warnings.push(`The service lists target locale codes that are not of the form fr, pt-BR, pt_BR or sr@latin, so their files are skipped (locale-refused): ${screened.refusedLocales.map((code) => JSON.stringify(code)).join(', ')}.`);
    }
    if (localeSelection.unknown.length > 0) {
        warnings.push(`The project has no target locale ${localeSelection.unknown.join(', ')}; it is skipped.`);
    }
    const refusal = (0,target_policy/* describeRefusals */.lY)(screened.refused);
    if (refusal !== undefined)
        warnings.push(refusal);
    return {
        remoteFiles: screened.remoteFiles,
        // The whole-project archive would carry the refused locales' files too: ask per locale then.
        selection: { ...localeSelection, all: localeSelection.all && screened.refusedLocales.length === 0 },
        targets: screened.remoteFiles.filter((file) => file.masterId !== null && selected(file.locale)),
        refusedTargets: screened.refused,
        warnings,
    };
}

// EXTERNAL MODULE: ./src/sync/backoff.ts
var backoff = __webpack_require__(7423);
// EXTERNAL MODULE: ./src/sync/import-wait.ts
var import_wait = __webpack_require__(6706);
// EXTERNAL MODULE: ./src/sync/service.ts
var sync_service = __webpack_require__(9296);
// EXTERNAL MODULE: ./src/sync/upload.ts
var upload = __webpack_require__(2462);
;// CONCATENATED MODULE: ./src/sync/push.ts







async function runPush(options) {
    const { service, workspace, logger, dryRun } = options;
    if (dryRun && options.hooks?.before !== undefined)
        logger.info('dry-run: the before_push hook is not run.');
    else
        await runHook({
            name: 'before_push',
            command: options.hooks?.before,
            cwd: workspace,
            logger,
            ...hookSettingsOf(options),
        });
    const project = await (options.listing ?? service.projects.show());
    const remoteFiles = (0,sync_service/* remoteFilesOf */.D)(project);
    const candidates = await (0,local_files.findSourceFiles)(workspace, options.sourceFiles);
    const masterNames = remoteFiles.filter((file) => file.masterId === null).map((file) => file.name);
    const plan = (0,sync_plan/* planPush */.MG)({
        remoteFiles,
        localSha1: await (0,local_files.localSha1Map)(workspace, [...masterNames, ...candidates]),
        changedInPush: options.changedInPush,
        sourceFileCandidates: candidates,
        isIgnored: options.isIgnored,
    });
    for (const upload of plan.uploads)
        logger.info(`${dryRun ? 'Would upload' : 'Upload'} ${upload.path} (${upload.reason})`);
    for (const create of plan.creates)
        logger.info(`${dryRun ? 'Would create' : 'Create'} ${create.path} (${create.reason})`);
    for (const skip of plan.skipped)
        logger.debug(`Skip ${skip.path} (${skip.reason})`);
    const nothingToSend = plan.uploads.length === 0 && plan.creates.length === 0;
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
        };
    }
    const context = {
        service,
        workspace,
        sourceLocale: project.sourceLocale.code,
        settings: options.settings,
        // One deadline for the whole phase: busy answers to uploads and the import wait share it.
        deadline: new backoff/* Deadline */.B2(options.importTimeoutMs),
        schedule: options.schedule ?? backoff/* IMPORT_POLL_SCHEDULE */.ug,
        probeAfterMs: options.probeAfterMs,
        logger,
    };
    const sent = await (0,upload/* sendMasters */.Kd)(context, plan.uploads, plan.creates);
    const wait = await (0,import_wait/* waitForImports */.H)(context, sent);
    logger.info(`The service imported ${sent.length} files in ${(wait.waitedMs / 1000).toFixed(1)} s (${wait.polls} polls).`);
    await runHook({
        name: 'after_push',
        command: options.hooks?.after,
        cwd: workspace,
        logger,
        ...hookSettingsOf(options),
    });
    const createdIds = new Map(sent.filter((file) => file.kind === 'created').map((file) => [file.path, file.fileId]));
    return {
        uploaded: plan.uploads,
        created: plan.creates.map((create) => ({ ...create, fileId: createdIds.get(create.path) })),
        skipped: plan.skipped,
        importWaitMs: wait.waitedMs,
        dryRun,
        project: wait.project,
    };
}

;// CONCATENATED MODULE: ./src/sync/engine.ts



async function runEngine(options) {
    const { command, logger } = options;
    // Taken by the first step that asks for the project.
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
            ...takeListing(),
        }));
    }
    let translations;
    if (options.uploadTranslations === true) {
        // Loaded when asked for: it reads locale files, and the parsers are not needed to start.
        const { runTranslationUpload } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(273), __webpack_require__.e(712), __webpack_require__.e(946)]).then(__webpack_require__.bind(__webpack_require__, 8565));
        const first = takeListing().listing;
        translations = await logger.group("Upload the repository's translations and wait for the import", async () => runTranslationUpload({
            service: options.service,
            workspace: options.workspace,
            logger,
            // After a push the project holds the masters it created, and their target files.
            project: push?.project ?? (await first),
            locales: options.locales,
            ignoreLocales: options.ignoreLocales,
            isIgnored: options.isIgnored,
            changedInPush: options.changedInPush,
            settings: options.upload,
            importTimeoutMs: options.importTimeoutMs,
            dryRun: options.dryRun,
            ...(options.schedule === undefined ? {} : { schedule: options.schedule }),
            ...(options.probeAfterMs === undefined ? {} : { probeAfterMs: options.probeAfterMs }),
            ...(options.allowTargetPaths === undefined ? {} : { allowTargetPaths: options.allowTargetPaths }),
        }));
    }
    let pull;
    if (command === 'sync' || command === 'pull') {
        pull = await logger.group('Pull: download translations', () => runPull({
            service: options.service,
            workspace: options.workspace,
            logger,
            // After a push the project is as the last poll saw it; a dry run's push sent nothing.
            project: translations?.project ?? push?.project,
            locales: options.locales,
            ignoreLocales: options.ignoreLocales,
            isIgnored: options.isIgnored,
            dryRun: options.dryRun,
            allowRemovals: options.allowRemovals === true,
            tempRoot: options.tempRoot,
            hooks: { before: options.hooks.beforePull, after: options.hooks.afterPull },
            ...(options.hookSettings === undefined ? {} : { hookSettings: options.hookSettings }),
            ...(options.allowTargetPaths === undefined ? {} : { allowTargetPaths: options.allowTargetPaths }),
            ...(options.recordGitBlobs === true ? { recordGitBlobs: true } : {}),
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
    const { pullMasters } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(273), __webpack_require__.e(712), __webpack_require__.e(178)]).then(__webpack_require__.bind(__webpack_require__, 4178));
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
        // The blobs describe the files as the pull left them: a master written since is not among them.
        worktreeBlobs: masters.files.length === 0 ? pull.worktreeBlobs : undefined,
        files,
        locales: summarizeLocales(files),
        targetPaths: [...new Set([...pull.targetPaths, ...masters.paths])].sort(),
        targetLocales: new Map([
            ...pull.targetLocales,
            ...masters.paths.map((file) => [file, masters.locale]),
        ]),
    };
}


/***/ }),

/***/ 6706:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ waitForImports)
/* harmony export */ });
/* unused harmony export DEFAULT_PROBE_AFTER_MS */
/* harmony import */ var _client_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6468);
/* harmony import */ var _backoff_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7423);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4700);
/* harmony import */ var _service_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9296);
/* harmony import */ var _upload_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2462);





/** How long a file may show no import result before it is probed, and again between probes. */
const DEFAULT_PROBE_AFTER_MS = 10_000;
function isImported(sent, remote) {
    if (remote === undefined)
        return false;
    // A blank checksum says the import has not run yet (docs/decisions.md), whatever else changed.
    if (remote.hashFile === undefined)
        return false;
    if (remote.hashFile === sent.localSha1)
        return true;
    if (sent.kind === 'created')
        return true;
    return remote.hashFile !== sent.previousHash || remote.updatedAt !== sent.previousUpdatedAt;
}
/** Re-sends a file whose import shows no result yet; true when its earlier import is over. */
async function probe(context, sent) {
    try {
        await (0,_upload_js__WEBPACK_IMPORTED_MODULE_4__/* .updateFile */ .Io)(context, sent);
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
        // The first poll waits too: an import just queued cannot be done yet (docs/benchmarks.md).
        // At the deadline one last poll still looks, so an import finishing just then is not lost.
        const slept = await deadline.sleep((0,_backoff_js__WEBPACK_IMPORTED_MODULE_1__/* .pollDelay */ .xf)(poll, context.schedule));
        const project = await context.service.projects.show();
        const remote = new Map((0,_service_js__WEBPACK_IMPORTED_MODULE_3__/* .remoteFilesOf */ .D)(project).map((file) => [file.id, file]));
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
        logger.info(`Waiting for the import: ${pending.size} of ${sent.length} files, ${Math.round(waitedMs / 1000)} s so far.`);
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
/* harmony export */   Io: () => (/* binding */ updateFile),
/* harmony export */   Kd: () => (/* binding */ sendMasters)
/* harmony export */ });
/* unused harmony export whileBusy */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _client_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6468);
/* harmony import */ var _backoff_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7423);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4700);
/* harmony import */ var _service_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9296);





/** Calls `send` again while the service answers that the file is busy importing (R4). */
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
        file: { path: node_path__WEBPACK_IMPORTED_MODULE_0___default().join(context.workspace, upload.path), name: upload.path },
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
        // A target file is updated through its master's id and its own locale.
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
/**
 * Create File is not safe to repeat blindly: the first attempt may have created the file before
 * the connection failed. So after a failure that may have reached the service we look for the
 * file by name, and create it again only when it is not there.
 */
async function sendCreate(context, create) {
    const file = { path: node_path__WEBPACK_IMPORTED_MODULE_0___default().join(context.workspace, create.path), name: create.path };
    const request = () => context.service.files.create({ file, name: create.path });
    let id;
    try {
        ({ id } = await request());
    }
    catch (error) {
        const uncertain = (0,_client_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .isTranslationServiceError */ .ll)(error) && ['network', 'timeout', 'server'].includes(error.code);
        if (!uncertain)
            throw error;
        const existing = (0,_service_js__WEBPACK_IMPORTED_MODULE_4__/* .remoteFilesOf */ .D)(await context.service.projects.show()).find((remote) => remote.masterId === null && remote.name === create.path);
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
/**
 * Sends every planned upload and creation, as many at once as the client's limit allows. All are
 * settled before a failure is reported, so no request is left running behind the error.
 */
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
