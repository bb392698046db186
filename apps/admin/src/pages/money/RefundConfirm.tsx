import { ConfirmDialog, DescriptionItem, DescriptionList } from '@dongman/ui';
import { styled } from 'styled-components';
import { useMoneyT } from './copy';
import type { Schemas } from '../../lib/api';
import { yuan } from '../../lib/format';

export type RefundPreview = Schemas['AdminRefundPreview'];

/** One item a row: the dialog is narrow. */
const Facts = styled(DescriptionList)`
  display: block;
`;
const Refusal = styled.p`
  margin: ${({ theme }) => theme.space.md}px 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * The last look before money leaves: the order, what was paid and refunded, what is left to
 * refund, this refund and the member's balance before → after (all from the server's preview).
 * A refusal by the server is shown here, naming the most that can be refunded.
 */
export function RefundConfirm({
  preview,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  preview: RefundPreview | null;
  busy: boolean;
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const m = useMoneyT();
  return (
    <ConfirmDialog
      open={preview !== null}
      title={m('refundConfirmTitle')}
      danger
      loading={busy}
      confirmLabel={preview ? m('refundConfirm', { amount: yuan(preview.amount) }) : m('refund')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      data-testid="refund-confirm"
      text={
        preview && (
          <>
            <Facts>
              <DescriptionItem term={m('orderNo')}>{preview.orderNo}</DescriptionItem>
              <DescriptionItem term={m('member')}>{preview.memberName}</DescriptionItem>
              <DescriptionItem term={m('price')}>{yuan(preview.paidAmount)}</DescriptionItem>
              <DescriptionItem term={m('refunded')}>{yuan(preview.refundedAmount)}</DescriptionItem>
              <DescriptionItem term={m('refundable')}>{yuan(preview.refundable)}</DescriptionItem>
              <DescriptionItem term={m('refundThis')}>{yuan(preview.amount)}</DescriptionItem>
              <DescriptionItem term={m('debit')}>{yuan(preview.debit)}</DescriptionItem>
              <DescriptionItem term={m('memberBalance')}>
                {m('balanceChange', {
                  before: yuan(preview.balance),
                  after: yuan(preview.balanceAfter),
                })}
              </DescriptionItem>
            </Facts>
            {error && <Refusal role="alert">{error}</Refusal>}
          </>
        )
      }
    />
  );
}
