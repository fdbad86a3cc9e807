/**
 * Answers a value in the representation the path suffix asks for, as the Rails service does:
 * `.json` (and no suffix), `.yaml` (Ruby's to_yaml, starting with `---`), `.xml` (Rails' to_xml:
 * dasherized element names, `type` attributes, `nil="true"`) and `.csv` (team members only).
 */
import { stringify as stringifyCsv } from 'csv-stringify/sync';
import { stringify as stringifyYaml } from 'yaml';

export type ResponseFormat = 'json' | 'yaml' | 'xml' | 'csv';

const CONTENT_TYPES: Record<ResponseFormat, string> = {
  json: 'application/json; charset=utf-8',
  yaml: 'application/x-yaml; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

interface RenderedBody {
  body: string;
  contentType: string;
}

export interface RenderOptions {
  /** XML root element for a bare array (`strings` gives `<strings type="array"><string>`). */
  xmlRoot?: string;
  /** A JSONP function name (List/Show Term with `callback=`); only used with json. */
  callback?: string;
}

/** Renders `value` as `format`. Wrapped values (`{project: {...}}`) give their key as the XML root. */
export function renderValue(
  format: ResponseFormat,
  value: unknown,
  options: RenderOptions = {},
): RenderedBody {
  switch (format) {
    case 'json': {
      const json = JSON.stringify(value);
      // Only a plain identifier is echoed back, so `callback` cannot inject script.
      if (options.callback !== undefined && /^[A-Za-z_$][\w$.]*$/.test(options.callback)) {
        return { body: `${options.callback}(${json})`, contentType: 'text/javascript; charset=utf-8' };
      }
      return { body: json, contentType: CONTENT_TYPES.json };
    }
    case 'yaml':
      return { body: `---\n${stringifyYaml(value)}`, contentType: CONTENT_TYPES.yaml };
    case 'xml':
      return { body: renderXml(value, options.xmlRoot), contentType: CONTENT_TYPES.xml };
    case 'csv':
      return { body: renderCsv(value), contentType: CONTENT_TYPES.csv };
  }
}

function renderCsv(value: unknown): string {
  const rows = Array.isArray(value)
    ? (value as Record<string, unknown>[])
    : [value as Record<string, unknown>];
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cells = rows.map((row) => columns.map((column) => csvCell(row[column])));
  return stringifyCsv([columns, ...cells]);
}

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : scalarText(value);
}

function scalarText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : '';
}

function renderXml(value: unknown, xmlRoot: string | undefined): string {
  const header = '<?xml version="1.0" encoding="UTF-8"?>\n';
  if (!Array.isArray(value) && isRecord(value)) {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] !== undefined) return header + xmlElement(keys[0], value[keys[0]], '');
  }
  return header + xmlElement(xmlRoot ?? (Array.isArray(value) ? 'objects' : 'hash'), value, '');
}

function xmlElement(name: string, value: unknown, indent: string): string {
  const tag = name.replace(/_/g, '-');
  if (value === null || value === undefined) return `${indent}<${tag} nil="true"/>\n`;
  if (Array.isArray(value)) {
    if (value.length === 0) return `${indent}<${tag} type="array"/>\n`;
    const items = value.map((item) => xmlElement(singular(name), item, `${indent}  `)).join('');
    return `${indent}<${tag} type="array">\n${items}${indent}</${tag}>\n`;
  }
  if (isRecord(value)) {
    const children = Object.entries(value)
      .map(([key, child]) => xmlElement(key, child, `${indent}  `))
      .join('');
    return `${indent}<${tag}>\n${children}${indent}</${tag}>\n`;
  }
  const type = typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'float') : typeof value;
  const attribute =
    type === 'integer' || type === 'float' || type === 'boolean'
      ? ` type="${type}"`
      : isTimestamp(value)
        ? ' type="dateTime"'
        : '';
  return `${indent}<${tag}${attribute}>${escapeXml(scalarText(value))}</${tag}>\n`;
}

function singular(name: string): string {
  if (name.endsWith('ies')) return `${name.slice(0, -3)}y`;
  if (name.endsWith('s')) return name.slice(0, -1);
  return name;
}

function isTimestamp(value: unknown): boolean {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
