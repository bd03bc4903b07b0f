import { PAYMENT_METHODS, paymentDayOf, type CashBookDto, type PaymentMethod } from '@club/domain';
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
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { useExportCashBook } from '../api/exportCashBook';
import { useCashBook } from '../api/getCashBook';
import { DayField } from './DayField';
import { methodFrom, monthOf, periodOf } from './periodOf';
import { ResponsiveRows, type Column } from './ResponsiveRows';
import { useTreasuryText } from './useTreasuryText';

type Entry = CashBookDto['entries'][number];
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

function Entries({ book }: { book: CashBookDto }) {
  const { t, money, day, methodName } = useTreasuryText();
  const columns: Column<Entry>[] = [
    { header: t('cashBook.day'), sx: { whiteSpace: 'nowrap' }, cell: (entry) => day(entry.paidOn) },
    { header: t('cashBook.method'), cell: (entry) => methodName(entry.method) },
    { header: t('cashBook.reference'), sx: { overflowWrap: 'anywhere' }, cell: (entry) => entry.reference ?? '' },
    { header: t('cashBook.receipt'), sx: { whiteSpace: 'nowrap' }, cell: (entry) => entry.receiptReference ?? '' },
    { header: t('cashBook.payer'), cell: (entry) => entry.payerName },
    { header: t('cashBook.children'), cell: (entry) => entry.members.join(', ') },
    { header: t('cashBook.amount'), align: 'right', cell: (entry) => <Amount entry={entry} /> },
  ];
  const totals: Column<Total>[] = [
    { header: t('cashBook.method'), cell: (total) => methodName(total.method) },
    { header: t('cashBook.receivedCol'), align: 'right', sx: { whiteSpace: 'nowrap' }, cell: (total) => money(total.receivedCents) },
    {
      header: t('cashBook.refundedCol'),
      align: 'right',
      sx: { whiteSpace: 'nowrap', color: 'error.main' },
      cell: (total) => money(-total.refundedCents),
    },
    { header: t('cashBook.netCol'), align: 'right', sx: { whiteSpace: 'nowrap', fontWeight: 600 }, cell: (total) => money(total.netCents) },
  ];
  const net = t('cashBook.net', { amount: money(book.netCents) });
  if (book.entries.length === 0) return <Typography color="text.secondary">{t('cashBook.empty')}</Typography>;
  return (
    <Stack spacing={3}>
      <ResponsiveRows
        label={t('parts.cashBook')}
        rows={book.entries}
        rowKey={(entry) => entry.paymentId}
        columns={columns}
        cardLabel={(entry) => `${day(entry.paidOn)} ${entry.payerName}`}
        card={(entry) => (
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
        )}
      />
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
                <strong>
                  {t('cashBook.netCol')} {money(total.netCents)}
                </strong>
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
          {net}
        </Typography>
      </Box>
    </Stack>
  );
}

/** The cash book: what came in and went out between two days (the current month at first), of one method or all, and its .xlsx. */
export function CashBookPanel() {
  const { t, methodName } = useTreasuryText();
  const toast = useToast();
  const errorText = useErrorText();
  const [initial] = useState(() => monthOf(paymentDayOf(new Date())));
  const [from, setFrom] = useState<string | null>(initial.from);
  const [to, setTo] = useState<string | null>(initial.to);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const period = periodOf(from, to, method);
  const book = useCashBook(period);
  const exportBook = useExportCashBook();
  const rangeError = from !== null && to !== null && period === null ? t('cashBook.invalidPeriod') : null;

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
        <DayField label={t('cashBook.from')} initialDay={initial.from} onChange={setFrom} />
        <DayField label={t('cashBook.to')} initialDay={initial.to} onChange={setTo} error={rangeError} />
        <TextField
          select
          label={t('cashBook.method')}
          value={method ?? ALL}
          onChange={(event) => setMethod(methodFrom(event.target.value))}
        >
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
          disabled={period === null}
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
      {period === null ? null : book.isPending ? (
        <LoadingState />
      ) : book.isError ? (
        <ErrorState error={book.error} onRetry={() => void book.refetch()} />
      ) : (
        <Entries book={book.data} />
      )}
    </Stack>
  );
}
