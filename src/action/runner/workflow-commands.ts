/**
 * The runner's protocol, as far as this action speaks it: inputs from `INPUT_*` variables,
 * workflow commands on stdout (masks, log levels, annotations, groups) and the `GITHUB_OUTPUT`
 * and `GITHUB_STEP_SUMMARY` files. It writes the same bytes as @actions/core 3.0.1, which
 * test/unit/workflow-commands.test.ts runs side by side with it. @actions/core is not bundled
 * because its OIDC client imports undici's whole index (fetch, WebSocket, caches, mocks): that
 * evaluation was a fifth of the cold start, for a token this action never asks for.
 */
import { appendFileSync, existsSync } from 'node:fs';
import { access, appendFile, constants } from 'node:fs/promises';
import { EOL } from 'node:os';
import { redact } from '../../client/redact.js';

/** Where an annotation points; the names are @actions/core's. */
export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
  endLine?: number;
  startColumn?: number;
  endColumn?: number;
}

type CommandProperties = Record<string, string | number | undefined>;

function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(value: string | number): string {
  return escapeData(String(value)).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * `::name key=value,key=value::message`. As in @actions/core, a property list that is not empty
 * adds the space even when every value in it is empty, and empty values are left out.
 */
function issueCommand(name: string, properties: CommandProperties, message: string): void {
  write(commandLine(name, properties, message));
}

/**
 * Every line, output and summary leaves the process through this module, so the secrets are taken
 * out here once more, whatever called (the logger redacts too). A mask itself is the one text
 * that must reach the runner as it is.
 */
function commandLine(name: string, properties: CommandProperties, text: string): string {
  const message = name === 'add-mask' ? text : redact(text);
  const pairs = Object.entries(properties)
    .filter(
      (pair): pair is [string, string | number] => pair[1] !== undefined && pair[1] !== '' && pair[1] !== 0,
    )
    .map(([key, value]) => `${key}=${escapeProperty(typeof value === 'string' ? redact(value) : value)}`);
  const head = Object.keys(properties).length === 0 ? `::${name}` : `::${name} ${pairs.join(',')}`;
  return `${head}::${escapeData(message)}${EOL}`;
}

/** Every line reaches stdout through here, after the debug lines queued before it. */
function write(text: string): void {
  flushDebug();
  process.stdout.write(text);
}

/** Debug lines waiting for `flushDebug`, already in the runner's form. */
let queuedDebug = '';
let flushOnExit = false;

/**
 * A debug line, written with the next line of any kind or once this turn of the event loop ends,
 * whichever comes first, in one write with the others queued meanwhile: a pull that lists 9,000
 * files in the debug log spent 30 ms on 9,000 writes. The bytes, and their order among all the
 * lines written here, are those of a `::debug::` command written at once; they are written at exit
 * too.
 */
export function queueDebug(message: string): void {
  if (queuedDebug === '') setImmediate(flushDebug);
  if (!flushOnExit) {
    flushOnExit = true;
    process.once('exit', flushDebug);
  }
  queuedDebug += commandLine('debug', {}, message);
}

/** Writes the queued debug lines now. */
function flushDebug(): void {
  if (queuedDebug === '') return;
  const text = queuedDebug;
  queuedDebug = '';
  process.stdout.write(text);
}

function annotationProperties(properties: AnnotationProperties): CommandProperties {
  if (Object.keys(properties).length === 0) return {};
  return {
    title: properties.title,
    file: properties.file,
    line: properties.startLine,
    endLine: properties.endLine,
    col: properties.startColumn,
    endColumn: properties.endColumn,
  };
}

/** An input as the runner passes it (`INPUT_` + the upper-cased name, spaces as `_`), trimmed. */
export function getInput(name: string): string {
  return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

export function setSecret(secret: string): void {
  issueCommand('add-mask', {}, secret);
}

export function info(message: string): void {
  write(`${redact(message)}${EOL}`);
}

export function notice(message: string, properties: AnnotationProperties = {}): void {
  issueCommand('notice', annotationProperties(properties), message);
}

export function warning(message: string, properties: AnnotationProperties = {}): void {
  issueCommand('warning', annotationProperties(properties), message);
}

export function error(message: string, properties: AnnotationProperties = {}): void {
  issueCommand('error', annotationProperties(properties), message);
}

/** Fails the step: exit code 1 once the process ends, and the message as an error annotation. */
export function setFailed(message: string): void {
  process.exitCode = 1;
  error(message);
}

export async function group<T>(name: string, work: () => Promise<T>): Promise<T> {
  issueCommand('group', {}, name);
  try {
    return await work();
  } finally {
    issueCommand('endgroup', {}, '');
  }
}

/** A step output in `$GITHUB_OUTPUT`, fenced by a random delimiter; the old stdout command without it. */
export function setOutput(name: string, output: string): void {
  const value = redact(output);
  const file = process.env['GITHUB_OUTPUT'] ?? '';
  if (file === '') {
    write(EOL);
    issueCommand('set-output', { name }, value);
    return;
  }
  const delimiter = `ghadelimiter_${process.getBuiltinModule('node:crypto').randomUUID()}`;
  if (name.includes(delimiter))
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  if (value.includes(delimiter))
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  if (!existsSync(file)) throw new Error(`Missing file at path: ${file}`);
  appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, { encoding: 'utf8' });
}

/** Appends Markdown and a line end to the job summary, `$GITHUB_STEP_SUMMARY`. */
export async function appendSummary(markdown: string): Promise<void> {
  const file = process.env['GITHUB_STEP_SUMMARY'];
  if (file === undefined || file === '') {
    throw new Error(
      'Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.',
    );
  }
  try {
    await access(file, constants.R_OK | constants.W_OK);
  } catch {
    throw new Error(
      `Unable to access summary file: '${file}'. Check if the file has correct read/write permissions.`,
    );
  }
  await appendFile(file, `${redact(markdown)}${EOL}`, { encoding: 'utf8' });
}
