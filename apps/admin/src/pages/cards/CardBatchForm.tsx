import {
  AdminCardBatchRequestRules as RULES,
  enums,
  fieldRules,
} from '@dongman/api-client/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@dongman/ui';
import { useApiData } from '@dongman/state';
import { QueryForm } from '../../layout/ConsoleLayout.styles';
import { admin, type Schemas } from '../../lib/api';
import { useCardsT } from './copy';

type Request = Schemas['AdminCardBatchRequest'];
type BatchType = (typeof enums.CardBatchType)[number];
const DEFAULTS = { days: 30, count: 10 };

/**
 * The generate form: dubbing codes (days) or level codes (a level sold for a term; each code is
 * one term of it, like a paid upgrade or renewal).
 */
export function CardBatchForm({ onGenerate }: { onGenerate: (body: Request) => void }) {
  const t = useCardsT();
  const [type, setType] = useState<BatchType>('dubbing');
  const { data: levels } = useApiData('card-levels', (signal) =>
    admin.call(admin.raw.GET('/api/admin/levels', { signal })),
  );
  const lowest = Math.min(...(levels ?? []).map((l) => l.sort));
  // What the server accepts: enabled, sold for a term, not the free level.
  const termLevels = (levels ?? []).filter(
    (l) => !l.disabled && l.termDays !== null && l.sort !== lowest,
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const expireDate = String(form.get('expireDate') ?? '');
    onGenerate({
      type,
      ...(type === 'dubbing'
        ? { days: Number(form.get('days')) }
        : { levelId: Number(form.get('levelId')) }),
      count: Number(form.get('count')),
      note: String(form.get('note') ?? ''),
      ...(expireDate ? { expireDate } : {}),
    });
  };

  return (
    <QueryForm onSubmit={submit} aria-label={t('generate')}>
      <label>
        {t('type')}
        {/* Named by aria-label: a wrapping label's name would take in the options' text. */}
        <select
          name="type"
          aria-label={t('type')}
          value={type}
          onChange={(e) => setType(e.target.value as BatchType)}
        >
          {enums.CardBatchType.map((value) => (
            <option key={value} value={value}>
              {t(`type_${value}`)}
            </option>
          ))}
        </select>
      </label>
      {type === 'dubbing' ? (
        <WholeNumber label={t('days')} name="days" />
      ) : (
        <label>
          {t('level')}
          <select name="levelId" aria-label={t('level')} required>
            {termLevels.map((level) => (
              <option key={level.id} value={level.id}>
                {t('levelTerm', { level: level.name, days: level.termDays ?? 0 })}
              </option>
            ))}
          </select>
        </label>
      )}
      <WholeNumber label={t('count')} name="count" />
      <label>
        {t('expireDate')}
        <input name="expireDate" type="date" />
      </label>
      <label>
        {t('note')}
        <input name="note" maxLength={fieldRules.AdminCardBatchRequest.note.maxLength} />
      </label>
      <Button
        type="submit"
        variant="primary"
        disabled={type === 'level' && termLevels.length === 0}
      >
        {t('generate')}
      </Button>
      {type === 'level' && levels && termLevels.length === 0 && <p>{t('noTermLevels')}</p>}
    </QueryForm>
  );
}

/** A required whole number of the request (days, count) within the contract's range, as a query-row label. */
function WholeNumber({ label, name }: { label: string; name: keyof typeof DEFAULTS }) {
  return (
    <label>
      {label}
      <input
        name={name}
        type="number"
        min={RULES[name].minimum}
        max={RULES[name].maximum}
        defaultValue={DEFAULTS[name]}
        required
      />
    </label>
  );
}
