import { styled } from 'styled-components';

export const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 4px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** The writing area; text set like the members' site shows it. */
export const Area = styled.div`
  .tiptap {
    min-height: 12em;
    max-height: 60vh;
    overflow-y: auto;
    padding: 8px 12px;
    line-height: 1.7;
    &:focus {
      outline: none;
    }
    img {
      max-width: 100%;
      height: auto;
    }
    p {
      margin: 0 0 0.6em;
    }
  }
  textarea {
    display: block;
    box-sizing: border-box;
    width: 100%;
    min-height: 16em;
    border: 0;
    padding: 8px 12px;
    font:
      13px/1.6 ui-monospace,
      monospace;
  }
`;

export const Note = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
`;
