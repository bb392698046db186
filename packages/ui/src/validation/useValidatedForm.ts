import { useCallback, useEffect, useRef, useState } from 'react';

type Validate<F extends string, K extends string> = (
  field: F,
  values: Record<F, string>,
) => K | undefined;

/**
 * Field values plus inline errors with "late punish, early reward" timing: a field is judged when
 * the user leaves it after typing or on submit; from then on ("checked") its message follows every
 * keystroke, so it disappears as soon as the input is fixed.
 *
 * Messages from outside the rules (the server's answer: "name taken", "wrong code") are kept apart
 * in `serverErrors`: each stays until its field's value changes. Leaving the field does not clear
 * it — the line would vanish and move the layout under a tap that was already on its way.
 */
export function useValidatedForm<F extends string, K extends string>(options: {
  empty: Record<F, string>;
  /** Fields in screen order: the first invalid one is returned by `validateAll`. */
  order: readonly F[];
  validateField: Validate<F, K>;
  /** Fields to re-judge when another changes (confirm password follows new password). */
  dependents?: Partial<Record<F, readonly F[]>>;
}) {
  const { empty, order, validateField, dependents } = options;
  const [values, setValues] = useState<Record<F, string>>(empty);
  // A key that is present (even with `undefined`) marks the field as checked.
  const [errors, setErrors] = useState<Partial<Record<F, K | undefined>>>({});
  const [serverErrors, setServerErrorState] = useState<Partial<Record<F, string>>>({});

  const forgetServerError = (field: F) =>
    setServerErrorState((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });

  const setValue = (field: F, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (value !== values[field]) forgetServerError(field);
    const recheck = [field, ...(dependents?.[field] ?? [])].filter((f) => f in errors);
    if (recheck.length === 0) return;
    setErrors((current) => {
      const updated = { ...current };
      for (const f of recheck) updated[f] = validateField(f, next);
      return updated;
    });
  };

  const blur = (field: F) => {
    if (values[field] === '') return; // tabbing through an empty form stays quiet
    setErrors((current) => ({ ...current, [field]: validateField(field, values) }));
  };

  /** Judges every field; returns the first invalid one in screen order. */
  const validateAll = (): F | undefined => {
    const found: Partial<Record<F, K | undefined>> = {};
    for (const field of order) found[field] = validateField(field, values);
    setErrors(found);
    return order.find((field) => found[field] !== undefined);
  };

  /**
   * Replaces the outside messages (a new answer supersedes the last one). The fields named become
   * checked, so once their value changes the rules follow every keystroke.
   */
  const setServerErrors = useCallback((next: Partial<Record<F, string>>) => {
    setServerErrorState(next);
    setErrors((current) => {
      const updated = { ...current };
      for (const field of Object.keys(next) as F[]) {
        if (!(field in updated)) updated[field] = undefined;
      }
      return updated;
    });
  }, []);

  /** Empties one field and forgets its judgement and any outside message on it. */
  const clearField = useCallback((field: F) => {
    setValues((current) => ({ ...current, [field]: '' }));
    setErrors((current) => {
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
    setServerErrorState((current) => {
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }, []);

  /** Back to the empty form, or to it with some fields filled in. */
  const reset = useCallback(
    (filled?: Partial<Record<F, string>>) => {
      setValues({ ...empty, ...filled });
      setErrors({});
      setServerErrorState({});
    },
    [empty],
  );

  return {
    values,
    errors,
    serverErrors,
    setValue,
    blur,
    validateAll,
    setServerErrors,
    clearField,
    reset,
  };
}

/**
 * Tracks a promise returned by a submit callback: `pending` is true until it settles (either way;
 * the caller reports errors), and a second run is ignored meanwhile.
 */
export function usePendingSubmit() {
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const isBusy = () => inFlight.current;

  const track = (result: unknown) => {
    if (!result || typeof (result as PromiseLike<unknown>).then !== 'function') return;
    inFlight.current = true;
    setPending(true);
    const done = () => {
      inFlight.current = false;
      if (mounted.current) setPending(false);
    };
    (result as PromiseLike<unknown>).then(done, done);
  };

  return { pending, isBusy, track };
}
