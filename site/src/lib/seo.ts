// Structured data helpers: JSON-LD safe to inline in a <script> element.

/** JSON with "<" escaped, so text from listings can never close the script element. */
export function jsonLdScript(data: object | object[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
