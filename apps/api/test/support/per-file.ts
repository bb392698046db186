import { afterAll } from 'vitest';
import { dropTestDatabases } from '../helpers.js';

// Runs before every test file. The files share one module graph per worker (isolate: false in
// vitest.config.ts), so what a file leaves behind is cleaned here, not at a module's first load.
afterAll(dropTestDatabases);
