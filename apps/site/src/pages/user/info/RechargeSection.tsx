import { useEffect, useRef, useState, type RefObject } from 'react';
import { styled } from 'styled-components';
import { QRCodeSVG } from 'qrcode.react';
import { Button, CheckCircleIcon, message } from '@dongman/ui';
import type { PayOption, RechargeOrder } from '@dongman/api-client';
import { useApi } from '../../../app/ApiContext';
import { EmptyState } from '../../../components/EmptyState';
import { LoadFailure } from '../../../components/LoadFailure';
import { PageSkeleton } from '../../../components/Skeleton';
import { listResult, useApiData } from '../../../hooks/useApiData';
import { useSiteMessages } from '../../../i18n';
import { formatDateTime } from '../../../lib/dateTime';
import { formatYuan } from '../../../lib/money';
import { toHref } from '../../../lib/paths';
import { useMember } from '../shared/useMember';
import {
  Amount,
  ButtonLink,
  Callout,
  Code,
  DescriptionList,
  Muted,
  Row,
  SectionHead,
  Stack,
  SubTitle,
  Tag,
} from '../shared/styles';
import { actionPath } from './actions';

type PayType = RechargeOrder['payType'];
const PAY_TYPES: readonly PayType[] = ['wechat', 'alipay'];

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.md}px;
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const OptionGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(168px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
`;

/** A radio input drawn as a selectable card; the native input keeps keyboard and screen readers. */
const Choice = styled.label`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.lg}px`};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    top: ${({ theme }) => theme.space.md}px;
    right: ${({ theme }) => theme.space.md}px;
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const OptionName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Price = styled.span`
  font-size: 26px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
  line-height: 1.2;
`;

const Credit = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.success};
`;

const Recommended = styled(Tag)`
  position: absolute;
  top: -11px;
  left: ${({ theme }) => theme.space.md}px;
  background: linear-gradient(90deg, #f97316, #ef4444);
  color: #fff;
`;

const PayTypeGrid = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  ${Choice} {
    grid-auto-flow: column;
    align-items: center;
    justify-content: start;
    min-width: 160px;
    padding-right: 44px;
  }
`;

const PayMark = styled.span<{ $type: PayType }>`
  display: inline-grid;
  place-items: center;
  width: 24px;
  height: 24px;
  border-radius: 6px;
  background: ${({ $type }) => ($type === 'wechat' ? '#07c160' : '#1677ff')};
  color: #fff;
  font-size: 13px;
  font-weight: 700;
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const OrderCard = styled.section`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl}px;
  padding: ${({ theme }) => theme.space.xl}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    padding: ${({ theme }) => theme.space.lg}px;
  }
`;

const QrBox = styled.figure`
  align-self: start;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  figcaption {
    max-width: 184px;
    text-align: center;
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  svg {
    display: block;
    padding: 8px;
    border-radius: ${({ theme }) => theme.radii.sm}px;
    background: #fff;
  }
`;

const SuccessBox = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.xl}px 0;
`;

const SuccessTitle = styled.p`
  margin: 0;
  &:focus {
    outline: none;
  }
  font-size: ${({ theme }) => theme.fontSizes.xl}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const PaidIcon = styled(CheckCircleIcon)`
  font-size: 48px;
  color: ${({ theme }) => theme.colors.success};
`;

type Stage =
  | { kind: 'choose' }
  | { kind: 'order'; order: RechargeOrder; option: PayOption }
  | { kind: 'paid'; order: RechargeOrder; option: PayOption; balance: number };

/**
 * Recharge: choose an amount and a pay type → an order with its QR code → "我已完成支付"
 * confirms it, the balance updates everywhere (session store) and a success toast says so.
 */
export function RechargeSection() {
  const sm = useSiteMessages();
  const api = useApi();
  const { user, setMoney, refresh } = useMember();
  const [options, retry] = useApiData('pay-options', (signal) =>
    listResult(api.listPayOptions({ signal })),
  );
  const [chosenId, setChosenId] = useState<number>();
  const [payType, setPayType] = useState<PayType>('wechat');
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [creating, setCreating] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // A second click while the first confirmation is on its way must not send again.
  const confirmingRef = useRef(false);
  // A new step (the order, then the payment result) takes focus, so it is seen and announced.
  const stepHeadingRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (stage.kind === 'choose') return;
    stepHeadingRef.current?.focus();
    stepHeadingRef.current?.scrollIntoView?.({ block: 'center' });
  }, [stage.kind]);

  const payTypeName = (type: PayType) => (type === 'wechat' ? sm.payTypeWechat : sm.payTypeAlipay);

  if (options.status === 'loading') return <PageSkeleton lines={4} />;
  if (options.status === 'failed') {
    return (
      <LoadFailure
        code={options.code}
        message={options.message}
        notFoundTitle={sm.loadFailed}
        onRetry={retry}
      />
    );
  }
  const list = options.data;
  if (list.length === 0) return <EmptyState title={sm.rechargeNoOptions} />;
  const chosen = list.find((o) => o.id === chosenId) ?? list.find((o) => o.recommended) ?? list[0];

  const createOrder = async () => {
    if (!chosen || creating) return;
    setCreating(true);
    const result = await api.createRechargeOrder({ payOptionId: chosen.id, payType });
    setCreating(false);
    // Failures were shown by the site's error toast; the choice stays as it was.
    if (result?.ok) setStage({ kind: 'order', order: result.data, option: chosen });
  };

  const confirmPaid = async () => {
    if (stage.kind !== 'order' || confirmingRef.current) return;
    confirmingRef.current = true;
    setConfirming(true);
    const result = await api.completeRechargeOrder(stage.order.orderNo);
    confirmingRef.current = false;
    setConfirming(false);
    if (!result?.ok) return;
    const { order, money } = result.data;
    setMoney(money);
    setStage({ kind: 'paid', order, option: stage.option, balance: money });
    message.success(
      sm.t('rechargeSuccess', { amount: formatYuan(order.amount), balance: formatYuan(money) }),
    );
    void refresh();
  };

  if (stage.kind === 'paid') {
    return (
      <section aria-labelledby="recharge-title">
        <SectionHead id="recharge-title" title={sm.memberTabRecharge} />
        <SuccessBox>
          <PaidIcon aria-hidden="true" />
          <SuccessTitle
            role="status"
            tabIndex={-1}
            ref={stepHeadingRef as RefObject<HTMLParagraphElement>}
          >
            {sm.rechargePaidTitle}
          </SuccessTitle>
          <DescriptionList style={{ minWidth: 'min(520px, 100%)', textAlign: 'left' }}>
            <div>
              <dt>{sm.rechargeOrderNo}</dt>
              <dd>
                <Code>{stage.order.orderNo}</Code>
              </dd>
            </div>
            <div>
              <dt>{sm.rechargeCreditAmount}</dt>
              <dd>{formatYuan(stage.order.amount)}</dd>
            </div>
            <div>
              <dt>{sm.rechargeBalanceNow}</dt>
              <dd>
                <Amount data-testid="recharge-balance">{formatYuan(stage.balance)}</Amount>
              </dd>
            </div>
            <div>
              <dt>{sm.rechargePaidTime}</dt>
              <dd>{formatDateTime(stage.order.paidTime)}</dd>
            </div>
          </DescriptionList>
          <Row $gap="md" style={{ justifyContent: 'center' }}>
            <Button variant="primary" onClick={() => setStage({ kind: 'choose' })}>
              {sm.rechargeAgain}
            </Button>
            <ButtonLink href={toHref(actionPath('upgrade'))}>{sm.memberUpgradeNow}</ButtonLink>
            <ButtonLink href={toHref(actionPath('rechargeRecords'))}>
              {sm.memberTabRechargeRecords}
            </ButtonLink>
          </Row>
        </SuccessBox>
      </section>
    );
  }

  if (stage.kind === 'order') {
    const { order, option } = stage;
    const webLink = /^https?:\/\//i.test(order.payUrl);
    return (
      <section aria-labelledby="recharge-title">
        <SectionHead
          id="recharge-title"
          title={sm.memberTabRecharge}
          description={sm.rechargeOrderHint}
        />
        <OrderCard aria-labelledby="recharge-order-title">
          <QrBox>
            <QRCodeSVG
              value={order.payUrl}
              size={168}
              level="M"
              role="img"
              aria-label={sm.rechargeQrLabel}
              data-testid="pay-qr"
            />
            <figcaption>
              {sm.t('rechargeScanHint', { payType: payTypeName(order.payType) })}
            </figcaption>
          </QrBox>
          <Stack $gap="lg">
            <Row $gap="sm">
              <SubTitle
                id="recharge-order-title"
                tabIndex={-1}
                ref={stepHeadingRef as RefObject<HTMLHeadingElement>}
              >
                {sm.rechargeOrderTitle}
              </SubTitle>
              <Tag $tone="warning">{sm.rechargeStatusPending}</Tag>
            </Row>
            <DescriptionList style={{ gridTemplateColumns: 'minmax(0, 1fr)' }}>
              <div>
                <dt>{sm.rechargeOrderNo}</dt>
                <dd>
                  <Code data-testid="order-no">{order.orderNo}</Code>
                </dd>
              </div>
              <div>
                <dt>{sm.rechargePayAmount}</dt>
                <dd>
                  <Amount $size="lg">{formatYuan(option.price)}</Amount>
                </dd>
              </div>
              <div>
                <dt>{sm.rechargeCreditAmount}</dt>
                <dd>{formatYuan(order.amount)}</dd>
              </div>
              <div>
                <dt>{sm.rechargePayType}</dt>
                <dd>{payTypeName(order.payType)}</dd>
              </div>
              <div>
                <dt>{sm.rechargeCreateTime}</dt>
                <dd>{formatDateTime(order.createTime)}</dd>
              </div>
            </DescriptionList>
            {webLink && (
              <a href={order.payUrl} target="_blank" rel="noopener noreferrer">
                {sm.rechargeOpenPayPage}
              </a>
            )}
            <Row $gap="md">
              <Button variant="primary" size="lg" loading={confirming} onClick={confirmPaid}>
                {sm.rechargePaid}
              </Button>
              <Button size="lg" disabled={confirming} onClick={() => setStage({ kind: 'choose' })}>
                {sm.rechargeChangeOption}
              </Button>
            </Row>
            <Muted>{sm.rechargePaidHint}</Muted>
          </Stack>
        </OrderCard>
      </section>
    );
  }

  return (
    <section aria-labelledby="recharge-title">
      <SectionHead
        id="recharge-title"
        title={sm.memberTabRecharge}
        description={sm.t('rechargeIntro', { balance: formatYuan(user.money ?? 0) })}
      />
      <Stack $gap="xl">
        <Fieldset>
          <legend>{sm.rechargeChooseAmount}</legend>
          <OptionGrid>
            {list.map((option) => (
              <Choice key={option.id}>
                <input
                  type="radio"
                  name="pay-option"
                  value={option.id}
                  checked={option.id === chosen?.id}
                  onChange={() => setChosenId(option.id)}
                  aria-describedby={`pay-option-${option.id}-credit`}
                />
                {option.recommended && <Recommended>{sm.rechargeRecommended}</Recommended>}
                <OptionName>{option.name}</OptionName>
                <Price>{formatYuan(option.price)}</Price>
                <Credit id={`pay-option-${option.id}-credit`}>
                  {sm.t('rechargeCredited', { amount: formatYuan(option.amount) })}
                </Credit>
              </Choice>
            ))}
          </OptionGrid>
        </Fieldset>
        <Fieldset>
          <legend>{sm.rechargePayType}</legend>
          <PayTypeGrid>
            {PAY_TYPES.map((type) => (
              <Choice key={type}>
                <input
                  type="radio"
                  name="pay-type"
                  value={type}
                  checked={payType === type}
                  onChange={() => setPayType(type)}
                />
                <PayMark $type={type} aria-hidden="true">
                  {type === 'wechat' ? sm.payMarkWechat : sm.payMarkAlipay}
                </PayMark>
                {payTypeName(type)}
              </Choice>
            ))}
          </PayTypeGrid>
        </Fieldset>
        {chosen && (
          <Summary>
            <span>
              {sm.t('rechargeSummary', {
                price: formatYuan(chosen.price),
                amount: formatYuan(chosen.amount),
              })}
            </span>
            <Button variant="primary" size="lg" loading={creating} onClick={createOrder}>
              {sm.rechargeSubmit}
            </Button>
          </Summary>
        )}
        {options.data.length > 0 && <Callout tone="info">{sm.rechargeNote}</Callout>}
      </Stack>
    </section>
  );
}
