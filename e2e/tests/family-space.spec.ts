import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN, E2E_BASE_URL } from '../support/env.js';
import type { Lang } from '../support/i18n.js';
import { waitForMail } from '../support/mail.js';
import { expectHome, logIn, newContext } from '../support/session.js';
import { dateField, typeInDateField } from '../support/tryout.js';
import { adminApi, createGroup, createStudent, placeAfterTest, uniqueSuffix } from '../support/subscriptions.js';

/**
 * The family space (docs/product.md#family-space): on a phone, a parent types the address the club
 * has, opens the mailed link and sees both children with what is still missing, then ends the session.
 */
const PHONE = { width: 390, height: 844 };

const words = {
  fr: {
    email: 'Adresse e-mail',
    askLink: 'Recevoir un lien de connexion',
    sent: /Si cette adresse est connue du club, un lien de connexion est en route/,
    subject: /votre lien pour l’espace famille/,
    title: 'Espace famille',
    waiting: 'Inscription : En attente',
    missing: 'Il manque encore :',
    certificate: 'Certificat médical',
    photo: 'Photo d’identité',
    devices: 'Appareils connectés',
    thisDevice: 'Cet appareil',
    signOut: 'Se déconnecter',
    spent: 'Ce lien a expiré ou a déjà été utilisé',
    readAndSign: 'Lire et signer : Règlement intérieur',
    rulesMissing: 'Règlement intérieur signé',
    signedName: 'Nom complet du signataire',
    accept: 'J’ai lu et j’accepte ce texte',
    sign: 'Signer',
    signedBy: 'Signé par Claire Famille le',
    pdf: 'PDF signé : Règlement intérieur (nouvel onglet)',
    takePhoto: /^Prendre une photo : Certificat médical/,
    uploaded: 'Envoyé, en attente de vérification par le club',
    review: 'Documents à vérifier',
    expiresOn: 'Dernier jour de validité du certificat',
    approve: 'Accepter',
    approvedUntil: 'Accepté, valable jusqu’au 31/08/',
    formsTitle: 'Formulaires à remplir',
    fillIn: 'Remplir les formulaires',
    birthPlace: 'Lieu de naissance',
    nationality: 'Nationalité',
    shirt: 'Taille de t-shirt',
    shorts: 'Taille de short',
    next: 'Suivant',
    firstName: 'Prénom',
    lastName: 'Nom',
    phone: 'Téléphone',
    address: 'Adresse',
    zipCode: 'Code postal',
    city: 'Ville',
    country: 'Pays',
    privacy: 'J’ai lu la notice sur la protection des données personnelles et je l’accepte',
    sendForms: 'Envoyer les 2 formulaires',
    formsSent: /Formulaires envoyés pour/,
    flagMissing: 'Certificat manquant',
  },
  en: {
    email: 'E-mail address',
    askLink: 'Get a sign-in link',
    sent: /If this address is known to the club, a sign-in link is on its way/,
    subject: /your link to the family space/,
    title: 'Family space',
    waiting: 'Subscription: Waiting',
    missing: 'Still missing:',
    certificate: 'Medical certificate',
    photo: 'ID photo',
    devices: 'Signed-in devices',
    thisDevice: 'This device',
    signOut: 'Sign out',
    spent: 'This link has expired or was already used',
    readAndSign: 'Read and sign: Club rules',
    rulesMissing: 'Signed club rules',
    signedName: 'Full name of the signer',
    accept: 'I have read and accept this text',
    sign: 'Sign',
    signedBy: 'Signed by Claire Famille on',
    pdf: 'Signed PDF: Club rules (new tab)',
    takePhoto: /^Take a photo: Medical certificate/,
    uploaded: 'Sent, waiting for the club’s check',
    review: 'Documents to review',
    expiresOn: "Certificate's last valid day",
    approve: 'Accept',
    approvedUntil: 'Accepted, valid until 31/08/',
    formsTitle: 'Forms to fill in',
    fillIn: 'Fill in the forms',
    birthPlace: 'Place of birth',
    nationality: 'Nationality',
    shirt: 'T-shirt size',
    shorts: 'Shorts size',
    next: 'Next',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    address: 'Address',
    zipCode: 'Postcode',
    city: 'Town or city',
    country: 'Country',
    privacy: 'I have read the personal data protection notice and I accept it',
    sendForms: 'Send the 2 forms',
    formsSent: /Forms sent for/,
    flagMissing: 'No health document',
  },
} as const;

/** A phone camera's photo: 3000 × 4000 pixels of grain, about 4 MB, with the camera's EXIF. */
const cameraPhoto = () =>
  sharp({ create: { width: 3000, height: 4000, channels: 3, background: '#d8d4c8', noise: { type: 'gaussian', mean: 180, sigma: 20 } } })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'PhoneCam', Model: 'X1' } })
    .toBuffer();

const LINK = /https?:\/\/[^\s]+\/family\?token=[^\s]+/;

const phone = async (browser: Browser, lang: Lang) => {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: lang === 'fr' ? 'fr-FR' : 'en-GB',
  });
  await context.addCookies([{ name: 'lang', value: lang, url: E2E_BASE_URL }]);
  return context;
};

for (const lang of ['fr', 'en'] as const) {
  test(`a parent signs in with a mailed link and sees both children's subscriptions (${lang}, 390 px)`, async ({ browser }, testInfo) => {
    const w = words[lang];
    const api = await adminApi();
    const suffix = uniqueSuffix();
    const email = `famille.${lang}.${suffix}@example.org`;
    const groupId = await createGroup(api, { name: `Poussins ${suffix}` });
    const year = new Date().getFullYear();
    const children = [
      { firstName: 'Inès', birthDate: `${year - 9}-03-14` },
      { firstName: 'Hugo', birthDate: `${year - 12}-11-02` },
    ];
    for (const child of children) {
      const id = await createStudent(api, {
        ...child,
        lastName: `Famille${suffix}`,
        gender: 'F',
        email,
        phoneNumber: '0612345678',
        language: lang,
      });
      await placeAfterTest(api, id, groupId);
    }

    const context = await phone(browser, lang);
    const page = await context.newPage();
    await page.goto('/family');
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await page.getByLabel(w.email).fill(email.toUpperCase());
    await page.getByRole('button', { name: w.askLink }).click();
    await expect(page.getByText(w.sent)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`family-sign-in-${lang}-390.png`), fullPage: true });

    const mail = await waitForMail((m) => m.envelopeTo.includes(email) && LINK.test(m.parsed.text ?? ''));
    expect(mail.parsed.subject).toMatch(w.subject);
    const url = new URL(LINK.exec(mail.parsed.text ?? '')![0]);
    const linkPath = `${url.pathname}${url.search}`;

    const opened = Date.now();
    await page.goto(linkPath);
    // Both children, eldest first, each with what is still missing in plain words.
    const cards = page.getByRole('region', { name: new RegExp(`Famille${suffix}`) });
    await expect(cards).toHaveCount(2);
    const homeShownMs = Date.now() - opened;
    testInfo.annotations.push({ type: 'link to home (ms)', description: String(homeShownMs) });
    await expect(cards.nth(0)).toContainText(`Hugo Famille${suffix}`);
    await expect(cards.nth(1)).toContainText(`Inès Famille${suffix}`);
    for (const index of [0, 1]) {
      await expect(cards.nth(index)).toContainText(w.waiting);
      await expect(cards.nth(index)).toContainText(w.missing);
      await expect(cards.nth(index)).toContainText(w.certificate);
      await expect(cards.nth(index)).toContainText(w.photo);
    }
    // The token left the address bar; the session lives in an HttpOnly cookie only.
    expect(new URL(page.url()).search).toBe('');
    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name === 'family_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('family_session');
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expect(page.getByRole('heading', { name: w.devices })).toBeVisible();
    await expect(page.getByText(w.thisDevice)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`family-home-${lang}-390.png`), fullPage: true });

    // Opened again, the home arrives rendered by the server with the family's data
    // (docs/architecture.md#server-rendered-login), and its code takes it over without asking again.
    const served = await context.request.get(`${E2E_BASE_URL}/family`);
    expect(served.headers()['cache-control']).toBe('no-store');
    expect(await served.text()).toContain(`Hugo Famille${suffix}`);
    const familyCalls: string[] = [];
    const onRequest = (request: { url: () => string }) => {
      if (request.url().includes('/api/')) familyCalls.push(request.url());
    };
    page.on('request', onRequest);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.reload();
    await expect(cards.first()).toContainText(w.waiting);
    // Taken over: React's handlers are on the last button of the page.
    await page.waitForFunction(() => {
      const buttons = document.querySelectorAll('#root button');
      return Object.keys(buttons[buttons.length - 1] ?? {}).some((key) => key.startsWith('__reactProps'));
    });
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    expect(familyCalls).toEqual([]);
    expect(consoleErrors).toEqual([]);

    // Both forms in one pass (docs/product.md#family-forms): each child's own step, then the
    // contact and the address once for both.
    const formsCard = page.getByRole('region', { name: w.formsTitle });
    await formsCard.getByRole('button', { name: w.fillIn }).click();
    const wizard = page.getByRole('dialog');
    for (const child of ['Hugo', 'Inès']) {
      await expect(wizard.getByText(new RegExp(`${child} Famille${suffix}`)).first()).toBeVisible();
      await wizard.getByLabel(w.birthPlace).fill('Monaco');
      await wizard.getByRole('combobox', { name: w.nationality }).fill('mona');
      await page.getByRole('option', { name: 'Monaco' }).click();
      await wizard.getByLabel(w.shirt).selectOption({ index: 1 });
      await wizard.getByLabel(w.shorts).selectOption({ index: 1 });
      await wizard.getByRole('button', { name: w.next }).click();
    }
    await wizard.getByLabel(w.firstName).fill('Claire');
    await wizard.getByLabel(w.lastName, { exact: true }).fill('Famille');
    await wizard.getByLabel(w.email).fill(email);
    await wizard.getByLabel(w.phone, { exact: true }).fill('06 12 34 56 78');
    await wizard.getByRole('button', { name: w.next }).click();
    await wizard.getByLabel(w.address, { exact: true }).fill('12 boulevard des Moulins');
    await wizard.getByLabel(w.zipCode).fill('98000');
    await wizard.getByLabel(w.city).fill('Monaco');
    await wizard.getByRole('combobox', { name: w.country }).fill('Monaco');
    await wizard.getByLabel(w.privacy).check();
    await page.screenshot({ path: testInfo.outputPath(`family-forms-${lang}-390.png`) });
    await wizard.getByRole('button', { name: w.sendForms }).click();
    await expect(page.getByText(w.formsSent)).toBeVisible();
    await expect(formsCard).toHaveCount(0);
    for (const index of [0, 1]) await expect(cards.nth(index)).not.toContainText(w.waiting);
    testInfo.annotations.push({ type: 'link to both forms sent (ms)', description: String(Date.now() - opened) });

    // The eldest's club rules, read and signed in the page: the checklist item ticks itself.
    const eldest = cards.nth(0);
    await eldest.getByRole('button', { name: w.readAndSign }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading').first()).toBeVisible();
    await dialog.getByLabel(w.signedName).fill('Claire Famille');
    await dialog.getByLabel(w.accept).check();
    await page.screenshot({ path: testInfo.outputPath(`family-sign-${lang}-390.png`) });
    await dialog.getByRole('button', { name: w.sign, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(eldest).toContainText(w.signedBy);
    await expect(eldest.getByRole('list', { name: w.missing })).not.toContainText(w.rulesMissing);
    await expect(cards.nth(1).getByRole('list', { name: w.missing })).toContainText(w.rulesMissing);
    testInfo.annotations.push({ type: 'link to signed (ms)', description: String(Date.now() - opened) });
    // Its PDF opens, and holds who signed it.
    const href = await eldest.getByRole('link', { name: w.pdf }).getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const pdfFile = testInfo.outputPath(`acknowledgement-${lang}.pdf`);
    writeFileSync(pdfFile, await pdf.body());
    expect(execFileSync('pdftotext', [pdfFile, '-'], { encoding: 'utf8' })).toContain('Claire Famille');

    // The eldest's medical certificate, photographed with the phone and sent.
    const photoFile = testInfo.outputPath('certificate.jpg');
    writeFileSync(photoFile, await cameraPhoto());
    await eldest.getByLabel(w.takePhoto).setInputFiles(photoFile);
    await expect(eldest.getByText(w.uploaded).first()).toBeVisible({ timeout: 30_000 });
    const signedAndUploadedMs = Date.now() - opened;
    testInfo.annotations.push({ type: 'link to signed and uploaded (ms)', description: String(signedAndUploadedMs) });
    console.log(`[${lang}] from the link to both forms sent, the rules signed and the certificate uploaded: ${signedAndUploadedMs} ms`);
    await page.screenshot({ path: testInfo.outputPath(`family-uploaded-${lang}-390.png`), fullPage: true });

    // An administrator reviews it on a computer: the photo shows, and is accepted until the end of August.
    const staff = await newContext(browser, lang);
    const desk = await staff.newPage();
    await logIn(desk, lang, E2E_ADMIN.login, E2E_ADMIN.password);
    await expectHome(desk);
    await desk.goto('/documents/review');
    await expect(desk.getByRole('heading', { level: 1, name: w.review })).toBeVisible();
    await desk
      .getByRole('button', { name: new RegExp(`Hugo Famille${suffix}`) })
      .first()
      .click();
    const preview = desk.getByRole('img', { name: new RegExp(`Hugo Famille${suffix}`) });
    await expect(preview).toBeVisible();
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(1000);
    const nextAugust = new Date().getMonth() >= 8 ? new Date().getFullYear() + 1 : new Date().getFullYear();
    await typeInDateField(desk, dateField(desk, w.expiresOn), `3108${nextAugust}`);
    await desk.screenshot({ path: testInfo.outputPath(`review-${lang}-desktop.png`) });
    await desk.getByRole('button', { name: w.approve, exact: true }).click();
    await expect(desk.getByRole('button', { name: new RegExp(`Hugo Famille${suffix}`) })).toHaveCount(0);

    // At the pool side, the attendance sheet flags the swimmer whose health document is missing
    // (docs/product.md#health-rules); the one accepted above carries no flag.
    await desk.goto(`/group/${groupId}/session/new`);
    const ines = desk.getByRole('row', { name: new RegExp(`Inès`) });
    await expect(ines).toContainText(w.flagMissing);
    await expect(desk.getByRole('row', { name: new RegExp(`Hugo`) })).not.toContainText(w.flagMissing);
    await desk.screenshot({ path: testInfo.outputPath(`health-flag-${lang}-desktop.png`) });
    await staff.close();

    // Back on the phone: the certificate is no longer missing, and its validity shows.
    await page.reload();
    await expect(eldest).toContainText(`${w.approvedUntil}${nextAugust}`);
    await expect(eldest.getByRole('list', { name: w.missing })).not.toContainText(w.certificate);

    // The link worked once: opened again, it is spent.
    const again = await context.newPage();
    await again.goto(linkPath);
    await expect(again.getByText(w.spent)).toBeVisible();
    await again.close();

    // Signing out ends the session: the page returns to the sign-in form and the API refuses the cookie.
    await page.getByRole('button', { name: w.signOut, exact: true }).click();
    await expect(page.getByRole('button', { name: w.askLink })).toBeVisible();
    expect((await page.request.get('/api/family/')).status()).toBe(401);
    await context.close();
  });
}
