import { sameLocale } from '../project/locales.js';
import { FINDING_KINDS, KIND_INFO, type FindingKind } from './findings.js';
import type { LocaleState } from './translation-state.js';

/**
 * The gates a pull request must pass: required locales fully translated, every reported locale at
 * least `min-completion` percent translated, and (when asked) no placeholder mismatch and no
 * finding of each kind its input names (ICU, plural forms, markup, glossary). Gates that
 * need the service are skipped, not failed, when it could not be asked (a fork's pull request).
 */

export interface GateSettings {
  readonly requiredLocales: readonly string[];
  /** Percent; 0 turns the gate off. */
  readonly minCompletion: number;
  readonly failOnPlaceholderErrors: boolean;
  /** The kinds of finding whose input is `true`; absent kinds are reported but never fail. */
  readonly failOnFindings?: ReadonlySet<FindingKind>;
}

export interface GateOutcome {
  readonly gate:
    | 'required-locales'
    | 'min-completion'
    | 'fail-on-placeholder-errors'
    | NonNullable<(typeof KIND_INFO)[FindingKind]['gate']>;
  readonly status: 'passed' | 'failed' | 'skipped';
  readonly reason: string;
}

class CheckGateError extends Error {
  readonly code = 'check-gate';
  constructor(readonly failed: readonly GateOutcome[]) {
    super(
      `The translation check failed: ${failed.map((gate) => `${gate.gate}: ${gate.reason}`).join('; ')}. ` +
        'See the pull request comment or the job summary for the details.',
    );
    this.name = 'CheckGateError';
  }
}

export function formatPercent(value: number): string {
  // Rounded down, so 99.96 % never shows as a passing-looking "100 %".
  return `${Math.floor(value * 10) / 10}%`;
}

export function evaluateGates(options: {
  settings: GateSettings;
  /** Undefined when the service was not asked. */
  states: readonly LocaleState[] | undefined;
  /** The project's target locales, when known. */
  targetLocales: readonly string[] | undefined;
  placeholderErrors: number;
  /** Findings per kind; a kind not counted has none. */
  findingCounts?: ReadonlyMap<FindingKind, number>;
}): GateOutcome[] {
  const { settings, states, targetLocales } = options;
  const outcomes: GateOutcome[] = [];
  const skipped = 'the translation service was not asked (no project token)';
  if (settings.requiredLocales.length > 0) {
    if (states === undefined || targetLocales === undefined) {
      outcomes.push({ gate: 'required-locales', status: 'skipped', reason: skipped });
    } else {
      const problems = settings.requiredLocales.flatMap((locale) => {
        if (!targetLocales.some((target) => sameLocale(target, locale)))
          return [`${locale} is not a target locale of the project`];
        const state = states.find((candidate) => sameLocale(candidate.locale, locale));
        return state !== undefined && state.untranslated > 0
          ? [`${locale} has ${state.untranslated} untranslated string${state.untranslated === 1 ? '' : 's'}`]
          : [];
      });
      outcomes.push(
        problems.length > 0
          ? { gate: 'required-locales', status: 'failed', reason: problems.join(', ') }
          : {
              gate: 'required-locales',
              status: 'passed',
              reason: `${settings.requiredLocales.join(', ')} fully translated`,
            },
      );
    }
  }
  if (settings.minCompletion > 0) {
    if (states === undefined) {
      outcomes.push({ gate: 'min-completion', status: 'skipped', reason: skipped });
    } else {
      const below = states.filter((state) => state.completion < settings.minCompletion);
      const wanted = formatPercent(settings.minCompletion);
      outcomes.push(
        below.length > 0
          ? {
              gate: 'min-completion',
              status: 'failed',
              reason: `${below.map((state) => `${state.locale} is at ${formatPercent(state.completion)}`).join(', ')}, below ${wanted}`,
            }
          : { gate: 'min-completion', status: 'passed', reason: `every locale at ${wanted} or more` },
      );
    }
  }
  if (settings.failOnPlaceholderErrors) {
    const count = options.placeholderErrors;
    outcomes.push(
      count > 0
        ? {
            gate: 'fail-on-placeholder-errors',
            status: 'failed',
            reason: `${count} translation${count === 1 ? '' : 's'} with wrong placeholders`,
          }
        : { gate: 'fail-on-placeholder-errors', status: 'passed', reason: 'every placeholder kept' },
    );
  }
  for (const kind of FINDING_KINDS) {
    if (settings.failOnFindings?.has(kind) !== true) continue;
    const info = KIND_INFO[kind];
    const gate = info.gate;
    // A kind without an input of its own never fails the step: it is reported, and holds auto-merge.
    if (gate === undefined) continue;
    const count = options.findingCounts?.get(kind) ?? 0;
    outcomes.push(
      count > 0
        ? { gate, status: 'failed', reason: info.failed(count) }
        : { gate, status: 'passed', reason: info.passed },
    );
  }
  return outcomes;
}

/** Throws CheckGateError when a gate failed; called after the comment and summary are written. */
export function throwIfGatesFailed(gates: readonly GateOutcome[]): void {
  const failed = gates.filter((gate) => gate.status === 'failed');
  if (failed.length > 0) throw new CheckGateError(failed);
}
