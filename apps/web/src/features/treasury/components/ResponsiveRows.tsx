import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Key, ReactNode } from 'react';

export interface Column<Row> {
  header: string;
  align?: 'right';
  sx?: SxProps<Theme>;
  cell: (row: Row) => ReactNode;
}

interface ResponsiveRowsProps<Row> {
  /** Names the table, or the list of cards on a phone. */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  columns: readonly Column<Row>[];
  /** What a row's card holds on a phone, where the table would not fit. */
  card: (row: Row) => ReactNode;
  cardLabel?: (row: Row) => string;
  /** A last row of the table (totals); on a phone it follows the cards. */
  footer?: ReactNode;
}

/** Rows as a table from a tablet up, as cards on a phone (390 px leaves no room for seven columns). */
export function ResponsiveRows<Row>({ label, rows, rowKey, columns, card, cardLabel, footer }: ResponsiveRowsProps<Row>) {
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'));
  if (onPhone) {
    return (
      <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Card component="li" key={rowKey(row)} variant="outlined" aria-label={cardLabel?.(row)}>
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>{card(row)}</CardContent>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.align} sx={column.sx}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {footer}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
