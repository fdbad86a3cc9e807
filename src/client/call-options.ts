/** What every method of the client takes besides its own arguments. */
export interface CallOptions {
  /**
   * Ends the call: the request in flight is aborted, no retry follows, a download leaves no file,
   * and the call rejects with the signal's reason (an `AbortError` for `AbortController.abort()`,
   * a `TimeoutError` for `AbortSignal.timeout()`), as `fetch` does.
   */
  signal?: AbortSignal | undefined;
}
