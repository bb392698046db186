// `@dongman/ui/rich-text-policy`: the rich-text policy as plain data and functions (no React, no
// DOM), for the API's sanitiser; the library applies the same policy with DOMPurify.
export * from '../richText/policy';
