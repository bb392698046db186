import { styled } from 'styled-components';
import { visuallyHidden } from '../theme';

/** Text for assistive technology only (e.g. "opens in a new tab"). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

export const visuallyHiddenText = (text: string) => <VisuallyHidden>{text}</VisuallyHidden>;
