// The one look of every mail: a German plain-text part and a simple HTML part carrying the site name from
// the settings, a greeting, paragraphs, an optional button link and an optional footer line.
export interface MailContent {
  siteName: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Printed small under the body, e.g. why the mail came or how to unsubscribe. */
  footer?: string[];
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Paragraph text keeps its line breaks in HTML. */
const htmlParagraph = (s: string) => escapeHtml(s).replace(/\n/g, '<br>');

export function renderMail(content: MailContent): { text: string; html: string } {
  const { siteName, greeting, paragraphs, action, footer = [] } = content;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}:`, action.url, ''] : []),
    'Viele Grüße',
    `Dein ${siteName}-Team`,
    ...(footer.length ? ['', '--', ...footer] : []),
  ].join('\n');

  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(siteName)}</title></head>
<body style="margin:0;padding:24px;background:#f5f3ef;font-family:Arial,Helvetica,sans-serif;color:#1f1a17;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#8b4513">${escapeHtml(siteName)}</p>
<p>${htmlParagraph(greeting)}</p>
${paragraphs.map((p) => `<p>${htmlParagraph(p)}</p>`).join('\n')}
${
  action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#8b4513;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#5c534d">Falls der Knopf nicht funktioniert, öffne diesen Link:<br>${escapeHtml(action.url)}</p>`
    : ''
}
<p>Viele Grüße<br>Dein ${escapeHtml(siteName)}-Team</p>
${footer.length ? `<hr style="border:none;border-top:1px solid #e5e0da"><p style="font-size:12px;color:#5c534d">${footer.map(htmlParagraph).join('<br>')}</p>` : ''}
</div></body></html>`;
  return { text, html };
}
