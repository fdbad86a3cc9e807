/**
 * The client package's version, for its User-Agent. Written here rather than read from
 * packages/client/package.json, which the compiled package could not import from where it sits;
 * a unit test keeps the two equal.
 */
export const CLIENT_VERSION = '1.0.0';
