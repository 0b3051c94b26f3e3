/** Characters XML 1.0 cannot carry at all, and unpaired surrogates: dropped, never escaped. */
// eslint-disable-next-line no-control-regex -- control characters are what this drops
export const UNWRITABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text as XML character data or an attribute value (SVG art, sitemaps): markup characters become entities. */
export function escapeXml(text: string): string {
  return text.replace(UNWRITABLE, '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
