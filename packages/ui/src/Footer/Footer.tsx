import { visuallyHiddenText } from '../shell/VisuallyHidden';
import { useMessages } from '../UIProvider/context';
import { StyledFooter } from './Footer.styles';

export interface FooterProps {
  /** ICP filing number, shown as "备案号：{number}"; the line is left out without one. */
  filingNumber?: string;
  /** Where the filing number links to (e.g. https://beian.miit.gov.cn/); opens in a new tab. */
  filingHref?: string;
  className?: string;
}

/** Page footer (contentinfo landmark): copyright 2024-2025 and the filing number. */
export function Footer({ filingNumber, filingHref, className }: FooterProps) {
  const m = useMessages();
  const filing = filingNumber ? m.t('filing', { number: filingNumber }) : null;
  return (
    <StyledFooter className={className}>
      <p>{m.copyright}</p>
      {filing && (
        <p>
          {filingHref ? (
            <a href={filingHref} target="_blank" rel="noopener noreferrer">
              {filing}
              {visuallyHiddenText(m.opensInNewTab)}
            </a>
          ) : (
            filing
          )}
        </p>
      )}
    </StyledFooter>
  );
}
