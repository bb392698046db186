// Open modal dialogs, innermost last. While a modal <dialog> is open the rest of the page is inert
// (hidden from assistive technology) and below the top layer, so toasts render inside it.
let stack: readonly HTMLDialogElement[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const modalStack = {
  push(dialog: HTMLDialogElement) {
    stack = [...stack.filter((d) => d !== dialog), dialog];
    emit();
  },
  remove(dialog: HTMLDialogElement) {
    if (!stack.includes(dialog)) return;
    stack = stack.filter((d) => d !== dialog);
    emit();
  },
  top: (): HTMLDialogElement | null => stack[stack.length - 1] ?? null,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
