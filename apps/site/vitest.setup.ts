import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadCopy } from './src/i18n';

// In the app the routes load their part of the site's copy before rendering; component tests
// render pages directly, so all of it is loaded up front.
beforeAll(() => loadCopy('pages', 'member', 'auth'));

// jsdom does not scroll; pages scroll to the top on navigation.
window.scrollTo = () => undefined;

afterEach(() => cleanup());
