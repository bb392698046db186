import { auditFacts } from '@dongman/format';
import { styled } from 'styled-components';

const Facts = styled.dl`
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
    content: '：';
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** An audit row's values before or after: Chinese field names, money as ¥ (not JSON cents). */
export function AuditFacts({ values }: { values: unknown }) {
  const facts = auditFacts(values);
  if (facts.length === 0) return <>—</>;
  return (
    <Facts>
      {facts.map(([label, text], i) => (
        <div key={`${label}-${i}`}>
          <dt>{label}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </Facts>
  );
}
