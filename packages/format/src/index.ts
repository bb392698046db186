export { CSV_BOM, csvCell, csvLine, csvText, type CsvMoney, type CsvValue } from './csv';
export { formatDate, formatDateTime } from './dates';
export { centsOfYuan, formatSignedYuan, formatYuan, yuanDecimal } from './money';
