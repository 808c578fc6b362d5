// The fireworks' worker: it draws the show on the OffscreenCanvas the page hands over, so no frame
// runs on the main thread, where the visitor types into the promo form.
import { play, type AnimationFrames, type Playing } from './show';
import type { FireworksMessage } from './messages';

// Every browser that transfers a canvas to a worker (fireworks.tsx) has a worker's animation frames.
type WorkerScope = AnimationFrames & {
  onmessage: ((event: MessageEvent<FireworksMessage>) => void) | null;
};

const scope = self as unknown as WorkerScope;
let show: Playing | undefined;

scope.onmessage = ({ data }) => {
  if (data.type === 'start') show ??= play(data.canvas, scope, data);
  else if (show) show.resize(data);
};
