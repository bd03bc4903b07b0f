import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DatePickersProvider } from '@/components/DatePickersProvider';
import { PageTitle } from '@/components/PageTitle';
import { CashBookPanel } from '../components/CashBookPanel';
import { DepositSlipPanel } from '../components/DepositSlipPanel';
import { OverduePanel } from '../components/OverduePanel';
import { SeasonPicker } from '../components/SeasonPicker';
import { SummaryPanel } from '../components/SummaryPanel';
import { useTreasuryText } from '../components/useTreasuryText';

/** The four parts, each with its anchor (`/treasury#cash-book`) so a link or a reload opens it again. */
const PARTS = [
  { anchor: 'summary', key: 'summary', seasonal: true },
  { anchor: 'overdue', key: 'overdue', seasonal: true },
  { anchor: 'cash-book', key: 'cashBook', seasonal: false },
  { anchor: 'deposit-slip', key: 'depositSlip', seasonal: false },
] as const;
type Part = (typeof PARTS)[number];

const partOf = (hash: string): Part => PARTS.find((part) => `#${part.anchor}` === hash) ?? PARTS[0];

function PartPanel({ part, season }: { part: Part; season: number | null }): ReactNode {
  switch (part.key) {
    case 'summary':
      return <SummaryPanel season={season} />;
    case 'overdue':
      // Another season starts again from its first page, with no search.
      return <OverduePanel key={season ?? 'current'} season={season} />;
    case 'cashBook':
      return <CashBookPanel />;
    case 'depositSlip':
      return <DepositSlipPanel />;
  }
}

/** /treasury (admins): expected against received, the overdue list, the cash book and the bank-deposit slip (docs/product.md#treasury). */
export function TreasuryPage() {
  const { t } = useTreasuryText();
  const location = useLocation();
  const navigate = useNavigate();
  const part = partOf(location.hash);
  // Shared by the two parts that read a season, so switching between them keeps it.
  const [season, setSeason] = useState<number | null>(null);

  return (
    <DatePickersProvider>
      <PageTitle subtitle={t('subtitle')}>{t('title')}</PageTitle>
      <Tabs
        value={part.anchor}
        onChange={(_event, anchor: string) => void navigate({ hash: anchor }, { replace: true })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('parts.label')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {PARTS.map((each) => (
          <Tab
            key={each.anchor}
            value={each.anchor}
            label={t(`parts.${each.key}`)}
            id={`treasury-tab-${each.anchor}`}
            aria-controls={`treasury-panel-${each.anchor}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`treasury-panel-${part.anchor}`} aria-labelledby={`treasury-tab-${part.anchor}`}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h5" component="h2">
            {t(`parts.${part.key}`)}
          </Typography>
          {part.seasonal && <SeasonPicker value={season} onChange={setSeason} />}
        </Box>
        <PartPanel part={part} season={season} />
      </Box>
    </DatePickersProvider>
  );
}
