// undici ships types for its index only. These are the three files http.ts loads instead of the
// index (which evaluates fetch, WebSocket, the caches and the mocks too); each is the same class or
// function that the index re-exports.
declare module 'undici/lib/dispatcher/agent.js' {
  import { Agent } from 'undici';
  export default Agent;
}

declare module 'undici/lib/api/api-request.js' {
  import type { Dispatcher } from 'undici';
  /** undici's `Dispatcher.prototype.request`: call it with the dispatcher as `this`. */
  export default function request(
    this: Dispatcher,
    options: Dispatcher.RequestOptions,
  ): Promise<Dispatcher.ResponseData>;
}

declare module 'undici/lib/web/fetch/formdata.js' {
  export { FormData } from 'undici';
}
