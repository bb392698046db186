import { setProjectAnnotations } from '@storybook/react-vite';
import * as preview from '../../../../.storybook/preview';

// Stories rendered for screenshots get the same decorators (UIProvider, locale) as in Storybook.
setProjectAnnotations([preview]);

// A fixed page size so top-layer dialogs and toasts land in the same place on every run.
document.body.style.margin = '0';
document.body.style.height = '100vh';
document.body.style.overflow = 'hidden';
