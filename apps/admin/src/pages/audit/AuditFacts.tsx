import { auditFacts } from '@dongman/format';
import { useUI } from '@dongman/ui';
import { styled } from 'styled-components';

const Facts = styled.dl<{ $colon: string }>`
  max-width: 280px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  div {
    display: flex;
    gap: 4px;
  }
  dt {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dt:not(:empty)::after {
    content: '${({ $colon }) => $colon}';
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** An audit row's values before or after: field names in the console's language, money as ¥ (not JSON cents). */
export function AuditFacts({ values }: { values: unknown }) {
  const { locale } = useUI();
  const facts = auditFacts(values, locale);
  if (facts.length === 0) return <>—</>;
  return (
    <Facts $colon={locale === 'en' ? ': ' : '：'}>
      {facts.map(([label, text], i) => (
        <div key={`${label}-${i}`}>
          <dt>{label}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </Facts>
  );
}
