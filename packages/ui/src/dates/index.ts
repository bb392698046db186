export { formatDate } from './formatDate';
