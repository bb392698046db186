import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Panel, Tab, TabList } from './Tabs.styles';

export interface TabItem {
  key: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  items: ReadonlyArray<TabItem>;
  /** Key of the selected tab (controlled). */
  selected: string;
  onSelect: (key: string) => void;
  /** Accessible name of the tab list. */
  label: string;
}

/**
 * WAI-ARIA tabs: one tab stop (the selected tab), arrow keys / Home / End move and select,
 * only the selected panel is rendered.
 */
export function Tabs({ items, selected, onSelect, label }: TabsProps) {
  const base = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const index = Math.max(
    0,
    items.findIndex((item) => item.key === selected),
  );
  const current = items[index];

  const move = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const key = items[target]!.key;
    onSelect(key);
    refs.current.get(key)?.focus();
  };

  return (
    <div>
      <TabList role="tablist" aria-label={label} onKeyDown={move}>
        {items.map((item) => {
          const active = item.key === current?.key;
          return (
            <Tab
              key={item.key}
              ref={(node) => {
                if (node) refs.current.set(item.key, node);
                else refs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.key}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${item.key}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(item.key)}
            >
              {item.label}
            </Tab>
          );
        })}
      </TabList>
      {current && (
        <Panel
          role="tabpanel"
          id={`${base}-panel-${current.key}`}
          aria-labelledby={`${base}-tab-${current.key}`}
          tabIndex={0}
        >
          {current.content}
        </Panel>
      )}
    </div>
  );
}
