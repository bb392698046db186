export { Stack, Row, Box } from './Layout';
