import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UIProvider } from '../UIProvider';
import { isMember } from './types';
import { initialOf, UserArea } from './UserArea';

describe('the avatar', () => {
  const area = (avatarUrl?: string | null) =>
    render(
      <UIProvider>
        <UserArea user={{ id: 7, name: '张小明', avatarUrl }} onLogin={() => {}} />
      </UIProvider>,
    );

  it('shows the uploaded picture when there is one', () => {
    area('/api/files/12');
    const avatar = within(screen.getByRole('button', { name: '张小明' })).getByTestId(
      'user-avatar',
    );
    expect(avatar.querySelector('img')).toHaveAttribute('src', '/api/files/12');
    expect(avatar).not.toHaveTextContent('张');
  });

  it('shows the first character without one, or when the picture fails to load', () => {
    const inBar = () =>
      within(screen.getByRole('button', { name: '张小明' })).getByTestId('user-avatar');
    const first = area(null);
    expect(inBar()).toHaveTextContent('张');
    first.unmount();
    area('/broken.png');
    const avatar = inBar();
    fireEvent.error(avatar.querySelector('img')!);
    expect(avatar).toHaveTextContent('张');
    expect(avatar.querySelector('img')).toBeNull();
  });
});

describe('initialOf', () => {
  it('takes the first character, upper-cased, ignoring spaces', () => {
    expect(initialOf('张小明')).toBe('张');
    expect(initialOf('  lily')).toBe('L');
  });

  it('keeps a character outside the BMP whole', () => {
    expect(initialOf('𠮷野家')).toBe('𠮷');
  });

  it('is empty without a name', () => {
    expect(initialOf('')).toBe('');
    expect(initialOf(null)).toBe('');
  });
});

describe('isMember', () => {
  it('treats an id above 0 as a member and anything else as a guest', () => {
    expect(isMember({ id: 1 })).toBe(true);
    expect(isMember({ id: 0, name: '张三' })).toBe(false);
    expect(isMember({ id: -1 })).toBe(false);
    expect(isMember({ id: null })).toBe(false);
    expect(isMember(null)).toBe(false);
    expect(isMember(undefined)).toBe(false);
  });
});
