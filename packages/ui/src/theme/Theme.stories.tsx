import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useTheme } from 'styled-components';
import { useMessages } from '../UIProvider';

function Tokens() {
  const theme = useTheme();
  const m = useMessages();
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <section>
        <h2 style={{ fontSize: theme.fontSizes.lg }}>Colours</h2>
        <ul
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
            gap: 12,
            padding: 0,
            listStyle: 'none',
          }}
        >
          {Object.entries(theme.colors).map(([name, value]) => (
            <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              <span
                aria-hidden="true"
                style={{
                  width: 32,
                  height: 32,
                  flex: 'none',
                  borderRadius: theme.radii.sm,
                  background: value,
                  border: `1px solid ${theme.colors.border}`,
                }}
              />
              <span>
                <code>{name}</code>
                <br />
                <small>{value}</small>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2 style={{ fontSize: theme.fontSizes.lg }}>Type scale (CJK font stack)</h2>
        {Object.entries(theme.fontSizes).map(([name, size]) => (
          <p key={name} style={{ fontSize: size, margin: '4px 0' }}>
            <code>{name}</code> {size}px — {m.contactHint}
          </p>
        ))}
      </section>
      <section>
        <h2 style={{ fontSize: theme.fontSizes.lg }}>Layout</h2>
        <pre>
          {JSON.stringify(
            { breakpoints: theme.breakpoints, layout: theme.layout, zIndex: theme.zIndex },
            null,
            2,
          )}
        </pre>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundation/Theme',
  component: Tokens,
  tags: ['autodocs'],
} satisfies Meta<typeof Tokens>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The design tokens every component uses (`theme` from `@dongman/ui`). */
export const Tokens_: Story = {
  name: 'Tokens',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('menuBackground')).toBeVisible();
    await expect(canvas.getByText(/"mobile": 768/)).toBeInTheDocument();
    await expect(canvas.getByText(/"sideMenuWidth": 220/)).toBeInTheDocument();
  },
};
