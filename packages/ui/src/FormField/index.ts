export { FormField } from './FormField';
export type { FormFieldProps, FieldControlProps } from './FormField';
