import { styled } from 'styled-components';

export const Json = styled.pre`
  max-width: 280px;
  margin: 0;
  font-size: 12px;
  white-space: pre-wrap;
  word-break: break-all;
`;
