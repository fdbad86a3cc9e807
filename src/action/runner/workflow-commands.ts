/**
 * The runner's protocol, through @actions/core: inputs, masks, log lines, annotations, groups, step
 * outputs and the job summary. Every tool of the ecosystem (GitHub's local-action, an action's own
 * tests) stands in for that package, so speaking it is what lets them drive this action. Every
 * line, output and summary leaves the process through this module, so the secrets are taken out
 * here once more, whatever called (the logger redacts too); a mask itself is the one text that must
 * reach the runner as it is.
 */
import * as core from '@actions/core';
import { redact } from '../../client/redact.js';

export type { AnnotationProperties } from '@actions/core';

function redacted(properties: core.AnnotationProperties): core.AnnotationProperties {
  const { title, file } = properties;
  return {
    ...properties,
    ...(title === undefined ? {} : { title: redact(title) }),
    ...(file === undefined ? {} : { file: redact(file) }),
  };
}

/** An input as the runner passes it (`INPUT_` + the upper-cased name, spaces as `_`), trimmed. */
export function getInput(name: string): string {
  return core.getInput(name, { trimWhitespace: true });
}

export function setSecret(secret: string): void {
  core.setSecret(secret);
}

export function debug(message: string): void {
  core.debug(redact(message));
}

export function info(message: string): void {
  core.info(redact(message));
}

export function notice(message: string, properties: core.AnnotationProperties = {}): void {
  core.notice(redact(message), redacted(properties));
}

export function warning(message: string, properties: core.AnnotationProperties = {}): void {
  core.warning(redact(message), redacted(properties));
}

export function error(message: string, properties: core.AnnotationProperties = {}): void {
  core.error(redact(message), redacted(properties));
}

/** Fails the step: exit code 1 once the process ends, and the message as an error annotation. */
export function setFailed(message: string): void {
  core.setFailed(redact(message));
}

export function group<T>(name: string, work: () => Promise<T>): Promise<T> {
  return core.group(redact(name), work);
}

/** A step output: in `$GITHUB_OUTPUT` (runner-files.ts checked that it exists), or the old stdout command without it. */
export function setOutput(name: string, output: string): void {
  core.setOutput(name, redact(output));
}

/** Appends Markdown and a line end to the job summary, `$GITHUB_STEP_SUMMARY`. */
export async function appendSummary(markdown: string): Promise<void> {
  await core.summary.addRaw(redact(markdown), true).write();
}
