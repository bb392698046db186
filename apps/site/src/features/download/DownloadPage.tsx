import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { DownloadIcon, WarningIcon, AsyncContent, EmptyState, Skeleton } from '@dongman/ui';
import { useApi } from '../../app/ApiContext';
import { Breadcrumbs, PageHeader, Panel } from '../../components/Page';
import { useApiData } from '@dongman/state';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSiteMessages } from '../../i18n';
import { entitlementMessageKey } from '../../lib/entitlement';
import { paths, toHref } from '../../navigation/paths';
import { ButtonLink, Muted, Row, Tag, buttonLinkStyles, MemberPage } from '../member/shared/styles';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => `${theme.space.xxl}px ${theme.space.lg}px`};
  text-align: center;
`;

const Icon = styled.div<{ $tone: 'ok' | 'refused' }>`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  font-size: 34px;
  background: ${({ theme, $tone }) =>
    $tone === 'ok' ? theme.colors.primarySoft : theme.colors.warningSoft};
  color: ${({ theme, $tone }) => ($tone === 'ok' ? theme.colors.primary : theme.colors.warning)};
`;

const DocTitle = styled.h2`
  margin: 0;
  max-width: 32em;
  font-size: ${({ theme }) => theme.fontSizes.xxl}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const Reason = styled.p`
  margin: 0;
  max-width: 36em;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

/** A plain anchor: the file is served by the API, not by the site's router. */
const DownloadAnchor = styled.a<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonLinkStyles}
  height: 48px;
  padding: 0 ${({ theme }) => theme.space.xxl}px;
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  box-shadow: ${({ theme }) => theme.shadows.md};
  svg {
    font-size: 20px;
  }
`;

/** user/download/{key}: the download check, then the link — or why not and how to get there. */
export default function DownloadPage() {
  const sm = useSiteMessages();
  const api = useApi();
  const { key = '' } = useParams();
  const { state: check, reload: retry } = useApiData(`download-${key}`, (signal) =>
    api.checkDownload(key, { signal }),
  );
  const title = check.status === 'ready' ? check.data.title : undefined;
  usePageTitle(title, sm.pageDownload);

  return (
    <MemberPage>
      <Breadcrumbs
        items={[{ label: sm.pageHome, href: toHref(paths.home()) }, { label: sm.pageDownload }]}
      />
      <PageHeader title={sm.pageDownload} />
      <Panel>
        {check.status === 'failed' && check.code === 404 ? (
          <EmptyState tone="error" title={check.message || sm.downloadNotFound}>
            <ButtonLink href={toHref(paths.home())} $variant="primary">
              {sm.backHome}
            </ButtonLink>
          </EmptyState>
        ) : (
          <AsyncContent
            state={check}
            loading={
              <>
                <Muted role="status">{sm.downloadChecking}</Muted>
                <Skeleton lines={3} />
              </>
            }
            onRetry={retry}
          >
            {() => null}
          </AsyncContent>
        )}
        {check.status === 'ready' && check.data.allowed && check.data.downloadUrl && (
          <Box data-testid="download-allowed">
            <Icon $tone="ok" aria-hidden="true">
              <DownloadIcon />
            </Icon>
            <DocTitle>{check.data.title}</DocTitle>
            {check.data.requiredEntitlement && (
              <Tag $tone="success">
                {sm.t('documentRequires', {
                  name: sm[entitlementMessageKey(check.data.requiredEntitlement)],
                })}
              </Tag>
            )}
            <Muted>{sm.downloadReady}</Muted>
            <DownloadAnchor href={check.data.downloadUrl} $variant="primary" download>
              <DownloadIcon aria-hidden="true" />
              {sm.downloadNow}
            </DownloadAnchor>
            <Muted>{sm.downloadLinkHint}</Muted>
          </Box>
        )}
        {check.status === 'ready' && !(check.data.allowed && check.data.downloadUrl) && (
          <Box data-testid="download-refused">
            <Icon $tone="refused" aria-hidden="true">
              <WarningIcon />
            </Icon>
            <DocTitle>{check.data.title}</DocTitle>
            <Reason role="alert">{check.data.reason || sm.downloadRefused}</Reason>
            <Row $gap="md" style={{ justifyContent: 'center' }}>
              <ButtonLink href={toHref(paths.memberCenter('upgrade'))} $variant="primary">
                {sm.memberUpgradeNow}
              </ButtonLink>
              <ButtonLink href={toHref(paths.memberCenter('recharge'))}>
                {sm.memberRechargeNow}
              </ButtonLink>
            </Row>
            <Muted>{sm.downloadRefusedHint}</Muted>
          </Box>
        )}
      </Panel>
    </MemberPage>
  );
}
