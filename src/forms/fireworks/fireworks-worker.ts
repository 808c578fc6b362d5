// The fireworks' worker: it draws the show on the OffscreenCanvas the page hands over, so no frame
// runs on the main thread, where the visitor types into the promo form.
import { FireworksShow, runFrames } from './show';
import type { FireworksMessage } from './messages';

type WorkerScope = {
  onmessage: ((event: MessageEvent<FireworksMessage>) => void) | null;
  requestAnimationFrame?: (callback: (time: number) => void) => number;
  cancelAnimationFrame?: (handle: number) => void;
};

const scope = self as unknown as WorkerScope;
let show: FireworksShow | undefined;
let canvas: OffscreenCanvas | undefined;

// A worker's animation frames follow the screen where the browser has them; else a timer.
const request =
  scope.requestAnimationFrame?.bind(scope) ??
  ((callback: (time: number) => void) =>
    setTimeout(() => callback(performance.now()), 16) as unknown as number);
const cancel =
  scope.cancelAnimationFrame?.bind(scope) ?? ((handle: number) => clearTimeout(handle));

scope.onmessage = ({ data }) => {
  if (data.type === 'start' && !show) {
    canvas = data.canvas;
    canvas.width = data.width;
    canvas.height = data.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    show = new FireworksShow(ctx, data.width, data.height);
    runFrames(() => show?.frame(), request, cancel);
  } else if (data.type === 'resize' && show && canvas) {
    canvas.width = data.width;
    canvas.height = data.height;
    show.resize(data.width, data.height);
  }
};
