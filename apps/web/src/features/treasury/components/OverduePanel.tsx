import type { OverdueItemDto } from '@club/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmailText } from '@/components/EmailText';
import { PagedTable, usePaging, type PagedColumn } from '@/components/PagedTable';
import { paths, pathTo } from '@/config/paths';
import { useDebouncedCallback } from '@/lib/useDebouncedCallback';
import { useOverdue } from '../api/getOverdue';
import { useTreasuryText } from './useTreasuryText';

type Overdue = OverdueItemDto;

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
        // Wraps after the « @ » and before a dot, never mid-word: `anywhere` let the table squeeze
        // this column until every address split inside a word.
        <Link href={`mailto:${item.contactEmail}`} aria-label={t('overdue.mail', { name })} sx={{ overflowWrap: 'break-word' }}>
          <EmailText email={item.contactEmail} />
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

/**
 * The overdue instalments of the season by pages, the most overdue first, with whom to call; the
 * season's totals stay above whatever the page and the search (the family's name or e-mail).
 */
export function OverduePanel({ season }: { season: number | null }) {
  const { t, money, day } = useTreasuryText();
  const paging = usePaging();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  // The list follows the search box once typing pauses, not at every key.
  const follow = useDebouncedCallback((value: string) => {
    setSearch(value.trim());
    paging.restart();
  });
  const overdue = useOverdue({ season, page: paging.page, pageSize: paging.pageSize, search });

  const onSearch = (value: string) => {
    setText(value);
    follow.run(value);
  };

  const instalment = (item: Overdue): string => {
    if (item.instalmentNumber === null) return t('overdue.whole');
    const count = item.instalmentCount ?? null;
    return count === null
      ? t('overdue.number', { number: item.instalmentNumber })
      : t('overdue.numberOf', { number: item.instalmentNumber, count });
  };
  const late = (item: Overdue) => t('overdue.days', { count: item.daysLate });
  const reminded = (item: Overdue) => (item.lastRemindedOn === null ? t('overdue.never') : day(item.lastRemindedOn));
  const columns: PagedColumn<Overdue>[] = [
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
  const totals = overdue.data?.totals;

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 600 }} role="status">
          {totals === undefined
            ? null
            : [
                t('overdue.count', { count: totals.instalments }),
                t('overdue.families', { count: totals.families }),
                t('overdue.total', { amount: money(totals.overdueCents) }),
              ].join(' · ')}
        </Typography>
        <TextField
          type="search"
          size="small"
          label={t('overdue.search')}
          value={text}
          onChange={(event) => onSearch(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          // Wide enough for the whole French label, which an empty field shows as its only hint.
          sx={{ width: { xs: '100%', sm: 380 } }}
        />
      </Box>
      <PagedTable
        query={overdue}
        paging={paging}
        label={t('overdue.title')}
        emptyText={search === '' ? t('overdue.empty') : t('overdue.noMatch')}
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
    </Stack>
  );
}
