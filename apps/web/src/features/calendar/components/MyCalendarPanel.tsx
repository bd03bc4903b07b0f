import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyCalendarLinkDialog, preloadCalendarLinkDialog } from './lazyDialog';

/**
 * In the preferences: the staff member's own feed, the sessions of every group they reach (docs/product.md#calendar-feeds).
 * Its own texts load with it: the page around it shows without waiting for them.
 */
export function MyCalendarPanel() {
  return (
    <Suspense fallback={null}>
      <MyCalendarPanelContent />
    </Suspense>
  );
}

function MyCalendarPanelContent() {
  const { t } = useTranslation('calendar');
  const [open, setOpen] = useState(false);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="my-calendar-title" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560, mt: 3 }}>
      <Typography id="my-calendar-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {t('mine.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('mine.intro')}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<CalendarMonthIcon />}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadCalendarLinkDialog}
        onFocus={preloadCalendarLinkDialog}
      >
        {t('mine.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LazyCalendarLinkDialog target={{ kind: 'COACH' }} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
