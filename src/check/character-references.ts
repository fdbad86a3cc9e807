import { Tokenizer, type TokenHandler } from 'parse5';

/**
 * A text as a browser shows it once its HTML character references are decoded (`&#106;` is `j`,
 * `&rlm;` U+200F), read with parse5's tokenizer, the WHATWG one: an app that renders a string as
 * HTML shows what the references stand for, so the checks judge that. Text without `&` is itself.
 */
export function decodeCharacterReferences(text: string): string {
  if (!text.includes('&')) return text;
  let decoded = '';
  const ignore = (): void => undefined;
  const handler: TokenHandler = {
    onComment: ignore,
    onDoctype: ignore,
    onEof: ignore,
    onStartTag: ignore,
    onEndTag: ignore,
    onNullCharacter: ignore,
    onCharacter: (token) => void (decoded += token.chars),
    onWhitespaceCharacter: (token) => void (decoded += token.chars),
  };
  // Text with no `<` is all character data to the tokenizer: its references come out decoded.
  new Tokenizer({ sourceCodeLocationInfo: false }, handler).write(text.replace(/</g, '&lt;'), true);
  return decoded;
}
