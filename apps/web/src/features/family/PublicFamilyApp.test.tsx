import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetchMock';
import { homeFixture, sessionFixture } from './testing/fixtures';
import { forgetLinkTokenInAddressBar, linkTokenOf, withoutLinkToken } from './linkToken';
import { PublicFamilyApp } from './PublicFamilyApp';

/** A token of its own: a page never sends the same token twice, whatever the test before did. */
const TOKEN = 'Rt5wX2mN-strict-mode-link-token-43-characters';

describe('the family space’s own page', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('exchanges the link’s token once under strict mode and takes it out of the address bar', async () => {
    window.history.replaceState(null, '', `/family?token=${TOKEN}&utm=mail#top`);
    const server = mockApi({
      'POST /family/session': { body: homeFixture() },
      'GET /family/sessions': { body: { sessions: [sessionFixture()] } },
    });
    render(
      <StrictMode>
        <PublicFamilyApp token={linkTokenOf(window.location.search)} forgetToken={forgetLinkTokenInAddressBar} language="fr" />
      </StrictMode>,
    );
    expect(await screen.findByRole('region', { name: 'Léa Martin' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(server.callsTo('POST', '/family/session')).toHaveLength(1);
    expect(window.location.pathname).toBe('/family');
    expect(window.location.search).toBe('?utm=mail');
    expect(window.location.hash).toBe('#top');
  });
});

describe('the link’s token in an address', () => {
  it('is read trimmed, and absent when empty', () => {
    expect(linkTokenOf(`?token=%20${TOKEN}%20`)).toBe(TOKEN);
    expect(linkTokenOf('?token=')).toBeNull();
    expect(linkTokenOf('')).toBeNull();
  });

  it('leaves the other parameters when taken out', () => {
    expect(withoutLinkToken(`?token=${TOKEN}`)).toBe('');
    expect(withoutLinkToken(`?a=1&token=${TOKEN}&b=2`)).toBe('?a=1&b=2');
  });
});
