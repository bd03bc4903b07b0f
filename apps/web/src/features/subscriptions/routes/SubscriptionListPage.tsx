import type { SubscriptionRowDto, SubscriptionState } from '@club/domain';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { SUBSCRIPTIONS_PAGE_SIZE, useSubscriptions } from '../api/getSubscriptions';
import { ExportButton } from '../components/ExportButton';
import { hasFilters, useDebouncedTextFilters, useListFilters } from '../components/listFilters';
import { PhoneFilters } from '../components/PhoneFilters';
import { RemindFamiliesButton } from '../components/RemindFamiliesButton';
import { SeasonSelect } from '../components/SeasonSelect';
import { SelectionActions } from '../components/SelectionActions';
import { SubscriptionCardList } from '../components/SubscriptionCardList';
import { SubscriptionTable } from '../components/SubscriptionTable';
import { useDeleteMemberAction } from '../components/useDeleteActions';

/** /subscription/: the season's subscriptions, filtered and paged on the server (docs/product.md#screen-subscriptions). */
export function SubscriptionListPage() {
  const { t } = useTranslation('subscriptions');
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const { filters, update, clear } = useListFilters();
  const { texts, changeText, clearAll } = useDebouncedTextFilters(filters, update, clear);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const deleteMember = useDeleteMemberAction();

  // What the list shows; the export and the reminders send the same.
  const selection = {
    season: filters.season ?? undefined,
    lastName: filters.lastName,
    firstName: filters.firstName,
    groupName: filters.groupName,
    state: filters.state === '' ? undefined : filters.state,
    problem: filters.problem,
  };
  const subscriptions = useSubscriptions({ ...selection, page: filters.page, pageSize: SUBSCRIPTIONS_PAGE_SIZE });

  const toggle = (studentId: number) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (!next.delete(studentId)) next.add(studentId);
      return next;
    });
  const toggleAll = (studentIds: readonly number[], select: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const id of studentIds) {
        if (select) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const forget = (studentIds: readonly number[]) => toggleAll(studentIds, false);

  const onDelete = async (row: SubscriptionRowDto) => {
    if (await deleteMember(row)) forget([row.studentId]);
  };

  // The page of rows renders in the background, in slices, instead of one long task that a phone's
  // taps would wait behind (docs/bench.md#phones).
  const data = useDeferredValue(subscriptions.data);
  const filtered = hasFilters(filters) || Object.values(texts).some((text) => text !== '');
  const viewProps = {
    rows: data?.rows ?? [],
    texts,
    onTextChange: changeText,
    state: filters.state,
    onStateChange: (state: SubscriptionState | '') => update({ state }),
    problem: filters.problem,
    onProblemChange: (problem: boolean) => update({ problem }),
    selected,
    onToggle: toggle,
    onToggleAll: toggleAll,
    onDelete: (row: SubscriptionRowDto) => void onDelete(row),
  };

  const pagination =
    data !== undefined && data.total > 0 ? (
      <TablePagination
        component="div"
        count={data.total}
        page={Math.max(0, data.page - 1)}
        rowsPerPage={data.pageSize}
        rowsPerPageOptions={[]}
        onPageChange={(_event, page) => update({ page: page + 1 })}
        labelDisplayedRows={({ from, to, count }) => t('list.displayedRows', { from, to, count })}
        getItemAriaLabel={(type) => t(`list.pageButton.${type}`)}
        showFirstButton
        showLastButton
      />
    ) : null;

  const empty =
    data !== undefined && data.rows.length === 0 ? (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} role="status">
        {filtered ? t('list.emptyFiltered') : t('list.empty')}
      </Typography>
    ) : null;

  return (
    <>
      <PageTitle
        subtitle={data === undefined ? undefined : t('list.subtitle', { season: data.season.label, count: data.total })}
        actions={
          <>
            <SeasonSelect
              value={filters.season}
              onChange={(season) => {
                // A selection belongs to the season it was made in.
                setSelected(new Set());
                update({ season });
              }}
            />
            <ExportButton selection={selection} />
            <RemindFamiliesButton selection={selection} total={data?.total} seasonLabel={data?.season.label} />
          </>
        }
      >
        {t('list.title')}
      </PageTitle>

      {selected.size > 0 && data !== undefined && (
        <SelectionActions
          studentIds={[...selected]}
          season={data.season}
          onDone={() => setSelected(new Set())}
          onClear={() => setSelected(new Set())}
        />
      )}

      {filtered && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <Button size="small" startIcon={<FilterAltOffIcon />} onClick={clearAll}>
            {t('list.clearFilters')}
          </Button>
        </Box>
      )}

      {subscriptions.isError && <ErrorState error={subscriptions.error} onRetry={() => void subscriptions.refetch()} />}
      {subscriptions.isPending && !onPhone && <LoadingState />}

      {onPhone ? (
        <>
          <PhoneFilters {...viewProps} />
          {subscriptions.isPending && <LoadingState />}
          <Box sx={{ position: 'relative' }} aria-busy={subscriptions.isFetching}>
            {subscriptions.isPlaceholderData && <LinearProgress sx={{ mb: 1 }} aria-label={t('list.updating')} />}
            <SubscriptionCardList {...viewProps} />
            {empty}
            {pagination !== null && (
              <Paper variant="outlined" sx={{ mt: 2 }}>
                {pagination}
              </Paper>
            )}
          </Box>
        </>
      ) : (
        !subscriptions.isPending && (
          <Box sx={{ position: 'relative' }} aria-busy={subscriptions.isFetching}>
            {subscriptions.isPlaceholderData && (
              <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }} aria-label={t('list.updating')} />
            )}
            <SubscriptionTable
              {...viewProps}
              footer={
                <>
                  {empty}
                  {pagination}
                </>
              }
            />
          </Box>
        )
      )}
    </>
  );
}
