// undici ships types for its index only. These are the two files http.ts loads, with the first
// upload, to encode a multipart body; each is what the index re-exports or uses itself.
declare module 'undici/lib/web/fetch/formdata.js' {
  export { FormData } from 'undici';
}

declare module 'undici/lib/web/fetch/body.js' {
  import type { ReadableStream } from 'node:stream/web';
  import type { FormData } from 'undici';
  /** The Fetch standard's "extract a body": the encoded stream, its length, its Content-Type. */
  export function extractBody(
    object: FormData,
  ): [{ stream: ReadableStream<Uint8Array>; length: number | null }, string];
}
