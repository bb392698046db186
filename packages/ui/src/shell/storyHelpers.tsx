// Story-only building blocks (never exported from the package).
import { styled } from 'styled-components';
import { useMessages } from '../UIProvider/context';

const BrandRow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  white-space: nowrap;
`;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 30px;
  height: 30px;
  border-radius: 8px;
  background: linear-gradient(135deg, #818cf8, #c084fc);
  color: #fff;
  font-size: 16px;
  font-weight: 700;
`;

/** Logo mark + site name, as the site would pass to `brand`. */
export function DemoBrand() {
  const m = useMessages();
  return (
    <BrandRow>
      <Mark aria-hidden="true">动</Mark>
      {m.siteName}
    </BrandRow>
  );
}

const Hero = styled.section`
  padding: 28px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: linear-gradient(120deg, #312e81, #4338ca 55%, #6d28d9);
  color: #fff;
  h1 {
    margin: 0 0 8px;
    font-size: 24px;
  }
  p {
    margin: 0;
    color: #e0e7ff;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 16px;
  margin: 24px 0 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  div {
    aspect-ratio: 16 / 9;
  }
  h2 {
    margin: 0;
    padding: 10px 12px 2px;
    font-size: 14px;
  }
  p {
    margin: 0;
    padding: 0 12px 12px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
`;

const tints = ['#c7d2fe', '#fbcfe8', '#bbf7d0', '#fde68a', '#bae6fd', '#ddd6fe'];
const demoItems = [
  ['国潮角色分层素材', '二维动画 / 人物素材'],
  ['古风仙侠场景背景', '二维动画 / 场景素材'],
  ['MG 图标动效 120 个', 'MG动画素材'],
  ['卡通口型同步预设', '三维模型 / 角色模型'],
  ['水墨晕染转场', '视频模板'],
  ['综艺音效包', '音效音乐'],
  ['赛博朋克城市夜景', '三维模型 / 场景模型'],
  ['科普解说模板', '视频模板'],
];

/** Stand-in page content for the AppShell stories. */
export function DemoPage({ tall = false }: { tall?: boolean }) {
  const m = useMessages();
  const items = tall ? [...demoItems, ...demoItems, ...demoItems] : demoItems;
  return (
    <>
      <Hero>
        <h1>{m.materialCenter}</h1>
        <p>{m.siteName}</p>
      </Hero>
      <Grid>
        {items.map(([title, section], index) => (
          <Card key={index}>
            <div style={{ background: tints[index % tints.length] }} />
            <h2>{title}</h2>
            <p>{section}</p>
          </Card>
        ))}
      </Grid>
    </>
  );
}
