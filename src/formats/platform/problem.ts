/** One reason (issue 56) the platform would refuse the file, or load a value as something else. */
export interface PlatformProblem {
  /** The key whose value is the problem, when it is one value's. */
  readonly key?: string;
  /** What the platform would do, in a few words ("Psych loads it as a Symbol"). */
  readonly problem: string;
}
