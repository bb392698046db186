import { useState } from 'react';
import { Button, RadioCard, RadioCardGroup } from '@dongman/ui';
import type { PayMethod, PayOption } from '@dongman/api-client';
import { useSiteMessages } from '../../../i18n';
import { formatYuan } from '../../../lib/money';
import { Callout, Stack } from '../shared/styles';
import { Credit, OptionName, PayMark, Price, Recommended, Summary } from './choice.styles';
import { PAY_TYPE_NAMES, type PayType } from './names';

export interface ChooseStepProps {
  options: PayOption[];
  methods: PayMethod[];
  creating: boolean;
  onSubmit: (option: PayOption, payType: PayType) => void;
}

/** Step 1: an amount and a pay type (only those a provider takes right now). */
export function ChooseStep({ options, methods, creating, onSubmit }: ChooseStepProps) {
  const sm = useSiteMessages();
  const [chosenId, setChosenId] = useState<number>();
  const [payType, setPayType] = useState<PayType | undefined>(methods[0]?.payType);
  const chosen =
    options.find((o) => o.id === chosenId) ?? options.find((o) => o.recommended) ?? options[0];
  const type = methods.some((m) => m.payType === payType) ? payType : methods[0]?.payType;

  return (
    <Stack $gap="xl">
      <RadioCardGroup legend={sm.rechargeChooseAmount}>
        {options.map((option) => (
          <RadioCard
            key={option.id}
            name="pay-option"
            value={option.id}
            checked={option.id === chosen?.id}
            onChange={() => setChosenId(option.id)}
            aria-describedby={`pay-option-${option.id}-credit`}
          >
            {option.recommended && <Recommended>{sm.rechargeRecommended}</Recommended>}
            <OptionName>{option.name}</OptionName>
            <Price>{formatYuan(option.price)}</Price>
            <Credit id={`pay-option-${option.id}-credit`}>
              {sm.t('rechargeCredited', { amount: formatYuan(option.amount) })}
            </Credit>
          </RadioCard>
        ))}
      </RadioCardGroup>
      <RadioCardGroup legend={sm.rechargePayType} layout="row">
        {methods.map((method) => (
          <RadioCard
            key={method.payType}
            name="pay-type"
            value={method.payType}
            checked={type === method.payType}
            onChange={() => setPayType(method.payType)}
          >
            <PayMark $type={method.payType} aria-hidden="true">
              {method.payType === 'wechat' ? sm.payMarkWechat : sm.payMarkAlipay}
            </PayMark>
            {sm[PAY_TYPE_NAMES[method.payType]]}
          </RadioCard>
        ))}
      </RadioCardGroup>
      {chosen && type && (
        <Summary>
          <span>
            {sm.t('rechargeSummary', {
              price: formatYuan(chosen.price),
              amount: formatYuan(chosen.amount),
            })}
          </span>
          <Button
            variant="primary"
            size="lg"
            loading={creating}
            onClick={() => onSubmit(chosen, type)}
          >
            {sm.rechargeSubmit}
          </Button>
        </Summary>
      )}
      {methods.some((m) => m.sandbox) && <Callout tone="warning">{sm.rechargeSandboxNote}</Callout>}
      <Callout tone="info">{sm.rechargeNote}</Callout>
    </Stack>
  );
}
