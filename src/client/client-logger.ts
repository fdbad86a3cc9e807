/**
 * What the client logs through: the shape of `console`, so a script passes `console` (or pino,
 * winston, ...) as it is. The client logs each request at debug and each retry at info; it never
 * prints anything without a logger.
 */
export interface ClientLogger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}
