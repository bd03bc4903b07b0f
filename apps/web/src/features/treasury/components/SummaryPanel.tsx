import type { TreasurySummaryDto } from '@club/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { useTreasurySummary } from '../api/getTreasurySummary';
import { Figures } from './Figures';
import { MethodChart } from './MethodChart';
import { ReceivedBar } from './ReceivedBar';
import { ResponsiveRows, type Column } from './ResponsiveRows';
import { useTreasuryText } from './useTreasuryText';

type Section = TreasurySummaryDto['sections'][number];
type GroupRow = Section['groups'][number];

function SectionCard({ section }: { section: Section }) {
  const { t, money } = useTreasuryText();
  const columns: Column<GroupRow>[] = [
    { header: t('summary.group'), cell: (group) => group.name },
    { header: t('summary.subscriptions'), align: 'right', cell: (group) => group.subscriptions },
    { header: t('summary.expected'), align: 'right', sx: { whiteSpace: 'nowrap' }, cell: (group) => money(group.expectedCents) },
    { header: t('summary.received'), align: 'right', sx: { whiteSpace: 'nowrap' }, cell: (group) => money(group.receivedCents) },
    { header: t('summary.outstanding'), align: 'right', sx: { whiteSpace: 'nowrap' }, cell: (group) => money(group.outstandingCents) },
  ];
  return (
    <Paper variant="outlined" component="section" aria-label={section.name} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h6" component="h3">
        {section.name}
      </Typography>
      <Box sx={{ my: 1 }}>
        <ReceivedBar expectedCents={section.expectedCents} receivedCents={section.receivedCents} />
      </Box>
      <ResponsiveRows
        label={t('summary.groups', { section: section.name })}
        rows={section.groups}
        rowKey={(group) => group.groupId ?? `none-${group.name}`}
        columns={columns}
        cardLabel={(group) => group.name}
        card={(group) => (
          <>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>{group.name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {t('figures.subscriptions', { count: group.subscriptions })}
              </Typography>
            </Box>
            <Typography variant="body2">
              {t('summary.expected')} {money(group.expectedCents)} · {t('summary.received')} {money(group.receivedCents)}
            </Typography>
            <Typography variant="body2">
              {t('summary.outstanding')} {money(group.outstandingCents)}
            </Typography>
            <Box sx={{ mt: 0.5 }}>
              <ReceivedBar expectedCents={group.expectedCents} receivedCents={group.receivedCents} />
            </Box>
          </>
        )}
      />
    </Paper>
  );
}

/** Expected and received for the season: the totals, a bar per section with its groups, and what came in by method. */
export function SummaryPanel({ season }: { season: number | null }) {
  const { t } = useTreasuryText();
  const summary = useTreasurySummary(season);
  if (summary.isPending) return <LoadingState />;
  if (summary.isError) return <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />;
  const { totals, sections, byMethod } = summary.data;
  return (
    <Stack spacing={3}>
      <Figures totals={totals} />
      <ReceivedBar expectedCents={totals.expectedCents} receivedCents={totals.receivedCents} />
      {sections.length === 0 ? (
        <Typography color="text.secondary">{t('summary.noSection')}</Typography>
      ) : (
        sections.map((section) => <SectionCard key={section.sectionId ?? `none-${section.name}`} section={section} />)
      )}
      <Box component="section" aria-labelledby="treasury-by-method">
        <Typography id="treasury-by-method" variant="h6" component="h3" sx={{ mb: 1 }}>
          {t('summary.byMethod')}
        </Typography>
        <MethodChart byMethod={byMethod} />
      </Box>
    </Stack>
  );
}
