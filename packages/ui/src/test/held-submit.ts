import { fn } from 'storybook/test';

/**
 * A submit handler whose promise stays pending until the play function releases it, so a story can
 * check the busy state while the submit is in flight however slow the machine is (a timer of a few
 * hundred ms could run out before the check under CI's load).
 */
export function heldSubmit<T extends unknown[]>() {
  let release = () => {};
  const onSubmit = fn(
    (..._args: T) =>
      new Promise<void>((resolve) => {
        release = resolve;
      }),
  );
  return { onSubmit, release: () => release() };
}
