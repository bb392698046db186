import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../UIProvider';
import { SearchResultsModal } from './SearchResultsModal';
import type { SearchResultItem } from './searchResult';

const items: SearchResultItem[] = [
  {
    id: 101,
    title: '古风场景素材包',
    oneClass: 3,
    oneClassChildren: 7,
    oneClassName: '三维素材',
    oneClassChildrenName: '场景',
    createTime: '2025-03-08 14:20:00',
  },
  {
    id: 102,
    title: '场景转场特效',
    oneClass: 5,
    oneClassChildren: 0,
    oneClassName: '特效素材',
    oneClassChildrenName: '',
    createTime: '2025-02-01T09:00:00',
  },
];

/** The host site's route of a result (the modal takes it from its caller). */
const resultHref = (item: SearchResultItem) =>
  item.oneClassChildren
    ? `#/twoClass/${item.oneClass}/${item.oneClassChildren}/${item.id}`
    : `#/twoClass/${item.oneClass}/${item.id}`;

function setup() {
  const onPick = vi.fn();
  const onClose = vi.fn();
  render(
    <UIProvider>
      <SearchResultsModal
        open
        onClose={onClose}
        onPick={onPick}
        resultHref={resultHref}
        items={items}
        query="场景"
      />
    </UIProvider>,
  );
  return { onPick, onClose, user: userEvent.setup() };
}

describe('SearchResultsModal', () => {
  it('shows title, section and update date for each result', () => {
    setup();
    expect(screen.getByRole('dialog', { name: '搜索结果（2）' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('三维素材 / 场景')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('2025-03-08')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('特效素材')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('2025-02-01')).toBeInTheDocument();
  });

  it('links each title to its document route and highlights the query', () => {
    setup();
    expect(screen.getByRole('link', { name: '古风场景素材包' })).toHaveAttribute(
      'href',
      '#/twoClass/3/7/101',
    );
    const second = screen.getByRole('link', { name: '场景转场特效' });
    expect(second).toHaveAttribute('href', '#/twoClass/5/102');
    expect(second.querySelector('mark')).toHaveTextContent('场景');
  });

  it('picking a result with a click calls onPick and closes', async () => {
    const t = setup();
    await t.user.click(screen.getByRole('link', { name: '场景转场特效' }));
    expect(t.onPick).toHaveBeenCalledWith(items[1]);
    expect(t.onClose).toHaveBeenCalledTimes(1);
  });

  it('starts on the first title; Enter there picks it', async () => {
    const t = setup();
    expect(screen.getByRole('link', { name: '古风场景素材包' })).toHaveFocus();
    await t.user.keyboard('{Enter}');
    expect(t.onPick).toHaveBeenCalledWith(items[0]);
    expect(t.onClose).toHaveBeenCalledTimes(1);
  });
});
