import { useState } from 'react';
import { Tabs } from '@dongman/ui';
import { PageTitle } from '../../layout/ConsoleLayout.styles';
import { useSiteT } from './copy';
import LevelsTab from './LevelsTab';
import PayOptionsTab from './PayOptionsTab';

/** Levels and recharge pay options (owner and finance: they set prices). */
export default function LevelsPayPage() {
  const s = useSiteT();
  const [tab, setTab] = useState('levels');
  return (
    <>
      <PageTitle>{s('menuLevelsPay')}</PageTitle>
      <Tabs
        label={s('tabsLabel')}
        selected={tab}
        onSelect={setTab}
        items={[
          { key: 'levels', label: s('tabLevels'), content: <LevelsTab /> },
          { key: 'payOptions', label: s('tabPayOptions'), content: <PayOptionsTab /> },
        ]}
      />
    </>
  );
}
