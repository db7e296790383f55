import type { Digest, DigestLine } from './digest';

const HtmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HtmlEscapes[character] ?? character);
}

function textLine(line: DigestLine, newMark: string): string {
  const parts = [line.number, line.relation, line.amount, line.dueDate, line.status].filter(
    (part) => part !== '',
  );
  return `- ${parts.join(' · ')}${line.isNew ? ` (${newMark})` : ''}\n  ${line.link}`;
}

/** The plain-text body of a notification mail. */
export function renderDigestText(digest: Digest): string {
  const sections = digest.companies.map(
    (company) =>
      `${company.name}\n${company.documents.map((line) => textLine(line, digest.newMark)).join('\n')}`,
  );
  return [
    digest.greeting,
    digest.intro.join('\n'),
    ...sections,
    ...(digest.more ? [digest.more] : []),
    `${digest.open.label}: ${digest.open.link}`,
    digest.footer,
  ].join('\n\n');
}

const cell = (text: string) =>
  `<td style="padding:4px 8px;border-bottom:1px solid #ddd">${escapeHtml(text)}</td>`;

function htmlRow(line: DigestLine, newMark: string): string {
  const number = `<a href="${escapeHtml(line.link)}">${escapeHtml(line.number)}</a>`;
  const mark = line.isNew ? ` <strong>(${escapeHtml(newMark)})</strong>` : '';
  return (
    `<tr><td style="padding:4px 8px;border-bottom:1px solid #ddd">${number}${mark}</td>` +
    `${cell(line.relation)}${cell(line.amount)}${cell(line.dueDate)}${cell(line.status)}</tr>`
  );
}

/** The HTML body of a notification mail: a table per company, every text escaped. */
export function renderDigestHtml(digest: Digest): string {
  const { headings } = digest;
  const head = [headings.number, headings.relation, headings.amount, headings.dueDate, headings.status]
    .map((heading) => `<th style="padding:4px 8px;text-align:left">${escapeHtml(heading)}</th>`)
    .join('');
  const tables = digest.companies.map(
    (company) =>
      `<h3>${escapeHtml(company.name)}</h3>\n<table style="border-collapse:collapse">` +
      `<thead><tr>${head}</tr></thead><tbody>` +
      `${company.documents.map((line) => htmlRow(line, digest.newMark)).join('')}</tbody></table>`,
  );
  return [
    `<!doctype html><html lang="${digest.locale.slice(0, 2)}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(digest.subject)}</title></head>`,
    '<body style="font-family:sans-serif;font-size:14px">',
    `<p>${escapeHtml(digest.greeting)}</p>`,
    ...digest.intro.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...tables,
    ...(digest.more ? [`<p>${escapeHtml(digest.more)}</p>`] : []),
    `<p><a href="${escapeHtml(digest.open.link)}">${escapeHtml(digest.open.label)}</a></p>`,
    `<p style="color:#666;font-size:12px">${escapeHtml(digest.footer)}</p>`,
    '</body></html>',
  ].join('\n');
}
