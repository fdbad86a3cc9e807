import type { Logger } from '../client/logger.js';
import type { FilesApi } from '../client/files.js';
import type { Project } from '../client/models.js';
import { detectFormat, parseLocaleFile } from '../formats/index.js';
import type { GitRepository } from '../git/git.js';
import { findSourceFiles } from '../project/files.js';
import { sameLocale, selectLocales, targetLocalesOf } from '../project/locales.js';
import { remoteFilesOf } from '../project/files.js';
import { isLocaleCode } from '../project/locales.js';
import { evaluateGates, type GateOutcome, type GateSettings } from './gates.js';
import { mastersFromProject, mastersFromRepository, type MasterFile } from './locale-files.js';
import { masterChangesOf, type MasterChanges } from './master-changes.js';
import { checkTargetFile, describeIssue, type PlaceholderIssue } from './placeholder-check.js';
import { describeFinding, FINDING_KINDS, KIND_INFO, type TranslationFinding } from './findings.js';
import { readGlossary } from './glossary-source.js';
import type { GlossaryTerm } from './glossary-check.js';
import { checkTargetTranslations } from './translation-checks.js';
import { readWorkspaceFile } from './workspace-file.js';
import { translationStateOf, type LocaleState, type StringLister } from './translation-state.js';

/**
 * The check of a pull request: what it sends for translation, where the service stands per
 * locale, and whether the repository's translations keep their placeholders. Without the service
 * it reports what the repository alone can tell. It only reads: nothing is uploaded or written.
 */

interface CheckService {
  readonly projects: { show(): Promise<Project> };
  readonly files: Pick<FilesApi, 'show'>;
  readonly strings: StringLister;
  readonly terms: { toTbx(): Promise<string> };
}

interface CheckOptions {
  /** Undefined without a project token: the repository-only check. */
  readonly service: CheckService | undefined;
  readonly repository: GitRepository;
  readonly workspace: string;
  /** The pull request's commits; undefined when the event is not a pull request. */
  readonly range: { readonly baseSha: string; readonly headSha: string } | undefined;
  readonly sourceFiles: readonly string[];
  readonly isIgnored: (file: string) => boolean;
  readonly locales: readonly string[];
  readonly ignoreLocales: readonly string[];
  readonly gates: GateSettings;
  /** Repository path of the TBX glossary (the `glossary-file` input), if any. */
  readonly glossaryFile?: string | undefined;
  readonly logger: Logger;
}

export interface CheckResult {
  readonly mode: 'service' | 'repository';
  readonly masters: MasterChanges | undefined;
  readonly states: readonly LocaleState[] | undefined;
  readonly placeholderIssues: readonly PlaceholderIssue[];
  /** ICU, plural, markup and glossary findings, in file order. */
  readonly findings: readonly TranslationFinding[];
  /** Target files whose placeholders were checked. */
  readonly checkedTargets: number;
  readonly gates: readonly GateOutcome[];
  readonly notes: readonly string[];
  /** Untranslated strings over the reported locales; undefined without the service. */
  readonly missingTranslations: number | undefined;
}

const includes = (locales: readonly string[], locale: string): boolean =>
  locales.some((candidate) => sameLocale(candidate, locale));

async function checkTranslations(
  options: CheckOptions,
  masters: readonly MasterFile[],
  glossary: readonly GlossaryTerm[],
  notes: string[],
): Promise<{ issues: PlaceholderIssue[]; findings: TranslationFinding[]; checked: number }> {
  const issues: PlaceholderIssue[] = [];
  const findings: TranslationFinding[] = [];
  let checked = 0;
  // A file the safe read refuses (a link, a device, too big) is named, not skipped in silence.
  const refused = (message: string) => notes.push(message);
  for (const master of masters) {
    const format = detectFormat(master.path);
    const masterBytes =
      format === undefined ? undefined : await readWorkspaceFile(options.workspace, master.path, refused);
    if (format === undefined || masterBytes === undefined) continue;
    try {
      const locale = master.sourceLocale === '' ? {} : { locale: master.sourceLocale };
      const segments = parseLocaleFile(format, masterBytes, { fileName: master.path, ...locale });
      for (const target of master.targets) {
        if (options.isIgnored(target.path)) continue;
        const bytes = await readWorkspaceFile(options.workspace, target.path, refused);
        if (bytes === undefined) continue;
        try {
          // Read once for both checks: a large target's parse is most of their time.
          const targetFormat = detectFormat(target.path);
          const targetSegments =
            targetFormat === undefined
              ? []
              : parseLocaleFile(targetFormat, bytes, { fileName: target.path, locale: target.locale });
          const file = {
            path: target.path,
            locale: target.locale,
            bytes,
            master: segments,
            segments: targetSegments,
          };
          issues.push(...checkTargetFile(file));
          findings.push(...checkTargetTranslations({ ...file, glossary }));
          checked += 1;
        } catch (error) {
          notes.push(`${target.path} could not be read: ${(error as Error).message}`);
          options.logger.warning(`Cannot check ${target.path}: ${(error as Error).message}`, {
            file: target.path,
          });
        }
      }
    } catch (error) {
      notes.push(`${master.path} could not be read: ${(error as Error).message}`);
    }
  }
  return { issues, findings, checked };
}

export async function runCheck(options: CheckOptions): Promise<CheckResult> {
  const { service, logger } = options;
  const notes: string[] = [];
  const selectedByInputs = (locale: string): boolean =>
    (options.locales.length === 0 || includes(options.locales, locale)) &&
    !includes(options.ignoreLocales, locale);
  let masters: MasterFile[];
  let project: Project | undefined;
  let reported: string[] = [];
  if (service !== undefined) {
    project = await service.projects.show();
    // Refuses file names that could leave the repository before any is read.
    remoteFilesOf(project);
    // Locale codes of another shape are refused where the listing is read (R44).
    const listed = targetLocalesOf(project);
    const targets = listed.filter(isLocaleCode);
    if (targets.length < listed.length) {
      const refused = listed.filter((code) => !isLocaleCode(code)).map((code) => JSON.stringify(code));
      notes.push(
        `The service lists locale codes of another shape than fr or pt-BR; skipped: ${refused.join(', ')}.`,
      );
      logger.warning(`Skipped target locale codes of another shape (locale-refused): ${refused.join(', ')}.`);
    }
    const selection = selectLocales({
      sourceLocale: project.sourceLocale.code,
      targetLocales: targets,
      wanted: options.locales,
      ignored: options.ignoreLocales,
    });
    if (selection.unknown.length > 0)
      notes.push(`The project has no target locale ${selection.unknown.join(', ')}.`);
    const required = targets.filter((locale) => includes(options.gates.requiredLocales, locale));
    reported = [...selection.locales, ...required.filter((locale) => !includes(selection.locales, locale))];
    masters = mastersFromProject(project, (locale) => includes(reported, locale));
    // Masters new in this pull request: the next sync creates them from `source-files`.
    const known = new Set(masters.map((master) => master.path));
    for (const file of await findSourceFiles(options.workspace, options.sourceFiles)) {
      if (!known.has(file) && !options.isIgnored(file))
        masters.push({ path: file, id: undefined, sourceLocale: project.sourceLocale.code, targets: [] });
    }
  } else {
    notes.push(
      'No project token (a pull request from a fork gets no secrets): the translation service was not asked, ' +
        'so master changes are compared with the base branch and translation progress is not shown.',
    );
    masters = await mastersFromRepository({ ...options, isSelected: selectedByInputs });
    if (masters.length === 0)
      notes.push(
        'No master file found: set the source-files input so the check can find masters without the service.',
      );
  }

  const changes =
    options.range === undefined
      ? undefined
      : await masterChangesOf({
          repository: options.repository,
          ...options.range,
          masters,
          files: service?.files,
          readWorkspaceFile: (file) => readWorkspaceFile(options.workspace, file),
        });
  if (changes !== undefined && !changes.rangeKnown)
    notes.push(
      service === undefined
        ? "git could not read the pull request's commits, so master changes are not shown."
        : "git could not read the pull request's commits, so every master in the checkout was compared with the service.",
    );
  if (options.range === undefined)
    notes.push('The event is not a pull request: master changes are not shown.');

  const glossary = await readGlossary({ ...options, glossaryFile: options.glossaryFile, notes });
  const { issues, findings, checked } = await checkTranslations(options, masters, glossary, notes);
  for (const issue of issues) {
    const annotation = { file: issue.file, title: 'Placeholder mismatch' };
    logger.warning(
      describeIssue(issue),
      issue.line === undefined ? annotation : { ...annotation, line: issue.line },
    );
  }
  for (const finding of findings) {
    const annotation = { file: finding.file, title: KIND_INFO[finding.kind].title };
    logger.warning(
      describeFinding(finding),
      finding.line === undefined ? annotation : { ...annotation, line: finding.line },
    );
  }
  const states = service === undefined ? undefined : await translationStateOf(service.strings, reported);
  const gates = evaluateGates({
    settings: options.gates,
    states,
    targetLocales: project === undefined ? undefined : targetLocalesOf(project),
    placeholderErrors: issues.length,
    findingCounts: new Map(
      FINDING_KINDS.map((kind) => [kind, findings.filter((finding) => finding.kind === kind).length]),
    ),
  });
  return {
    mode: service === undefined ? 'repository' : 'service',
    masters: changes,
    states,
    placeholderIssues: issues,
    findings,
    checkedTargets: checked,
    gates,
    notes,
    missingTranslations: states?.reduce((sum, state) => sum + state.untranslated, 0),
  };
}
