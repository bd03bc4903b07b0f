// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resumeFixture } from './features/subscribe/testing/resumeFixture';
import { CALENDAR_URL, familyAbsencesFixture } from './features/family/testing/absenceFixtures';
import { homeFixture, sessionFixture } from './features/family/testing/fixtures';
import { familyPaymentsFixture } from './features/family/testing/paymentFixtures';
import { renderFamilyPage, renderLoginPage, renderSubscribePage } from './ssr';

const TEMPLATE =
  '<!doctype html><html lang="fr"><head><title>Club de natation</title><!--server-head--></head>' +
  '<body><div id="root"><!--server-html--></div><script type="module" src="/assets/login.js"></script></body></html>';

const pageDataOf = (html: string): unknown =>
  JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

describe('the login page rendered by the server', () => {
  it('holds the form, its styles and its texts in the language asked for', () => {
    const html = renderLoginPage(TEMPLATE, { language: 'fr', clubHeading: { name: 'Les Dauphins', logoUrl: null } });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>Connexion · Club de natation</title>');
    expect(html).toMatch(/<h1[^>]*>Les Dauphins<\/h1>/);
    expect(html).toMatch(/<input[^>]*name="login"/);
    expect(html).toMatch(/<input[^>]*name="password"[^>]*type="password"|<input[^>]*type="password"[^>]*name="password"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>(?:<span[^>]*><\/span>)?Se connecter/);
    expect(html).toContain('href="/forgot-password"');
    // Every class the markup uses has its rule in the page, in the form Emotion's browser cache takes over.
    const classes = new Set(
      [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(' ')).filter((name) => name.startsWith('css-')),
    );
    expect(classes.size).toBeGreaterThan(10);
    const ids = /<style data-emotion="css ([^"]*)">/.exec(html)?.[1]?.split(' ') ?? [];
    for (const name of classes) expect(ids, name).toContain(name.slice('css-'.length));
    expect(html).toMatch(/<style data-emotion="css-global [\w ]+">[^<]*body\{/);
    // The texts of this language only, for the browser's first render.
    const data = pageDataOf(html) as { clubHeading: unknown; texts: Record<string, Record<string, unknown>> };
    expect(data.clubHeading).toEqual({ name: 'Les Dauphins', logoUrl: null });
    expect(Object.keys(data.texts)).toEqual(['fr']);
    expect(Object.keys(data.texts.fr!).sort()).toEqual(['auth', 'common', 'errors', 'validation']);
    // Markup the page's script hydrates, inside #root, before it.
    expect(html.indexOf('<div id="root"><!--$--><main')).toBeGreaterThan(0);
    expect(html.indexOf('<div id="root"><!--$--><main')).toBeLessThan(html.indexOf('/assets/login.js'));
  });

  it('renders in English, and names the app when the club has no heading', () => {
    const html = renderLoginPage(TEMPLATE, { language: 'en', clubHeading: null });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Log in · Swimming club</title>');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>(?:<span[^>]*><\/span>)?Log in/);
    expect(Object.keys((pageDataOf(html) as { texts: object }).texts)).toEqual(['en']);
  });

  it("writes the club's name as text, wherever it appears", () => {
    const name = '</script><script>alert(1)</script><b>Club</b>';
    const html = renderLoginPage(TEMPLATE, { language: 'fr', clubHeading: { name, logoUrl: null } });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>Club</b>');
    expect(pageDataOf(html)).toMatchObject({ clubHeading: { name } });
  });
});

describe('the family form rendered by the server', () => {
  const template = TEMPLATE.replace('/assets/login.js', '/assets/subscribe.js');

  it("holds the form's first step filled with what the club knows, its styles, and what the browser's first render needs", () => {
    const resume = resumeFixture();
    const html = renderSubscribePage(template, {
      language: 'fr',
      token: 'a-token',
      clubHeading: { name: 'Les Dauphins', logoUrl: null },
      resume,
    });
    expect(html).toMatch(/<h1[^>]*>Inscription de Léa Martin<\/h1>/);
    expect(html).toContain('Les Dauphins');
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(/<input[^>]*value="Léa"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>(?:<span[^>]*><\/span>)?[^<]*Suivant/);
    const ids = /<style data-emotion="css ([^"]*)">/.exec(html)?.[1]?.split(' ') ?? [];
    const classes = new Set(
      [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(' ')).filter((name) => name.startsWith('css-')),
    );
    for (const name of classes) expect(ids, name).toContain(name.slice('css-'.length));
    const data = pageDataOf(html) as {
      clubHeading: unknown;
      resume: { form: { fname: string } };
      texts: Record<string, Record<string, unknown>>;
    };
    expect(data.clubHeading).toEqual({ name: 'Les Dauphins', logoUrl: null });
    expect(data.resume.form.fname).toBe('Léa');
    expect(Object.keys(data.texts)).toEqual(['fr']);
    expect(Object.keys(data.texts.fr!).sort()).toEqual(['common', 'errors', 'subscribe', 'validation']);
  });

  it('renders in English', () => {
    const html = renderSubscribePage(template, {
      language: 'en',
      token: 'a-token',
      clubHeading: { name: 'Dolphins', logoUrl: null },
      resume: resumeFixture(),
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>(?:<span[^>]*><\/span>)?[^<]*Next/);
  });

  it("writes the family's data as text, and keeps it from closing the page's data", () => {
    const resume = resumeFixture();
    resume.form.fname = '</script><script>alert(1)</script>';
    const html = renderSubscribePage(template, { language: 'fr', token: 'a-token', clubHeading: { name: 'CN', logoUrl: null }, resume });
    expect(html).not.toContain('<script>alert(1)');
    expect((pageDataOf(html) as { resume: { form: { fname: string } } }).resume.form.fname).toBe(resume.form.fname);
  });
});

describe("the family's home rendered by the server", () => {
  const template = TEMPLATE.replace('/assets/login.js', '/assets/family.js');
  const input = (language: 'fr' | 'en', home = homeFixture()) => ({
    language,
    clubHeading: { name: 'Les Dauphins', logoUrl: null },
    home,
    sessions: { sessions: [sessionFixture()] },
    absences: familyAbsencesFixture(),
    calendarLink: { url: CALENDAR_URL },
    payments: familyPaymentsFixture(),
  });

  it('holds every part of the home, the parts its code loads apart too, whole, without a script to run', async () => {
    // Twice: the first render meets the parts before their code is loaded, the second after.
    for (let visit = 0; visit < 2; visit += 1) {
      const html = await renderFamilyPage(template, input('fr'));
      expect(html).toContain('<title>Espace famille · Les Dauphins</title>');
      expect(html).toContain('claire.martin@example.fr');
      expect(html).toMatch(/<h2[^>]*id="family-members"[^>]*>Adhérents<\/h2>/);
      expect(html).toMatch(/<h2[^>]*>Absences<\/h2>/);
      expect(html).toContain(`value="${CALENDAR_URL}"`);
      expect(html).toMatch(/<h2[^>]*>Paiements<\/h2>/);
      expect(html).toContain('Safari · iPhone');
      // No part left for the browser to render, and nothing the CSP would refuse to run.
      expect(html).not.toContain('<!--$!-->');
      expect(html).not.toContain('<template');
      expect(html.match(/<script/g)).toHaveLength(2);
      const ids = /<style data-emotion="css ([^"]*)">/.exec(html)?.[1]?.split(' ') ?? [];
      const classes = new Set(
        [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(' ')).filter((name) => name.startsWith('css-')),
      );
      for (const name of classes) expect(ids, name).toContain(name.slice('css-'.length));
      const data = pageDataOf(html) as { home: { email: string }; calendarLink: unknown; texts: Record<string, Record<string, unknown>> };
      expect(data.home.email).toBe('claire.martin@example.fr');
      expect(data.calendarLink).toEqual({ url: CALENDAR_URL });
      expect(Object.keys(data.texts)).toEqual(['fr']);
      expect(Object.keys(data.texts.fr!).sort()).toEqual(['common', 'errors', 'family', 'subscriptions', 'validation']);
    }
  });

  it('renders in English', async () => {
    const html = await renderFamilyPage(template, input('en'));
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Family space · Les Dauphins</title>');
    expect(html).toMatch(/<h2[^>]*>Payments<\/h2>/);
  });

  it("writes the family's data as text, and keeps it from closing the page's data", async () => {
    const home = homeFixture();
    home.members[0]!.firstName = '</script><script>alert(1)</script>';
    const html = await renderFamilyPage(template, input('fr', home));
    expect(html).not.toContain('<script>alert(1)');
    expect((pageDataOf(html) as { home: { members: { firstName: string }[] } }).home.members[0]!.firstName).toBe(
      home.members[0]!.firstName,
    );
  });
});
