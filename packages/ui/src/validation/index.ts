export * from './rules';
export { useValidatedForm, usePendingSubmit } from './useValidatedForm';
