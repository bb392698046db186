import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadMemberCatalogue } from './src/i18n';

// In the app the member routes load their copy before rendering; component tests render those
// pages directly, so the copy is loaded up front.
beforeAll(() => loadMemberCatalogue('zh-CN'));

// jsdom does not scroll; pages scroll to the top on navigation.
window.scrollTo = () => undefined;

afterEach(() => cleanup());
