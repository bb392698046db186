import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 5 s: the machine is shared, so allow for slow moments.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
