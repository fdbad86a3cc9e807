/**
 * Whether a string is a locale code the action accepts, as an input and in the service's listing
 * (target-policy.ts). Apart from the policy so that reading the inputs loads nothing more.
 */

/** Locale codes as BCP 47 and POSIX write them: `fr`, `pt-BR`, `pt_BR`, `zh-Hant-TW`, `sr@latin`, `es-419`. */
const LOCALE_CODE = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*(?:@[A-Za-z0-9]{1,16})?$/;

export function isLocaleCode(code: string): boolean {
  // Asked for every file of a listing, where a few codes repeat thousands of times.
  let answer = localeCodes.get(code);
  if (answer === undefined) {
    answer = LOCALE_CODE.test(code);
    if (localeCodes.size >= LOCALE_CODES_KEPT) localeCodes.clear();
    localeCodes.set(code, answer);
  }
  return answer;
}

const LOCALE_CODES_KEPT = 10_000;
const localeCodes = new Map<string, boolean>();
