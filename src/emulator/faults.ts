/**
 * Fault injection: rules that make chosen requests fail the way networks and servers do. A rule
 * counts the requests of its endpoint (after authorization), lets `after` of them through, then
 * acts on the next `times`. The first rule that acts wins.
 */
import type { EndpointId } from '../client/endpoints.js';
import type { HostileArchiveKind } from './hostile-archives.js';
import type { ImportOutcome, ImportQueue } from './imports.js';

export type FaultAction =
  | { kind: 'status'; status: number; headers?: Record<string, string>; body?: string | object }
  /** `before-response`: the request is handled, then the socket closes before any byte of the answer. */
  | { kind: 'reset'; when: 'before-response' | 'mid-body' }
  /** The request is accepted and never handled or answered (until the emulator closes). */
  | { kind: 'hang' }
  | { kind: 'delay'; ms: number }
  | { kind: 'malformed-json' }
  | { kind: 'archive'; archive: HostileArchiveKind }
  /**
   * The project's real Zip File (whole project), with one byte of the last target file's
   * compressed data changed: well formed to the last header, it fails that entry's CRC-32 (or its
   * inflating), so a client finds out only after inflating every entry before it.
   */
  | { kind: 'damaged-last-entry' };

export interface FaultRule {
  endpoint: EndpointId | '*';
  after?: number;
  times?: number;
  action: FaultAction;
}

export interface FaultController {
  add(rule: FaultRule): void;
  /** Removes every rule and import outcome; stuck imports then complete. */
  clear(): void;
  importOutcome(outcome: ImportOutcome, fileName?: string): void;
}

interface ActiveRule {
  rule: FaultRule;
  seen: number;
  fired: number;
}

export class Faults implements FaultController {
  private rules: ActiveRule[] = [];

  constructor(private readonly imports: ImportQueue) {}

  add(rule: FaultRule): void {
    this.rules.push({ rule, seen: 0, fired: 0 });
  }

  clear(): void {
    this.rules = [];
    this.imports.clearOutcomes();
  }

  importOutcome(outcome: ImportOutcome, fileName?: string): void {
    this.imports.setOutcome(outcome, fileName);
  }

  /** The action for this request, if a rule fires; every matching rule counts the request. */
  take(endpoint: EndpointId): FaultAction | undefined {
    let action: FaultAction | undefined;
    for (const active of this.rules) {
      if (active.rule.endpoint !== '*' && active.rule.endpoint !== endpoint) continue;
      active.seen += 1;
      const after = active.rule.after ?? 0;
      const times = active.rule.times ?? 1;
      if (action !== undefined || active.seen <= after || active.fired >= times) continue;
      active.fired += 1;
      action = active.rule.action;
    }
    return action;
  }
}
