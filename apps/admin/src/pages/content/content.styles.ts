import { styled } from 'styled-components';

export const Tree = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

export const Node = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  ol {
    list-style: none;
    margin: ${({ theme }) => theme.space.sm}px 0 0;
    padding: 0 0 0 ${({ theme }) => theme.space.lg}px;
  }
  ol li {
    border-top: 1px dashed ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.space.xs}px 0;
  }
`;

export const NodeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  strong,
  span.name {
    min-width: 8em;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    margin-right: auto;
  }
`;

export const Thumb = styled.img`
  width: 120px;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Hint = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
`;
