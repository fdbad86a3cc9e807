export const id = 930;
export const ids = [930];
export const modules = {

/***/ 3930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createIgnoreMatcher: () => (/* binding */ createIgnoreMatcher),
/* harmony export */   findSourceFiles: () => (/* binding */ findSourceFiles),
/* harmony export */   remoteFilesOf: () => (/* binding */ remoteFilesOf)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1706);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5669);



function remoteFilesOf(project) {
    return project.projectFiles.map((file) => {
        const problem = (0,_names_js__WEBPACK_IMPORTED_MODULE_1__/* .checkEntryName */ ._$)(file.name);
        if (problem !== undefined && file.masterProjectFileId === null) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ProjectError */ .w(`The service lists a file named "${file.name}", which ${problem.reason}; it cannot be a path in this repository. ` +
                'Rename the file on the service.');
        }
        return {
            id: file.id,
            name: file.name,
            locale: file.localeCode,
            masterId: file.masterProjectFileId,
            hashFile: typeof file.hashFile === 'string' && file.hashFile !== '' ? file.hashFile : undefined,
            fresh: file.fresh,
            updatedAt: file.updatedAt,
        };
    });
}
async function findSourceFiles(workspace, patterns) {
    if (patterns.length === 0)
        return [];
    const { glob } = await __webpack_require__.e(/* import() */ 382).then(__webpack_require__.bind(__webpack_require__, 3382));
    const found = await glob([...patterns], {
        cwd: workspace,
        onlyFiles: true,
        dot: true,
        followSymbolicLinks: false,
        ignore: ['.git/**', '**/node_modules/**'],
    });
    return found.sort();
}
function createIgnoreMatcher(inputGlobs, wtiGlobs) {
    const matchers = [
        ...inputGlobs.map((pattern) => picomatch__WEBPACK_IMPORTED_MODULE_2___default()(pattern, { dot: true })),
        ...wtiGlobs.map((pattern) => picomatch__WEBPACK_IMPORTED_MODULE_2___default()(pattern, { dot: true, bash: true })),
    ];
    return (file) => matchers.some((matches) => matches(file));
}


/***/ }),

/***/ 5669:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EE: () => (/* binding */ collisionKey),
/* harmony export */   Ls: () => (/* binding */ isDirectoryName),
/* harmony export */   _$: () => (/* binding */ checkEntryName),
/* harmony export */   tn: () => (/* binding */ findCollisions)
/* harmony export */ });
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const DRIVE_LETTER = /^[A-Za-z]:/;
const PLAINLY_SAFE = /^[A-Za-z0-9_@+-][A-Za-z0-9._@+-]*(?:\/[A-Za-z0-9_@+-][A-Za-z0-9._@+-]*)*$/;
function checkEntryName(name) {
    const known = checkedNames.get(name);
    if (known !== undefined)
        return known ?? undefined;
    const problem = findNameProblem(name);
    if (checkedNames.size >= CHECKED_NAMES_KEPT)
        checkedNames.clear();
    checkedNames.set(name, problem ?? null);
    return problem;
}
const CHECKED_NAMES_KEPT = 100_000;
const checkedNames = new Map();
function findNameProblem(name) {
    if (PLAINLY_SAFE.test(name))
        return undefined;
    if (CONTROL_CHARACTER.test(name))
        return { code: 'archive-bad-name', reason: 'holds a control character such as NUL' };
    if (name.startsWith('/'))
        return { code: 'archive-unsafe-path', reason: 'is an absolute path' };
    if (DRIVE_LETTER.test(name))
        return { code: 'archive-unsafe-path', reason: 'starts with a drive letter' };
    if (name.includes('\\'))
        return { code: 'archive-unsafe-path', reason: 'holds a backslash' };
    const parts = stripDirectorySlash(name).split('/');
    if (parts.includes('..'))
        return { code: 'archive-unsafe-path', reason: 'climbs out with ".."' };
    if (name.includes('\uFFFD'))
        return { code: 'archive-bad-name', reason: 'is not valid UTF-8' };
    if (parts.some((part) => part === '' || part === '.')) {
        return { code: 'archive-bad-name', reason: 'has an empty or "." path part' };
    }
    return undefined;
}
function isDirectoryName(name) {
    return name.endsWith('/');
}
function stripDirectorySlash(name) {
    return isDirectoryName(name) ? name.slice(0, -1) : name;
}
function collisionKey(name) {
    return stripDirectorySlash(name).normalize('NFC').toLowerCase();
}
function findCollisions(names) {
    const groups = new Map();
    for (const name of names) {
        const key = collisionKey(name);
        const group = groups.get(key);
        if (group === undefined)
            groups.set(key, [name]);
        else
            group.push(name);
    }
    return [...groups.values()].filter((group) => group.length > 1);
}


/***/ })

};
