import type { Page } from '@club/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BELOW_APP_BAR } from '../belowAppBar';
import { ErrorState } from '../ErrorState';
import { LoadingState } from '../LoadingState';
import { PAGE_SIZES, type Paging } from './usePaging';

export interface PagedColumn<Row> {
  /** The column's heading; empty for a column of buttons, which `label` then names. */
  header?: ReactNode;
  label?: string;
  align?: 'right';
  /** The style of the column's cells (not of its heading). */
  sx?: SxProps<Theme>;
  cell: (row: Row) => ReactNode;
}

export interface PagedTableProps<Row> {
  /** The query of the page shown: loading, failure and empty list are said here. */
  query: UseQueryResult<Page<Row>>;
  paging: Paging;
  /** Names the table, or the list of cards on a phone. */
  label: string;
  /** Said instead of the table when the list holds nothing. */
  emptyText: string;
  rowKey: (row: Row) => Key;
  columns: readonly PagedColumn<Row>[];
  /** What a row's card holds on a phone, where a table would not fit. */
  card: (row: Row) => ReactNode;
  /** A card's accessible name, when a row has one. */
  cardLabel?: (row: Row) => string;
}

/** One page of a list fetched by pages: a table on a desktop, cards on a phone, then the pagination. */
export function PagedTable<Row>({ query, paging, label, emptyText, rowKey, columns, card, cardLabel }: PagedTableProps<Row>) {
  const { t } = useTranslation();
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('md'));
  const start = useRef<HTMLDivElement>(null);
  // The pagination is under the list: a new page is read from its top, not where the reader
  // stood, so a list scrolled past brings its start into view (and one in view stays put).
  const turnTo = (page: number) => {
    paging.setPage(page);
    const anchor = start.current;
    if (anchor !== null && anchor.getBoundingClientRect().top < 0) anchor.scrollIntoView({ block: 'start' });
  };

  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { rows, total } = query.data;
  if (total === 0) return <Typography color="text.secondary">{emptyText}</Typography>;

  return (
    <>
      <Box ref={start} sx={{ scrollMarginTop: BELOW_APP_BAR }} />
      {onPhone ? (
        <Stack component="ul" aria-label={label} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => (
            <Card component="li" key={rowKey(row)} variant="outlined" aria-label={cardLabel?.(row)}>
              <CardContent>{card(row)}</CardContent>
            </Card>
          ))}
        </Stack>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {columns.map((column, index) => (
                  <TableCell key={index} align={column.align} aria-label={column.label}>
                    {column.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={rowKey(row)}>
                  {columns.map((column, index) => (
                    <TableCell key={index} align={column.align} sx={column.sx}>
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <TablePagination
        component="div"
        count={total}
        page={paging.page - 1}
        rowsPerPage={paging.pageSize}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_event, next) => turnTo(next + 1)}
        onRowsPerPageChange={(event) => paging.setPageSize(Number(event.target.value))}
        labelRowsPerPage={t('paging.perPage')}
        labelDisplayedRows={({ from, to, count }) => t('paging.displayed', { from, to, count })}
      />
    </>
  );
}
