import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DatePickersProvider } from '@/components/DatePickersProvider';
import { PageTitle } from '@/components/PageTitle';
import { accessRules, useSession } from '@/lib/session';
import { ClosuresPanel } from '../components/ClosuresPanel';
import { usePlanningText } from '../components/usePlanningText';
import { clubToday } from '../components/week';
import { WeekPanel } from '../components/WeekPanel';

/** The two parts, each with its anchor (`/planning#closures`) so a link or a reload opens it again. */
const PARTS = ['week', 'closures'] as const;
type Part = (typeof PARTS)[number];

const partOf = (hash: string, seesAll: boolean): Part => (seesAll && hash === '#closures' ? 'closures' : 'week');

/**
 * /planning (every staff member, a coach for the groups they reach): the week's planned sessions,
 * their cancellation and restore; admins and section managers also cancel whole days or pools and
 * keep the club's closures (docs/product.md#planning).
 */
export function PlanningPage() {
  const { t } = usePlanningText();
  const session = useSession();
  const seesAll = accessRules.seeAllGroups(session);
  const location = useLocation();
  const navigate = useNavigate();
  const part = partOf(location.hash, seesAll);
  // Read once: the week a screen left open overnight shows stays the one it showed.
  const [today] = useState(() => clubToday());

  return (
    <DatePickersProvider>
      <PageTitle subtitle={t('planning:subtitle')}>{t('planning:title')}</PageTitle>
      {seesAll && (
        <Tabs
          value={part}
          onChange={(_event, next: Part) => void navigate({ search: location.search, hash: next }, { replace: true })}
          aria-label={t('planning:parts.label')}
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
        >
          {PARTS.map((each) => (
            <Tab
              key={each}
              value={each}
              label={t(`planning:parts.${each}`)}
              id={`planning-tab-${each}`}
              aria-controls={`planning-panel-${each}`}
            />
          ))}
        </Tabs>
      )}
      <Box
        role={seesAll ? 'tabpanel' : undefined}
        id={`planning-panel-${part}`}
        aria-labelledby={seesAll ? `planning-tab-${part}` : undefined}
      >
        {part === 'week' ? <WeekPanel today={today} seesAll={seesAll} /> : <ClosuresPanel today={today} />}
      </Box>
    </DatePickersProvider>
  );
}
