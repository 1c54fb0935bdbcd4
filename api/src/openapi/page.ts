// The HTML of the reference page at /api/docs: the document's title and German description as the page's own
// header, and the element Swagger UI renders the routes into (reference/docs.js).

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The description's few Markdown forms: paragraphs, a "- " list (items may run on), `code`. */
function descriptionHtml(markdown: string): string {
  const inline = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
  return markdown
    .split(/\n\s*\n/)
    .map((block) => {
      if (!block.startsWith('- ')) return `<p>${inline(block.replace(/\s*\n\s*/g, ' '))}</p>`;
      const items = block
        .slice(2)
        .split(/\n- /)
        .map((item) => `<li>${inline(item.replace(/\s*\n\s*/g, ' '))}</li>`);
      return `<ul>${items.join('')}</ul>`;
    })
    .join('\n');
}

export function referencePage(info: { title: string; description?: string }): string {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} – Referenz</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
<link rel="stylesheet" href="/api/docs/docs.css">
<script src="/api/docs/swagger-ui-bundle.js" defer></script>
<script src="/api/docs/docs.js" defer></script>
</head>
<body>
<header class="page-header">
<h1>${escapeHtml(info.title)} – Referenz</h1>
${descriptionHtml(info.description ?? '')}
<p>Das Dokument selbst (OpenAPI 3.1): <a href="/api/openapi.json">/api/openapi.json</a></p>
<h2>Routen nach Bereichen</h2>
</header>
<div id="referenz"><noscript>Die Referenz braucht JavaScript; das Dokument steht unter /api/openapi.json.</noscript></div>
</body>
</html>
`;
}
