// The fireworks behind the promo overlay, drawn by a worker on a transferred canvas so a slow
// phone's main thread stays free; a browser that cannot transfer one draws them on the page.
import React, { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { play, type Playing } from './show';
import type { FireworksMessage } from './messages';

export const FIREWORKS_DELAY_MS = 500;

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

/** Returns a function that ends the show. */
function start(canvas: HTMLCanvasElement): () => void {
  let show: Playing;
  if (typeof Worker !== 'undefined' && typeof canvas.transferControlToOffscreen === 'function') {
    const worker = new Worker(new URL('./fireworks-worker.ts', import.meta.url));
    const offscreen = canvas.transferControlToOffscreen();
    const send = (message: FireworksMessage, transfer: Transferable[] = []) =>
      worker.postMessage(message, transfer);
    send({ type: 'start', canvas: offscreen, ...viewport() }, [offscreen]);
    show = { resize: (size) => send({ type: 'resize', ...size }), stop: () => worker.terminate() };
  } else {
    show = play(canvas, window, viewport());
  }
  const onResize = () => show.resize(viewport());
  window.addEventListener('resize', onResize);
  return () => {
    window.removeEventListener('resize', onResize);
    show.stop();
  };
}

export const Fireworks = () => {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let stop = () => {};
    const timer = setTimeout(() => {
      const canvas = canvasRef.current;
      if (!canvas) return;
      stop = start(canvas);
    }, FIREWORKS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, []);
  return createPortal(
    <canvas
      ref={canvasRef}
      className="promo-fireworks"
      aria-hidden="true"
      data-testid="fireworks"
    />,
    document.body,
  );
};
