import { useState } from 'react';
import { Tabs, type TabItem } from '@dongman/ui';
import { PageTitle } from '../layout/ConsoleLayout.styles';

/** A console page of tabs: its heading, then one tab's content at a time (the first at the start). */
export function TabbedPage(props: { title: string; label: string; tabs: readonly TabItem[] }) {
  const [tab, setTab] = useState(props.tabs[0]!.key);
  return (
    <>
      <PageTitle>{props.title}</PageTitle>
      <Tabs label={props.label} selected={tab} onSelect={setTab} items={props.tabs} />
    </>
  );
}
