/**
 * The HTML part of the reminder emails: one plain, accessible layout (a heading, paragraphs,
 * lists, links that say where they go), inline styles only, as email clients need.
 */
import type { LanguageInfo } from './languages.ts';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export const link = (href: string, text: string) =>
  `<a href="${escapeHtml(href)}" style="color:#1d4ed8">${escapeHtml(text)}</a>`;

export const paragraph = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;

export const button = (href: string, text: string) =>
  `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(text)}</a></p>`;

/**
 * A whole HTML email around `body`, in `language`: its `<html lang>` is the list's (`lang` of
 * content/languages.yaml, which need not be the language's code: en-IN for en).
 */
export function htmlEmail(
  title: string,
  body: string,
  language: Pick<LanguageInfo, 'lang'>,
): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(language.lang)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f8fafc">',
    '<div style="max-width:600px;margin:0 auto;padding:24px;font:16px/1.5 Arial,Helvetica,sans-serif;color:#1e293b;background:#ffffff">',
    body,
    '</div></body></html>',
  ].join('');
}
