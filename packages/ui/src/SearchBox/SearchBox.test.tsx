import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../UIProvider';
import { SearchBox, searchText } from './SearchBox';

function setup() {
  const onSearch = vi.fn();
  const onSearchBlank = vi.fn();
  render(
    <UIProvider>
      <SearchBox onSearch={onSearch} onSearchBlank={onSearchBlank} />
    </UIProvider>,
  );
  return { onSearch, onSearchBlank, input: screen.getByRole('searchbox', { name: '搜索素材' }) };
}

describe('searchText', () => {
  it('trims the text and treats blank input as nothing to search', () => {
    expect(searchText('  动画 ')).toBe('动画');
    expect(searchText('')).toBeNull();
    expect(searchText(' \t ')).toBeNull();
    expect(searchText('\u3000\u3000')).toBeNull(); // full-width spaces from a Chinese IME
  });
});

// Rendering under jsdom on a shared, busy machine can be slow: allow time, assert behaviour only.
describe('SearchBox', { timeout: 30_000 }, () => {
  it('searches for the trimmed text on Enter', async () => {
    const { onSearch, onSearchBlank, input } = setup();
    await userEvent.type(input, '  人物素材  {Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('人物素材');
    expect(onSearchBlank).not.toHaveBeenCalled();
  });

  it('searches from the submit button too', async () => {
    const { onSearch, input } = setup();
    await userEvent.type(input, '场景');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('场景');
  });

  it('reports a blank search instead of searching', async () => {
    const { onSearch, onSearchBlank, input } = setup();
    await userEvent.type(input, '   {Enter}');
    expect(onSearchBlank).toHaveBeenCalledOnce();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('is a search landmark', () => {
    setup();
    expect(screen.getByRole('search')).toBeInTheDocument();
  });
});
