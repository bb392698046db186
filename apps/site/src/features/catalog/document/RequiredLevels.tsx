import { styled } from 'styled-components';
import { Link } from '@dongman/ui/shell';
import type { LevelRef } from '@dongman/api-client';
import { useSession } from '@dongman/state';
import { useSiteMessages } from '../../../i18n';
import { paths, toHref } from '../../../navigation/paths';

const Line = styled.p`
  flex-basis: 100%;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * Which levels include the material, beside its download button, so a member learns before the
 * click which level they need; with an 升级 link when theirs is not one of them.
 */
export function RequiredLevels({ levels }: { levels: LevelRef[] | null | undefined }) {
  const sm = useSiteMessages();
  const { userInfo } = useSession();
  if (!levels || levels.length === 0) return null;
  const mine = userInfo.usersInfo.levelId;
  const included = levels.some((level) => level.id === mine);
  return (
    <Line data-testid="required-levels">
      <span>
        {sm.t('documentLevelsInclude', {
          levels: levels.map((level) => `「${level.name}」`).join(sm.documentLevelsJoin),
        })}
      </span>
      {included ? (
        <strong>{sm.documentLevelsYours}</strong>
      ) : (
        <Link href={toHref(paths.memberCenter('upgrade'))}>{sm.documentLevelsUpgrade}</Link>
      )}
    </Line>
  );
}
