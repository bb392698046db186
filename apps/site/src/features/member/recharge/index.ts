export { RechargeSection } from './RechargeSection';
