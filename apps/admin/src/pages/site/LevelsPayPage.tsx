import { TabbedPage } from '../../components/TabbedPage';
import { useSiteT } from './copy';
import LevelsTab from './LevelsTab';
import PayOptionsTab from './PayOptionsTab';

/** Levels and recharge pay options (owner and finance: they set prices). */
export default function LevelsPayPage() {
  const s = useSiteT();
  return (
    <TabbedPage
      title={s('menuLevelsPay')}
      label={s('tabsLabel')}
      tabs={[
        { key: 'levels', label: s('tabLevels'), content: <LevelsTab /> },
        { key: 'payOptions', label: s('tabPayOptions'), content: <PayOptionsTab /> },
      ]}
    />
  );
}
