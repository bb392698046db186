import { useRef, useState, type RefObject } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { Button, message } from '@dongman/ui';
import type { PayCompletedResult, RechargeOrder } from '@dongman/api-client';
import { useApi } from '../../../app/ApiContext';
import { useSiteMessages } from '../../../i18n';
import { formatDateTime } from '../../../lib/dateTime';
import { formatYuan } from '../../../lib/money';
import {
  Amount,
  Code,
  DescriptionItem,
  DescriptionList,
  Muted,
  Row,
  Stack,
  SubTitle,
} from '../shared/styles';
import { PAY_TYPE_NAMES, PROVIDER_NAMES, StatusTag } from './names';
import { ExternalButtonLink, OrderCard, QrBox } from './order.styles';
import { useOrderPolling } from './useOrderPolling';

export interface OrderStepProps {
  order: RechargeOrder;
  headingRef: RefObject<HTMLElement | null>;
  /** Every newer state of the order (polled, checked with the provider, cancelled). */
  onUpdate: (state: PayCompletedResult) => void;
  onBack: () => void;
}

/**
 * Step 2: pay the order. Desktops show the provider's QR code; phones get a button that opens the
 * provider's page (the sandbox cashier here). The page polls the order and moves on by itself;
 * "I paid, check now" asks the provider; the member may cancel.
 */
export function OrderStep({ order, headingRef, onUpdate, onBack }: OrderStepProps) {
  const sm = useSiteMessages();
  const api = useApi();
  const [busy, setBusy] = useState<'check' | 'cancel' | null>(null);
  const busyRef = useRef(false);
  useOrderPolling(order.orderNo, order.status === 'pending', onUpdate);

  const run = async (kind: 'check' | 'cancel') => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(kind);
    const result =
      kind === 'check'
        ? await api.completeRechargeOrder(order.orderNo)
        : await api.cancelRechargeOrder(order.orderNo);
    busyRef.current = false;
    setBusy(null);
    if (!result?.ok) return;
    if (kind === 'check' && result.data.order.status === 'pending')
      message.info(sm.rechargeNotYetPaid);
    if (kind === 'cancel' && result.data.order.status === 'closed')
      message.info(sm.rechargeCancelled);
    onUpdate(result.data);
  };

  const payTypeName = sm[PAY_TYPE_NAMES[order.payType]];
  const openLabel = order.provider === 'sandbox' ? sm.rechargeOpenCashier : sm.rechargeOpenPayPage;
  const webLink = /^https?:\/\//i.test(order.payUrl);
  const openPage = webLink && (
    <Row $gap="md">
      <ExternalButtonLink
        href={order.payUrl}
        target="_blank"
        rel="noopener noreferrer"
        $variant={order.payMode === 'redirect' ? 'primary' : 'secondary'}
        data-testid="open-pay-page"
      >
        {openLabel}
      </ExternalButtonLink>
    </Row>
  );
  return (
    <OrderCard aria-labelledby="recharge-order-title">
      {order.payMode === 'qr' && (
        <QrBox>
          <QRCodeSVG
            value={order.payUrl}
            size={168}
            level="M"
            role="img"
            aria-label={sm.rechargeQrLabel}
            data-testid="pay-qr"
          />
          <figcaption>{sm.t('rechargeScanHint', { payType: payTypeName })}</figcaption>
        </QrBox>
      )}
      <Stack $gap="lg">
        <Row $gap="sm">
          <SubTitle
            id="recharge-order-title"
            tabIndex={-1}
            ref={headingRef as RefObject<HTMLHeadingElement>}
          >
            {sm.rechargeOrderTitle}
          </SubTitle>
          <StatusTag status={order.status} t={(key) => sm[key]} />
        </Row>
        <Muted>{order.payMode === 'qr' ? sm.rechargeOrderHint : sm.rechargeOrderHintPhone}</Muted>
        {/* On a phone the page to open comes first; next to a QR code it is the fallback. */}
        {order.payMode === 'redirect' && openPage}
        <DescriptionList style={{ gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <DescriptionItem term={sm.rechargeOrderNo}>
            <Code data-testid="order-no">{order.orderNo}</Code>
          </DescriptionItem>
          <DescriptionItem term={sm.rechargePayAmount}>
            <Amount $size="lg">{formatYuan(order.price)}</Amount>
          </DescriptionItem>
          <DescriptionItem term={sm.rechargeCreditAmount}>
            {formatYuan(order.amount)}
          </DescriptionItem>
          <DescriptionItem term={sm.rechargePayType}>
            {payTypeName}（{sm[PROVIDER_NAMES[order.provider]]}）
          </DescriptionItem>
          <DescriptionItem term={sm.rechargeCreateTime}>
            {formatDateTime(order.createTime)}
          </DescriptionItem>
        </DescriptionList>
        <p role="status" style={{ margin: 0 }}>
          {sm.rechargeWaiting}{' '}
          {sm.t('rechargeExpireAt', { time: formatDateTime(order.expireTime) })}
        </p>
        {order.payMode === 'qr' && openPage}
        <Row $gap="md">
          <Button
            variant={order.payMode === 'qr' ? 'primary' : 'secondary'}
            loading={busy === 'check'}
            disabled={busy === 'cancel'}
            onClick={() => void run('check')}
          >
            {sm.rechargePaid}
          </Button>
          <Button
            loading={busy === 'cancel'}
            disabled={busy === 'check'}
            onClick={() => void run('cancel')}
          >
            {sm.rechargeCancel}
          </Button>
          <Button variant="ghost" disabled={busy !== null} onClick={onBack}>
            {sm.rechargeChangeOption}
          </Button>
        </Row>
        <Muted>{sm.rechargePaidHint}</Muted>
      </Stack>
    </OrderCard>
  );
}
