import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // One React (this app's 18.x) for the app, the packed packages and styled-components.
  resolve: { dedupe: ['react', 'react-dom', 'styled-components'] },
});
