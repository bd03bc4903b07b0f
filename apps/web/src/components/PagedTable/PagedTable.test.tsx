import type { Page } from '@club/domain';
import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { renderInShell } from '@/testing/renderApp';
import { setViewport } from '@/testing/viewport';
import { PagedTable } from './PagedTable';
import { usePaging } from './usePaging';

interface Swimmer {
  id: number;
  name: string;
}

const SWIMMERS: Swimmer[] = Array.from({ length: 45 }, (_, index) => ({ id: index + 1, name: `Nageur ${index + 1}` }));

/** Answers as the API does: the rows of the page asked, and how many there are in all. */
const pageOf = (rows: readonly Swimmer[]) =>
  vi.fn(async (page: number, pageSize: number): Promise<Page<Swimmer>> => ({
    rows: rows.slice((page - 1) * pageSize, page * pageSize),
    total: rows.length,
    page,
    pageSize,
  }));

function Swimmers({ fetchPage }: { fetchPage: (page: number, pageSize: number) => Promise<Page<Swimmer>> }) {
  const paging = usePaging();
  const query = useQuery({ queryKey: ['swimmers', paging.page, paging.pageSize], queryFn: () => fetchPage(paging.page, paging.pageSize) });
  return (
    <>
      <button type="button" onClick={paging.restart}>
        Filtrer
      </button>
      <PagedTable
        query={query}
        paging={paging}
        label="Nageurs"
        emptyText="Aucun nageur."
        rowKey={(swimmer) => swimmer.id}
        columns={[
          { header: 'Nom', cell: (swimmer) => swimmer.name },
          { header: 'N°', align: 'right', cell: (swimmer) => swimmer.id },
          { label: 'Actions', cell: (swimmer) => <button type="button">Voir {swimmer.name}</button> },
        ]}
        card={(swimmer) => <p>{swimmer.name}</p>}
        cardLabel={(swimmer) => swimmer.name}
      />
    </>
  );
}

const bodyRows = async () =>
  within(await screen.findByRole('table', { name: 'Nageurs' }))
    .getAllByRole('row')
    .slice(1);

describe('paged table', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the first 20 rows under their headings and says which of how many', async () => {
    setViewport('desktop');
    renderInShell(<Swimmers fetchPage={pageOf(SWIMMERS)} />);

    const rows = await bodyRows();
    expect(rows).toHaveLength(20);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Nageur 1', '1', 'Voir Nageur 1']);
    const headings = screen.getAllByRole('columnheader');
    expect(headings.map((heading) => heading.textContent)).toEqual(['Nom', 'N°', '']);
    expect(headings[2]).toHaveAccessibleName('Actions');
    expect(screen.getByText('1–20 sur 45')).toBeInTheDocument();
  });

  it('asks for the next page, goes back to the first on a new filter, and to the first of a larger size', async () => {
    setViewport('desktop');
    const fetchPage = pageOf(SWIMMERS);
    const user = userEvent.setup();
    renderInShell(<Swimmers fetchPage={fetchPage} />);
    await bodyRows();
    const nextPage = () => screen.getByRole('button', { name: 'Aller à la page suivante' });

    await user.click(nextPage());
    expect(await screen.findByText('21–40 sur 45')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith(2, 20);

    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    expect(await screen.findByText('1–20 sur 45')).toBeInTheDocument();

    await user.click(nextPage());
    expect(await screen.findByText('21–40 sur 45')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Par page' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['20', '50', '100']);
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(await screen.findByText('1–45 sur 45')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith(1, 50);
    expect(nextPage()).toBeDisabled();
  });

  it('brings the start of the list into view on a new page when the reader had scrolled past it, not otherwise', async () => {
    setViewport('desktop');
    const user = userEvent.setup();
    // jsdom has no scrolling: the call is recorded, then taken away again.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    renderInShell(<Swimmers fetchPage={pageOf(SWIMMERS)} />);
    /** The element before the table, placed at `top` px from the top of the window. */
    const listStartAt = async (top: number) => {
      const table = await screen.findByRole('table', { name: 'Nageurs' });
      const start = table.closest('.MuiTableContainer-root')?.previousElementSibling;
      if (!(start instanceof HTMLElement)) throw new Error('no start of list');
      vi.spyOn(start, 'getBoundingClientRect').mockImplementation(() => new DOMRect(0, top, 800, 0));
      return start;
    };

    await listStartAt(120);
    await user.click(screen.getByRole('button', { name: 'Aller à la page suivante' }));
    expect(await screen.findByText('21–40 sur 45')).toBeInTheDocument();
    expect(scrolled).toEqual([]);

    const start = await listStartAt(-900);
    await user.click(screen.getByRole('button', { name: 'Aller à la page suivante' }));
    expect(await screen.findByText('41–45 sur 45')).toBeInTheDocument();
    expect(scrolled).toEqual([start]);
  });

  it('says the list is empty instead of an empty table', async () => {
    setViewport('desktop');
    renderInShell(<Swimmers fetchPage={pageOf([])} />);

    expect(await screen.findByText('Aucun nageur.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Par page')).not.toBeInTheDocument();
  });

  it('shows cards named by their row on a phone, with the same pagination', async () => {
    setViewport('phone');
    renderInShell(<Swimmers fetchPage={pageOf(SWIMMERS)} />);

    const list = await screen.findByRole('list', { name: 'Nageurs' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(list).getByRole('listitem', { name: 'Nageur 3' })).toHaveTextContent('Nageur 3');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('1–20 sur 45')).toBeInTheDocument();
  });

  it('says why a page could not load and offers to try again', async () => {
    setViewport('desktop');
    const fetchPage = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(500, 'UNKNOWN_ERROR', 'boom'))
      .mockImplementation(pageOf(SWIMMERS));
    const user = userEvent.setup();
    renderInShell(<Swimmers fetchPage={fetchPage} />);

    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Réessayer' }));
    expect(await bodyRows()).toHaveLength(20);
  });
});
