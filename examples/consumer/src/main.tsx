import { StrictMode, useState, version } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '@dongman/api-client';
import { MemberLogin, NoticeCenter } from '@dongman/widgets';

// The API lives on another origin; `?api=` lets the test point at its server.
const apiBase = new URLSearchParams(location.search).get('api') ?? 'http://127.0.0.1:3000';
// One client for both widgets: it keeps the XSRF token the API hands out.
const client = createApiClient({ baseUrl: apiBase });

function App() {
  const [member, setMember] = useState<string | null>(null);
  return (
    <main>
      <h1>合作站点示例</h1>
      <p data-testid="react-version">React {version}</p>
      <nav aria-label="会员站">
        <NoticeCenter client={client} />{' '}
        <MemberLogin
          client={client}
          onLoggedIn={(user) => setMember(user.usersInfo.name)}
          onSession={(user) => setMember(user?.usersInfo.name ?? null)}
        />
      </nav>
      <p data-testid="member">{member ? `已登录：${member}` : '未登录'}</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
