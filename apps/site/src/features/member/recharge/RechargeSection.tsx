import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, message, AsyncContent, EmptyState, Skeleton } from '@dongman/ui';
import type { PayCompletedResult, PayOption, RechargeOrder } from '@dongman/api-client';
import { useApi } from '../../../app/ApiContext';
import { listResult, useApiData } from '@dongman/state';
import { useSiteMessages } from '../../../i18n';
import { formatYuan } from '../../../lib/money';
import { useMember } from '../shared/useMember';
import { Callout, SectionHead, Stack } from '../shared/styles';
import { ChooseStep } from './ChooseStep';
import type { PayType } from './names';
import { OrderStep } from './OrderStep';
import { OrdersList } from './OrdersList';
import { PaidStep } from './PaidStep';
import { isPhoneLayout } from './useOrderPolling';

type Stage =
  | { kind: 'choose' }
  | { kind: 'order'; order: RechargeOrder }
  | { kind: 'paid'; order: RechargeOrder; balance: number };

/**
 * Recharge: choose an amount and a pay type → the order (QR code on desktops, the provider's page
 * on phones) → paid, noticed by itself (polling) or on "I paid, check now". The balance comes
 * only from the payment provider's confirmation; it updates everywhere and a toast says so.
 */
export function RechargeSection() {
  const sm = useSiteMessages();
  const api = useApi();
  const { user, setMoney, refresh } = useMember();
  const { state: options, reload: retryOptions } = useApiData('pay-options', (signal) =>
    listResult(api.listPayOptions({ signal })),
  );
  const { state: methods, reload: retryMethods } = useApiData('pay-methods', (signal) =>
    listResult(api.listPayMethods({ signal })),
  );
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [creating, setCreating] = useState(false);
  const [closedNotice, setClosedNotice] = useState(false);
  // The orders list reloads when an order changes state.
  const [ordersVersion, setOrdersVersion] = useState(0);
  // A new step takes focus, so it is seen and announced.
  const stepHeadingRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (stage.kind === 'choose') return;
    stepHeadingRef.current?.focus();
    stepHeadingRef.current?.scrollIntoView?.({ block: 'center' });
  }, [stage.kind]);

  const onUpdate = useCallback(
    ({ order, money }: PayCompletedResult) => {
      if (order.status === 'pending') {
        setStage({ kind: 'order', order });
        return;
      }
      setOrdersVersion((v) => v + 1);
      if (order.status === 'paid') {
        setMoney(money);
        setStage({ kind: 'paid', order, balance: money });
        message.success(
          sm.t('rechargeSuccess', { amount: formatYuan(order.amount), balance: formatYuan(money) }),
        );
        void refresh();
        return;
      }
      setClosedNotice(true);
      setStage({ kind: 'choose' });
    },
    [setMoney, refresh, sm],
  );

  if (options.status !== 'ready' || methods.status !== 'ready') {
    // Either read still loading shows the skeleton; either failing shows its failure.
    const pending =
      options.status === 'failed' ? options : methods.status === 'ready' ? options : methods;
    return (
      <AsyncContent
        state={pending}
        loading={<Skeleton lines={4} />}
        onRetry={() => {
          retryOptions();
          retryMethods();
        }}
      >
        {() => null}
      </AsyncContent>
    );
  }

  const createOrder = async (option: PayOption, payType: PayType) => {
    if (creating) return;
    setCreating(true);
    setClosedNotice(false);
    const device = isPhoneLayout() ? 'mobile' : 'desktop';
    const result = await api.createRechargeOrder({ payOptionId: option.id, payType, device });
    setCreating(false);
    // Failures were shown by the site's error toast; the choice stays as it was.
    if (result?.ok) {
      setOrdersVersion((v) => v + 1);
      setStage({ kind: 'order', order: result.data });
    }
  };

  const head = (description?: string) => (
    <SectionHead id="recharge-title" title={sm.memberTabRecharge} description={description} />
  );

  if (methods.data.length === 0) {
    return (
      <section aria-labelledby="recharge-title">
        {head()}
        <Callout tone="warning">{sm.rechargeUnavailable}</Callout>
      </section>
    );
  }
  if (stage.kind === 'paid') {
    return (
      <section aria-labelledby="recharge-title">
        {head()}
        <PaidStep
          order={stage.order}
          balance={stage.balance}
          headingRef={stepHeadingRef}
          onAgain={() => setStage({ kind: 'choose' })}
        />
      </section>
    );
  }
  return (
    <section aria-labelledby="recharge-title">
      {head(sm.t('rechargeIntro', { balance: formatYuan(user.money ?? 0) }))}
      <Stack $gap="xl">
        {closedNotice && (
          <Callout tone="neutral" live>
            <strong>{sm.rechargeClosedTitle}</strong> {sm.rechargeClosedHint}{' '}
            <Button variant="link" onClick={() => setClosedNotice(false)}>
              {sm.rechargeAgain}
            </Button>
          </Callout>
        )}
        {stage.kind === 'order' ? (
          <OrderStep
            order={stage.order}
            headingRef={stepHeadingRef}
            onUpdate={onUpdate}
            onBack={() => setStage({ kind: 'choose' })}
          />
        ) : options.data.length === 0 ? (
          <EmptyState title={sm.rechargeNoOptions} />
        ) : (
          <ChooseStep
            options={options.data}
            methods={methods.data}
            creating={creating}
            onSubmit={(option, payType) => void createOrder(option, payType)}
          />
        )}
        <OrdersList
          key={ordersVersion}
          onResume={(order) => {
            setClosedNotice(false);
            setStage({ kind: 'order', order });
          }}
        />
      </Stack>
    </section>
  );
}
