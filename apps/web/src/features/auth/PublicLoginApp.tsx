import Link from '@mui/material/Link';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AppProviders } from '@/components/AppProviders';
import { FullPageSpinner } from '@/components/FullPageSpinner';
import { paths } from '@/config/paths';
import type { BundledTexts } from '@/i18n/bundleTexts';
import { SHELL_NAMESPACES } from '@/i18n/namespaces';
import { clubHeadingKey, type ClubHeading } from '@/lib/clubHeading';
import { isRecord } from '@/lib/isRecord';
import { createQueryClient } from '@/lib/queryClient';
import type { Language } from '@/lib/language';
import { FORGOT_PASSWORD_LINK_SX, LoginScreen } from './components/LoginScreen';

/** The texts the login page needs. */
export const LOGIN_NAMESPACES = [...SHELL_NAMESPACES, 'auth'] as const;

/** What the server knows when it renders the page, and hands to the browser's first render. */
export interface LoginPageData {
  clubHeading: ClubHeading | null;
  /**
   * The page's texts in its language (language → namespace → texts): the page's code carries
   * none, the server has them at hand.
   */
  texts: BundledTexts;
}

export const isLoginPageData = (value: unknown): value is LoginPageData => {
  if (!isRecord(value) || !isRecord(value.texts)) return false;
  const heading = value.clubHeading;
  return (
    heading === null ||
    (isRecord(heading) && typeof heading.name === 'string' && (heading.logoUrl === null || typeof heading.logoUrl === 'string'))
  );
};

/** The query cache both renders start from: the club's heading is known, nothing is fetched for it. */
export const loginQueryClient = (data: Pick<LoginPageData, 'clubHeading'> | undefined): QueryClient => {
  const queryClient = createQueryClient();
  if (data?.clubHeading) queryClient.setQueryData(clubHeadingKey, data.clubHeading);
  return queryClient;
};

/** Signed in: the staff app opens on its home, and restores the session from its cookie. */
const openStaffApp = () => window.location.replace(paths.home);

function ForgotPasswordLink() {
  const { t } = useTranslation('auth');
  // A page load: the recovery page belongs to the staff app.
  return (
    <Link href={paths.forgotPassword} sx={FORGOT_PASSWORD_LINK_SX}>
      {t('login.forgotPassword')}
    </Link>
  );
}

interface PublicLoginAppProps {
  queryClient: QueryClient;
  language: Language;
}

/**
 * The login page on its own (login.html): a first visit to /login, rendered by the server and
 * hydrated here, without the staff app's router and route table (docs/architecture.md#server-rendered-login).
 * The staff app keeps its own /login route for the navigations inside it (a logout, an expiry).
 */
export function PublicLoginApp({ queryClient, language }: PublicLoginAppProps) {
  return (
    <AppProviders queryClient={queryClient} language={language}>
      {/* Only a page the server could not render waits for its texts' files. */}
      <Suspense fallback={<FullPageSpinner />}>
        <LoginScreen notice={null} forgotPasswordLink={<ForgotPasswordLink />} onLoggedIn={openStaffApp} />
      </Suspense>
    </AppProviders>
  );
}
