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
import { FeeSettingsSection } from '../components/FeeSettingsSection';
import { HealthRulesSection } from '../components/HealthRulesSection';
import { IdentityForm } from '../components/IdentityForm';
import { LogoField } from '../components/LogoField';
import { PlacesSection } from '../components/PlacesSection';
import { TextsSection } from '../components/TextsSection';
import { CLUB_SECTIONS } from '../sections';
import { BELOW_APP_BAR } from '@/components/belowAppBar';
import { useScrollToSection } from './useScrollToSection';

function Section({ id, title, subtitle, children }: { id: string; title: string; subtitle: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960, scrollMarginTop: BELOW_APP_BAR }}
    >
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

/** /club: the club's identity (logo, address, signatories, bank details), its places, its health rules, its fees and discounts and its legal texts. */
export function ClubPage() {
  const { t } = useTranslation('club');
  const club = useClub();
  const [stale, setStale] = useState(false);
  // A link to a section (the home screen's checklist) lands on it once the identity above is drawn.
  useScrollToSection(!club.isPending);

  const reloadAfterConflict = () => {
    setStale(true);
    void club.refetch();
  };

  return (
    <>
      <PageTitle subtitle={t('subtitle')}>{t('title')}</PageTitle>
      <Stack spacing={3}>
        <Section id={CLUB_SECTIONS.identity} title={t('identity.title')} subtitle={t('identity.subtitle')}>
          {stale && (
            <Alert severity="warning" role="alert" onClose={() => setStale(false)} sx={{ mb: 2 }}>
              {t('identity.stale')}
            </Alert>
          )}
          {club.isPending && <LoadingState />}
          {club.isError && <ErrorState error={club.error} onRetry={() => void club.refetch()} />}
          {club.isSuccess && <Identity club={club.data} onStale={reloadAfterConflict} onSaved={() => setStale(false)} />}
        </Section>
        <Section id={CLUB_SECTIONS.places} title={t('places.title')} subtitle={t('places.subtitle')}>
          <PlacesSection />
        </Section>
        <Section id={CLUB_SECTIONS.health} title={t('health.title')} subtitle={t('health.subtitle')}>
          <HealthRulesSection />
        </Section>
        <Section id={CLUB_SECTIONS.fees} title={t('fees.title')} subtitle={t('fees.subtitle')}>
          <FeeSettingsSection />
        </Section>
        <Section id={CLUB_SECTIONS.texts} title={t('texts.title')} subtitle={t('texts.subtitle')}>
          <TextsSection />
        </Section>
      </Stack>
    </>
  );
}
