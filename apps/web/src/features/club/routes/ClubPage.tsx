import type { ClubAdmin } from '@club/domain/club';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { useClub } from '../api/getClub';
import { IdentityForm } from '../components/IdentityForm';
import { LogoField } from '../components/LogoField';
import { PlacesSection } from '../components/PlacesSection';

function Section({ id, title, subtitle, children }: { id: string; title: string; subtitle: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
      <Typography id={id} component="h2" variant="h5">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
        {subtitle}
      </Typography>
      {children}
    </Paper>
  );
}

function Identity({ club, onStale, onSaved }: { club: ClubAdmin; onStale: () => void; onSaved: () => void }) {
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <LogoField club={club} />
      {/* A reload after a conflict brings a new version: the form starts again from it. */}
      <IdentityForm key={club.version} club={club} onStale={onStale} onSaved={onSaved} />
    </Stack>
  );
}

/** /club: the club's identity (logo, address, signatories, bank details) and its places. */
export function ClubPage() {
  const { t } = useTranslation('club');
  const club = useClub();
  const [stale, setStale] = useState(false);

  const reloadAfterConflict = () => {
    setStale(true);
    void club.refetch();
  };

  return (
    <>
      <PageTitle subtitle={t('subtitle')}>{t('title')}</PageTitle>
      <Stack spacing={3}>
        <Section id="club-identity" title={t('identity.title')} subtitle={t('identity.subtitle')}>
          {stale && (
            <Alert severity="warning" role="alert" onClose={() => setStale(false)} sx={{ mb: 2 }}>
              {t('identity.stale')}
            </Alert>
          )}
          {club.isPending && <LoadingState />}
          {club.isError && <ErrorState error={club.error} onRetry={() => void club.refetch()} />}
          {club.isSuccess && <Identity club={club.data} onStale={reloadAfterConflict} onSaved={() => setStale(false)} />}
        </Section>
        <Section id="club-places" title={t('places.title')} subtitle={t('places.subtitle')}>
          <PlacesSection />
        </Section>
      </Stack>
    </>
  );
}
