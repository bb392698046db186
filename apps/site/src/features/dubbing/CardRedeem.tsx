import { forwardRef, useState, type FormEvent } from 'react';
import { Button, Callout, Input } from '@dongman/ui';
import type { CardCodeResult } from '@dongman/api-client';
import { useApi } from '../../app/ApiContext';
import { FieldWithButton } from '../../components/FieldWithButton';
import { useSiteMessages } from '../../i18n';
import { formatDateTime } from '../../lib/dateTime';
import { CARD_CODE_MAX, validateCardCode } from '../../lib/memberRules';
import { RedeemedNote } from './DubbingPage.styles';

/**
 * Redeem a card code (dubbing days or a level's term); a refusal (unknown or used code) stays on the
 * field. What a code gave (the level, the days, the new end) stays under the field, not in a toast
 * that is gone in three seconds: a member reads the date, and may note it down.
 */
export const CardRedeem = forwardRef<HTMLInputElement, { onRedeemed: (r: CardCodeResult) => void }>(
  function CardRedeem({ onRedeemed }, ref) {
    const sm = useSiteMessages();
    const api = useApi();
    const [code, setCode] = useState('');
    const [error, setError] = useState<string>();
    const [busy, setBusy] = useState(false);
    const [redeemed, setRedeemed] = useState<string>();

    const submit = async (event: FormEvent) => {
      event.preventDefault();
      const problem = validateCardCode(code);
      if (problem) {
        setError(sm[problem]);
        return;
      }
      if (busy) return;
      setBusy(true);
      setRedeemed(undefined);
      const result = await api.redeemDubbingCard(code.trim());
      setBusy(false);
      if (!result) return;
      if (!result.ok) {
        setError(result.message);
        return;
      }
      setCode('');
      setError(undefined);
      const { data } = result;
      setRedeemed(
        data.type === 'level'
          ? sm.t('levelRedeemed', {
              level: data.levelName ?? '',
              days: data.addedDays,
              date: formatDateTime(data.levelExpireTime),
            })
          : sm.t('dubbingRedeemed', {
              days: data.addedDays,
              date: formatDateTime(data.dubbingExpireTime),
            }),
      );
      onRedeemed(result.data);
    };

    return (
      <div>
        <FieldWithButton as="form" onSubmit={submit} noValidate $fieldBasis={200} $flush>
          <Input
            ref={ref}
            label={sm.dubbingCardCode}
            placeholder={sm.dubbingCardCodePlaceholder}
            value={code}
            maxLength={CARD_CODE_MAX}
            autoComplete="off"
            spellCheck={false}
            error={error}
            onChange={(event) => {
              setCode(event.target.value);
              setError(undefined);
            }}
          />
          <Button type="submit" variant="primary" loading={busy}>
            {sm.dubbingRedeem}
          </Button>
        </FieldWithButton>
        {/* In the page from the start, so the first result is announced too. */}
        <RedeemedNote role="status">
          {redeemed && <Callout tone="success">{redeemed}</Callout>}
        </RedeemedNote>
      </div>
    );
  },
);
