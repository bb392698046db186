/** Cents → "¥199.00" for messages (the one formatter of @dongman/format). */
export { formatYuan as yuan } from '@dongman/format';
