import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UIProvider } from '../UIProvider';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('is a group named by its label that shows the number and the hint', () => {
    render(
      <UIProvider>
        <StatCard label="待审核会员" value={3} hint="今日新增 1" />
      </UIProvider>,
    );
    const card = screen.getByRole('group', { name: '待审核会员' });
    expect(card).toHaveTextContent('3');
    expect(card).toHaveTextContent('今日新增 1');
  });
});
