import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';

interface CopyableValueProps {
  label: string;
  value: string;
  copyLabel: string;
}

/** A value to hand over, with a copy button where the browser allows it (secure contexts only). */
export function CopyableValue({ label, value, copyLabel }: CopyableValueProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const canCopy = typeof navigator !== 'undefined' && navigator.clipboard !== undefined;
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => toast.success(t('copied')),
      () => undefined,
    );
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Box>
      {canCopy && (
        <Tooltip title={copyLabel}>
          <IconButton aria-label={copyLabel} onClick={copy}>
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
