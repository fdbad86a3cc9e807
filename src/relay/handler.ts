/**
 * The Worker module built as dist/relay.js. workerd refuses a main module that exports anything
 * but handlers ("Incorrect type for map entry ..."), so this file exports the default handler only;
 * the relay itself is in webhook.ts.
 */
import { createRelay } from './webhook.js';

// Called through a wrapper: Workers' fetch throws "Illegal invocation" when called unbound.
export default createRelay((url, init) => fetch(url, init));
