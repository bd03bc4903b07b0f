import type { Language } from '../lib/language.js';

/** The logo as the HTML part shows it: an inline attachment named by its Content-ID. */
export interface HtmlLogo {
  cid: string;
  width: number;
  height: number;
}

/** How high the logo shows at the top of a mail, in CSS pixels (as on the login page)… */
export const MAIL_LOGO_HEIGHT = 48;
/** …unless that makes it wider than this: the name must still fit beside it on a phone. */
export const MAIL_LOGO_MAX_WIDTH = 200;

/** The logo's shown size, in proportion. */
export const mailLogoBox = (logo: { width: number; height: number }): { width: number; height: number } => {
  const width = (MAIL_LOGO_HEIGHT * logo.width) / logo.height;
  if (width <= MAIL_LOGO_MAX_WIDTH) return { width: Math.max(1, Math.round(width)), height: MAIL_LOGO_HEIGHT };
  return { width: MAIL_LOGO_MAX_WIDTH, height: Math.max(1, Math.round((MAIL_LOGO_MAX_WIDTH * logo.height) / logo.width)) };
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML shows it: nothing anyone typed (a name, a group mail) is ever read as markup. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** http(s) addresses in the text; what ends a sentence after one is not part of it. */
const WEB_ADDRESS = /https?:\/\/[^\s<>"']+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/** One line of the text, its web addresses made links (escaped like the rest). */
const lineHtml = (line: string): string => {
  let html = '';
  let from = 0;
  for (const match of line.matchAll(WEB_ADDRESS)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    const at = match.index;
    html += `${escapeHtml(line.slice(from, at))}<a href="${escapeHtml(url)}" style="color:#0b5394">${escapeHtml(url)}</a>`;
    from = at + url.length;
  }
  return html + escapeHtml(line.slice(from));
};

/** Paragraphs where the text has blank lines, line breaks where it has line breaks. */
const bodyHtml = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n(?:[ \t]*\n)+/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p style="margin:0 0 16px">${paragraph.split('\n').map(lineHtml).join('<br>\n')}</p>`)
    .join('\n');

const headerHtml = (clubName: string, logo: HtmlLogo | null): string => {
  const name = `<td style="vertical-align:middle;font-size:18px;font-weight:bold;color:#0b5394">${escapeHtml(clubName)}</td>`;
  if (logo === null)
    return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px"><tr>${name}</tr></table>`;
  const { width, height } = mailLogoBox(logo);
  // The name stands beside it: the picture is decorative (alt="").
  const image = `<img src="cid:${escapeHtml(logo.cid)}" alt="" width="${width}" height="${height}" style="display:block;border:0;height:${height}px;width:${width}px">`;
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px"><tr><td style="vertical-align:middle;padding-right:12px">${image}</td>${name}</tr></table>`;
};

/**
 * The HTML part of a mail, made at send time from its text part (which goes out unchanged):
 * the club's logo and name on top, then the text escaped, in paragraphs, its addresses as links.
 * Never stored: a secret link appears here only once the sender has opened it.
 */
export const htmlOfText = (
  text: string,
  options: { language: Language; subject: string; clubName: string; logo: HtmlLogo | null },
): string =>
  [
    '<!DOCTYPE html>',
    `<html lang="${options.language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(options.subject)}</title></head>`,
    '<body style="margin:0;padding:16px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">',
    '<div style="max-width:600px;margin:0 auto">',
    headerHtml(options.clubName, options.logo),
    bodyHtml(text),
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
