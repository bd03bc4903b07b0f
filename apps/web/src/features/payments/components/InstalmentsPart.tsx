import type { InstalmentPlanDto } from '@club/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useConfirm } from '@/components/confirm';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { useRemoveInstalmentPlan } from '../api/instalmentPlan';
import { InstalmentList } from './InstalmentList';
import { usePaymentText } from './usePaymentText';

// Opened now and then at the counter: loaded when first opened.
const InstalmentPlanDialog = lazy(() => import('./InstalmentPlanDialog').then((module) => ({ default: module.InstalmentPlanDialog })));

interface InstalmentsPartProps {
  subscriptionId: number;
  dueCents: number;
  plan: InstalmentPlanDto | null;
}

/**
 * "Instalments" in the fees card (docs/product.md#instalments): the charge at once, or the plan's
 * parts with their states and reminders; set up, changed or removed by an admin.
 */
export function InstalmentsPart({ subscriptionId, dueCents, plan }: InstalmentsPartProps) {
  const { t } = usePaymentText();
  const confirm = useConfirm();
  const toast = useToast();
  const errorText = useErrorText();
  const remove = useRemoveInstalmentPlan();
  const [editing, setEditing] = useState(false);

  const removePlan = async () => {
    const confirmed = await confirm({
      title: t('instalments.removeTitle'),
      message: t('instalments.removeMessage'),
      confirmLabel: t('instalments.removeConfirm'),
    });
    if (!confirmed) return;
    try {
      // The answer is the ledger as it now stands: the card shows it at once.
      await remove.mutateAsync(subscriptionId);
      toast.success(t('instalments.removed'));
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return (
    <Box component="section" aria-label={t('instalments.title')} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('instalments.title')}
      </Typography>
      {plan === null ? (
        <Typography variant="body2" color="text.secondary">
          {t('instalments.atOnce')}
        </Typography>
      ) : (
        <InstalmentList plan={plan} />
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button variant="outlined" size="small" onClick={() => setEditing(true)}>
          {t(plan === null ? 'instalments.setUp' : 'instalments.change')}
        </Button>
        {plan !== null && (
          <Button size="small" color="error" onClick={() => void removePlan()} loading={remove.isPending}>
            {t('instalments.remove')}
          </Button>
        )}
      </Stack>
      <Suspense fallback={null}>
        {editing && (
          <InstalmentPlanDialog
            subscriptionId={subscriptionId}
            dueCents={dueCents}
            plan={plan}
            onSaved={() => {
              setEditing(false);
              toast.success(t('instalments.saved'));
            }}
            onClose={() => setEditing(false)}
          />
        )}
      </Suspense>
    </Box>
  );
}
