import { refundableCents, type PaymentDto, type PaymentKind } from '@club/domain';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { adminOnly, useSession } from '@/lib/session';
import { useDownloadPaymentAttestation } from '../api/downloadPaymentAttestation';
import { useDownloadReceipt } from '../api/downloadReceipt';
import { useLedger } from '../api/getLedger';
import { FamilyBalances } from './FamilyBalances';
import { FeeBreakdown } from './FeeBreakdown';
import { InstalmentsPart } from './InstalmentsPart';
import { PaymentHistory } from './PaymentHistory';
import { ReductionList } from './ReductionList';
import { usePaymentText } from './usePaymentText';

// The forms load when first opened: the subscription screen's own chunk stays light.
const MovementDialog = lazy(() => import('./MovementDialog').then((module) => ({ default: module.MovementDialog })));
const ReductionDialog = lazy(() => import('./ReductionDialog').then((module) => ({ default: module.ReductionDialog })));

type OpenDialog = PaymentKind | 'REDUCTION' | null;

export interface FeesCardProps {
  subscriptionId: number;
  /** After a payment, refund or reduction: the subscription's own data moved too (its fees, maybe the payment's tick). */
  onChanged: () => void;
}

function Card({ subscriptionId, onChanged }: FeesCardProps) {
  const { t } = usePaymentText();
  const titleId = useId();
  const ledger = useLedger(subscriptionId);
  const toast = useToast();
  const errorText = useErrorText();
  const download = useDownloadReceipt();
  const attestation = useDownloadPaymentAttestation();
  const [open, setOpen] = useState<OpenDialog>(null);
  const [recorded, setRecorded] = useState<PaymentDto | null>(null);

  const done = (payment: PaymentDto | null, message: string) => {
    setOpen(null);
    setRecorded(payment);
    if (payment === null) toast.success(message);
    onChanged();
  };

  let body;
  if (ledger.isPending) body = <Skeleton variant="rounded" height={160} />;
  else if (ledger.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void ledger.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      >
        {t('card.loadFailed')}
      </Alert>
    );
  } else {
    const { fees, family, payments, reductions } = ledger.data;
    const refundable = family.some((account) => refundableCents(account.fees) > 0);
    const plan = family.find((account) => account.subscriptionId === subscriptionId)?.instalments ?? null;
    const receipt = recorded?.receiptReference ?? null;
    body = (
      <>
        {recorded !== null && receipt !== null && (
          // The download goes under the sentence, not beside it: in the card's narrow column it would wrap word by word.
          <Alert severity="success" role="status" onClose={() => setRecorded(null)} sx={{ mb: 2 }}>
            <div>{t('card.paymentRecorded', { reference: receipt })}</div>
            <Button
              color="inherit"
              size="small"
              startIcon={<DownloadIcon />}
              sx={{ mt: 0.5, ml: -0.5 }}
              onClick={() =>
                download.mutate(
                  { paymentId: recorded.id, receiptReference: receipt },
                  { onError: (error) => toast.error(errorText(error)) },
                )
              }
            >
              {t('card.download')}
            </Button>
          </Alert>
        )}
        <FeeBreakdown fees={fees} />
        {family.length > 1 && <FamilyBalances family={family} subscriptionId={subscriptionId} />}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, my: 2 }}>
          <Button variant="contained" onClick={() => setOpen('PAYMENT')}>
            {t('card.recordPayment')}
          </Button>
          <Button variant="outlined" onClick={() => setOpen('REFUND')} disabled={!refundable}>
            {t('card.recordRefund')}
          </Button>
          <Button onClick={() => setOpen('REDUCTION')}>{t('card.addReduction')}</Button>
        </Stack>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {t('card.payments')}
        </Typography>
        <PaymentHistory payments={payments} />
        {fees.paidCents - fees.refundedCents > 0 && (
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            sx={{ mt: 1 }}
            onClick={() => attestation.mutate(subscriptionId, { onError: (error) => toast.error(errorText(error)) })}
          >
            {t('card.paymentAttestation')}
          </Button>
        )}
        <InstalmentsPart subscriptionId={subscriptionId} dueCents={fees.dueCents} plan={plan} />
        {reductions.length > 0 && <ReductionList reductions={reductions} />}
        <Suspense fallback={null}>
          {(open === 'PAYMENT' || open === 'REFUND') && (
            <MovementDialog
              kind={open}
              family={family}
              onRecorded={(payment) => done(payment.kind === 'PAYMENT' ? payment : null, t('card.refundRecorded'))}
              onClose={() => setOpen(null)}
            />
          )}
          {open === 'REDUCTION' && (
            <ReductionDialog
              subscriptionId={subscriptionId}
              onRecorded={() => done(null, t('card.reductionRecorded'))}
              onClose={() => setOpen(null)}
            />
          )}
        </Suspense>
      </>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('card.title')}
      </Typography>
      {body}
    </Paper>
  );
}

/**
 * The subscription's fees and payments at the counter (docs/product.md#fees-and-payments), for
 * admins, whose routes these are. Its texts load on their own: the rest of the screen does not wait.
 */
export function FeesCard(props: FeesCardProps) {
  const session = useSession();
  if (!adminOnly(session)) return null;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={200} />}>
      <Card {...props} />
    </Suspense>
  );
}
