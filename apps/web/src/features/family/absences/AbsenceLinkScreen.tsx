import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '@/components/public/PublicLayout';
import { AbsencesSection } from './AbsencesSection';
import { isDeadLink, useAbsences, type AbsencesSource } from './api';

/** Where a family signs in, from the absence page. */
const FAMILY_SPACE = '/family';

/** The message of a link that opens nothing, with the way to the family space. */
function DeadLink() {
  const { t } = useTranslation('family');
  return (
    <Alert severity="warning" role="alert">
      <strong>{t('absences.link.dead')}</strong>
      <br />
      {t('absences.link.deadHelp')}
    </Alert>
  );
}

/** The section once the token is known to open the family's absences. */
function LinkAbsences({ source }: { source: AbsencesSource }) {
  const absences = useAbsences(source);
  if (absences.isError && isDeadLink(absences.error)) return <DeadLink />;
  return <AbsencesSection source={source} />;
}

interface AbsenceLinkScreenProps {
  /** The token of the mail's link, read once from the address. */
  token: string | null;
  /** Removes it from the address bar, so it is neither kept in the history nor shared. */
  forgetToken: () => void;
}

/**
 * The page of a family mail's absence link (/absence?token=…, docs/product.md#absences): the
 * family's absences without signing in, under the club's header, with the way to the family space.
 */
export function AbsenceLinkScreen({ token, forgetToken }: AbsenceLinkScreenProps) {
  const { t } = useTranslation('family');
  // Kept in memory from the first render: the address loses it at once.
  const [linkToken] = useState(token);
  useEffect(() => {
    if (linkToken !== null) forgetToken();
  }, [linkToken, forgetToken]);

  return (
    <PublicLayout title={t('absences.link.pageTitle')}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        {linkToken === null ? <DeadLink /> : <LinkAbsences source={{ kind: 'link', token: linkToken }} />}
        <Button variant="outlined" href={FAMILY_SPACE} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
          {t('absences.link.openFamily')}
        </Button>
      </Box>
    </PublicLayout>
  );
}
