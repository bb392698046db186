import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UIProvider } from '../UIProvider';
import { Tabs } from './Tabs';

function Harness() {
  const [selected, setSelected] = useState('profile');
  return (
    <UIProvider>
      <Tabs
        label="会员详情"
        selected={selected}
        onSelect={setSelected}
        items={[
          { key: 'profile', label: '资料', content: '账号 demo' },
          { key: 'orders', label: '订单', content: '充值记录' },
          { key: 'logs', label: '日志', content: '登录日志' },
        ]}
      />
    </UIProvider>
  );
}

describe('Tabs', () => {
  it('selects by click and by arrow keys, showing only the selected panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tabpanel', { name: '资料' })).toHaveTextContent('账号 demo');
    fireEvent.click(screen.getByRole('tab', { name: '订单' }));
    expect(screen.getByRole('tabpanel', { name: '订单' })).toHaveTextContent('充值记录');
    fireEvent.keyDown(screen.getByRole('tab', { name: '订单' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '日志' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '日志' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: '日志' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '资料' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('登录日志')).not.toBeInTheDocument();
  });
});
