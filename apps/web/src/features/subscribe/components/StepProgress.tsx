import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from './visuallyHidden';
import { useTranslation } from 'react-i18next';

interface StepProgressProps {
  labels: readonly string[];
  current: number;
}

/** A compact progress indicator that fits a 390 px phone: numbered circles, short labels, the current one marked. */
export function StepProgress({ labels, current }: StepProgressProps) {
  const { t } = useTranslation('subscribe');
  return (
    <Box component="ol" aria-label={t('progress.label')} sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0, mb: 2.5 }}>
      {labels.map((label, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <Box
            component="li"
            key={label}
            aria-current={active ? 'step' : undefined}
            sx={{
              flex: 1,
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 0.5,
              // The line joining this step to the previous one.
              '&:not(:first-of-type)::before': {
                content: '""',
                position: 'absolute',
                top: 15,
                right: '50%',
                width: '100%',
                height: 2,
                bgcolor: done || active ? 'secondary.main' : '#c9d8e6',
                zIndex: 0,
              },
            }}
          >
            <Box
              aria-hidden
              sx={{
                position: 'relative',
                zIndex: 1,
                width: 32,
                height: 32,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
                fontSize: 15,
                bgcolor: active ? 'primary.main' : done ? 'secondary.main' : 'background.paper',
                color: active || done ? 'common.white' : 'text.secondary',
                border: 2,
                borderColor: active ? 'primary.main' : done ? 'secondary.main' : '#c9d8e6',
              }}
            >
              {done ? <Check sx={{ fontSize: 18 }} /> : index + 1}
            </Box>
            <Typography
              variant="caption"
              sx={{
                fontWeight: active ? 700 : 500,
                color: active ? 'primary.main' : 'text.secondary',
                textAlign: 'center',
                lineHeight: 1.2,
              }}
            >
              <Box component="span" sx={visuallyHidden}>
                {t('progress.stepOf', { current: index + 1, total: labels.length })}{' '}
              </Box>
              {label}
              {(done || active) && (
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  ({t(done ? 'progress.done' : 'progress.current')})
                </Box>
              )}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
