import type { RefObject } from 'react';
import { Button } from '@dongman/ui';
import type { RechargeOrder } from '@dongman/api-client';
import { useSiteMessages } from '../../../i18n';
import { formatDateTime } from '../../../lib/dateTime';
import { formatYuan } from '../../../lib/money';
import { toHref } from '../../../navigation/paths';
import { Amount, ButtonLink, Code, DescriptionList, Row } from '../shared/styles';
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
        <div>
          <dt>{sm.rechargeOrderNo}</dt>
          <dd>
            <Code>{order.orderNo}</Code>
          </dd>
        </div>
        <div>
          <dt>{sm.colPaidAmount}</dt>
          <dd>{formatYuan(order.paidAmount ?? order.price)}</dd>
        </div>
        <div>
          <dt>{sm.rechargeCreditAmount}</dt>
          <dd>{formatYuan(order.amount)}</dd>
        </div>
        <div>
          <dt>{sm.rechargeBalanceNow}</dt>
          <dd>
            <Amount data-testid="recharge-balance">{formatYuan(balance)}</Amount>
          </dd>
        </div>
        <div>
          <dt>{sm.rechargePaidTime}</dt>
          <dd>{formatDateTime(order.paidTime)}</dd>
        </div>
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
