import type { OverdueListDto } from '@club/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { paths, pathTo } from '@/config/paths';
import { useOverdue } from '../api/getOverdue';
import { ResponsiveRows, type Column } from './ResponsiveRows';
import { useTreasuryText } from './useTreasuryText';

type Overdue = OverdueListDto['items'][number];

function MemberLink({ item }: { item: Overdue }) {
  return (
    <Link component={RouterLink} to={pathTo(paths.subscription, { id: item.studentId })}>
      {item.memberName}
    </Link>
  );
}

/** Who to ask: the name, and the mail and phone as links a phone opens in its apps. */
function Contact({ item }: { item: Overdue }) {
  const { t } = useTreasuryText();
  const name = item.contactName ?? item.memberName;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      {item.contactName !== null && <span>{item.contactName}</span>}
      {item.contactEmail !== null && (
        <Link href={`mailto:${item.contactEmail}`} aria-label={t('overdue.mail', { name })} sx={{ overflowWrap: 'anywhere' }}>
          {item.contactEmail}
        </Link>
      )}
      {item.contactPhone !== null && (
        <Link
          href={`tel:${item.contactPhone.replace(/[^\d+]/g, '')}`}
          aria-label={t('overdue.call', { name })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {item.contactPhone}
        </Link>
      )}
    </Box>
  );
}

/** The overdue instalments of the season, the most overdue first, with whom to call and the total. */
export function OverduePanel({ season }: { season: number | null }) {
  const { t, money, day } = useTreasuryText();
  const overdue = useOverdue(season);
  if (overdue.isPending) return <LoadingState />;
  if (overdue.isError) return <ErrorState error={overdue.error} onRetry={() => void overdue.refetch()} />;
  const { items, totalCents } = overdue.data;

  const instalment = (item: Overdue): string => {
    if (item.instalmentNumber === null) return t('overdue.whole');
    const count = item.instalmentCount ?? null;
    return count === null
      ? t('overdue.number', { number: item.instalmentNumber })
      : t('overdue.numberOf', { number: item.instalmentNumber, count });
  };
  const late = (item: Overdue) => t('overdue.days', { count: item.daysLate });
  const reminded = (item: Overdue) => (item.lastRemindedOn === null ? t('overdue.never') : day(item.lastRemindedOn));
  const columns: Column<Overdue>[] = [
    { header: t('overdue.member'), cell: (item) => <MemberLink item={item} /> },
    { header: t('overdue.group'), cell: (item) => item.groupName ?? '—' },
    { header: t('overdue.instalment'), cell: instalment },
    { header: t('overdue.dueOn'), cell: (item) => day(item.dueOn) },
    { header: t('overdue.daysLate'), sx: { whiteSpace: 'nowrap' }, cell: late },
    {
      header: t('overdue.amount'),
      align: 'right',
      sx: { whiteSpace: 'nowrap', fontWeight: 600 },
      cell: (item) => money(item.overdueCents),
    },
    { header: t('overdue.lastReminder'), cell: reminded },
    { header: t('overdue.contact'), cell: (item) => <Contact item={item} /> },
  ];
  const total = t('overdue.total', { amount: money(totalCents) });

  return (
    <Stack spacing={2}>
      <Typography sx={{ fontWeight: 600 }} role="status">
        {t('overdue.count', { count: items.length })} · {total}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('overdue.empty')}</Typography>
      ) : (
        <ResponsiveRows
          label={t('overdue.title')}
          rows={items}
          rowKey={(item) => `${item.subscriptionId}:${item.instalmentNumber ?? 0}`}
          columns={columns}
          cardLabel={(item) => item.memberName}
          card={(item) => (
            <Stack spacing={0.5}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                  <MemberLink item={item} />
                </Typography>
                <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{money(item.overdueCents)}</Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {[item.groupName, item.instalmentNumber === null ? instalment(item) : `${t('overdue.instalment')} ${instalment(item)}`]
                  .filter((part) => part !== null)
                  .join(' · ')}
              </Typography>
              <Typography variant="body2">{t('overdue.dueLine', { day: day(item.dueOn), late: late(item) })}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('overdue.remindedLine', { day: reminded(item) })}
              </Typography>
              <Contact item={item} />
            </Stack>
          )}
        />
      )}
    </Stack>
  );
}
