import { styled } from 'styled-components';
import type { TwoClassDocument } from '@dongman/api-client';
import { Panel } from '../../../components/Page';
import { useSiteMessages } from '../../../i18n';
import { formatBytes } from '@dongman/format';
import { contentsTree, type ContentsFolder } from './contentsTree';

/** Up to this many files, every folder starts open; a bigger archive starts folded. */
const OPEN_UP_TO = 30;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  white-space: nowrap;
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

// Nested lists; each level indented, names may be long (wrap anywhere rather than overflow).
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space.lg}px;
  &:first-of-type {
    padding-left: 0;
  }
  li {
    padding: ${({ theme }) => theme.space.xs}px 0;
    overflow-wrap: anywhere;
  }
  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space.sm}px`};
`;

/** 包含文件: what a ZIP holds, as folders (native <details>) and files with their sizes. */
export function MaterialContents({ material }: { material: TwoClassDocument['material'] }) {
  const sm = useSiteMessages();
  const contents = material?.contents;
  if (!contents?.length) return null;
  const tree = contentsTree(contents);
  const open = tree.fileCount <= OPEN_UP_TO;
  const summary = sm.t('materialContentsSummary', {
    count: tree.fileCount,
    size: formatBytes(tree.size),
  });
  return (
    <Panel as="section" aria-labelledby="material-contents">
      <Heading id="material-contents">{sm.materialContents}</Heading>
      <Note>
        {material?.contentsTruncated
          ? sm.t('materialContentsTruncated', { count: tree.fileCount })
          : summary}
      </Note>
      <Folder folder={tree} open={open} />
    </Panel>
  );
}

function Folder({ folder, open }: { folder: ContentsFolder; open: boolean }) {
  const sm = useSiteMessages();
  return (
    <List>
      {folder.folders.map((child) => (
        <li key={`d:${child.name}`}>
          <details open={open}>
            <summary>
              <Row>
                <span>{child.name}/</span>
                <Muted>
                  {sm.t('materialContentsFolder', {
                    count: child.fileCount,
                    size: formatBytes(child.size),
                  })}
                </Muted>
              </Row>
            </summary>
            <Folder folder={child} open={open} />
          </details>
        </li>
      ))}
      {folder.files.map((file) => (
        <li key={`f:${file.name}`}>
          <Row>
            <span>{file.name}</span>
            <Muted>{formatBytes(file.size)}</Muted>
          </Row>
        </li>
      ))}
    </List>
  );
}
