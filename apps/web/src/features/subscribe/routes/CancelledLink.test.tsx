import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';

const TOKEN = 'k7Q2mVx9-token-of-forty-characters-long';
const CANCELLED = { status: 404, body: { code: 'NOT_FOUND', message: 'SUBSCRIPTION_CANCELLED' } };

/** The link of a subscription staff cancelled: no form, a clear word of what happened and what to do. */
describe('the link of a cancelled subscription', () => {
  afterEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it('says the subscription was cancelled, without any form', async () => {
    mockApi({ 'GET /subscription/resume': CANCELLED });
    renderApp(`/subscribe?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Cette inscription a été annulée' })).toBeInTheDocument();
    expect(screen.getByText(/contactez le secrétariat du club, qui pourra la rétablir/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Suivant/ })).not.toBeInTheDocument();
  });

  it('says it in English', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'GET /subscription/resume': CANCELLED });
    renderApp(`/subscribe?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This subscription was cancelled' })).toBeInTheDocument();
    expect(screen.getByText(/who can restore it and send you a new link/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
  });
});
