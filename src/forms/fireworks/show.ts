// The fireworks' drawing, pure on a 2D context so it runs in a worker or on the page. The numbers
// are the spec's: 50 sparks a burst, gravity 1.5, friction 0.95, at most 60 frames a second.

export const FIREWORKS = {
  particles: 50,
  gravity: 1.5,
  friction: 0.95,
  fps: 60,
  /** Frames between two launches. */
  launchEvery: { min: 30, max: 60 },
  /** How much of the last frame each frame wipes away (the trails' length). */
  fade: 0.5,
  rocketSpeed: 10,
  rocketAcceleration: 1.05,
  /** Alpha a spark loses per frame. */
  decay: { min: 0.015, max: 0.03 },
} as const;

/** A page's canvas or the OffscreenCanvas handed to the worker; the show fills its size. */
export type Drawing = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

type Rocket = {
  x: number;
  y: number;
  fromX: number;
  fromY: number;
  toX: number;
  toY: number;
  angle: number;
  distance: number;
  speed: number;
  hue: number;
};
type Spark = {
  x: number;
  y: number;
  angle: number;
  speed: number;
  hue: number;
  lightness: number;
  alpha: number;
  decay: number;
};

const colour = (hue: number, lightness: number, alpha = 1) =>
  `hsla(${Math.round(hue)}, 100%, ${Math.round(lightness)}%, ${alpha.toFixed(3)})`;

export class FireworksShow {
  rockets: Rocket[] = [];
  sparks: Spark[] = [];
  private untilLaunch = 0;

  constructor(
    private readonly ctx: Drawing,
    private readonly random: () => number = Math.random,
  ) {}

  private between(min: number, max: number) {
    return min + this.random() * (max - min);
  }

  /** A rocket from the middle of the bottom edge to a point in the upper half. */
  launch() {
    const { width, height } = this.ctx.canvas;
    const fromX = width / 2;
    const fromY = height;
    const toX = this.between(width * 0.1, width * 0.9);
    const toY = this.between(height * 0.1, height * 0.5);
    this.rockets.push({
      x: fromX,
      y: fromY,
      fromX,
      fromY,
      toX,
      toY,
      angle: Math.atan2(toY - fromY, toX - fromX),
      distance: Math.hypot(toX - fromX, toY - fromY),
      speed: FIREWORKS.rocketSpeed,
      hue: this.between(0, 360),
    });
  }

  private burst(rocket: Rocket) {
    for (let i = 0; i < FIREWORKS.particles; i += 1) {
      this.sparks.push({
        x: rocket.toX,
        y: rocket.toY,
        angle: this.between(0, Math.PI * 2),
        speed: this.between(1, 10),
        hue: rocket.hue,
        lightness: this.between(50, 80),
        alpha: 1,
        decay: this.between(FIREWORKS.decay.min, FIREWORKS.decay.max),
      });
    }
  }

  frame() {
    if (this.untilLaunch <= 0) {
      this.launch();
      this.untilLaunch = Math.round(
        this.between(FIREWORKS.launchEvery.min, FIREWORKS.launchEvery.max),
      );
    }
    this.untilLaunch -= 1;

    const { ctx } = this;
    ctx.globalCompositeOperation = 'destination-out';
    ctx.fillStyle = `rgba(0, 0, 0, ${FIREWORKS.fade})`;
    ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
    ctx.globalCompositeOperation = 'lighter';
    ctx.lineCap = 'round';

    ctx.lineWidth = 2;
    this.rockets = this.rockets.filter((rocket) => {
      const { x, y } = rocket;
      rocket.speed *= FIREWORKS.rocketAcceleration;
      const travelled = Math.hypot(x - rocket.fromX, y - rocket.fromY) + rocket.speed;
      const arrived = travelled >= rocket.distance;
      rocket.x = arrived ? rocket.toX : x + Math.cos(rocket.angle) * rocket.speed;
      rocket.y = arrived ? rocket.toY : y + Math.sin(rocket.angle) * rocket.speed;
      this.line(x, y, rocket.x, rocket.y, colour(rocket.hue, 60));
      if (arrived) this.burst(rocket);
      return !arrived;
    });

    this.sparks = this.sparks.filter((spark) => {
      const { x, y } = spark;
      spark.speed *= FIREWORKS.friction;
      spark.x += Math.cos(spark.angle) * spark.speed;
      spark.y += Math.sin(spark.angle) * spark.speed + FIREWORKS.gravity;
      spark.alpha -= spark.decay;
      if (spark.alpha <= 0) return false;
      this.line(x, y, spark.x, spark.y, colour(spark.hue, spark.lightness, spark.alpha));
      return true;
    });
  }

  private line(fromX: number, fromY: number, toX: number, toY: number, style: string) {
    const { ctx } = this;
    ctx.beginPath();
    ctx.strokeStyle = style;
    ctx.moveTo(fromX, fromY);
    ctx.lineTo(toX, toY);
    ctx.stroke();
  }
}

/** The page's window or a worker's scope. */
export type AnimationFrames = Pick<Window, 'requestAnimationFrame' | 'cancelAnimationFrame'>;

/** Runs `frame` at most 60 times a second on `frames`; returns a function that stops it. */
export function runFrames(frame: () => void, frames: AnimationFrames): () => void {
  const interval = 1000 / FIREWORKS.fps;
  let last: number | undefined;
  let handle = 0;
  const tick = (time: number) => {
    handle = frames.requestAnimationFrame(tick);
    // A little slack, so a 60 Hz screen's frames (16.6-16.7 ms apart) are all drawn.
    if (last === undefined || time - last >= interval - 1) {
      last = time;
      frame();
    }
  };
  handle = frames.requestAnimationFrame(tick);
  return () => frames.cancelAnimationFrame(handle);
}

export type Size = { width: number; height: number };
export type Playing = { resize(size: Size): void; stop(): void };

/** The show on the page's canvas, or in the worker on the OffscreenCanvas the page handed it. */
export function play(
  canvas: HTMLCanvasElement | OffscreenCanvas,
  frames: AnimationFrames,
  size: Size,
): Playing {
  const resize = (to: Size) => {
    canvas.width = to.width;
    canvas.height = to.height;
  };
  resize(size);
  const ctx = canvas.getContext('2d') as Drawing | null;
  const show = ctx && new FireworksShow(ctx);
  return { resize, stop: show ? runFrames(() => show.frame(), frames) : () => {} };
}
