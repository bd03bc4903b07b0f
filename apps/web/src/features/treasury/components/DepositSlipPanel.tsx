import { paymentDayOf, type DepositSlipDto } from '@club/domain';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { useDownloadDepositSlip } from '../api/downloadDepositSlip';
import { useDepositSlip } from '../api/getDepositSlip';
import { DayField } from './DayField';
import { ResponsiveRows, type Column } from './ResponsiveRows';
import { useTreasuryText } from './useTreasuryText';

type Cheque = DepositSlipDto['cheques'][number];

function Cheques({ slip }: { slip: DepositSlipDto }) {
  const { t, money, day } = useTreasuryText();
  const reference = (cheque: Cheque) => cheque.reference ?? t('depositSlip.noReference');
  const columns: Column<Cheque>[] = [
    { header: t('depositSlip.cheque'), sx: { overflowWrap: 'anywhere' }, cell: reference },
    { header: t('depositSlip.drawer'), cell: (cheque) => cheque.payerName },
    { header: t('depositSlip.paidOn'), sx: { whiteSpace: 'nowrap' }, cell: (cheque) => day(cheque.paidOn) },
    {
      header: t('depositSlip.amount'),
      align: 'right',
      sx: { whiteSpace: 'nowrap', fontWeight: 600 },
      cell: (cheque) => money(cheque.amountCents),
    },
  ];
  if (slip.count === 0) return <Typography color="text.secondary">{t('depositSlip.empty')}</Typography>;
  return (
    <ResponsiveRows
      label={t('parts.depositSlip')}
      rows={slip.cheques}
      rowKey={(cheque) => cheque.paymentId}
      columns={columns}
      cardLabel={(cheque) => cheque.payerName}
      card={(cheque) => (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>{cheque.payerName}</Typography>
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{money(cheque.amountCents)}</Typography>
          </Box>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {reference(cheque)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('depositSlip.paidOn')} {day(cheque.paidOn)}
          </Typography>
        </>
      )}
    />
  );
}

/** The cheques to take to the bank on a day (today at first), their count and total, and the slip to hand over. */
export function DepositSlipPanel() {
  const { t, money } = useTreasuryText();
  const toast = useToast();
  const errorText = useErrorText();
  const [today] = useState(() => paymentDayOf(new Date()));
  const [on, setOn] = useState<string | null>(today);
  const slip = useDepositSlip(on);
  const download = useDownloadDepositSlip();

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <Box sx={{ width: { xs: '100%', sm: 240 } }}>
          <DayField label={t('depositSlip.on')} initialDay={today} onChange={setOn} />
        </Box>
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfIcon />}
          disabled={on === null}
          loading={download.isPending}
          loadingPosition="start"
          onClick={() => {
            if (on === null) return;
            download.mutate(on, { onError: (error) => toast.error(errorText(error)) });
          }}
          sx={{ minHeight: 56 }}
        >
          {t('depositSlip.download')}
        </Button>
      </Box>
      {on === null ? null : slip.isPending ? (
        <LoadingState />
      ) : slip.isError ? (
        <ErrorState error={slip.error} onRetry={() => void slip.refetch()} />
      ) : (
        <>
          <Typography sx={{ fontWeight: 600 }} role="status">
            {t('depositSlip.summary', { count: slip.data.count, amount: money(slip.data.totalCents) })}
          </Typography>
          <Cheques slip={slip.data} />
        </>
      )}
    </Stack>
  );
}
