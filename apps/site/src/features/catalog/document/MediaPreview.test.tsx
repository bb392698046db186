import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '../../member/testing';
import { MediaPreview } from './MediaPreview';

// A motion material plays a muted loop under its poster; a sound material shows its waveform and
// a labelled player.

describe('MediaPreview', () => {
  it('a video: muted, looping, inline, with its poster and size', async () => {
    renderPage(
      <MediaPreview
        title="转场特效"
        preview={{
          kind: 'video',
          poster: '/api/files/5',
          src: '/api/files/6',
          mime: 'video/mp4',
          width: 640,
          height: 360,
          duration: 8,
        }}
      />,
      { api: {} },
    );
    const video = (await screen.findByLabelText('转场特效 视频预览（静音）')) as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('poster', '/api/files/5');
    expect(video).toHaveAttribute('width', '640');
    expect(video.querySelector('source')).toHaveAttribute('type', 'video/mp4');
    expect(screen.getByText('预览：前 8 秒')).toBeInTheDocument();
  });

  it('a sound: the waveform and a labelled player', async () => {
    renderPage(
      <MediaPreview
        title="雨声"
        preview={{
          kind: 'audio',
          poster: '/api/files/7',
          src: '/api/files/8',
          mime: 'audio/mpeg',
          width: 960,
          height: 160,
          duration: 8,
        }}
      />,
      { api: {} },
    );
    expect(await screen.findByRole('img', { name: '雨声 的声音波形' })).toHaveAttribute(
      'src',
      '/api/files/7',
    );
    const player = screen.getByLabelText('试听 雨声');
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('src', '/api/files/8');
  });
});
