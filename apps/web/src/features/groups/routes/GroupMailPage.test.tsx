import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';

const RECIPIENTS = {
  groupId: 12,
  groupName: 'Benjamins',
  recipients: ['claire.martin@example.org', 'coachs@example.org', 'paul.petit@example.org'],
};

const SIGNATURE = {
  fr: '-- \nCordialement,\nThomas Girard\nClub de natation',
  en: '-- \nKind regards,\nThomas Girard\nClub de natation',
};
const SENDER = {
  fromName: 'Thomas Girard – Club de natation',
  replyTo: 'thomas.girard@example.org',
  replyToSender: true,
  signature: SIGNATURE,
};

const openMail = async (routes: MockRoutes = {}) => {
  setViewport('phone');
  signIn({ login: 'tgirard', roles: ['COACH'] });
  const server = mockApi({ 'GET /group/12/recipients': { body: RECIPIENTS }, 'GET /group/': { body: [] }, ...routes });
  const view = renderApp('/group/12/mail');
  await screen.findByRole('heading', { name: 'Benjamins', level: 1 });
  return { server, router: view.router, user: userEvent.setup({ delay: null }) };
};

const message = () => screen.getByRole('textbox', { name: /^Message/ });
const send = () => screen.getByRole('button', { name: 'Envoyer' });

describe('group mail', { timeout: 30_000 }, () => {
  afterEach(() => i18n.changeLanguage('fr'));

  it('says who the mail comes from, where answers go, and shows the signature added at the end', async () => {
    await openMail({ 'GET /mail/sender': { body: SENDER } });
    expect(await screen.findByText('Répondre à : thomas.girard@example.org')).toBeInTheDocument();
    expect(screen.getByText('De : Thomas Girard – Club de natation')).toBeInTheDocument();
    expect(screen.queryByText(/adresse du club/)).not.toBeInTheDocument();
    const signature = screen.getByRole('figure', { name: 'Signature ajoutée à la fin du message, dans la langue de chaque famille :' });
    expect(signature).toHaveTextContent(/-- \s*Cordialement,\s*Thomas Girard\s*Club de natation/);
  });

  it('says answers go to the club when the sender has no e-mail address, in English too', async () => {
    await i18n.changeLanguage('en');
    await openMail({ 'GET /mail/sender': { body: { ...SENDER, replyTo: 'club@example.org', replyToSender: false } } });
    expect(await screen.findByText('Replies go to: club@example.org')).toBeInTheDocument();
    expect(screen.getByText(/This is the club’s address: your account has no e-mail address/)).toBeInTheDocument();
    const signature = screen.getByRole('figure', { name: 'Signature added at the end of the message, in each family’s language:' });
    expect(signature).toHaveTextContent(/Kind regards,\s*Thomas Girard\s*Club de natation/);
  });

  it('can still write and send the mail when where answers go cannot be read', async () => {
    const { server, user } = await openMail({
      'GET /mail/sender': { status: 500, body: { code: 'UNKNOWN_ERROR', message: 'boom' } },
      'POST /mail/group/12': { body: { queued: 1, recipients: 3 } },
    });
    await user.type(message(), 'Bonjour');
    await user.click(send());
    expect(await screen.findByText('E-mail envoyé')).toBeInTheDocument();
    expect(server.callsTo('POST', '/mail/group/12')).toHaveLength(1);
    expect(screen.queryByText(/Répondre à/)).not.toBeInTheDocument();
  });

  it('names the group and counts the recipients', async () => {
    await openMail();
    expect(screen.getByText(/Ce message sera envoyé à 3 destinataires, en copie cachée/)).toBeInTheDocument();
  });

  it('requires the message: error on blur, cleared on focus, submit off while empty', async () => {
    const { user } = await openMail();
    expect(send()).toBeDisabled();

    await user.click(message());
    await user.tab();
    await waitFor(() => expect(message()).toHaveAccessibleDescription('Le message est obligatoire'));
    expect(send()).toBeDisabled();

    await user.click(message());
    expect(message()).not.toHaveAccessibleDescription('Le message est obligatoire');
    await user.type(message(), '   ');
    expect(send()).toBeDisabled();
    await user.type(message(), 'Entraînement annulé');
    expect(send()).toBeEnabled();
  });

  it('sends subject and message, says so, and goes back after 3 seconds', async () => {
    const { server, router, user } = await openMail({ 'POST /mail/group/12': { body: { queued: 2, recipients: 3 } } });
    await user.type(screen.getByRole('textbox', { name: /^Objet/ }), 'Piscine fermée');
    await user.type(message(), 'Pas d’entraînement samedi.\nBonne semaine !');
    await user.click(send());

    expect(await screen.findByText('E-mail envoyé')).toBeInTheDocument();
    expect(server.callsTo('POST', '/mail/group/12')[0]?.body).toEqual({
      subject: 'Piscine fermée',
      message: 'Pas d’entraînement samedi.\nBonne semaine !',
    });
    expect(send()).toBeDisabled();
    // Opened directly, "back" is the group list.
    await waitFor(() => expect(router.state.location.pathname).toBe('/group/'), { timeout: 5000 });
  });

  it('leaves the subject out when empty and reports a failure, then goes back', async () => {
    const { server, router, user } = await openMail({
      'POST /mail/group/12': { status: 500, body: { code: 'UNKNOWN_ERROR', message: 'boom' } },
    });
    await user.type(message(), 'Bonjour');
    await user.click(send());

    expect(await screen.findByText('Une erreur inattendue s’est produite. Veuillez réessayer plus tard.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/mail/group/12')[0]?.body).toEqual({ message: 'Bonjour' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/group/'), { timeout: 5000 });
  });
});
