import { useId } from 'react';
import { styled } from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  label {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  input[type='range'] {
    width: 100%;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  output {
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
`;

const Scale = styled.div`
  display: flex;
  justify-content: space-between;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
`;

export interface SliderFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** The default, shown mid-scale. */
  middle: number;
  /** How a value reads (on the output, the scale and to screen readers). */
  format: (value: number) => string;
  onChange: (value: number) => void;
}

/** A labelled range with its value read out and the scale's ends and middle under it. */
export function SliderField({
  label,
  value,
  min,
  max,
  step,
  middle,
  format,
  onChange,
}: SliderFieldProps) {
  const id = useId();
  return (
    <Field>
      <Head>
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id}>{format(value)}</output>
      </Head>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={format(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <Scale aria-hidden="true">
        <span>{format(min)}</span>
        <span>{format(middle)}</span>
        <span>{format(max)}</span>
      </Scale>
    </Field>
  );
}
