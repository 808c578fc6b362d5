// The fireworks' worker: it draws the show on the OffscreenCanvas the page hands over, so no frame
// runs on the main thread, where the visitor types into the promo form.
import { FireworksShow, runFrames, type AnimationFrames } from './show';
import type { FireworksMessage } from './messages';

// Every browser that transfers a canvas to a worker (fireworks.tsx) has a worker's animation frames.
type WorkerScope = AnimationFrames & {
  onmessage: ((event: MessageEvent<FireworksMessage>) => void) | null;
};

const scope = self as unknown as WorkerScope;
let show: FireworksShow | undefined;
let canvas: OffscreenCanvas | undefined;

scope.onmessage = ({ data }) => {
  if (data.type === 'start' && !show) {
    canvas = data.canvas;
    canvas.width = data.width;
    canvas.height = data.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    show = new FireworksShow(ctx);
    runFrames(() => show?.frame(), scope);
  } else if (data.type === 'resize' && show && canvas) {
    canvas.width = data.width;
    canvas.height = data.height;
  }
};
