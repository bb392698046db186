import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UIProvider } from '@dongman/ui';
import { useApiData } from '@dongman/state';
import { TextFilter, useQueryForm } from './QueryFields';
import { QueryTable } from './QueryTable';

afterEach(cleanup);

interface Row {
  id: number;
  title: string;
}
interface Query {
  title?: string;
  page: number;
}

/** A list page on a "server" whose rows the test changes, counting what the page asks it. */
function listPage(server: { rows: Row[]; asked: Query[] }) {
  function Page() {
    const form = useQueryForm<Query>({ page: 1 }, (text) => ({ title: text('title') }));
    const list = useApiData(`rows-${JSON.stringify(form.query)}`, async () => {
      server.asked.push(form.query);
      const list = server.rows.filter((r) => !form.query.title || r.title === form.query.title);
      return {
        ok: true as const,
        code: 200 as const,
        message: '',
        data: { list, total: list.length },
      };
    });
    return (
      <QueryTable
        title="文档"
        columns={[{ key: 'title', header: '标题' }]}
        list={list}
        query={form}
        rowKey={(r) => r.id}
        filters={<TextFilter label="标题" name="title" rule={{ maxLength: 20 }} />}
      />
    );
  }
  render(
    <UIProvider>
      <Page />
    </UIProvider>,
  );
  return screen.getByRole('table', { name: '文档' });
}

describe('QueryTable', () => {
  it('查询 with the same filters asks the server again and shows what changed since', async () => {
    const server = { rows: [{ id: 1, title: '片头' }], asked: [] as Query[] };
    const table = listPage(server);
    expect(await within(table).findByText('片头')).toBeTruthy();

    // Added on the server after the page loaded (a colleague, a background job).
    server.rows.push({ id: 2, title: '片尾' });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await within(table).findByText('片尾')).toBeTruthy();
    expect(server.asked).toEqual([{ page: 1 }, { page: 1 }]);

    // New filters load their own page, once.
    fireEvent.change(screen.getByRole('textbox', { name: '标题' }), { target: { value: '片尾' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await expect.poll(() => within(table).queryByText('片头')).toBeNull();
    expect(server.asked).toEqual([{ page: 1 }, { page: 1 }, { title: '片尾', page: 1 }]);
  });
});
