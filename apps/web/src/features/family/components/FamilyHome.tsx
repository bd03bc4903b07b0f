import type { FamilyHomeDto } from '@club/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FormsToFill } from '../forms/FormsToFill';
import { MemberCard } from './MemberCard';
import { SessionsPanel } from './SessionsPanel';

// Loaded after the home's first render: the page's first load stays within its budget.
const PaymentsSection = lazy(() => import('../payments/PaymentsSection').then((module) => ({ default: module.PaymentsSection })));
const AbsencesSection = lazy(() => import('../absences/AbsencesSection').then((module) => ({ default: module.AbsencesSection })));
const CalendarCard = lazy(() => import('../absences/CalendarCard').then((module) => ({ default: module.CalendarCard })));

/**
 * The signed-in family's home: who is signed in, the forms still to fill, one card per member, the
 * absences, the calendar, the payments, then the devices.
 */
export function FamilyHome({ home }: { home: FamilyHomeDto }) {
  const { t } = useTranslation('family');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{t('home.signedInAs', { email: home.email })}</Typography>
      <FormsToFill members={home.members} />
      <Box component="section" aria-labelledby="family-members" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography id="family-members" variant="h6" component="h2">
          {t('home.membersTitle')}
        </Typography>
        {home.members.length === 0 ? (
          <Typography color="text.secondary">{t('home.noMembers')}</Typography>
        ) : (
          home.members.map((member) => <MemberCard key={member.id} member={member} />)
        )}
      </Box>
      <Suspense fallback={null}>
        <AbsencesSection source={{ kind: 'family' }} />
      </Suspense>
      <Suspense fallback={null}>
        <CalendarCard />
      </Suspense>
      <Suspense fallback={null}>
        <PaymentsSection />
      </Suspense>
      <SessionsPanel />
    </Box>
  );
}
