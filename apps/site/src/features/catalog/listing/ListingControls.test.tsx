import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderPage } from '../../member/testing';
import { ListingControls } from './ListingControls';
import type { ListingChoice } from './listingChoice';

// The page puts each choice in the address and renders it as a transition, so a member who picks
// a sort and then a format before the page has caught up must keep both.

describe('listing controls', () => {
  it('builds each change on the last pick, before the page has rendered it', async () => {
    const onChange = vi.fn<(next: ListingChoice) => void>();
    renderPage(<ListingControls choice={{ sort: 'newest', free: false }} onChange={onChange} />, {
      api: {},
    });
    // The choice passed in stays as it was: the page has not rendered the first pick yet.
    fireEvent.change(await screen.findByRole('combobox', { name: '排序' }), {
      target: { value: 'downloads' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: '格式' }), { target: { value: 'MP4' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '只看免费' }));
    expect(onChange.mock.calls.map(([next]) => next)).toEqual([
      { sort: 'downloads', free: false },
      { sort: 'downloads', format: 'MP4', free: false },
      { sort: 'downloads', format: 'MP4', free: true },
    ]);
  });

  it('starts again from the choice the page renders, as when the address is changed elsewhere', async () => {
    const onChange = vi.fn<(next: ListingChoice) => void>();
    // A page whose address can be changed elsewhere (the back button, a link holding only 热门).
    function Page() {
      const [choice, setChoice] = useState<ListingChoice>({ sort: 'newest', free: false });
      return (
        <>
          <button onClick={() => setChoice({ sort: 'popular', free: false })}>热门的链接</button>
          <ListingControls choice={choice} onChange={onChange} />
        </>
      );
    }
    renderPage(<Page />, { api: {} });
    fireEvent.change(await screen.findByRole('combobox', { name: '格式' }), {
      target: { value: 'PSD' },
    });
    fireEvent.click(screen.getByRole('button', { name: '热门的链接' }));
    fireEvent.change(screen.getByRole('combobox', { name: '格式' }), { target: { value: 'AI' } });
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'popular', format: 'AI', free: false });
  });
});
