// A small self-contained German page for answers the site's renderer cannot give (a malformed address, the
// database down): no scripts, no styles of the build, the system's light or dark scheme.
const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** `body` is trusted markup; the title is escaped. */
export function plainPage(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="de">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="color-scheme" content="light dark"><title>${escape(title)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>${escape(title)}</h1>
${body}
</body>
</html>`;
}
