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
 * True when two files hold the same translations: every key with the same value, apart from a
 * key one side holds with an empty value (`''`, null, a plural of empty forms) and the other
 * lacks: the service keeps no empty translation, so a repository's `delimiter: ''` is not a
 * difference to write (issue 47).
 */
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


/***/ })

};
