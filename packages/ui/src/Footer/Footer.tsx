import { visuallyHiddenText } from '../shell/VisuallyHidden';
import { useMessages } from '../UIProvider/context';
import { StyledFooter } from './Footer.styles';

export interface FooterProps {
  /** ICP filing number, shown as "备案号：{number}"; the line is left out without one. */
  filingNumber?: string;
  /** Where the filing number links to (e.g. https://beian.miit.gov.cn/); opens in a new tab. */
  filingHref?: string;
  className?: string;
  /** The year the copyright runs to; this year by default. */
  year?: number;
}

/** Page footer (contentinfo landmark): copyright up to this year and the filing number. */
export function Footer({ filingNumber, filingHref, className, year }: FooterProps) {
  const m = useMessages();
  // From the date, never written in: the footer does not go stale on New Year's Day.
  const thisYear = year ?? new Date().getFullYear();
  const filing = filingNumber ? m.t('filing', { number: filingNumber }) : null;
  return (
    <StyledFooter className={className}>
      <p>{m.t('copyright', { year: thisYear })}</p>
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
