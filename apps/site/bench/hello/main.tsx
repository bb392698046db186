// The yardstick of the Lighthouse benchmark: the site's stack (React 19, styled-components,
// react-router's hash router as the site uses it, Vite) rendering one heading — what an empty
// page costs.
import { createRoot } from 'react-dom/client';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { styled } from 'styled-components';

const Heading = styled.h1`
  margin: 48px auto;
  max-width: 40rem;
  font-family: sans-serif;
`;

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <HashRouter>
      <Routes>
        <Route path="*" element={<Heading>你好，动漫素材会员站</Heading>} />
      </Routes>
    </HashRouter>,
  );
