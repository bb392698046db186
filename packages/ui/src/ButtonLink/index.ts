export { ButtonLink, TextLink, buttonLinkStyles } from './ButtonLink';
