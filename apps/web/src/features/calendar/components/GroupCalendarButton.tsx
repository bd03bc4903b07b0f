import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import Button from '@mui/material/Button';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyCalendarLinkDialog, preloadCalendarLinkDialog } from './lazyDialog';

/**
 * On a group's details: its private calendar feed (docs/product.md#calendar-feeds).
 * Its own texts load with it: the page around it shows without waiting for them.
 */
export function GroupCalendarButton(props: { groupId: number; groupName: string }) {
  return (
    <Suspense fallback={null}>
      <GroupCalendarButtonContent {...props} />
    </Suspense>
  );
}

function GroupCalendarButtonContent({ groupId, groupName }: { groupId: number; groupName: string }) {
  const { t } = useTranslation('calendar');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<CalendarMonthIcon />}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadCalendarLinkDialog}
        onFocus={preloadCalendarLinkDialog}
      >
        {t('groupButton')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LazyCalendarLinkDialog target={{ kind: 'GROUP', groupId, groupName }} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
