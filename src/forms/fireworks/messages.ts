/** What the page tells the fireworks' worker. */
export type FireworksMessage =
  | { type: 'start'; canvas: OffscreenCanvas; width: number; height: number }
  | { type: 'resize'; width: number; height: number };
