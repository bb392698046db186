import { EmptyState } from '@dongman/ui';
import { styled } from 'styled-components';
import { Button, useMessages } from '@dongman/ui/shell';
import { Panel } from '../../components/Layout';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSiteMessages } from '../../i18n';
import { goHome } from './ErrorPage';

const Code = styled.p`
  margin: 0;
  font-size: 72px;
  line-height: 1;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
  background: ${({ theme }) => theme.gradients.accentDiagonal};
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

/** 404 and every unknown path (spec section 2). */
export default function NotFoundPage() {
  const m = useMessages();
  const sm = useSiteMessages();
  usePageTitle(sm.pageNotFound);
  return (
    <Panel>
      <EmptyState title={m.notFound} tone="error">
        <Code aria-hidden="true">404</Code>
        <Button variant="primary" onClick={goHome}>
          {sm.backHome}
        </Button>
      </EmptyState>
    </Panel>
  );
}
