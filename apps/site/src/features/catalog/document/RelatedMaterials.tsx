import { styled } from 'styled-components';
import type { DocumentSummary } from '@dongman/api-client';
import { Panel } from '../../../components/Page';
import { useSiteMessages } from '../../../i18n';
import { DocumentGrid } from '../DocumentGrid';

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
`;

/** 相关素材 under a document's article: same section, sharing words of the title (the API picks). */
export function RelatedMaterials({ related }: { related: readonly DocumentSummary[] | undefined }) {
  const sm = useSiteMessages();
  if (!related?.length) return null;
  return (
    <Panel as="section" aria-labelledby="related-materials">
      <Heading id="related-materials">{sm.relatedMaterials}</Heading>
      <DocumentGrid documents={related} headingLevel={3} />
    </Panel>
  );
}
