import { describe, expect, it } from 'vitest';
import { htmlOfText, mailLogoBox, MAIL_LOGO_HEIGHT, MAIL_LOGO_MAX_WIDTH } from './html.js';

const html = (text: string, clubName = 'Club', logo: { width: number; height: number } | null = null) =>
  htmlOfText(text, { language: 'en', subject: 'Subject', clubName, logo: logo === null ? null : { cid: 'logo@club', ...logo } });

describe('the HTML part made from a mail’s text', () => {
  it('reads nothing typed as markup: names, messages and subjects are escaped', () => {
    const made = htmlOfText('<script>alert(1)</script> & "quotes"', {
      language: 'fr',
      subject: '</title><b>',
      clubName: '<img src=x onerror=alert(1)>',
      logo: null,
    });
    expect(made).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(made).toContain('<title>&lt;/title&gt;&lt;b&gt;</title>');
    expect(made).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(made).not.toMatch(/<script|<img|<b>/);
    expect(made).toContain('<html lang="fr">');
  });

  it('keeps the text’s paragraphs and line breaks', () => {
    expect(html('Hello,\r\n\r\nline one\nline two\n\n\n-- \nKind regards,\nAnna')).toContain(
      '<p style="margin:0 0 16px">Hello,</p>\n<p style="margin:0 0 16px">line one<br>\nline two</p>\n<p style="margin:0 0 16px">-- <br>\nKind regards,<br>\nAnna</p>',
    );
  });

  it('makes web addresses links, leaving out the punctuation after them and anything that is no web address', () => {
    const made = html(
      'Open https://club.example/subscribe?token=a_b-1&lang=en. Or (https://club.example/x), not javascript:alert(1) nor ftp://x',
    );
    expect(made).toContain(
      '<a href="https://club.example/subscribe?token=a_b-1&amp;lang=en" style="color:#0b5394">https://club.example/subscribe?token=a_b-1&amp;lang=en</a>. Or (',
    );
    expect(made).toContain(
      '<a href="https://club.example/x" style="color:#0b5394">https://club.example/x</a>), not javascript:alert(1) nor ftp://x',
    );
    expect(made.match(/<a /g)).toHaveLength(2);
  });

  it('puts the logo, decorative, beside the club’s name, MAIL_LOGO_HEIGHT high unless it would be too wide', () => {
    expect(html('Hi', 'Club', { width: 320, height: 160 })).toContain('<img src="cid:logo@club" alt="" width="96" height="48"');
    expect(html('Hi', 'Club', null)).not.toContain('<img');
    expect(mailLogoBox({ width: 160, height: 160 })).toEqual({ width: MAIL_LOGO_HEIGHT, height: MAIL_LOGO_HEIGHT });
    expect(mailLogoBox({ width: 2000, height: 100 })).toEqual({ width: MAIL_LOGO_MAX_WIDTH, height: 10 });
  });
});
