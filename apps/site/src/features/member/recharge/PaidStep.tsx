import type { RefObject } from 'react';
import { Button } from '@dongman/ui';
import type { RechargeOrder } from '@dongman/api-client';
import { useSiteMessages } from '../../../i18n';
import { formatDateTime } from '../../../lib/dateTime';
import { formatYuan } from '../../../lib/money';
import { toHref } from '../../../navigation/paths';
import { Amount, ButtonLink, Code, DescriptionItem, DescriptionList, Row } from '../shared/styles';
import { actionPath } from '../actions';
import { PaidIcon, SuccessBox, SuccessTitle } from './order.styles';

export interface PaidStepProps {
  order: RechargeOrder;
  balance: number;
  headingRef: RefObject<HTMLElement | null>;
  onAgain: () => void;
}

/** Step 3: the provider confirmed the payment and the balance was credited. */
export function PaidStep({ order, balance, headingRef, onAgain }: PaidStepProps) {
  const sm = useSiteMessages();
  return (
    <SuccessBox>
      <PaidIcon aria-hidden="true" />
      <SuccessTitle role="status" tabIndex={-1} ref={headingRef as RefObject<HTMLParagraphElement>}>
        {sm.rechargePaidTitle}
      </SuccessTitle>
      <DescriptionList style={{ minWidth: 'min(520px, 100%)', textAlign: 'left' }}>
        <DescriptionItem term={sm.rechargeOrderNo}>
          <Code>{order.orderNo}</Code>
        </DescriptionItem>
        <DescriptionItem term={sm.colPaidAmount}>
          {formatYuan(order.paidAmount ?? order.price)}
        </DescriptionItem>
        <DescriptionItem term={sm.rechargeCreditAmount}>{formatYuan(order.amount)}</DescriptionItem>
        <DescriptionItem term={sm.rechargeBalanceNow}>
          <Amount data-testid="recharge-balance">{formatYuan(balance)}</Amount>
        </DescriptionItem>
        <DescriptionItem term={sm.rechargePaidTime}>
          {formatDateTime(order.paidTime)}
        </DescriptionItem>
      </DescriptionList>
      <Row $gap="md" style={{ justifyContent: 'center' }}>
        <Button variant="primary" onClick={onAgain}>
          {sm.rechargeAgain}
        </Button>
        <ButtonLink href={toHref(actionPath('upgrade'))}>{sm.memberUpgradeNow}</ButtonLink>
        <ButtonLink href={toHref(actionPath('rechargeRecords'))}>
          {sm.memberTabRechargeRecords}
        </ButtonLink>
      </Row>
    </SuccessBox>
  );
}
