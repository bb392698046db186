import { useId, type ReactNode } from 'react';
import { Card, Hint, Label, Value } from './StatCard.styles';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  /** A line under the number (e.g. "今日 +3"). */
  hint?: ReactNode;
}

/** One dashboard number with its label; the label names the group for assistive technology. */
export function StatCard({ label, value, hint }: StatCardProps) {
  const id = useId();
  return (
    <Card role="group" aria-labelledby={id}>
      <Label id={id}>{label}</Label>
      <Value>{value}</Value>
      {hint && <Hint>{hint}</Hint>}
    </Card>
  );
}
