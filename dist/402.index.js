export const id = 402;
export const ids = [402];
export const modules = {

/***/ 1402:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   diffKeyValues: () => (/* binding */ diffKeyValues),
/* harmony export */   keyCountOf: () => (/* binding */ keyCountOf),
/* harmony export */   keyValuesOf: () => (/* binding */ keyValuesOf)
/* harmony export */ });
/* harmony import */ var _json_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5222);
/* harmony import */ var _yaml_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8157);
/* harmony import */ var _index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3890);
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
    };
}
/** A setting: `#` keeps `3` apart from `"3"`. */
function settingValue(value) {
    return { text: `#${String(value)}`, empty: value === null, translatable: false };
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
 * How many keys keyValuesOf gives, without building a value for each: all a new file's key diff
 * needs (every key is added). Throws FormatError as keyValuesOf does.
 */
function keyCountOf(format, bytes, options = {}) {
    if (format === 'json')
        return (0,_json_format_js__WEBPACK_IMPORTED_MODULE_0__/* .countJsonKeys */ .Gf)(bytes, options);
    const keys = new Set();
    const onSetting = (key) => {
        keys.add(key);
    };
    const segments = format === 'yaml' ? (0,_yaml_format_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYaml */ .h)(bytes, options, onSetting) : (0,_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseLocaleFile */ .UB)(format, bytes, options);
    for (const segment of segments)
        keys.add(segment.key);
    return keys.size;
}
function byCodeUnit(left, right) {
    return left < right ? -1 : left > right ? 1 : 0;
}
/** Keys added, changed and removed, each sorted by code unit so reports do not depend on the runner. */
function diffKeyValues(before, after) {
    const added = [];
    const changed = [];
    for (const [key, value] of after) {
        const previous = before.get(key);
        if (previous === undefined)
            added.push(key);
        else if (previous.text !== value.text)
            changed.push(key);
    }
    const removed = [...before.keys()].filter((key) => !after.has(key));
    return {
        added: added.sort(byCodeUnit),
        changed: changed.sort(byCodeUnit),
        removed: removed.sort(byCodeUnit),
    };
}


/***/ })

};
