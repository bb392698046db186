import { useEffect, useRef } from 'react';
import { useTheme } from 'styled-components';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useDashboardT } from './copy';
import type { Schemas } from '../../lib/api';
import { ChartBox } from './DashboardPage.styles';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
);

/** Revenue (bars) with orders (for roles that see money), new members and downloads (lines) per day; the canvas is labelled. */
export default function DashboardChart({ days }: { days: Schemas['AdminDashboardDay'][] }) {
  const t = useDashboardT();
  const { charts } = useTheme();
  const canvas = useRef<HTMLCanvasElement>(null);
  // The server leaves money out (null) for roles that do not see it: no revenue axis then.
  const money = days.some((d) => d.revenue !== null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: days.map((d) => d.date.slice(5)),
        datasets: [
          ...(money
            ? [
                {
                  label: t('chartRevenue'),
                  data: days.map((d) => (d.revenue ?? 0) / 100),
                  yAxisID: 'money',
                  backgroundColor: charts.bar,
                },
                {
                  type: 'line' as const,
                  label: t('chartOrders'),
                  data: days.map((d) => d.orders ?? 0),
                  yAxisID: 'count',
                  borderColor: charts.lines[0],
                },
              ]
            : []),
          {
            type: 'line' as const,
            label: t('chartMembers'),
            data: days.map((d) => d.newMembers),
            yAxisID: 'count',
            borderColor: charts.lines[1],
          },
          {
            type: 'line' as const,
            label: t('chartDownloads'),
            data: days.map((d) => d.downloads),
            yAxisID: 'count',
            borderColor: charts.lines[2],
          },
        ],
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        scales: {
          ...(money ? { money: { position: 'left' as const, beginAtZero: true } } : {}),
          count: { position: 'right', beginAtZero: true, grid: { drawOnChartArea: false } },
        },
      },
    });
    return () => chart.destroy();
  }, [days, t, charts, money]);
  const total = days.reduce((sum, d) => sum + (d.revenue ?? 0), 0) / 100;
  return (
    <ChartBox>
      <figcaption>{t('chartTitle')}</figcaption>
      <canvas
        ref={canvas}
        role="img"
        aria-label={money ? `${t('chartTitle')}：${t('chartRevenue')} ${total}` : t('chartTitle')}
        height={320}
      />
    </ChartBox>
  );
}
