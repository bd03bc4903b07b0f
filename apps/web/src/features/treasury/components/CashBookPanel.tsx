import { PAYMENT_METHODS, paymentDayOf, type CashBookDto, type CashBookEntryDto, type PaymentMethod } from '@club/domain';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PagedTable, usePaging, type PagedColumn } from '@/components/PagedTable';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { useExportCashBook } from '../api/exportCashBook';
import { useCashBook } from '../api/getCashBook';
import { DayField } from './DayField';
import { methodFrom, monthOf, periodOf } from './periodOf';
import { ResponsiveRows, type Column } from './ResponsiveRows';
import { useTreasuryText } from './useTreasuryText';

type Entry = CashBookEntryDto;
type Total = CashBookDto['totals'][number];

const ALL = 'ALL';

/** An amount of the cash book: a refund is negative, in the error colour and said in words, not by colour alone. */
function Amount({ entry }: { entry: Entry }) {
  const { t, money } = useTreasuryText();
  const refund = entry.kind === 'REFUND';
  return (
    <Box component="span" sx={{ color: refund ? 'error.main' : 'text.primary', whiteSpace: 'nowrap', fontWeight: 600 }}>
      {refund && (
        <Box component="span" sx={{ typography: 'caption', fontWeight: 400, mr: 0.5 }}>
          {t('cashBook.refund')}
        </Box>
      )}
      {money(entry.amountCents)}
    </Box>
  );
}

/** A card of an entry on a phone, where seven columns would not fit. */
function EntryCard({ entry }: { entry: Entry }) {
  const { day, methodName } = useTreasuryText();
  return (
    <Stack spacing={0.5}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>{entry.payerName}</Typography>
        <Amount entry={entry} />
      </Box>
      <Typography variant="body2">
        {[day(entry.paidOn), methodName(entry.method), entry.reference].filter((part) => part !== null).join(' · ')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {[entry.receiptReference, entry.members.join(', ')].filter((part) => part !== null && part !== '').join(' · ')}
      </Typography>
    </Stack>
  );
}

/** The whole period's totals per method and its net, as the server summed them: the same whatever the page. */
function PeriodTotals({ book }: { book: CashBookDto }) {
  const { t, money, methodName } = useTreasuryText();
  const totals: Column<Total>[] = [
    { header: t('cashBook.method'), cell: (total) => methodName(total.method) },
    { header: t('cashBook.receivedCol'), align: 'right', sx: { whiteSpace: 'nowrap' }, cell: (total) => money(total.receivedCents) },
    {
      header: t('cashBook.refundedCol'),
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      // Red only for money that went back: nothing refunded reads as the other amounts.
      cell: (total) =>
        total.refundedCents === 0 ? (
          money(0)
        ) : (
          <Box component="span" sx={{ color: 'error.main' }}>
            {money(-total.refundedCents)}
          </Box>
        ),
    },
    { header: t('cashBook.netCol'), align: 'right', sx: { whiteSpace: 'nowrap', fontWeight: 600 }, cell: (total) => money(total.netCents) },
  ];
  return (
    <Box component="section" aria-labelledby="treasury-cash-totals">
      <Typography id="treasury-cash-totals" variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('cashBook.totals')}
      </Typography>
      <ResponsiveRows
        label={t('cashBook.totals')}
        rows={book.totals}
        rowKey={(total) => total.method}
        columns={totals}
        cardLabel={(total) => methodName(total.method)}
        card={(total) => (
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>{methodName(total.method)}</Typography>
            <Typography variant="body2">
              {t('cashBook.receivedCol')} {money(total.receivedCents)} · {t('cashBook.refundedCol')} {money(-total.refundedCents)} ·{' '}
              <Box component="strong" sx={{ whiteSpace: 'nowrap' }}>
                {t('cashBook.netCol')} {money(total.netCents)}
              </Box>
            </Typography>
          </Box>
        )}
        footer={
          <TableRow>
            <TableCell colSpan={3} sx={{ fontWeight: 600 }}>
              {t('cashBook.netCol')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {money(book.netCents)}
            </TableCell>
          </TableRow>
        }
      />
      <Typography sx={{ fontWeight: 600, mt: 1 }} role="status">
        {t('cashBook.net', { amount: money(book.netCents) })}
      </Typography>
    </Box>
  );
}

/**
 * The cash book: what came in and went out between two days (the current month at first), of one
 * method or all, by pages under the period's count, then the period's totals; and its .xlsx.
 */
export function CashBookPanel() {
  const { t, day, methodName } = useTreasuryText();
  const toast = useToast();
  const errorText = useErrorText();
  const [initial] = useState(() => monthOf(paymentDayOf(new Date())));
  const [from, setFrom] = useState<string | null>(initial.from);
  const [to, setTo] = useState<string | null>(initial.to);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const period = periodOf(from, to, method);
  const paging = usePaging();
  const book = useCashBook(period, paging.page, paging.pageSize);
  const exportBook = useExportCashBook();
  const rangeError = from !== null && to !== null && period === null ? t('cashBook.invalidPeriod') : null;
  // Another period or method is another list: back to its first page.
  const onFrom = (picked: string | null) => {
    setFrom(picked);
    paging.restart();
  };
  const onTo = (picked: string | null) => {
    setTo(picked);
    paging.restart();
  };
  const onMethod = (value: string) => {
    setMethod(methodFrom(value));
    paging.restart();
  };
  const columns: PagedColumn<Entry>[] = [
    { header: t('cashBook.day'), sx: { whiteSpace: 'nowrap' }, cell: (entry) => day(entry.paidOn) },
    { header: t('cashBook.method'), cell: (entry) => methodName(entry.method) },
    { header: t('cashBook.reference'), sx: { overflowWrap: 'anywhere' }, cell: (entry) => entry.reference ?? '' },
    { header: t('cashBook.receipt'), sx: { whiteSpace: 'nowrap' }, cell: (entry) => entry.receiptReference ?? '' },
    { header: t('cashBook.payer'), cell: (entry) => entry.payerName },
    { header: t('cashBook.children'), cell: (entry) => entry.members.join(', ') },
    { header: t('cashBook.amount'), align: 'right', cell: (entry) => <Amount entry={entry} /> },
  ];

  return (
    <Stack spacing={2}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr)) auto' },
          alignItems: 'start',
        }}
      >
        <DayField label={t('cashBook.from')} initialDay={initial.from} onChange={onFrom} />
        <DayField label={t('cashBook.to')} initialDay={initial.to} onChange={onTo} error={rangeError} />
        <TextField select label={t('cashBook.method')} value={method ?? ALL} onChange={(event) => onMethod(event.target.value)}>
          <MenuItem value={ALL}>{t('cashBook.allMethods')}</MenuItem>
          {PAYMENT_METHODS.map((value) => (
            <MenuItem key={value} value={value}>
              {methodName(value)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          startIcon={<FileDownloadIcon />}
          // An empty period has nothing to put in a file.
          disabled={period === null || book.data?.total === 0}
          loading={exportBook.isPending}
          loadingPosition="start"
          onClick={() => {
            if (period === null) return;
            exportBook.mutate(period, {
              onSuccess: () => toast.success(t('cashBook.exported')),
              onError: (error) => toast.error(errorText(error)),
            });
          }}
          sx={{ minHeight: 56 }}
        >
          {t('cashBook.export')}
        </Button>
      </Box>
      {period === null ? null : (
        <Stack spacing={3}>
          <Stack spacing={1}>
            {book.data !== undefined && book.data.total > 0 && (
              <Typography color="text.secondary">{t('cashBook.count', { count: book.data.total })}</Typography>
            )}
            <PagedTable
              query={book}
              paging={paging}
              label={t('parts.cashBook')}
              emptyText={t('cashBook.empty')}
              rowKey={(entry) => entry.paymentId}
              columns={columns}
              cardLabel={(entry) => `${day(entry.paidOn)} ${entry.payerName}`}
              card={(entry) => <EntryCard entry={entry} />}
            />
          </Stack>
          {book.data !== undefined && book.data.total > 0 && <PeriodTotals book={book.data} />}
        </Stack>
      )}
    </Stack>
  );
}
