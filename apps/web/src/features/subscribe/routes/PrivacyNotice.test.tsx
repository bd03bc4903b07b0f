import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { completeForm, formPrivacy, resumeFixture } from '../testing/resumeFixture';

const TOKEN = 'k7Q2mVx9-token-of-forty-characters-long';

/** Version 3 as an admin published it on the club screen. */
const PUBLISHED = {
  fr: `# Vos données au club

Le club traite vos données **pour l'inscription** et les *licences*.

## Vos droits

1. Accès
2. Rectification

Écrivez au [secrétariat](mailto:contact@cnm.mc).

<script>window.hacked = true</script>`,
  en: `# Your data at the club

The club processes your data **for the subscription** and *licences*.

## Your rights

1. Access
2. Rectification

Write to the [office](mailto:contact@cnm.mc).`,
};

const openStep3 = async (next: RegExp, heading: string) => {
  mockApi({ 'GET /subscription/resume': { body: { ...resumeFixture({ form: completeForm }), privacy: formPrivacy('3', PUBLISHED) } } });
  renderApp(`/subscribe?token=${TOKEN}`);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: next }, { timeout: 20_000 }));
  await user.click(await screen.findByRole('button', { name: next }));
  await screen.findByRole('heading', { name: heading });
};

describe('the privacy notice on the family’s form', { timeout: 40_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it('shows the version the club published, as the server parsed it, with its label', async () => {
    await openStep3(/Suivant/, 'Adresse et conditions');
    const notice = screen.getByRole('region', { name: 'Vos données au club' });
    expect(within(notice).getByRole('heading', { name: 'Vos droits', level: 4 })).toBeInTheDocument();
    expect(within(notice).getByText("pour l'inscription").tagName).toBe('STRONG');
    expect(within(notice).getByText('licences').tagName).toBe('EM');
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Accès', 'Rectification']);
    const link = within(notice).getByRole('link', { name: 'secrétariat' });
    expect(link).toHaveAttribute('href', 'mailto:contact@cnm.mc');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Markup in a text is read as text, never run.
    expect(notice.querySelector('script')).toBeNull();
    expect(notice).toHaveTextContent('<script>window.hacked = true</script>');
    expect(notice).toHaveTextContent('Version 3 de la notice');
  });

  it('shows it in the form’s language', async () => {
    await i18n.changeLanguage('en');
    await openStep3(/Next/, 'Address and terms');
    const notice = screen.getByRole('region', { name: 'Your data at the club' });
    expect(within(notice).getByRole('heading', { name: 'Your rights', level: 4 })).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'office' })).toHaveAttribute('href', 'mailto:contact@cnm.mc');
    expect(notice).toHaveTextContent('Notice version 3');
    expect(screen.queryByText('Vos droits')).not.toBeInTheDocument();
  });
});
