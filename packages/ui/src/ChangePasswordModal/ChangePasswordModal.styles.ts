import { styled } from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  /* The last field's bottom margin would double the gap above the footer. */
  & > :last-child {
    margin-bottom: 0;
  }
`;
