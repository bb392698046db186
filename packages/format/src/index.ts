export { CSV_BOM, csvCell, csvLine, csvText } from './csv';
export { formatDate, formatDateTime } from './dates';
export { formatSignedYuan, formatYuan, yuanDecimal } from './money';
