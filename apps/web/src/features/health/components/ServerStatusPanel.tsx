import type { HealthState } from '@club/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import WarningIcon from '@mui/icons-material/Warning';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { useServerStatus } from '../api/getServerStatus';
import { describeChecks } from './describeChecks';

const ICONS: Record<
  HealthState,
  { Icon: ComponentType<{ color: 'success' | 'warning' | 'error'; titleAccess: string }>; color: 'success' | 'warning' | 'error' }
> = {
  ok: { Icon: CheckCircleIcon, color: 'success' },
  warning: { Icon: WarningIcon, color: 'warning' },
  error: { Icon: ErrorIcon, color: 'error' },
};
const SUMMARY_SEVERITY: Record<HealthState, 'success' | 'warning' | 'error'> = { ok: 'success', warning: 'warning', error: 'error' };

function ServerStatus() {
  const { t, i18n } = useTranslation('health');
  const status = useServerStatus();
  if (status.isPending) return <LoadingState />;
  if (status.isError) return <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
  const report = status.data;
  return (
    <>
      <Alert severity={SUMMARY_SEVERITY[report.status]} sx={{ mb: 1 }}>
        {t(`summary.${report.status}`)}
      </Alert>
      <List dense>
        {describeChecks(report, t, i18n.language).map((line) => {
          const { Icon, color } = ICONS[line.severity];
          return (
            <ListItem
              key={line.key}
              secondaryAction={
                line.action === 'outbox' ? (
                  <Button component={Link} to={paths.mailOutbox} size="small">
                    {t('outbox.open')}
                  </Button>
                ) : undefined
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon color={color} titleAccess={t(`severity.${line.severity}`)} />
              </ListItemIcon>
              <ListItemText primary={line.text} secondary={line.detail} />
            </ListItem>
          );
        })}
      </List>
    </>
  );
}

function Panel() {
  const { t } = useTranslation('health');
  return (
    <Paper component="section" variant="outlined" aria-labelledby="server-status-title" sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}>
      <Typography id="server-status-title" variant="h6" component="h2" gutterBottom>
        {t('title')}
      </Typography>
      <ServerStatus />
    </Paper>
  );
}

/**
 * The admins' view of GET /health/status on the home screen (docs/operations.md, "Health and
 * signs of trouble"): the same checks as the load balancers', in sentences. Admins only: the
 * server refuses the others (403), so the home screen shows it to admins alone. Its texts load
 * on their own, without holding up the rest of the home screen.
 */
export function ServerStatusPanel() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Panel />
    </Suspense>
  );
}
