export const id = 764;
export const ids = [764];
export const modules = {

/***/ 9764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   obsoleteReport: () => (/* binding */ obsoleteReport)
/* harmony export */ });
const NAMED = 5;
async function obsoleteReport(strings, project, renames) {
    if (renames === undefined || (renames.obsoleted.length === 0 && renames.reAdded.length === 0))
        return undefined;
    const page = await strings.listPage({ filters: { status: 'obsolete' } }, 1);
    const names = new Map(project.projectFiles.map((file) => [file.id, file.name]));
    const oldest = [...page.items]
        .sort((a, b) => (a.updatedAt < b.updatedAt ? -1 : a.updatedAt > b.updatedAt ? 1 : a.id - b.id))
        .slice(0, NAMED)
        .map((record) => ({
        key: record.key,
        file: record.fileId === null ? undefined : names.get(record.fileId),
        since: record.updatedAt,
    }));
    return {
        count: page.items.length,
        more: page.hasNext,
        ...(page.lastPage === undefined ? {} : { lastPage: page.lastPage }),
        oldest,
    };
}


/***/ })

};
