export const id = 402;
export const ids = [402];
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


/***/ })

};
