import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { useFamilyHome } from '../api/getFamilyHome';
import { isLinkSpent, useLinkExchange } from '../api/openFamilySession';
import { FamilyHome } from './FamilyHome';
import { PublicLayout } from '@/components/public/PublicLayout';
import { SignInForm } from './SignInForm';

interface FamilyScreenProps {
  /** The token of the mailed link the page was opened with, if any. */
  token: string | null;
  /** Removes the token from the address bar, so it is neither kept in the history nor shared. */
  forgetToken: () => void;
}

/**
 * The family space: a mailed link's token is exchanged for the session cookie, then the home
 * shows; without a session, the sign-in form.
 */
export function FamilyScreen({ token, forgetToken }: FamilyScreenProps) {
  const { t } = useTranslation('family');
  // Kept from the first render: the address loses it at once.
  const [linkToken] = useState(token);
  const link = useLinkExchange(linkToken);
  const home = useFamilyHome({ enabled: linkToken === null || link.isSuccess });

  useEffect(() => {
    if (linkToken !== null) forgetToken();
  }, [linkToken, forgetToken]);

  let content;
  if (linkToken !== null && link.isPending) content = <LoadingState label={t('link.checking')} />;
  else if (linkToken !== null && link.isError) {
    content = isLinkSpent(link.error) ? (
      <SignInForm
        notice={
          <Alert severity="warning" role="alert">
            <strong>{t('link.spent')}</strong>
            <br />
            {t('link.askAgain')}
          </Alert>
        }
      />
    ) : (
      <ErrorState error={link.error} onRetry={() => void link.refetch()} />
    );
  } else if (home.isPending) content = <LoadingState label={t('home.loading')} />;
  else if (home.isError) content = <ErrorState error={home.error} onRetry={() => void home.refetch()} />;
  else if (home.data === null) content = <SignInForm />;
  else content = <FamilyHome home={home.data} />;

  return <PublicLayout title={t('pageTitle')}>{content}</PublicLayout>;
}
