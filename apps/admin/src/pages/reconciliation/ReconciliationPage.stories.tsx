import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RECONCILIATIONS } from '../../testing/demoData';
import { consoleScreen } from '../../testing/ConsoleScreen';
import { type ConsoleStory } from '../../testing/screenStories';
import { yesterday } from './reconciliationApi';

export default {
  title: 'Reconciliation',
  tags: ['autodocs'],
  ...consoleScreen({ at: '/reconciliation', role: 'finance' }),
} satisfies Meta;

// The page opens on yesterday (the newest day with bills): the demo run is moved there.
const latest = RECONCILIATIONS.map((run, i) => (i === 0 ? { ...run, date: yesterday() } : run));

/** Yesterday's run: each provider's lines, and the one difference found (a payment we lack). */
export const Differences: ConsoleStory = {
  parameters: { console: { seed: { reconciliations: latest } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '对账' })).toBeVisible();
    await expect(await canvas.findByText('R202603190009')).toBeVisible();
    await expect(canvas.getByText('我方缺失')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新对账' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '导出 CSV' })).toBeVisible();
  },
};

/** A day not reconciled yet: it says so and offers 开始对账. */
export const NotRunYet: ConsoleStory = {
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('search', { name: '对账日期' });
    await expect(await canvas.findByText(`${yesterday()} 尚未对账`)).toBeVisible();
    await expect(within(form).getByRole('button', { name: '开始对账' })).toBeVisible();
  },
};
